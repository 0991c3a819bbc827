package continuity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.memory.Limits;
import continuity.memory.Memory;
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
 * {@code migrate --to jdbc:postgresql://...}: a real SQLite file, written through replay
 * (corrections, an undo, an edit, a forget, a preference, a story and a scene in two servers),
 * copied into a fresh PostgreSQL database: every note of every server, in every status, with its
 * history links, and the preference, are there afterwards; a second copy into the now non-empty
 * database is refused unless told.
 */
class MigrateToPostgresTest {
    @TempDir Path dir;

    private static final String SCRIPT =
            String.join(
                    "\n",
                    "{\"type\":\"slash\",\"command\":\"memory\",\"subcommand\":\"remember\",\"options\":{\"character\":\"Mira\",\"text\":\"Mira has blue eyes\"}}",
                    "{\"type\":\"message\",\"content\":\"(( Mira's eyes are green, not blue ))\"}",
                    "{\"type\":\"message\",\"content\":\"(( Mira's hair is red ))\"}",
                    "{\"type\":\"message\",\"content\":\"(( Mira's hair is black, not red ))\"}",
                    "{\"type\":\"click\",\"label\":\"Undo\"}",
                    "{\"type\":\"message\",\"content\":\"(( I'd prefer Mira's lines to be short ))\"}",
                    "{\"type\":\"slash\",\"command\":\"story\",\"subcommand\":\"set\",\"options\":{\"name\":\"Pirate AU\"}}",
                    "{\"type\":\"slash\",\"command\":\"scene\",\"subcommand\":\"start\",\"options\":{\"name\":\"Winter ball\"}}",
                    "{\"type\":\"message\",\"content\":\"(( for this scene only, Mira wears a green cape ))\"}",
                    "{\"type\":\"message\",\"guild\":\"g2\",\"content\":\"(( Sera is 24 ))\"}",
                    "{\"type\":\"message\",\"guild\":\"g2\",\"content\":\"(( Sera's age is 25, not 24 ))\"}",
                    "{\"type\":\"slash\",\"guild\":\"g2\",\"command\":\"memory\",\"subcommand\":\"forget\",\"options\":{\"memory\":\"Sera is 25\"}}");

    private static int main(List<String> out, String... args) {
        ByteArrayOutputStream o = new ByteArrayOutputStream(), e = new ByteArrayOutputStream();
        int rc =
                Main.run(
                        args,
                        Map.of(),
                        new PrintStream(o, true, StandardCharsets.UTF_8),
                        new PrintStream(e, true, StandardCharsets.UTF_8));
        out.add(o.toString(StandardCharsets.UTF_8) + e.toString(StandardCharsets.UTF_8));
        return rc;
    }

    @Test
    void anSqliteFileIsCopiedWithItsHistoryAndANonEmptyTargetIsRefused() {
        Path file = dir.resolve("bot.sqlite");
        ReplayRun.run(file, SCRIPT);
        String url = Postgres.url();
        List<String> said = new java.util.ArrayList<>();
        assertEquals(
                0, main(said, "migrate", "--db", file.toString(), "--to", url), said.toString());
        assertTrue(said.get(0).contains("counts and history links verified"), said.get(0));

        try (BotRuntime sqlite = BotRuntime.open(file, Limits.DEFAULTS);
                BotRuntime pg = BotRuntime.open(url, Limits.DEFAULTS)) {
            for (String g : List.of("g1", "g2")) {
                List<Memory> before = sqlite.store().<List<Memory>>inTransaction(r -> r.notesIn(g));
                List<Memory> after = pg.store().<List<Memory>>inTransaction(r -> r.notesIn(g));
                assertTrue(before.size() >= 2, g + " has notes to copy: " + before);
                assertEquals(
                        before, after, "every note of " + g + ", every field, in the same order");
            }
            List<Memory> prefsBefore =
                    sqlite.store().<List<Memory>>inTransaction(r -> r.preferencesOf("u1"));
            List<Memory> prefsAfter =
                    pg.store().<List<Memory>>inTransaction(r -> r.preferencesOf("u1"));
            assertEquals(prefsBefore, prefsAfter, "the private preference came along");
            assertEquals(1, prefsAfter.size());
            List<continuity.memory.Scene> scenesBefore =
                    sqlite.store()
                            .<List<continuity.memory.Scene>>inTransaction(r -> r.scenesIn("g1"));
            List<continuity.memory.Scene> scenesAfter =
                    pg.store().<List<continuity.memory.Scene>>inTransaction(r -> r.scenesIn("g1"));
            assertEquals(scenesBefore, scenesAfter);
            assertEquals(1, scenesAfter.size());
            Map<String, continuity.memory.Story> storiesBefore =
                    sqlite.store()
                            .<Map<String, continuity.memory.Story>>inTransaction(
                                    r -> r.storiesIn("g1"));
            Map<String, continuity.memory.Story> storiesAfter =
                    pg.store()
                            .<Map<String, continuity.memory.Story>>inTransaction(
                                    r -> r.storiesIn("g1"));
            assertEquals(storiesBefore, storiesAfter);
        }

        said.clear();
        assertEquals(
                1, main(said, "migrate", "--db", file.toString(), "--to", url), said.toString());
        assertTrue(said.get(0).contains("already holds notes; nothing was copied"), said.get(0));
        said.clear();
        assertEquals(
                0,
                main(said, "migrate", "--db", file.toString(), "--to", url, "--into-non-empty"),
                said.toString());
        assertTrue(
                said.get(0).contains("0 notes and 0 preferences"), "nothing twice: " + said.get(0));
    }
}
