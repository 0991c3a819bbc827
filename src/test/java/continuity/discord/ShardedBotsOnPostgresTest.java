package continuity.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.discord.fake.FakeDiscord;
import continuity.discord.fake.FakeMessage;
import continuity.memory.Continuity;
import continuity.memory.Limits;
import continuity.memory.Memory;
import continuity.store.LoginGate;
import continuity.store.PostgresStore;
import continuity.store.PostgresTarget;
import continuity.testing.Postgres;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Two bots as two processes would run them: two JDA clients, shards 0 and 1 of 2, each with its own
 * core on its own pool, one PostgreSQL database, one (fake) Discord that sends each server's events
 * only to the session of its shard ((guild_id >> 22) % 2) and direct messages to shard 0. Every
 * correction is answered once, by the bot of that server's shard, and both read the same notes.
 */
class ShardedBotsOnPostgresTest {
    @Test
    void eachServerIsAnsweredOnceByTheBotOfItsShard() throws Exception {
        String url = Postgres.url();
        try (FakeDiscord fake = new FakeDiscord()) {
            // servers on both shards: a guild's shard comes from its snowflake's time bits
            List<String> shard0 = new ArrayList<>(), shard1 = new ArrayList<>();
            for (int i = 1; i <= 12 && (shard0.size() < 2 || shard1.size() < 2); i++) {
                String key = "g" + i;
                fake.guild(key, "Guild " + i)
                        .textChannel("c" + i, "rp")
                        .member("alice", "Alice", 0);
                (fake.shardOf(key, 2) == 0 ? shard0 : shard1).add(key);
                Thread.sleep(3);
            }
            assertTrue(
                    shard0.size() >= 1 && shard1.size() >= 1,
                    "servers on both shards: " + shard0 + " " + shard1);
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
            PostgresStore storeA = PostgresStore.open(PostgresTarget.of(url));
            PostgresStore storeB = PostgresStore.open(PostgresTarget.of(url));
            Continuity coreA = new Continuity(storeA, Limits.DEFAULTS);
            Continuity coreB = new Continuity(storeB, Limits.DEFAULTS);
            // each "process" waits at its own gate on the one database: their logins are spaced
            // like Discord asks
            LoginGate gateA = LoginGate.open(PostgresTarget.of(url)),
                    gateB = LoginGate.open(PostgresTarget.of(url));
            long t0 = System.nanoTime();
            DiscordBot botA = DiscordBot.start(settings, coreA, storeA, 0, 2, gateA::enter);
            DiscordBot botB = DiscordBot.start(settings, coreB, storeB, 1, 2, gateB::enter);
            double loginsTook = (System.nanoTime() - t0) / 1e9;
            try {
                assertTrue(
                        loginsTook >= 4.9,
                        "the second login waited for the first one's 5 s: " + loginsTook + " s");
                assertEquals(
                        Map.of(0, 1, 1, 1), fake.readySessionsByShard(), "one session per shard");
                assertEquals(
                        shard0.size(),
                        botA.jda().getGuilds().size(),
                        "shard 0 got only its servers");
                assertEquals(
                        shard1.size(),
                        botB.jda().getGuilds().size(),
                        "shard 1 got only its servers");
                List<String> all = new ArrayList<>(shard0);
                all.addAll(shard1);
                for (String g : all) {
                    String c = "c" + g.substring(1);
                    fake.userMessage(g, c, "alice", "(( Mira has blue eyes ))");
                    fake.awaitBotMessage(c, BotHarness.saying("blue"));
                    fake.userMessage(g, c, "alice", "Mira's eyes are green, not blue.");
                    fake.awaitBotMessage(c, BotHarness.saying("green", "blue"));
                }
                Thread.sleep(500); // a second answer, were there one, would be here by now
                for (String g : all) {
                    String c = "c" + g.substring(1);
                    List<FakeMessage> said = fake.botMessages(c);
                    assertEquals(2, said.size(), g + " answered once per message: " + said);
                    Continuity owner = shard0.contains(g) ? coreA : coreB;
                    Continuity other = owner == coreA ? coreB : coreA;
                    List<Memory> notes = owner.dump(fake.id(g));
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
}
