package continuity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import continuity.memory.Limits;
import continuity.testing.Postgres;
import continuity.testing.ReplayRun;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code migrate} takes the canon check along (issue 24): its setting, a member's opt-out and the
 * contradictions told (so that one is not told twice, and stays in the history).
 */
class CanonCheckMigrateTest {
    @TempDir Path tmp;

    private static long told(List<JsonNode> out, int line) {
        return out.stream()
                .filter(n -> n.path("line").asInt() == line)
                .filter(n -> "contradiction".equals(n.path("kind").asText()))
                .count();
    }

    @Test
    void migrateTakesTheCanonCheckAlong() {
        Path file = tmp.resolve("canon.sqlite");
        List<JsonNode> before =
                ReplayRun.run(
                        file,
                        """
                        {"type":"slash","command":"memory","subcommand":"remember","user":"owner","options":{"character":"Mira","text":"Mira has green eyes"}}
                        {"type":"slash","command":"settings","subcommand":"canon_check","user":"gm","gm":true,"options":{"state":"on"}}
                        {"type":"slash","command":"settings","subcommand":"canon_check_me","user":"u2","options":{"state":"off"}}
                        {"type":"message","user":"u3","content":"*Mira's blue eyes flash.*"}
                        """);
        assertEquals(1, told(before, 4), before.toString());
        String url = Postgres.url();
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        PrintStream p = new PrintStream(o, true, StandardCharsets.UTF_8);
        int rc =
                Main.run(
                        new String[] {"migrate", "--db", file.toString(), "--to", url},
                        Map.of(),
                        p,
                        p);
        assertEquals(0, rc, o.toString(StandardCharsets.UTF_8));
        List<JsonNode> after =
                ReplayRun.run(
                        url,
                        """
                        {"type":"message","user":"u3","content":"*Mira's blue eyes flash.*","at":"2026-02-01T00:00:00Z"}
                        {"type":"message","user":"u2","content":"*Mira's black eyes flash.*"}
                        {"type":"message","user":"u3","content":"*Mira's amber eyes flash.*"}
                        {"type":"slash","command":"memory","subcommand":"history","user":"u3","options":{"character":"Mira"}}
                        """,
                        Limits.DEFAULTS);
        assertEquals(0, told(after, 1), "told once, before the move: " + after);
        assertEquals(0, told(after, 2), "u2 left their posts out: " + after);
        assertEquals(1, told(after, 3), after.toString());
        String history =
                after.stream()
                        .filter(n -> n.path("line").asInt() == 4)
                        .findFirst()
                        .orElseThrow()
                        .path("text")
                        .asText();
        assertTrue(history.contains("a post said Mira has blue eyes"), history);
    }
}
