package continuity.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.discord.fake.FakeDiscord;
import continuity.discord.fake.FakeMessage;
import continuity.testing.Jvm;
import continuity.testing.Postgres;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The door as an operator runs it: {@code continuity.Main run} in two processes on one PostgreSQL
 * with {@code CONTINUITY_SHARDS_TOTAL=4} and the ranges {@code 0-1} and {@code 2-3}, against the
 * fake Discord. A third process asking for {@code 1-2} is refused, naming who runs shard 1, and
 * starts nothing; each server's correction is answered once; both stop on SIGTERM.
 */
class ShardedProcessesTest {
    @TempDir Path dir;

    private Process start(FakeDiscord fake, String url, String range, Path log) throws Exception {
        List<String> cmd = new ArrayList<>(Jvm.java());
        cmd.addAll(List.of("-cp", System.getProperty("java.class.path"), "continuity.Main", "run"));
        ProcessBuilder pb = new ProcessBuilder(cmd);
        pb.environment()
                .putAll(
                        Map.of(
                                "DISCORD_TOKEN",
                                "fake-token",
                                "CONTINUITY_DISCORD_REST_URL",
                                fake.restBaseUrl(),
                                "CONTINUITY_DISCORD_GATEWAY_URL",
                                fake.gatewayUrl(),
                                "CONTINUITY_DB",
                                url,
                                "CONTINUITY_SHARDS_TOTAL",
                                "4",
                                "CONTINUITY_SHARDS_RANGE",
                                range));
        pb.redirectErrorStream(true).redirectOutput(log.toFile());
        return pb.start();
    }

    private static void awaitLine(Process p, Path log, String line) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (!Files.readString(log).contains(line)) {
            assertTrue(p.isAlive(), "the bot process ended early:\n" + Files.readString(log));
            assertTrue(
                    System.nanoTime() < deadline,
                    "no '" + line + "' in 120 s:\n" + Files.readString(log));
            Thread.sleep(100);
        }
    }

    @Test
    void twoProcessesRunHalfTheShardsEachAndAThirdOverlappingOneIsRefused() throws Exception {
        String url = Postgres.url();
        try (FakeDiscord fake = new FakeDiscord()) {
            Map<Integer, List<String>> byShard = new TreeMap<>();
            for (int i = 1; i <= 60 && byShard.size() < 4; i++) {
                String key = "g" + i;
                fake.guild(key, "Guild " + i)
                        .textChannel("c" + i, "rp")
                        .member("alice", "Alice", 0);
                byShard.computeIfAbsent(fake.shardOf(key, 4), s -> new ArrayList<>()).add(key);
                Thread.sleep(2);
            }
            assertEquals(4, byShard.size(), "servers on every shard: " + byShard);
            Path logA = dir.resolve("a.log"),
                    logB = dir.resolve("b.log"),
                    logC = dir.resolve("c.log");
            Process a = start(fake, url, "0-1", logA);
            Process b = null;
            try {
                awaitLine(a, logA, "shards 0-1 of 4 leased");
                b = start(fake, url, "2-3", logB);
                awaitLine(a, logA, "Continuity is running on Discord");
                awaitLine(b, logB, "Continuity is running on Discord");
                Process c = start(fake, url, "1-2", logC);
                assertTrue(c.waitFor(60, TimeUnit.SECONDS), "the overlapping process stops");
                String refused = Files.readString(logC);
                assertEquals(1, c.exitValue(), refused);
                assertTrue(
                        refused.contains("shard 1 of 4 is already run by")
                                && refused.contains("continuity shards 0-1/4")
                                && refused.contains("nothing was started"),
                        refused);
                assertEquals(
                        Map.of(0, 1, 1, 1, 2, 1, 3, 1),
                        fake.readySessionsByShard(),
                        "one session per shard, none from the refused process");
                for (List<String> guilds : byShard.values())
                    for (String g : guilds) {
                        String ch = "c" + g.substring(1);
                        fake.userMessage(g, ch, "alice", "(( Mira has blue eyes ))");
                        fake.awaitBotMessage(ch, BotHarness.saying("blue"));
                    }
                Thread.sleep(500); // a second answer, were there one, would be here by now
                for (List<String> guilds : byShard.values())
                    for (String g : guilds) {
                        List<FakeMessage> said = fake.botMessages("c" + g.substring(1));
                        assertEquals(1, said.size(), g + " answered once: " + said);
                    }
                a.destroy(); // SIGTERM
                b.destroy();
                assertTrue(a.waitFor(40, TimeUnit.SECONDS), "process A stops after SIGTERM");
                assertTrue(b.waitFor(40, TimeUnit.SECONDS), "process B stops after SIGTERM");
                assertTrue(Files.readString(logA).contains("stopped"), Files.readString(logA));
                assertTrue(Files.readString(logB).contains("stopped"), Files.readString(logB));
                fake.assertNoViolations();
            } finally {
                a.destroyForcibly();
                if (b != null) b.destroyForcibly();
            }
        }
    }
}
