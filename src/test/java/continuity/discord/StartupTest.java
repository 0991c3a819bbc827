package continuity.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.discord.fake.FakeDiscord;
import continuity.memory.Continuity;
import continuity.memory.Limits;
import continuity.store.SqliteStore;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import net.dv8tion.jda.api.requests.GatewayIntent;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Starting the bot: without a token, with Message Content switched off, and the intents it asks
 * for.
 */
class StartupTest {
    @TempDir Path dir;

    @Test
    void withoutATokenItSaysHowToGetOneAndHowToTryOffline() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code =
                RunCommand.run(
                        List.of(),
                        Map.of("DISCORD_TOKEN", "  "),
                        new PrintStream(new ByteArrayOutputStream()),
                        new PrintStream(err, true, StandardCharsets.UTF_8));
        String said = err.toString(StandardCharsets.UTF_8);
        assertEquals(2, code);
        assertTrue(
                said.contains("DISCORD_TOKEN")
                        && said.contains("Developer Portal")
                        && said.contains("Bot"),
                said);
        assertTrue(said.contains("Message Content Intent"), said);
        assertTrue(
                said.contains(
                        "java -jar target/continuity.jar replay examples/first-session.jsonl"),
                said);
    }

    @Test
    void whenDiscordRefusesMessageContentItNamesThePortalSwitch() {
        try (continuity.testing.CapturedLog log =
                        continuity.testing.CapturedLog.of(
                                "net.dv8tion.jda.internal.requests.WebSocketClient");
                FakeDiscord fake = new FakeDiscord();
                SqliteStore store = SqliteStore.open(dir.resolve("db.sqlite"))) {
            fake.guild("g1", "Guild One")
                    .textChannel("c1", "rp")
                    .and()
                    .messageContentIntentDisabled();
            DiscordSettings settings =
                    new DiscordSettings("fake-token", null, null, null, false, null, null)
                            .withEndpoints(fake.restBaseUrl(), fake.gatewayUrl());
            DiscordStartException e =
                    assertThrows(
                            DiscordStartException.class,
                            () ->
                                    DiscordBot.start(
                                            settings,
                                            new Continuity(store, Limits.DEFAULTS),
                                            store));
            assertTrue(e.getMessage().contains("4014"), e.getMessage());
            assertTrue(
                    e.getMessage()
                            .contains(
                                    "Bot -> Privileged Gateway Intents -> Message Content Intent"),
                    e.getMessage());
            assertTrue(
                    log.messages(ch.qos.logback.classic.Level.ERROR).stream()
                            .anyMatch(m -> m.contains("identification")),
                    "JDA logged the refused identification (kept, not printed): " + log.events());
        }
    }

    @Test
    void aShardedStartRefusedByDiscordSaysWhyAndLeavesNothingRunning() throws Exception {
        try (continuity.testing.CapturedLog log =
                        continuity.testing.CapturedLog.of(
                                "net.dv8tion.jda.internal.requests.WebSocketClient");
                FakeDiscord fake = new FakeDiscord();
                SqliteStore store = SqliteStore.open(dir.resolve("db.sqlite"))) {
            fake.guild("g1", "Guild One")
                    .textChannel("c1", "rp")
                    .and()
                    .messageContentIntentDisabled();
            DiscordSettings settings =
                    new DiscordSettings("fake-token", null, null, null, false, null, null)
                            .withEndpoints(fake.restBaseUrl(), fake.gatewayUrl());
            continuity.memory.OwnedShards both = new continuity.memory.OwnedShards(2, 0, 1);
            long t0 = System.nanoTime();
            DiscordStartException e =
                    assertThrows(
                            DiscordStartException.class,
                            () ->
                                    DiscordBot.start(
                                            settings,
                                            new Continuity(store, Limits.DEFAULTS, both),
                                            store,
                                            both,
                                            null));
            assertTrue(e.getMessage().contains("4014"), e.getMessage());
            assertTrue(
                    (System.nanoTime() - t0) / 1e9 < 60,
                    "the start gives up at the first refused shard, not after waiting for the next");
            Thread.sleep(500);
            assertEquals(Map.of(), fake.readySessionsByShard(), "no session is left connected");
        }
    }

    @Test
    void itAsksForGuildMessagesMessageContentAndDirectMessages() throws Exception {
        try (BotHarness h = new BotHarness(dir, "StartupTest.intents").start()) {
            long intents = h.fake.identifyPayload().path("intents").asLong();
            for (GatewayIntent i :
                    List.of(
                            GatewayIntent.GUILD_MESSAGES,
                            GatewayIntent.MESSAGE_CONTENT,
                            GatewayIntent.DIRECT_MESSAGES)) {
                assertTrue((intents & i.getRawValue()) != 0, "asks for " + i);
            }
            assertTrue(
                    (intents & GatewayIntent.GUILD_MEMBERS.getRawValue()) == 0,
                    "no member list needed");
        }
    }
}
