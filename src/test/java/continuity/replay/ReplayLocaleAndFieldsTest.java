package continuity.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
 * REPLAY.md's {@code locale} field, French button labels, and unknown fields reported instead of
 * ignored.
 */
class ReplayLocaleAndFieldsTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir Path tmp;
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private List<JsonNode> play(String... lines) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
                PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8);
                Replay r = new Replay(tmp.resolve("db.sqlite"), Limits.DEFAULTS, o).warningsTo(e)) {
            r.play(new BufferedReader(new StringReader(String.join("\n", lines) + "\n")));
        }
        List<JsonNode> nodes = new ArrayList<>();
        for (String l : out.toString(StandardCharsets.UTF_8).split("\n"))
            if (!l.isBlank()) nodes.add(JSON.readTree(l));
        return nodes;
    }

    @Test
    void slashCommandsAndClicksAnswerInTheirLocale() throws Exception {
        List<JsonNode> out =
                play(
                        "{\"type\":\"slash\",\"command\":\"memory\",\"subcommand\":\"remember\",\"locale\":\"fr\",\"options\":{\"character\":\"Élodie\",\"text\":\"Élodie has green eyes\"}}",
                        "{\"type\":\"click\",\"label\":\"Undo\",\"locale\":\"fr\"}",
                        "{\"type\":\"slash\",\"command\":\"memory\",\"subcommand\":\"remember\",\"options\":{\"character\":\"Mira\",\"text\":\"Mira a les yeux bleus\"}}",
                        "{\"type\":\"message\",\"content\":\"(( Les yeux de Mira sont verts, pas bleus. ))\"}",
                        "{\"type\":\"click\",\"label\":\"Undo\",\"locale\":\"en-GB\"}");
        assertEquals(
                "C'est noté : « Élodie has green eyes », dans le profil d'Élodie (toutes les histoires).",
                out.get(0).path("text").asText());
        assertEquals("[\"Annuler\"]", out.get(0).path("buttons").toString());
        assertTrue(
                out.get(1).path("text").asText().startsWith("Annulé : "),
                "the English label pressed the French button: " + out.get(1));
        assertTrue(
                out.get(2).path("text").asText().startsWith("Noted: “Mira a les yeux bleus”"),
                "default en-US: " + out.get(2));
        assertEquals("replaced", out.get(3).path("kind").asText());
        assertTrue(
                out.get(3).path("text").asText().startsWith("C'est noté"),
                "a French message is answered in French: " + out.get(3));
        assertEquals("[\"Annuler\"]", out.get(3).path("buttons").toString());
        assertTrue(out.get(4).path("text").asText().startsWith("Undone: "), out.get(4).toString());
        assertEquals("", err.toString(StandardCharsets.UTF_8), "every field was known");
    }

    @Test
    void unknownFieldsAreReportedAndTheEventStillPlays() throws Exception {
        List<JsonNode> out =
                play(
                        "{\"type\":\"message\",\"content\":\"(( Mira's eyes are green ))\",\"mentions\":true,\"chanel\":\"c2\"}",
                        "{\"type\":\"advance\",\"minutes\":5,\"expect\":{\"kind\":\"none\"}}",
                        "{\"type\":\"message\",\"guild\":null,\"webhook\":\"Mira\",\"gm\":true,\"at\":\"2026-02-01T00:00:00Z\",\"locale\":\"fr\",\"content\":\"x\"}");
        assertEquals("saved", out.get(0).path("kind").asText(), "the event played");
        String warnings = err.toString(StandardCharsets.UTF_8);
        assertTrue(
                warnings.contains(
                        "replay: line 1: unknown fields 'mentions' (did you mean 'mentions_bot'?),"
                                + " 'chanel' (did you mean 'channel'?) ignored"),
                warnings);
        assertTrue(
                warnings.contains("mentions_bot"),
                "the report lists what the type accepts: " + warnings);
        assertEquals(
                1,
                warnings.lines().count(),
                "the grader's 'expect' and every documented field pass silently: " + warnings);
        assertTrue(
                out.stream().noneMatch(o -> o.path("type").asText().equals("error")),
                "stdout keeps the contract: " + out);
    }
}
