package continuity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.memory.Character;
import continuity.memory.Limits;
import continuity.memory.Memory;
import continuity.memory.Scope;
import continuity.memory.Status;
import continuity.testing.Postgres;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A big server can come back: 45,000 notes export to more than 16 MiB (the size a chat import
 * reads), and the command line's {@code import} and {@code migrate --to postgresql} take the whole
 * of it. (The file is read whole, not streamed: memory grows with the server.)
 */
class BigServerTest {
    static final int NOTES = 45_000;

    @TempDir Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        out.reset();
        err.reset();
        return Main.run(
                args,
                new continuity.cli.Io(
                        new ByteArrayInputStream(new byte[0]),
                        new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8),
                        Map.of()));
    }

    @Test
    void aServerExportedOverSixteenMebibytesIsImportedAndMigratedWhole() throws Exception {
        Path a = dir.resolve("big.sqlite");
        Instant at = Instant.parse("2026-01-01T00:00:00Z");
        try (BotRuntime rt = BotRuntime.open(a, Limits.DEFAULTS)) {
            rt.store()
                    .inTransaction(
                            repo -> {
                                for (int c = 0; c < 100; c++)
                                    repo.saveCharacter(
                                            new Character("g1", "c" + c, "C" + c, "u1", at));
                                for (int i = 0; i < NOTES; i++) {
                                    String ch = "c" + (i % 100);
                                    repo.insert(
                                            Memory.newFact(
                                                    "g1",
                                                    "C" + (i % 100),
                                                    ch,
                                                    Memory.FREE_NOTE,
                                                    "keepsake number " + i,
                                                    "C" + (i % 100) + " keeps keepsake number " + i,
                                                    new Memory.Where(Scope.PROFILE, null, null),
                                                    Status.ACTIVE,
                                                    new Memory.Source("u1", "c1", null, at),
                                                    "en"));
                                }
                                return null;
                            });
        }
        Path file = dir.resolve("big.json");
        long t0 = System.nanoTime();
        assertEquals(
                0,
                run("export", "--guild", "g1", "--db", a.toString(), file.toString()),
                err.toString());
        long exportMs = (System.nanoTime() - t0) / 1_000_000;
        long size = Files.size(file);
        assertTrue(size > 16L * 1024 * 1024, "the export is over 16 MiB: " + size);

        Path b = dir.resolve("back.sqlite");
        t0 = System.nanoTime();
        assertEquals(
                0,
                run("import", "--guild", "g1", "--db", b.toString(), file.toString()),
                out.toString() + err.toString());
        long importMs = (System.nanoTime() - t0) / 1_000_000;
        assertTrue(out.toString().startsWith("Imported " + NOTES + " notes"), out.toString());

        String url = Postgres.url();
        t0 = System.nanoTime();
        assertEquals(
                0,
                run("migrate", "--db", a.toString(), "--to", url),
                out.toString() + err.toString());
        long migrateMs = (System.nanoTime() - t0) / 1_000_000;
        try (BotRuntime pg = BotRuntime.open(url, Limits.DEFAULTS)) {
            assertEquals(NOTES, pg.core().dump("g1").size());
        }
        // the test server stops faster without a big database to flush
        String name = url.replaceFirst("^jdbc:postgresql://[^/]+/([^?]+).*$", "$1");
        try (java.sql.Connection c =
                        java.sql.DriverManager.getConnection(url.replace("/" + name, "/postgres"));
                java.sql.Statement st = c.createStatement()) {
            st.execute("DROP DATABASE " + name);
        }
        String figures =
                NOTES
                        + " notes, "
                        + size / (1024 * 1024)
                        + " MiB: export "
                        + exportMs
                        + " ms, import "
                        + importMs
                        + " ms, migrate to PostgreSQL "
                        + migrateMs
                        + " ms";
        Files.writeString(Path.of("target", "big-server.txt"), figures + System.lineSeparator());
    }
}
