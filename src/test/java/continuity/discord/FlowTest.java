package continuity.discord;

import static org.junit.jupiter.api.Assertions.assertFalse;

import continuity.chat.SlashCommand;
import continuity.discord.fake.FakeDiscord;
import continuity.discord.fake.FakeInteraction;
import continuity.discord.fake.FakeMessage;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.io.TempDir;

/** One production bot against one fake Discord per test, on a fresh SQLite file. */
abstract class FlowTest {
    @TempDir Path dir;
    BotHarness h;
    FakeDiscord fake;

    @BeforeEach
    void startBot(TestInfo info) throws Exception {
        h =
                configure(
                                new BotHarness(
                                        dir,
                                        getClass().getSimpleName() + "." + info.getDisplayName()))
                        .start();
        fake = h.fake;
    }

    BotHarness configure(BotHarness harness) {
        return harness;
    }

    @AfterEach
    void stopBot() {
        if (h != null) h.close();
    }

    /**
     * {@code /memory remember} by {@code user}; returns the confirmation (the edited original
     * response).
     */
    FakeMessage remember(String user, String character, String text) {
        FakeInteraction i =
                h.slash(
                        "c1",
                        user,
                        SlashCommand.MEMORY_REMEMBER,
                        Map.of("character", character, "text", text));
        FakeMessage m = i.awaitOriginal(x -> !x.isLoading());
        assertFalse(m.isEphemeral(), "a saved note is confirmed for the channel: " + m);
        return m;
    }
}
