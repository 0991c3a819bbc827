package continuity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import continuity.cli.Io;
import continuity.memory.Limits;
import continuity.memory.Note;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command line as an operator uses it: exit codes and what is printed. */
class MainCommandsTest {
    @TempDir Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(Map<String, String> env, String... args) {
        out.reset();
        err.reset();
        Io io =
                new Io(
                        new ByteArrayInputStream(new byte[0]),
                        new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8),
                        env);
        return Main.run(args, io);
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void withoutArgumentsOrTokenItSaysHowToTryTheBotOffline() {
        assertEquals(2, run(Map.of()));
        assertTrue(err().contains("replay examples/first-session.jsonl"), err());
        assertTrue(err().contains("continuity.jar console"), err());
        assertTrue(err().contains("DISCORD_TOKEN"), err());
    }

    @Test
    void anInvalidConfigurationStopsEveryCommandWithTheKey() {
        assertEquals(
                2,
                run(
                        Map.of("CONTINUITY_NOTE_LENGTH", "0"),
                        "health",
                        "--db",
                        dir.resolve("x").toString()));
        assertTrue(
                err().contains(
                                "limits.note_length = 0 (from CONTINUITY_NOTE_LENGTH): allowed: a whole number from 1 to 4000"),
                err());
        assertEquals(2, run(Map.of("CONTINUITY_LANGUAGE", "de")));
        assertTrue(err().contains("language.default"), err());
    }

    @Test
    void exportImportBackupAndHealthFromTheCommandLine() throws Exception {
        Path a = dir.resolve("a.sqlite");
        try (BotRuntime rt = BotRuntime.open(a, Limits.DEFAULTS)) {
            CanonFixture.build(new TestChat(rt.core()));
        }
        Path file = dir.resolve("out/g1.json");
        assertEquals(
                0,
                run(Map.of(), "export", "--guild", "g1", "--db", a.toString(), file.toString()),
                err());
        assertTrue(err().contains("notes about 2 characters"), err());

        int n = facts(a).size();
        Path b = dir.resolve("b.sqlite");
        assertEquals(
                0,
                run(
                        Map.of("CONTINUITY_DB", b.toString()),
                        "import",
                        "--guild",
                        "g1",
                        file.toString()),
                out() + err());
        assertTrue(out().startsWith("Imported " + n + " notes and 2 characters"), out());
        assertEquals(
                0, run(Map.of(), "import", "--guild", "g1", "--db", b.toString(), file.toString()));
        assertTrue(
                out().startsWith(
                                "Imported 0 notes and 0 characters; "
                                        + n
                                        + " notes were already there"),
                out());
        assertEquals(facts(a), all(b));

        String text =
                Files.readString(file)
                        .replaceFirst("\"status\" : \"active\"", "\"status\" : \"sleeping\"");
        Path bad = Files.writeString(dir.resolve("bad.json"), text);
        Path c = dir.resolve("c.sqlite");
        assertEquals(
                1, run(Map.of(), "import", "--guild", "g1", "--db", c.toString(), bad.toString()));
        assertTrue(out().contains("\"status\" is \"sleeping\""), out());
        assertTrue(all(c).isEmpty());

        assertEquals(
                0,
                run(
                        Map.of(),
                        "export",
                        "--guild",
                        "g1",
                        "--db",
                        a.toString(),
                        "--lorebook",
                        "Mira",
                        "-"));
        assertEquals("chara_card_v2", new ObjectMapper().readTree(out()).get("spec").asText());

        Path copy = dir.resolve("copy.sqlite");
        assertEquals(0, run(Map.of(), "backup", "--db", a.toString(), copy.toString()), err());
        assertTrue(out().contains("integrity_check ok"), out());
        assertEquals(1, run(Map.of(), "backup", "--db", a.toString(), copy.toString()));
        assertTrue(err().contains("already exists"), err());

        assertEquals(0, run(Map.of(), "health", "--db", copy.toString()), err());
        assertTrue(out().startsWith("healthy:"), out());
        assertEquals(1, run(Map.of(), "health", "--db", dir.resolve("none.sqlite").toString()));
        assertTrue(err().startsWith("unhealthy: no database file"), err());
        assertEquals(
                1,
                run(
                        Map.of(),
                        "export",
                        "--guild",
                        "g1",
                        "--db",
                        dir.resolve("none.sqlite").toString(),
                        "-"));
        assertFalse(Files.exists(dir.resolve("none.sqlite")), "export must not create a database");
        assertEquals(2, run(Map.of(), "export", "--db", a.toString(), "-"));
        assertTrue(err().contains("--guild"), err());
    }

