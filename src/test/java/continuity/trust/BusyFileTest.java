package continuity.trust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import continuity.testing.Jvm;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The commands beside a running bot, on one busy SQLite file: a bot process ({@code
 * continuity.stress.StressWriter}) writes as fast as it can while {@code import}, {@code export},
 * {@code backup} and {@code health} run against the same file again and again. Every command
 * succeeds (it waits for the bot's transaction, never fails on SQLITE_BUSY) and the bot answers no
 * event "something went wrong" (it waits for theirs: transactions take the write lock when they
 * begin, with a busy timeout, instead of failing when a read turns into a write).
 */
class BusyFileTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir Path dir;

    @Test
    void commandsBesideARunningBotWaitForItAndCostItNoEvent() throws Exception {
        Path db = dir.resolve("busy.sqlite");
        Path log = dir.resolve("writer.jsonl");
        List<String> cmd = new ArrayList<>(Jvm.java());
        cmd.addAll(
                List.of(
                        "-cp",
                        System.getProperty(
                                "surefire.test.class.path", System.getProperty("java.class.path")),
                        "continuity.stress.StressWriter",
                        "--db",
                        db.toString(),
                        "--seed",
                        "7",
                        "--log",
                        log.toString()));
        Process writer =
                new ProcessBuilder(cmd).redirectError(dir.resolve("writer.err").toFile()).start();
        List<String> failures = new ArrayList<>();
        int commands = 0;
        try {
            try (BufferedReader in =
                    new BufferedReader(
                            new InputStreamReader(
                                    writer.getInputStream(), StandardCharsets.UTF_8))) {
                String first = in.readLine();
                assertTrue(first != null && first.contains("ready"), "the bot started: " + first);
            }
            for (int round = 0; round < 3; round++) {
                Path export = dir.resolve("g1-" + round + ".json");
                Path copy = dir.resolve("copy-" + round + ".sqlite");
                Path file =
                        Files.writeString(dir.resolve("side-" + round + ".json"), sideFile(round));
                for (String[] args :
                        List.of(
                                new String[] {"health", "--db", db.toString()},
                                new String[] {
                                    "export",
                                    "--guild",
                                    "g1",
                                    "--db",
                                    db.toString(),
                                    export.toString()
                                },
                                new String[] {"backup", "--db", db.toString(), copy.toString()},
                                new String[] {
                                    "import",
                                    "--guild",
                                    "side" + round,
                                    "--db",
                                    db.toString(),
                                    file.toString()
                                })) {
                    commands++;
                    String said = run(args);
                    if (!said.startsWith("0 ")) failures.add(String.join(" ", args) + ": " + said);
                }
            }
        } finally {
            writer.destroy();
            writer.waitFor(30, TimeUnit.SECONDS);
        }
        assertEquals(List.of(), failures, "every command beside the bot succeeded");
        int events = 0, failed = 0;
        List<String> errors = new ArrayList<>();
        for (String line : Files.readAllLines(log)) {
            JsonNode n;
            try {
                n = JSON.readTree(line);
            } catch (java.io.IOException cut) {
                continue; // the last line, cut by the stop
            }
            if (!n.path("t").asText().equals("done")) continue;
            events++;
            if (n.path("failed").asBoolean()) {
                failed++;
                if (errors.size() < 3) errors.add(line);
            }
        }
        assertTrue(events > 50, "the bot was busy meanwhile: " + events + " events");
        assertEquals(0, failed, "events answered 'something went wrong': " + errors);
        Figures.record(
                "busy file",
                commands
                        + " commands (health, export, backup, import) beside a bot that handled "
                        + events
                        + " events meanwhile: 0 commands failed, "
                        + failed
                        + " events failed");
    }

    /** The command as a process of its own: its exit code, then what it printed. */
    private String run(String... args) throws Exception {
        List<String> cmd = new ArrayList<>(Jvm.java());
        cmd.addAll(
                List.of(
                        "-cp",
                        System.getProperty(
                                "surefire.test.class.path", System.getProperty("java.class.path")),
                        "continuity.Main"));
        cmd.addAll(List.of(args));
        Path out = dir.resolve("command.out");
        ProcessBuilder pb =
                new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(out.toFile());
        pb.environment().remove("CONTINUITY_DB");
        pb.environment().remove("CONTINUITY_CONFIG");
        Process p = pb.start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the command finished");
        return p.exitValue() + " " + Files.readString(out, StandardCharsets.UTF_8);
    }

    private static String sideFile(int round) {
        return """
                {"format":"continuity-notes","version":1,"guild":"side","exported_at":"2026-01-01T00:00:00Z",
                 "characters":[{"key":"nox","name":"Nox","owner":"u9","created_at":"2026-01-01T00:00:00Z"}],
                 "notes":[{"id":"sideROUND","character":"Nox","character_key":"nox","attribute":"eyes",
                  "value":"grey","text":"Nox has grey eyes","kind":"fact","scope":"profile",
                  "scope_id":null,"scope_name":null,"status":"active","author":"u9","channel":"c1","message_id":null,
                  "created_at":"2026-01-01T00:00:00Z","retired_at":null,"replaces":null,"retired_by":null,
                  "retired_reason":null,"lang":"en"}]}
                """
                .replace("ROUND", Integer.toString(round));
    }
}
