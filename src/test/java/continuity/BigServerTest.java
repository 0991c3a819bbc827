package continuity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.memory.Character;
import continuity.memory.Limits;
import continuity.memory.Note;
import continuity.memory.Scope;
import continuity.memory.Status;
import continuity.testing.Jvm;
import continuity.testing.Postgres;
import continuity.understand.Detail;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A big server can come back, in bounded memory (issue 21, item 3): 45,000 notes export to more
 * than 16 MiB (the size a chat import reads), and the command line's {@code export}, {@code import}
 * and {@code migrate --to postgresql} each take the whole of it in a JVM of its own whose heap is
 * capped at {@link #HEAP}, far less than the file and its notes would take held whole: they stream
 * (the file is parsed note by note and written in batches; the stores' rows are read as a stream).
 * Before, {@code import} read the file whole and ran out of memory at once. The 100,000-note form,
 * on both stores with {@code -Xmx128m}, is {@code BigServerBench} (BENCHMARKS.md).
 */
class BigServerTest {
    static final int NOTES = 45_000;

    /** The heap each command gets: about three times less than the file it reads. */
    static final String HEAP = "-Xmx64m";

    @TempDir Path dir;

    /** Exit status and what the command said (stdout and stderr). */
    record Ran(int status, String said, long ms) {}

    private Ran cli(String... args) throws Exception {
        List<String> cmd = new ArrayList<>(Jvm.java());
        cmd.add(HEAP);
        cmd.add("-cp");
        cmd.add(System.getProperty("java.class.path"));
        cmd.add("continuity.Main");
        cmd.addAll(List.of(args));
        long t0 = System.nanoTime();
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String said = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        int status = p.waitFor();
        return new Ran(status, said, (System.nanoTime() - t0) / 1_000_000);
    }

    @Test
    void aServerOverSixteenMebibytesIsExportedImportedAndMigratedInBoundedMemory()
            throws Exception {
        Path a = dir.resolve("big.sqlite");
        Instant at = Instant.parse("2026-01-01T00:00:00Z");
        try (BotRuntime rt = BotRuntime.open(a, Limits.DEFAULTS)) {
            rt.store()
                    .inTransaction(
                            repo -> {
                                for (int c = 0; c < 100; c++)
                                    repo.saveCharacter(
                                            new Character("g1", "c" + c, "C" + c, "u1", at));
                                List<Note> batch = new ArrayList<>();
                                for (int i = 0; i < NOTES; i++) {
                                    String ch = "c" + (i % 100);
                                    batch.add(
                                            Note.newFact(
                                                    "g1",
                                                    "C" + (i % 100),
                                                    ch,
                                                    Detail.FREE,
                                                    "keepsake number " + i,
                                                    "C" + (i % 100) + " keeps keepsake number " + i,
                                                    new Note.Where(Scope.PROFILE, null, null),
                                                    Status.ACTIVE,
                                                    new Note.Source("u1", "c1", null, at),
                                                    continuity.chat.Lang.EN));
                                    if (batch.size() == 1000) {
                                        repo.insertAll(batch);
                                        batch.clear();
                                    }
                                }
                                repo.insertAll(batch);
                                return null;
                            });
        }
        Path file = dir.resolve("big.json");
        Ran export = cli("export", "--guild", "g1", "--db", a.toString(), file.toString());
        assertEquals(0, export.status(), export.said());
        long size = Files.size(file);
        assertTrue(size > 16L * 1024 * 1024, "the export is over 16 MiB: " + size);

        Path b = dir.resolve("back.sqlite");
        Ran imported = cli("import", "--guild", "g1", "--db", b.toString(), file.toString());
        assertEquals(0, imported.status(), imported.said());
        assertTrue(imported.said().startsWith("Imported " + NOTES + " notes"), imported.said());

        String url = Postgres.url();
        Ran migrated = cli("migrate", "--db", a.toString(), "--to", url);
        assertEquals(0, migrated.status(), migrated.said());
        try (BotRuntime pg = BotRuntime.open(url, Limits.DEFAULTS);
                BotRuntime back = BotRuntime.open(b, Limits.DEFAULTS)) {
            assertEquals(NOTES, pg.core().dump("g1").size());
            assertEquals(NOTES, back.core().dump("g1").size());
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
                        + " MiB, each command with "
                        + HEAP
                        + ": export "
                        + export.ms()
                        + " ms, import "
                        + imported.ms()
                        + " ms, migrate to PostgreSQL "
                        + migrated.ms()
                        + " ms";
        Files.writeString(Path.of("target", "big-server.txt"), figures + System.lineSeparator());
    }
}
