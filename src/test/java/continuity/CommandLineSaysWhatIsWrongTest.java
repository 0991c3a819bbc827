package continuity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.cli.Io;
import continuity.memory.Limits;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Errors of the command line say what is wrong and what was meant (issue 22): a missing file is "no
 * such file", an unknown option is named with the closest known one, every command's --help prints
 * its usage and exits 0, an export without "version" says so, counts agree with their number.
 */
class CommandLineSaysWhatIsWrongTest {
    @TempDir Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        out.reset();
        err.reset();
        Io io =
                new Io(
                        new ByteArrayInputStream(new byte[0]),
                        new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8),
                        Map.of());
        return Main.run(args, io);
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void aScriptThatIsNotThereIsNoSuchFile() {
        String missing = dir.resolve("nope.jsonl").toString();
        assertEquals(1, run("replay", missing));
        assertEquals("replay: cannot read " + missing + ": no such file\n", err());
        assertEquals(1, run("eval", missing));
        assertTrue(err().contains("no such file"), err());
        assertEquals(
                1, run("import", "--guild", "g1", "--db", dir.resolve("a").toString(), missing));
        assertTrue(err().contains(": no such file"), err());
    }

    @Test
    void anUnknownOptionIsNamedWithTheClosestKnownOne() {
        assertEquals(2, run("replay", "--dbb", "x", "f"));
        assertEquals(
                "replay: unknown option --dbb (did you mean --db?); its options: --config, --db,"
                        + " --model (replay --help for its usage)\n",
                err());
        assertEquals(2, run("export", "--giuld", "g1", "-"));
        assertTrue(
                err().startsWith("export: unknown option --giuld (did you mean --guild?)"), err());
        assertEquals(2, run("health", "--hepl"));
        assertTrue(err().contains("(did you mean --help?)"), err());
        assertEquals(2, run("backup", "--zzzzzz", "f"));
        assertFalse(err().contains("did you mean"), "nothing near: " + err());
    }

    @Test
    void everyCommandsHelpPrintsItsUsageAndExitsZero() {
        for (String command :
                List.of(
                        "run", "replay", "console", "export", "import", "backup", "health",
                        "migrate", "explain", "eval")) {
            for (String help : List.of("--help", "-h")) {
                assertEquals(0, run(command, help), command + " " + help + ": " + err());
                assertTrue(
                        out().startsWith("Usage:\n  java -jar continuity.jar " + command + " "),
                        command + ": " + out());
                assertEquals("", err(), command);
            }
        }
        assertEquals(0, run("help", "replay"));
        assertTrue(out().startsWith("Usage:\n  java -jar continuity.jar replay "), out());
        assertEquals(0, run("help"));
        assertTrue(out().contains("console [--db PATH] [--operator]"), out());
    }

    @Test
    void anImportWithNoVersionSaysSo() throws Exception {
        Path file =
                Files.writeString(
                        dir.resolve("x.json"),
                        "{\"format\":\"continuity-notes\",\"characters\":[],\"notes\":[]}");
        assertEquals(
                1,
                run(
                        "import",
                        "--guild",
                        "g1",
                        "--db",
                        dir.resolve("a.sqlite").toString(),
                        file.toString()));
        assertTrue(
                out().contains(
                                "the file has no \"version\" (an export of this bot has \"version\": 1)"),
                out() + err());
        assertFalse((out() + err()).contains("\"version\" is ;"), out());
    }

    @Test
    void theExportSummarySaysOneCharacterNotOneCharacters() {
        Path db = dir.resolve("a.sqlite");
        try (BotRuntime rt = BotRuntime.open(db, Limits.DEFAULTS)) {
            new TestChat(rt.core())
                    .slash(
                            continuity.chat.SlashCommand.MEMORY_REMEMBER,
                            "character",
                            "Mira",
                            "text",
                            "Mira has blue eyes");
        }
        assertEquals(
                0,
                run(
                        "export",
                        "--guild",
                        "g1",
                        "--db",
                        db.toString(),
                        dir.resolve("o.json").toString()));
        assertTrue(err().contains("1 note about 1 character of server g1"), err());
    }

    @Test
    void aFileThatIsNoDatabaseIsTheDocumentedSentenceForEveryCommand() throws Exception {
        Path bad =
                Files.writeString(
                        dir.resolve("notes.txt"), "my notes, not a database\n".repeat(40));
        Path script = Files.writeString(dir.resolve("s.jsonl"), "");
        String sentence =
                bad
                        + " is not a SQLite database (or it is damaged): give the bot's database"
                        + " file, or a new file name to start an empty one.\n";
        String db = bad.toString();
        assertEquals(1, run("health", "--db", db));
        assertEquals("unhealthy: " + sentence, err());
        assertEquals(1, run("backup", "--db", db, dir.resolve("copy.sqlite").toString()));
        assertEquals("backup: " + sentence, err());
        assertEquals(1, run("export", "--db", db, "--guild", "g1", "-"));
        assertEquals("export: " + sentence, err());
        assertEquals(1, run("replay", "--db", db, script.toString()));
        assertEquals("replay: " + sentence, err());
        assertEquals(1, run("console", "--db", db));
        assertEquals("console: " + sentence, err());
    }

    /**
     * Another program's SQLite file (issue 21, item 13: it said "no such table:
     * flyway_schema_history") is the documented sentence for every command (docs/operations.md).
     */
    @Test
    void anotherProgramsSqliteFileIsTheDocumentedSentenceForEveryCommand() throws Exception {
        Path other = dir.resolve("other.sqlite");
        try (java.sql.Connection c = java.sql.DriverManager.getConnection("jdbc:sqlite:" + other);
                java.sql.Statement st = c.createStatement()) {
            st.executeUpdate("CREATE TABLE recipes (name TEXT)");
            st.executeUpdate("INSERT INTO recipes VALUES ('bread')");
        }
        byte[] before = Files.readAllBytes(other);
        Path script = Files.writeString(dir.resolve("s.jsonl"), "");
        String sentence =
                other
                        + " is a SQLite database but not the bot's (it has no migration history):"
                        + " give the bot's database file, or a new file name to start an empty"
                        + " one.\n";
        String db = other.toString();
        assertEquals(1, run("health", "--db", db));
        assertEquals("unhealthy: " + sentence, err());
        assertEquals(1, run("export", "--db", db, "--guild", "g1", "-"));
        assertEquals("export: " + sentence, err());
        assertEquals(1, run("replay", "--db", db, script.toString()));
        assertEquals("replay: " + sentence, err());
        assertEquals(1, run("console", "--db", db));
        assertEquals("console: " + sentence, err());
        assertEquals(
                1,
                run(
                        "import",
                        "--guild",
                        "g1",
                        "--db",
                        db,
                        Files.writeString(dir.resolve("n.json"), "{}").toString()));
        assertTrue(err().startsWith("import: " + sentence.strip()), err());
        assertTrue(
                java.util.Arrays.equals(before, Files.readAllBytes(other)),
                "the other program's file is left as it was");
    }
}
