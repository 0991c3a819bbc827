package continuity.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.chat.ChatContext;
import continuity.chat.SlashIn;
import continuity.discord.fake.FakeDiscord;
import continuity.discord.fake.FakeMessage;
import continuity.memory.Continuity;
import continuity.memory.Limits;
import continuity.memory.Note;
import continuity.memory.OwnedShards;
import continuity.store.LoginGate;
import continuity.store.PostgresStore;
import continuity.store.PostgresTarget;
import continuity.testing.Postgres;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Two bots as two processes would run them: shards 0-1 and 2-3 of 4, each process one JDA shard
 * manager with its own core on its own pool, one PostgreSQL database, one (fake) Discord that sends
 * each server's events only to the session of its shard ((guild_id >> 22) % 4) and direct messages
 * to shard 0. Every correction is answered once, by the process of that server's shard, both read
 * the same notes, and each looks for servers removed while it was offline among its own shards
 * only.
 */
class ShardedBotsOnPostgresTest {
    private static final int TOTAL = 4;

    @Test
    void eachServerIsAnsweredOnceByTheProcessOfItsShard() throws Exception {
        String url = Postgres.url();
        try (FakeDiscord fake = new FakeDiscord()) {
            // servers on every shard: a guild's shard comes from its snowflake's time bits
            Map<Integer, List<String>> byShard = new TreeMap<>();
            for (int i = 1; i <= 60 && byShard.size() < TOTAL; i++) {
                String key = "g" + i;
                fake.guild(key, "Guild " + i)
                        .textChannel("c" + i, "rp")
                        .member("alice", "Alice", 0);
                byShard.computeIfAbsent(fake.shardOf(key, TOTAL), s -> new ArrayList<>()).add(key);
                Thread.sleep(2);
            }
            assertEquals(TOTAL, byShard.size(), "servers on every shard: " + byShard);
            DiscordSettings settings =
                    new DiscordSettings(
                                    "fake-token",
                                    null,
                                    null,
                                    "Game Master",
                                    false,
                                    null,
                                    Duration.ofMillis(300))
                            .withEndpoints(fake.restBaseUrl(), fake.gatewayUrl());
            OwnedShards lower = new OwnedShards(TOTAL, 0, 1), upper = new OwnedShards(TOTAL, 2, 3);
            PostgresStore storeA = PostgresStore.open(PostgresTarget.of(url));
            PostgresStore storeB = PostgresStore.open(PostgresTarget.of(url));
            Continuity coreA = new Continuity(storeA, Limits.DEFAULTS, lower);
            Continuity coreB = new Continuity(storeB, Limits.DEFAULTS, upper);
            // two servers that removed the bot while it was offline, one on each process's
            // shards: Discord does not list them
            String goneLower = snowflakeOnShard(1), goneUpper = snowflakeOnShard(3);
            for (String gone : List.of(goneLower, goneUpper))
                coreA.handle(
                        new SlashIn(
                                new ChatContext(
                                        gone, "c9", null, "u9", "Someone", false, Instant.now()),
                                "memory",
                                "remember",
                                Map.of("character", "Sera", "text", "Sera has grey eyes")));
            assertThrows(
                    IllegalArgumentException.class,
                    () -> DiscordBot.start(settings, coreA, storeA, upper, null),
                    "a core keeping another range's state is refused");
            // each "process" waits at its own gate on the one database: their logins are spaced
            // like Discord asks, within a process and across the two
            LoginGate gateA = LoginGate.open(PostgresTarget.of(url)),
                    gateB = LoginGate.open(PostgresTarget.of(url));
            long t0 = System.nanoTime();
            DiscordBot botA = DiscordBot.start(settings, coreA, storeA, lower, gateA::enter);
            DiscordBot botB = DiscordBot.start(settings, coreB, storeB, upper, gateB::enter);
            double loginsTook = (System.nanoTime() - t0) / 1e9;
            try {
                assertTrue(
                        loginsTook >= 3 * 4.9,
                        "four logins, each 5 s after the one before: " + loginsTook + " s");
                assertTrue(
                        loginsTook < 4 * 5 + 8,
                        "the spacing of one process is not paid twice: " + loginsTook + " s");
                assertEquals(
                        Map.of(0, 1, 1, 1, 2, 1, 3, 1),
                        fake.readySessionsByShard(),
                        "one session per shard");
                assertEquals(2, botA.clients().size(), "process A runs two shards");
                assertEquals(2, botB.clients().size(), "process B runs two shards");
                for (DiscordBot bot : List.of(botA, botB))
                    for (var jda : bot.clients()) {
                        int shard = jda.getShardInfo().getShardId();
                        assertEquals(
                                byShard.get(shard).size(),
                                jda.getGuilds().size(),
                                "shard " + shard + " got only its servers");
                    }
                // each process looked for removed servers among its own shards only
                long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
                while (System.nanoTime() < deadline && coreA.departedGuilds().size() < 2)
                    Thread.sleep(50);
                assertEquals(
                        new TreeSet<>(List.of(goneLower, goneUpper)),
                        new TreeSet<>(coreA.departedGuilds()),
                        "the two unlisted servers are found gone, and no server of the other"
                                + " process's shards is taken for gone");
                List<String> all = byShard.values().stream().flatMap(List::stream).toList();
                for (String g : all) {
                    String c = "c" + g.substring(1);
                    fake.userMessage(g, c, "alice", "(( Mira has blue eyes ))");
                    fake.awaitBotMessage(c, BotHarness.saying("blue"));
                    fake.userMessage(g, c, "alice", "Mira's eyes are green, not blue.");
                    fake.awaitBotMessage(c, BotHarness.saying("green", "blue"));
                }
                // a direct message goes to shard 0: process A answers it
                fake.directMessage("alice", "I'd prefer Mira's lines to be short and concise");
                fake.awaitBotMessage("dm:alice", BotHarness.saying("concise"));
                Thread.sleep(500); // a second answer, were there one, would be here by now
                assertEquals(1, fake.botMessages("dm:alice").size(), "one answer to the DM");
                for (String g : all) {
                    String c = "c" + g.substring(1);
                    List<FakeMessage> said = fake.botMessages(c);
                    assertEquals(2, said.size(), g + " answered once per message: " + said);
                    Continuity owner = fake.shardOf(g, TOTAL) < 2 ? coreA : coreB;
                    Continuity other = owner == coreA ? coreB : coreA;
                    List<Note> notes = owner.dump(fake.id(g));
                    assertEquals(
                            2, notes.size(), "one note and its replacement in " + g + ": " + notes);
                    assertEquals(
                            notes, other.dump(fake.id(g)), "the other bot reads the same notes");
                }
                fake.assertNoViolations();
            } finally {
                botA.close();
                botB.close();
                gateA.close();
                gateB.close();
            }
        }
    }

