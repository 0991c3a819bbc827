package continuity.trust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.BotRuntime;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.chat.SlashCommand;
import continuity.memory.Limits;
import continuity.testing.Jvm;
import java.io.RandomAccessFile;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A damaged or empty database is one clear sentence wherever it is met: {@code health} in one line,
 * {@code run} refuses it before Discord, and a running bot answers each event that the file is
 * damaged (trying again cannot help) instead of "something went wrong".
 */
class DamagedDatabaseTest {
    private static final Actor U1 = Actor.player("g1", "u1");

    @TempDir Path dir;

    private Path damaged() throws Exception {
        Path db = dir.resolve("damaged.sqlite");
        try (Bot bot = new Bot(db, Limits.DEFAULTS.withRates(0, 0))) {
            for (int i = 0; i < 300; i++)
                bot.slash(
                        U1,
                        SlashCommand.MEMORY_REMEMBER,
                        "character",
                        "Mira",
                        "text",
                        "Mira keeps item " + i + " in a box of odds and ends");
        }
        // pages 3 to 8 overwritten with noise, as a failing disk would
        byte[] noise = new byte[4096 * 6];
        new Random(1).nextBytes(noise);
        try (RandomAccessFile f = new RandomAccessFile(db.toFile(), "rw")) {
            f.seek(4096L * 2);
            f.write(noise);
        }
        return db;
    }

    @Test
    void aDamagedDatabaseIsOneSentenceForHealthRunAndEveryEvent() throws Exception {
        Path db = damaged();
        String[] health = run(Map.of(), "health", "--db", db.toString());
        assertEquals("1", health[0], health[1]);
        assertEquals(1, health[1].lines().count(), "one line: " + health[1]);
        assertTrue(health[1].startsWith("unhealthy: " + db + " is damaged ("), health[1]);
        assertTrue(health[1].contains("Backup"), "says what to do: " + health[1]);

        String[] start =
                run(
                        Map.of(
                                "DISCORD_TOKEN",
                                "token",
                                "CONTINUITY_DISCORD_REST_URL",
                                "http://127.0.0.1:" + closedPort() + "/api/v10/"),
                        "run",
                        "--db",
                        db.toString());
        assertEquals("1", start[0], start[1]);
        assertEquals(1, start[1].lines().count(), "one line: " + start[1]);
        assertTrue(start[1].startsWith("run: " + db + " is damaged ("), start[1]);
        assertFalse(start[1].contains("Discord"), "refused before Discord: " + start[1]);

        // a bot already running when the damage happened
        try (continuity.testing.CapturedLog log = continuity.testing.CapturedLog.of("continuity");
                BotRuntime rt = BotRuntime.open(db, Limits.DEFAULTS)) {
            Bot.Clock clock = new Bot.Clock();
            List<Reply> replies =
                    rt.core()
                            .handle(clock.slash(U1, SlashCommand.MEMORY_SHOW, "character", "Mira"));
            assertEquals(1, replies.size(), replies.toString());
            Reply r = replies.get(0);
            assertEquals(ReplyKind.ERROR, r.kind(), r.toString());
            assertTrue(r.text().contains("database file is damaged"), r.text());
            assertFalse(r.text().contains("try again in a moment"), r.text());
        } catch (IllegalStateException refusedAtOpen) {
            // opening may already meet the damage: then that is the one sentence
            assertTrue(
                    refusedAtOpen.getMessage().contains("is damaged"), refusedAtOpen.getMessage());
        }
    }

    @Test
    void anEmptyFileIsOneSentenceForHealth() throws Exception {
        Path db = Files.createFile(dir.resolve("empty.sqlite"));
        String[] health = run(Map.of(), "health", "--db", db.toString());
        assertEquals("1", health[0], health[1]);
        assertEquals(
                "unhealthy: "
                        + db
                        + " is empty: it holds no database yet (the bot, replay or import creates"
                        + " one there on first use)",
                health[1].strip());
        assertEquals(0, Files.size(db), "health created nothing in it");
    }

    private String[] run(Map<String, String> env, String... args) throws Exception {
        List<String> cmd = new ArrayList<>(Jvm.java());
        cmd.addAll(
                List.of(
                        "-cp",
                        System.getProperty(
                                "surefire.test.class.path", System.getProperty("java.class.path")),
                        "continuity.Main"));
        cmd.addAll(List.of(args));
        Path err = dir.resolve("err.txt");
        ProcessBuilder pb =
                new ProcessBuilder(cmd)
                        .redirectError(err.toFile())
                        .redirectOutput(ProcessBuilder.Redirect.DISCARD);
        pb.environment().remove("DISCORD_TOKEN");
        pb.environment().remove("CONTINUITY_DB");
        pb.environment().remove("CONTINUITY_CONFIG");
        pb.environment().putAll(env);
        Process p = pb.start();
        assertTrue(p.waitFor(90, TimeUnit.SECONDS));
        return new String[] {
            Integer.toString(p.exitValue()), Files.readString(err, StandardCharsets.UTF_8)
        };
    }

    private static int closedPort() throws Exception {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }
}
