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
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
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

    private List<JsonNode> replies() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
                Replay r = new Replay(tmp.resolve("db.sqlite"), Limits.DEFAULTS, o);
                BufferedReader in =
                        Files.newBufferedReader(
                                Path.of("examples/first-session.jsonl"), StandardCharsets.UTF_8)) {
            r.play(in);
        }
        List<JsonNode> replies = new ArrayList<>();
        ObjectMapper json = new ObjectMapper();
        for (String l : out.toString(StandardCharsets.UTF_8).split("\n"))
            if (!l.isBlank()) replies.add(json.readTree(l));
        return replies;
    }

    @Test
    void theQuickStartExampleShowsTheBotWorking() throws Exception {
        Map<Integer, JsonNode> byLine = new HashMap<>();
        for (JsonNode n : replies()) {
            String l = n.toString();
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

    /**
     * The README's example conversation is that session: each of its bot lines is a reply the
     * replay gives, word for word, with its buttons.
     */
    @Test
    void theReadmesExampleConversationIsWhatTheBotSays() throws Exception {
        List<String> said = new ArrayList<>();
        for (JsonNode n : replies()) {
            List<String> buttons = new ArrayList<>();
            n.path("buttons").forEach(b -> buttons.add("[" + b.asText() + "]"));
            said.add((n.path("text").asText() + "  " + String.join(" ", buttons)).strip());
        }
        List<String> readme = Files.readAllLines(Path.of("README.md"), StandardCharsets.UTF_8);
        int at = readme.indexOf("## What it looks like");
        assertTrue(at >= 0, "the README shows an example conversation");
        int start = at, lines = 0, bot = 0;
        while (!readme.get(start).startsWith("```")) start++;
        for (int i = start + 1; !readme.get(i).startsWith("```"); i++) {
            lines++;
            String l = readme.get(i);
            if (!l.startsWith("bot:")) continue;
            bot++;
            String reply = l.substring(4).strip();
            assertTrue(
                    said.contains(reply),
                    "the bot says, in the example session: " + reply + "\n" + said);
        }
        assertTrue(lines <= 12 && bot >= 4, "a short conversation: " + lines + " lines");
    }
}
