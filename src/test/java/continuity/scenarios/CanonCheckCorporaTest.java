package continuity.scenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import continuity.testing.ReplayRun;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * The canon check on real chat (../shared/corpora, read from there, never copied): with the check
 * on, the characters each file registers (and, for the LIGHT file, the characters its proxies post
 * as) given notes their text does not contradict (brown eyes, black hair, 30 years old), not one
 * contradiction may be reported.
 */
class CanonCheckCorporaTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir Path tmp;

    @TestFactory
    Stream<DynamicTest> noContradictionInRealChat() throws IOException {
        continuity.testing.Skip.unless(
                Files.isDirectory(RealChatStaysSilentTest.CORPORA),
                "../shared/corpora is absent: the canon check cannot be measured on real chat here");
        List<Path> files;
        try (Stream<Path> s = Files.list(RealChatStaysSilentTest.CORPORA)) {
            files = s.filter(p -> p.toString().endsWith(".jsonl")).sorted().toList();
        }
        return files.stream()
                .map(f -> DynamicTest.dynamicTest(f.getFileName().toString(), () -> run(f)));
    }

    /** The contradictions reported over one corpus file, with the check on and notes added. */
    static List<JsonNode> contradictions(Path file, Path db) throws IOException {
        List<JsonNode> events = new ArrayList<>();
        Set<String> characters = new LinkedHashSet<>();
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            if (line.isBlank()) continue;
            JsonNode n = JSON.readTree(line);
            if (n.has("scenario") || "dump".equals(n.path("type").asText())) continue;
            ((ObjectNode) n).remove("expect");
            if ("slash".equals(n.path("type").asText()))
                characters.add(n.path("options").path("character").asText());
            if (n.hasNonNull("webhook")) characters.add(n.get("webhook").asText());
            events.add(n);
        }
        StringBuilder script = new StringBuilder();
        script.append(
                "{\"type\":\"slash\",\"command\":\"settings\",\"subcommand\":\"canon_check\","
                        + "\"options\":{\"state\":\"on\"},\"gm\":true,\"user\":\"gm\","
                        + "\"at\":\"2025-12-01T00:00:00Z\"}\n");
        int i = 0;
        for (String c : characters) {
            if (c.isBlank() || c.length() > 64) continue;
            for (String note :
                    List.of(c + " has brown eyes", c + " has black hair", c + " is 30 years old")) {
                ObjectNode r = JSON.createObjectNode();
                r.put("type", "slash").put("command", "memory").put("subcommand", "remember");
                r.put("user", "gm").put("gm", true);
                r.put(
                        "at",
                        java.time.Instant.parse("2025-12-01T00:01:00Z")
                                .plusSeconds(i++)
                                .toString());
                r.putObject("options").put("character", c).put("text", note);
                script.append(JSON.writeValueAsString(r)).append('\n');
            }
        }
        for (JsonNode e : events) script.append(JSON.writeValueAsString(e)).append('\n');
        List<String> names = characters.stream().filter(c -> !c.isBlank()).toList();
        int read = 0;
        for (JsonNode e : events)
            if ("message".equals(e.path("type").asText()))
                read +=
                        (int)
                                continuity.understand.Descriptions.read(
                                                e.path("content").asText(),
                                                names,
                                                e.hasNonNull("webhook")
                                                        ? e.get("webhook").asText()
                                                        : null)
                                        .stream()
                                        .filter(
                                                m ->
                                                        continuity.understand.Descriptions.checked(
                                                                m.detail()))
                                        .count();
        System.out.println(
                "canon check on "
                        + file.getFileName()
                        + ": "
                        + names.size()
                        + " characters, "
                        + read
                        + " descriptive mentions of checked details read");
        List<JsonNode> out = ReplayRun.run(db, script.toString());
        return out.stream().filter(n -> "contradiction".equals(n.path("kind").asText())).toList();
    }

    private void run(Path f) throws IOException {
        List<JsonNode> found = contradictions(f, tmp.resolve(f.getFileName() + ".sqlite"));
        System.out.println(
                "canon check on " + f.getFileName() + ": " + found.size() + " contradictions");
        assertEquals(List.of(), found, f.getFileName() + ": false alarms");
    }
}