    @Test
    void exportNeverOverwritesAnExistingFileUnlessForced() throws Exception {
        Path a = dir.resolve("a.sqlite");
        try (BotRuntime rt = BotRuntime.open(a, Limits.DEFAULTS)) {
            CanonFixture.build(new TestChat(rt.core()));
        }
        Path file = Files.writeString(dir.resolve("precious.json"), "keep me");
        assertEquals(
                1, run(Map.of(), "export", "--guild", "g1", "--db", a.toString(), file.toString()));
        assertTrue(err().contains("already exists") && err().contains("--force"), err());
        assertEquals("keep me", Files.readString(file));
        assertEquals(
                0,
                run(
                        Map.of(),
                        "export",
                        "--guild",
                        "g1",
                        "--db",
                        a.toString(),
                        "--force",
                        file.toString()),
                err());
        assertTrue(Files.readString(file).contains("Mira"), "replaced when asked");
        try (var files = Files.list(dir)) {
            assertTrue(
                    files.noneMatch(f -> f.getFileName().toString().endsWith(".part")),
                    "no temporary file left");
        }
    }

    @Test
    void exportNeverWritesOverTheDatabaseOrSomethingThatIsNotAFileEvenWhenForced()
            throws Exception {
        Path a = dir.resolve("bk.sqlite");
        try (BotRuntime rt = BotRuntime.open(a, Limits.DEFAULTS)) {
            CanonFixture.build(new TestChat(rt.core()));
        }
        byte[] before = Files.readAllBytes(a);
        for (boolean force : new boolean[] {false, true}) {
            List<String> args =
                    new ArrayList<>(List.of("export", "--guild", "g1", "--db", a.toString()));
            if (force) args.add("--force");
            args.add(a.toString());
            assertEquals(1, run(Map.of(), args.toArray(String[]::new)));
            assertTrue(err().contains("nothing was written"), err());
            assertTrue(force ? err().contains("is the database itself") : true, err());
        }
        assertTrue(
                java.util.Arrays.equals(before, Files.readAllBytes(a)), "the database is intact");

        Path folder = Files.createDirectories(dir.resolve("folder"));
        Path fifo = dir.resolve("fifo");
        Process mk = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assertEquals(0, mk.waitFor());
        for (Path target : List.of(folder, fifo)) {
            assertEquals(
                    1,
                    run(
                            Map.of(),
                            "export",
                            "--guild",
                            "g1",
                            "--db",
                            a.toString(),
                            "--force",
                            target.toString()));
            assertTrue(err().contains("is not a regular file"), err());
        }
        assertTrue(
                Files.isDirectory(folder) && !Files.isRegularFile(fifo), "both left as they were");
    }

    @Test
    void aDatabaseInAFolderThatDoesNotExistIsRefusedAndNoFolderIsMade() throws Exception {
        Path db = dir.resolve("no/such/folder/x.sqlite");
        Path f = Files.writeString(dir.resolve("f.json"), "{}");
        for (String[] args :
                List.of(
                        new String[] {"replay", "--db", db.toString(), "-"},
                        new String[] {"console", "--db", db.toString()},
                        new String[] {
                            "import", "--guild", "g1", "--db", db.toString(), f.toString()
                        })) {
            assertEquals(1, run(Map.of(), args), String.join(" ", args) + ": " + err());
            assertTrue(
                    err().contains("the folder " + db.getParent() + " does not exist"),
                    String.join(" ", args) + ": " + err());
        }
        assertFalse(Files.exists(dir.resolve("no")), "no folder was made");
    }

