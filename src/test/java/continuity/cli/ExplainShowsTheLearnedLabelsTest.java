package continuity.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** {@code explain} prints the learned reader's intent and each token's label with its score. */
class ExplainShowsTheLearnedLabelsTest {
    @Test
    void explainPrintsTheIntentAndEachTokensLabelWithItsProbability() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
        Io io =
                new Io(
                        new java.io.ByteArrayInputStream(new byte[0]),
                        o,
                        new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                        java.util.Map.of());
        int code =
                ExplainCommand.run(
                        java.util.List.of(
                                "--names", "Quenby", "(( Quenby's eyes are green, not blue ))"),
                        io);
        assertEquals(0, code);
        JsonNode j = new ObjectMapper().readTree(out.toString(StandardCharsets.UTF_8));
        JsonNode learned = j.path("learned");
        assertTrue(learned.path("intent").isTextual(), learned.toString());
        double p = learned.path("intent_probability").asDouble(-1);
        assertTrue(p > 0 && p <= 1, learned.toString());
        JsonNode tokens = learned.path("tokens");
        assertTrue(tokens.size() >= 8, learned.toString());
        boolean green = false;
        for (JsonNode t : tokens) {
            String[] parts = t.asText().split(" ");
            assertEquals(3, parts.length, t.asText());
            assertTrue(
                    parts[1].equals("O") || parts[1].matches("[BI]-(VAL|OLD|DET|SCOPE|CHG)"),
                    t.asText());
            if (parts[0].equals("green")) green = parts[1].equals("B-VAL");
        }
        assertTrue(green, "'green' is tagged as the value: " + tokens);
    }
}
