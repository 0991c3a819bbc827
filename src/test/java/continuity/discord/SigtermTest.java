package continuity.discord;

import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.BotRuntime;
import continuity.chat.SlashCommand;
import continuity.discord.fake.FakeDiscord;
import continuity.memory.Limits;
import continuity.memory.Note;
import continuity.memory.Status;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code continuity.Main run} in its own process against the fake Discord, stopped with SIGTERM
 * while a message waits for a proxy copy: the shutdown hook handles it, sends the confirmation and
 * closes the store.
 */
class SigtermTest {
    @TempDir Path dir;

    @Test
    void sigtermStopsTheBotWithoutLosingTheMessageInHand() throws Exception {
        Path db = dir.resolve("bot.sqlite");
        Path log = dir.resolve("bot.log");
        String guild;
        try (FakeDiscord fake = new FakeDiscord()) {
            guild = fake.id("g1");
            fake.guild("g1", "Guild One").textChannel("c1", "rp").member("alice", "Alice", 0);
            java.util.List<String> cmd = new java.util.ArrayList<>(continuity.testing.Jvm.java());
            cmd.addAll(
                    java.util.List.of(
                            "-cp",
                            System.getProperty("java.class.path"),
                            "continuity.Main",
                            "run",
                            "--db",
                            db.toString()));
            ProcessBuilder pb = new ProcessBuilder(cmd);
            pb.environment()
                    .putAll(
                            Map.of(
                                    "DISCORD_TOKEN",
                                    "fake-token",
                                    "CONTINUITY_DISCORD_REST_URL",
                                    fake.restBaseUrl(),
                                    "CONTINUITY_DISCORD_GATEWAY_URL",
                                    fake.gatewayUrl()));
            pb.redirectErrorStream(true).redirectOutput(log.toFile());
            Process bot = pb.start();
            try {
                // a fresh JVM: allow for a slow start on a busy machine
                long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
                while (fake.commandRegistrations() == 0) {
                    assertTrue(
                            bot.isAlive(),
                            "the bot process ended early:\n" + Files.readString(log));
                    assertTrue(
                            System.nanoTime() < deadline,
                            "no command registration in 90 s:\n" + Files.readString(log));
                    Thread.sleep(100);
                }
                fake.slashCommand(
                                "g1",
                                "c1",
                                "alice",
                                SlashCommand.MEMORY_REMEMBER.wire(),
                                Map.of("character", "Kael", "text", "Kael has black eyes"))
                        .awaitOriginal(m -> !m.isLoading());
                // looks like a proxy trigger: waits up to 2 s for a copy that will not come
                fake.userMessage("g1", "c1", "alice", "[Kael's eyes are brown, not black]");
                Thread.sleep(400);
                bot.destroy(); // SIGTERM
                assertTrue(bot.waitFor(40, TimeUnit.SECONDS), "the bot stops after SIGTERM");
            } finally {
                bot.destroyForcibly();
            }
            String output = Files.readString(log);
            assertTrue(output.contains("stopped"), output);
            assertTrue(
                    fake.botMessages("c1").stream()
                            .anyMatch(m -> m.visibleText().contains("brown")),
                    "the confirmation was sent before exiting\n" + output);
            fake.assertNoViolations();
        }
        try (BotRuntime reopened = BotRuntime.open(db, Limits.DEFAULTS)) {
            List<Note> all = reopened.core().dump(guild);
            assertTrue(
                    all.stream()
                            .anyMatch(
                                    m -> m.value().equals("brown") && m.status() == Status.ACTIVE),
                    "stored and committed: " + all);
        }
    }
}