    @Test
    void theCommandLineImportReadsAFileThatStartsWithAByteOrderMark() throws Exception {
        Path a = dir.resolve("a.sqlite");
        try (BotRuntime rt = BotRuntime.open(a, Limits.DEFAULTS)) {
            CanonFixture.build(new TestChat(rt.core()));
        }
        Path file = dir.resolve("g1.json");
        assertEquals(
                0, run(Map.of(), "export", "--guild", "g1", "--db", a.toString(), file.toString()));
        Path bom = dir.resolve("bom.json");
        Files.writeString(bom, "\uFEFF" + Files.readString(file));
        Path b = dir.resolve("b.sqlite");
        assertEquals(
                0,
                run(Map.of(), "import", "--guild", "g1", "--db", b.toString(), bom.toString()),
                out() + err());
        assertEquals(facts(a), all(b));
    }

    @Test
    void replayPrintsNoNewFieldsForAnExport() throws Exception {
        Path script =
                Files.writeString(
                        dir.resolve("s.jsonl"),
                        """
                {"type":"slash","command":"memory","subcommand":"remember","options":{"character":"Mira","text":"Mira has blue eyes"}}
                {"type":"slash","command":"memory","subcommand":"export","gm":true}
                """);
        assertEquals(0, run(Map.of(), "replay", script.toString()));
        List<String> lines = out().lines().toList();
        assertEquals(2, lines.size(), out());
        for (String line : lines) {
            JsonNode n = new ObjectMapper().readTree(line);
            List<String> fields = new ArrayList<>();
            for (Iterator<String> it = n.fieldNames(); it.hasNext(); ) fields.add(it.next());
            assertEquals(
                    List.of(
                            "type",
                            "line",
                            "channel",
                            "thread",
                            "kind",
                            "ephemeral",
                            "text",
                            "buttons"),
                    fields);
        }
        assertEquals("ok", new ObjectMapper().readTree(lines.get(1)).get("kind").asText());
    }

    private static List<Note> facts(Path db) {
        try (BotRuntime rt = BotRuntime.open(db, Limits.DEFAULTS)) {
            return rt.core().dump("g1").stream()
                    .filter(m -> m.kind().wire().equals("fact"))
                    .toList();
        }
    }

    private static List<Note> all(Path db) {
        try (BotRuntime rt = BotRuntime.open(db, Limits.DEFAULTS)) {
            return rt.core().dump("g1");
        }
    }

    @Test
    void theCrashHarnessWriterIsTestCodeNotAShippedCommand() throws Exception {
        assertEquals(2, run(Map.of(), "stress-writer", "--db", dir.resolve("x.sqlite").toString()));
        assertTrue(err().contains("Unknown command 'stress-writer'"), err());
        assertFalse(Main.USAGE.contains("stress"), Main.USAGE);
        Path shipped =
                Path.of(Main.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Path writer =
                Path.of(
                        continuity.stress.StressWriter.class
                                .getProtectionDomain()
                                .getCodeSource()
                                .getLocation()
                                .toURI());
        assertFalse(
                Files.exists(shipped.resolve("continuity/stress")),
                "no stress classes among the shipped ones: " + shipped);
        assertNotEquals(shipped, writer, "the writer comes from the test classes");
    }

    @Test
    void replayWrongCallsAreUsageErrors() {
        assertEquals(2, run(Map.of(), "replay"));
        assertTrue(err().contains("replay: give a script file, or - for standard input"), err());
        assertEquals(2, run(Map.of(), "replay", "--db"));
        assertTrue(err().contains("replay: --db needs a path"), err());
        assertEquals(2, run(Map.of(), "replay", "a.jsonl", "b.jsonl"));
        assertTrue(
                err().contains("replay: one script at a time (got 'a.jsonl' and 'b.jsonl')"),
                err());
    }

    @Test
    void replayReadsStandardInputFromItsStreams() {
        out.reset();
        err.reset();
        String script =
                "{\"type\":\"message\",\"guild\":\"g1\",\"channel\":\"c1\",\"user\":\"u1\","
                        + "\"content\":\"((Mira's eyes are green, not blue))\"}\n";
        Io io =
                new Io(
                        new ByteArrayInputStream(script.getBytes(StandardCharsets.UTF_8)),
                        new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8),
                        Map.of());
        assertEquals(0, Main.run(new String[] {"replay", "-"}, io), err());
        assertTrue(out().contains("Mira"), "the script was read from the given input: " + out());
    }
}