    /** A server id of now whose shard among {@link #TOTAL} is {@code shard}. */
    private static String snowflakeOnShard(int shard) {
        long ms = System.currentTimeMillis() - 1420070400000L;
        ms += Math.floorMod(shard - ms, TOTAL);
        return Long.toString(ms << 22);
    }

    @Test
    void withAMaxConcurrencyOfTwoTwoShardsLogInAtOnceAndEachBucketWaitsItsFiveSeconds()
            throws Exception {
        String url = Postgres.url();
        try (FakeDiscord fake = new FakeDiscord().maxConcurrency(2)) {
            fake.guild("g1", "Guild 1").textChannel("c1", "rp").member("alice", "Alice", 0);
            DiscordSettings settings =
                    new DiscordSettings(
                                    "fake-token",
                                    null,
                                    null,
                                    "Game Master",
                                    false,
                                    null,
                                    Duration.ofMillis(300))
                            .withEndpoints(fake.restBaseUrl(), fake.gatewayUrl());
            OwnedShards all = new OwnedShards(TOTAL, 0, TOTAL - 1);
            PostgresStore store = PostgresStore.open(PostgresTarget.of(url));
            Continuity core = new Continuity(store, Limits.DEFAULTS, all);
            try (LoginGate gate = LoginGate.open(PostgresTarget.of(url))) {
                long t0 = System.nanoTime();
                DiscordBot bot = DiscordBot.start(settings, core, store, all, gate::enter);
                double took = (System.nanoTime() - t0) / 1e9;
                try {
                    assertEquals(
                            Map.of(0, 1, 1, 1, 2, 1, 3, 1),
                            fake.readySessionsByShard(),
                            "one session per shard");
                    // buckets 0 (shards 0, 2) and 1 (shards 1, 3): two rounds, 5 s apart
                    assertTrue(took >= 4.9, "each bucket waits 5 s between its logins: " + took);
                    assertTrue(
                            took < 3 * 4.9,
                            "the two buckets log in side by side, not one shard at a time: "
                                    + took
                                    + " s");
                } finally {
                    bot.close();
                }
            }
        }
    }
}
