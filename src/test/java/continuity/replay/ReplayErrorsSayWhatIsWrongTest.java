package continuity.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import continuity.memory.Limits;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A bad line of a script is one error line that says what is wrong in the script writer's words
 * (issue 22): no parser internals, and an {@code advance} by words is refused, not taken as zero.
 */
class ReplayErrorsSayWhatIsWrongTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir Path tmp;

    private List<String> errors(String... lines) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
                Replay r = new Replay(tmp.resolve("db.sqlite"), Limits.DEFAULTS, o)) {
            r.play(new BufferedReader(new StringReader(String.join("\n", lines) + "\n")));
        }
        List<String> messages = new ArrayList<>();
        for (String l : out.toString(StandardCharsets.UTF_8).split("\n")) {
            if (l.isBlank()) continue;
            JsonNode n = JSON.readTree(l);
            if (n.path("type").asText().equals("error")) messages.add(n.path("message").asText());
        }
        return messages;
    }

    @Test
    void aMalformedLineSaysWhatIsWrongWithoutTheParsersInternals() throws Exception {
        List<String> said =
                errors(
                        "{\"type\":\"message\",\"content\":\"hi\"",
                        "{\"type\": \"message\", content: \"x\"}",
                        "{'type':'message'}",
                        "hello",
                        "{\"type\":\"message\",\"content\":\"a\\q\"}");
        assertEquals(
                List.of(
                        "line 1: not valid JSON: the line ends before the object is closed: a } or"
                                + " a closing \" is missing",
                        "line 2: not valid JSON: a field name must be in double quotes, not “c”"
                                + " (column 21)",
                        "line 3: not valid JSON: a field name must be in double quotes, not single"
                                + " quotes (column 2)",
                        "line 4: not valid JSON: “hello” is not JSON (column 1): each line is one"
                                + " object, such as {\"type\":\"message\",\"content\":\"...\"}",
                        "line 5: not valid JSON: \\q is no escape in a JSON string (column 32)"
                                + " (write \\\\ for a backslash)"),
                said);
        for (String s : said) {
            assertFalse(s.contains("Source") || s.contains("code ") || s.contains("marker"), s);
        }
    }

    @Test
    void anAdvanceByWordsIsRefused() throws Exception {
        assertEquals(
                List.of(
                        "line 1: 'minutes' must be a whole number, such as 10, not \"ten\"",
                        "line 2: 'hours' must be a whole number, such as 10, not 1.5"),
                errors(
                        "{\"type\":\"advance\",\"minutes\":\"ten\"}",
                        "{\"type\":\"advance\",\"hours\":1.5}",
                        "{\"type\":\"advance\",\"days\":2}"));
    }
}
