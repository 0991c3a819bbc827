package continuity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import continuity.memory.Limits;
import continuity.replay.Replay;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Quick start's example ({@code examples/first-session.jsonl}) shows the bot working, not
 * failing (issue 22): no error, the scene detail is recalled in its scene and not after it, the
 * disputed change is rejected, and thanks are answered.
 */
class FirstSessionExampleTest {
    @TempDir Path tmp;

    @Test
    void theQuickStartExampleShowsTheBotWorking() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
                Replay r = new Replay(tmp.resolve("db.sqlite"), Limits.DEFAULTS, o);
                BufferedReader in =
                        Files.newBufferedReader(
                                Path.of("examples/first-session.jsonl"), StandardCharsets.UTF_8)) {
            r.play(in);
        }
        Map<Integer, JsonNode> byLine = new HashMap<>();
        ObjectMapper json = new ObjectMapper();
        for (String l : out.toString(StandardCharsets.UTF_8).split("\n")) {
            if (l.isBlank()) continue;
            JsonNode n = json.readTree(l);
            assertEquals("reply", n.path("type").asText(), l);
            assertTrue(!n.path("kind").asText().equals("error"), l);
            byLine.put(n.path("line").asInt(), n);
        }
        assertEquals("replaced", byLine.get(4).path("kind").asText());
        assertEquals(
                "recalled", byLine.get(8).path("kind").asText(), "in the scene: " + byLine.get(8));
        assertTrue(byLine.get(8).path("text").asText().contains("red ball gown"));
        assertEquals("nothing_saved", byLine.get(10).path("kind").asText(), "after the scene");
        assertEquals("asked_which", byLine.get(11).path("kind").asText());
        assertEquals("ok", byLine.get(12).path("kind").asText());
        assertTrue(!byLine.containsKey(3) && !byLine.containsKey(5), "in-character lines: silence");
        assertEquals("You're welcome!", byLine.get(16).path("text").asText());
    }
}
