package continuity.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.chat.ChatContext;
import continuity.chat.ClickIn;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.chat.SlashCommand;
import continuity.discord.fake.FakeMessage;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The canon check on Discord: a contradiction is told to the post's author in a direct message,
 * never in the channel, and its buttons, pressed there, act in the post's server.
 */
class CanonCheckFlowTest extends FlowTest {

    @Test
    void aContradictionIsToldInADirectMessage() {
        remember("alice", "Mira", "Mira has green eyes");
        h.slash("c1", "gm", SlashCommand.SETTINGS_CANON_CHECK, Map.of("state", "on"))
                .awaitOriginal(x -> !x.isLoading());
        fake.userMessage("g1", "c1", "bob", "*Mira narrows her blue eyes at the stranger.*");
        FakeMessage dm = fake.awaitBotMessage("dm:bob", BotHarness.saying("Canon check"));
        assertTrue(dm.visibleText().contains("Mira has blue eyes"), dm.visibleText());
        assertEquals(
                List.of("Keep canon", "It changed here", "Canon was wrong"),
                QuestionFlowTest.labels(dm));
        assertTrue(
                fake.botMessages("c1").stream()
                        .noneMatch(m -> m.visibleText().contains("Canon check")),
                "nothing said in the channel");
        // Keep canon, pressed in the direct message: it acts in the post's server
        String keep = dm.customIds().get(0).substring("c:".length());
        List<Reply> r =
                h.core.handle(
                        new ClickIn(
                                new ChatContext(
                                        null,
                                        fake.id("dm:bob"),
                                        null,
                                        fake.id("bob"),
                                        "Bob",
                                        false,
                                        Instant.now()),
                                keep));
        assertEquals(1, r.size(), r.toString());
        assertEquals(ReplyKind.OK, r.get(0).kind(), r.toString());
        assertTrue(r.get(0).text().startsWith("Kept canon"), r.toString());
        h.assertNothingCouldPing();
    }

    /**
     * An AI character bot posts through a webhook with no member behind it: no trigger to pair, no
     * proxy service to name a sender. With the check on (not public) its contradiction is told to
     * the game master who turned the check on, in a direct message; nothing of the post is stored.
     */
    @Test
    void anAiCharacterBotsWebhookPostIsToldToTheGameMasterWhoTurnedTheCheckOn() {
        remember("alice", "Mira", "Mira has green eyes");
        h.slash("c1", "gm", SlashCommand.SETTINGS_CANON_CHECK, Map.of("state", "on"))
                .awaitOriginal(x -> !x.isLoading());
        int notes = h.dump().size();
        fake.webhookMessage(
                "g1", "c1", "aibot", "Narrator", "*Mira narrows her blue eyes at the stranger.*");
        FakeMessage dm = fake.awaitBotMessage("dm:gm", BotHarness.saying("Canon check"));
        assertTrue(dm.visibleText().contains("Mira has blue eyes"), dm.visibleText());
        assertEquals(
                List.of("Keep canon", "It changed here", "Canon was wrong"),
                QuestionFlowTest.labels(dm));
        assertTrue(
                fake.botMessages("c1").stream()
                        .noneMatch(m -> m.visibleText().contains("Canon check")),
                "nothing said in the channel");
        // the game master may settle it from the direct message: it acts in the post's server
        String keep = dm.customIds().get(0).substring("c:".length());
        List<Reply> r =
                h.core.handle(
                        new ClickIn(
                                new ChatContext(
                                        null,
                                        fake.id("dm:gm"),
                                        null,
                                        fake.id("gm"),
                                        "Gm",
                                        false,
                                        Instant.now()),
                                keep));
        assertEquals(ReplyKind.OK, r.get(0).kind(), r.toString());
        assertEquals(notes, h.dump().size(), "nothing of the post was stored");
        h.assertNothingCouldPing();
    }

    /** The same post with the check public: a reply in the channel, no direct message. */
    @Test
    void anAiCharacterBotsWebhookPostWithThePublicCheckIsToldInTheChannel() {
        remember("alice", "Mira", "Mira has black hair");
        h.slash("c1", "gm", SlashCommand.SETTINGS_CANON_CHECK, Map.of("state", "public"))
                .awaitOriginal(x -> !x.isLoading());
        fake.webhookMessage(
                "g1", "c1", "aibot", "Mira", "*Mira tucks a strand of red hair behind her ear.*");
        FakeMessage said = fake.awaitBotMessage("c1", BotHarness.saying("red"));
        assertTrue(said.visibleText().contains("black"), said.visibleText());
        h.assertNothingCouldPing();
    }
}
