package continuity.memory;

import static continuity.testing.Replies.mentions;
import static continuity.testing.Replies.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.chat.SlashCommand;
import continuity.testing.BotTest;
import org.junit.jupiter.api.Test;

/** Scene over story over profile; a scene or story detail never leaks or overwrites the profile. */
class ScopesTest extends BotTest {
    @Override
    protected void setUp() {
        bot.remember("u1", "Mira", "Mira has blue eyes");
    }

    @Test
    void recallPrefersSceneThenStoryThenProfile() {
        bot.slash("u1", false, SlashCommand.STORY_SET, "name", "Pirate AU");
        only(bot.say("u1", "(( for this AU, Mira has green eyes ))"), ReplyKind.SAVED);
        mentions(
                only(bot.ask("u2", "what colour are Mira's eyes?"), ReplyKind.RECALLED),
                "green",
                "Pirate AU");
        bot.slash("u1", false, SlashCommand.SCENE_START, "name", "Storm");
        only(bot.say("u1", "(( in this scene Mira has grey eyes ))"), ReplyKind.SAVED);
        mentions(
                only(bot.ask("u2", "what colour are Mira's eyes?"), ReplyKind.RECALLED),
                "grey",
                "Storm");
        bot.slash("u1", false, SlashCommand.SCENE_END);
        mentions(only(bot.ask("u2", "what colour are Mira's eyes?"), ReplyKind.RECALLED), "green");
        bot.slash("u1", false, SlashCommand.STORY_CLEAR);
        Reply plain = only(bot.ask("u2", "what colour are Mira's eyes?"), ReplyKind.RECALLED);
        mentions(plain, "blue");
        assertFalse(plain.text().contains("green"));
    }

    @Test
    void aStoryDetailStaysInItsStoryAcrossChannels() {
        bot.channel = "c2";
        bot.slash("u1", false, SlashCommand.STORY_SET, "name", "Pirate AU");
        bot.say("u1", "(( for this story Mira has green eyes ))");
        bot.channel = "c3";
        bot.slash("u1", false, SlashCommand.STORY_SET, "name", "pirate au");
        mentions(only(bot.ask("u2", "what colour are Mira's eyes?"), ReplyKind.RECALLED), "green");
        bot.channel = "c4";
        Reply elsewhere = only(bot.ask("u2", "what colour are Mira's eyes?"), ReplyKind.RECALLED);
        assertFalse(elsewhere.text().contains("green"), elsewhere.text());
    }

    @Test
    void aSceneBelongsToItsThread() {
        bot.thread = "t1";
        bot.slash("u1", false, SlashCommand.SCENE_START, "name", "Duel");
        bot.say("u1", "(( in this scene Mira has red eyes ))");
        bot.thread = "t2";
        Reply other = only(bot.ask("u2", "what colour are Mira's eyes?"), ReplyKind.RECALLED);
        mentions(other, "blue");
        bot.thread = "t1";
        mentions(only(bot.ask("u2", "what colour are Mira's eyes?"), ReplyKind.RECALLED), "red");
    }

    @Test
    void noCueInANamedStoryWithAProfileValueAsks() {
        bot.slash("u1", false, SlashCommand.STORY_SET, "name", "Pirate AU");
        Reply q = only(bot.say("u1", "Mira's eyes are green, not blue."), ReplyKind.ASKED_SCOPE);
        assertEquals(2, q.buttons().size(), "every story / only this story (no scene running)");
        assertTrue(
                bot.dump().stream()
                        .anyMatch(m -> m.status() == Status.PENDING && m.value().equals("green")));
        assertEquals("blue", bot.active("Mira", "eyes").get(0).value());
    }

    @Test
    void aSceneCueWithoutASceneAsksInsteadOfGuessing() {
        Reply q =
                only(bot.say("u1", "(( in this scene Mira has red eyes ))"), ReplyKind.ASKED_SCOPE);
        mentions(q, "no scene");
        assertEquals("blue", bot.active("Mira", "eyes").get(0).value());
    }

    @Test
    void fromNowOnWidensToTheProfile() {
        bot.slash("u1", false, SlashCommand.STORY_SET, "name", "Pirate AU");
        mentions(
                only(bot.say("u1", "(( from now on Mira has green eyes ))"), ReplyKind.REPLACED),
                "green",
                "blue",
                "every story");
        assertEquals(Scope.PROFILE, bot.active("Mira", "eyes").get(0).scope());
    }

    @Test
    void theConfirmationCanNarrowToTheScene() {
        bot.slash("u1", false, SlashCommand.SCENE_START, "name", "Masquerade");
        only(bot.say("u1", "(( from now on Mira has green eyes ))"), ReplyKind.REPLACED);
        only(bot.click("u1", false, "Only this scene"), ReplyKind.SAVED);
        assertEquals(2, bot.active("Mira", "eyes").size());
        Note scene =
                bot.active("Mira", "eyes").stream()
                        .filter(m -> m.scope() == Scope.SCENE)
                        .findFirst()
                        .orElseThrow();
        assertEquals("green", scene.value());
        Note profile =
                bot.active("Mira", "eyes").stream()
                        .filter(m -> m.scope() == Scope.PROFILE)
                        .findFirst()
                        .orElseThrow();
        assertEquals("blue", profile.value(), "narrowing put the profile back");
    }
}
