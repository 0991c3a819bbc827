package continuity.trust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.testing.Jvm;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A second bot process on one SQLite file is refused at start with one clear sentence naming the
 * process that holds it, before Discord is asked anything; the lock goes with its holder, even one
 * killed with SIGKILL. Real processes: {@code console} holds the file, {@code run} and a second
 * {@code console} try it.
 */
class OneBotPerFileTest {
    @TempDir Path dir;

    private List<String> java(String... args) {
        List<String> cmd = new ArrayList<>(Jvm.java());
        cmd.addAll(
                List.of(
                        "-cp",
                        System.getProperty(
                                "surefire.test.class.path", System.getProperty("java.class.path")),
                        "continuity.Main"));
        cmd.addAll(List.of(args));
        return cmd;
    }

    private Process holder(Path db) throws Exception {
        ProcessBuilder pb =
                new ProcessBuilder(java("console", "--db", db.toString()))
                        .redirectError(ProcessBuilder.Redirect.DISCARD);
        pb.environment().remove("CONTINUITY_DB");
        pb.environment().remove("CONTINUITY_CONFIG");
        Process p = pb.start();
        BufferedReader out =
                new BufferedReader(
                        new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        String first = out.readLine();
        assertTrue(
                first != null && first.startsWith("Continuity console on"),
                "the first bot started: " + first);
        return p;
    }

    private String[] second(Map<String, String> env, String... args) throws Exception {
        Path err = dir.resolve("second.err");
        ProcessBuilder pb =
                new ProcessBuilder(java(args))
                        .redirectError(err.toFile())
                        .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                        .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
        pb.environment().remove("CONTINUITY_DB");
        pb.environment().remove("CONTINUITY_CONFIG");
        pb.environment().remove("DISCORD_TOKEN");
        pb.environment().putAll(env);
        Process p = pb.start();
        assertTrue(p.waitFor(90, TimeUnit.SECONDS));
        return new String[] {
            Integer.toString(p.exitValue()), Files.readString(err, StandardCharsets.UTF_8)
        };
    }

    @Test
    void aSecondBotOnOneSqliteFileIsRefusedAtStartWithOneSentence() throws Exception {
        Path db = dir.resolve("bot.sqlite");
        Process first = holder(db);
        try {
            String pid = "pid " + first.pid();
            String[] run =
                    second(
                            Map.of(
                                    "DISCORD_TOKEN",
                                    "token",
                                    "CONTINUITY_DISCORD_REST_URL",
                                    "http://127.0.0.1:" + closedPort() + "/api/v10/"),
                            "run",
                            "--db",
                            db.toString());
            assertEquals("1", run[0], run[1]);
            assertEquals(1, run[1].lines().count(), "one line: " + run[1]);
            assertTrue(
                    run[1].startsWith("run: another Continuity bot (" + pid + ", since ")
                            && run[1].contains("is already running on " + db),
                    run[1]);
            assertFalse(run[1].contains("Discord"), "refused before Discord: " + run[1]);
            String[] console = second(Map.of(), "console", "--db", db.toString());
            assertEquals("1", console[0], console[1]);
            assertTrue(
                    console[1].startsWith("console: another Continuity bot (" + pid), console[1]);
            // the commands meant to run beside a bot are not refused
            String[] health = second(Map.of(), "health", "--db", db.toString());
            assertEquals("0", health[0], health[1]);
        } finally {
            first.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
        }
        // killed with SIGKILL: its lock went with it
        Process next = holder(db);
        next.getOutputStream().close(); // end of input: the console stops
        assertTrue(next.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, next.exitValue());
    }

    private static int closedPort() throws Exception {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }
}
