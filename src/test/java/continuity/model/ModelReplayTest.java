package continuity.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import continuity.memory.Limits;
import continuity.replay.Replay;
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
 * replay --model: the model's raw answer is printed with the turn that asked it, and the history
 * shows it.
 */
class ModelReplayTest {
    @TempDir Path tmp;

    private List<JsonNode> play(String script, FakeModelServer fake) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
                Replay r = new Replay(tmp.resolve("db.sqlite"), Limits.DEFAULTS, out)) {
            if (fake != null)
                r.withModel(
                        new ModelUnderstanding(ModelConfig.of(fake.baseUrl(), "test-model", null)));
            r.warningsTo(out).play(new BufferedReader(new StringReader(script)));
        }
        List<JsonNode> lines = new ArrayList<>();
        for (String l : bytes.toString(StandardCharsets.UTF_8).split("\n"))
            if (!l.isBlank()) lines.add(FakeModelServer.JSON.readTree(l));
        return lines;
    }

    private static final String SCRIPT =
            String.join(
                    "\n",
                    "{\"type\":\"slash\",\"command\":\"memory\",\"subcommand\":\"remember\",\"options\":{\"character\":\"Mira\",\"text\":\"Mira has blue eyes\"}}",
                    "{\"type\":\"slash\",\"gm\":true,\"user\":\"gm\",\"command\":\"settings\",\"subcommand\":\"model\",\"options\":{\"state\":\"on\"}}",
                    "{\"type\":\"message\",\"content\":\"(( Mira trägt jetzt einen langen silbernen Zopf ))\"}",
                    "{\"type\":\"restart\"}",
                    "{\"type\":\"message\",\"content\":\"(( Mira rocks a crimson cape since the ball ))\"}",
                    "{\"type\":\"slash\",\"command\":\"memory\",\"subcommand\":\"history\"}");

    @Test
    void theRawAnswerIsPrintedWithTheTurnAndShownInTheHistory() throws Exception {
        try (FakeModelServer fake = new FakeModelServer("test-model")) {
            List<JsonNode> out = play(SCRIPT, fake);
            List<JsonNode> model =
                    out.stream().filter(n -> n.path("type").asText().equals("model")).toList();
            assertEquals(2, model.size(), out.toString());
            assertEquals(3, model.get(0).path("line").asInt());
            assertEquals("ok", model.get(0).path("outcome").asText());
            assertEquals("saved", model.get(0).path("decision").asText());
            assertTrue(model.get(0).path("raw").asText().contains("silbernen Zopf"));
            assertEquals(
                    5,
                    model.get(1).path("line").asInt(),
                    "the model is still there after a restart");
            assertEquals("rate limited (429)", model.get(1).path("outcome").asText());
            JsonNode history = out.get(out.size() - 1);
            assertEquals("listed", history.path("kind").asText());
            assertTrue(
                    history.path("text")
                            .asText()
                            .contains("language model (test-model): ok, saved"),
                    history.toString());
            assertEquals(List.of(), fake.problems());
        }
    }

    @Test
    void withoutAModelTheSettingSaysSoAndNothingElseChanges() throws Exception {
        List<JsonNode> out = play(SCRIPT, null);
        assertTrue(out.stream().noneMatch(n -> n.path("type").asText().equals("model")));
        JsonNode setting = out.get(1);
        assertEquals("error", setting.path("kind").asText());
        assertTrue(setting.path("text").asText().contains("No language model"), setting.toString());
        assertTrue(
                out.stream().noneMatch(n -> n.path("line").asInt() == 3),
                "no reply to the out-of-character message");
    }
}
