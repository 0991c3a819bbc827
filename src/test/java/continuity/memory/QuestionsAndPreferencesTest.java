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

/** Open questions survive restarts and take typed answers; preferences stay private. */
class QuestionsAndPreferencesTest extends BotTest {

    @Test
    void aScopeQuestionIsAnsweredByATypedFrenchReplyAfterARestart() {
        bot.remember("u1", "Mira", "Mira a les yeux bleus");
        bot.slash("u1", false, SlashCommand.STORY_SET, "name", "UA pirate");
        only(bot.say("u1", "Les yeux de Mira sont verts, pas bleus."), ReplyKind.ASKED_SCOPE);
        bot.restart();
        Reply r = only(bot.replyToBot("u1", "seulement cette histoire"), ReplyKind.SAVED);
        mentions(r, "verts", "UA pirate");
        assertEquals(2, bot.active("Mira", "eyes").size());
    }

    @Test
    void onlyTheAskedPersonAnswersByTyping() {
        bot.remember("u1", "Mira", "Mira has blue eyes");
        bot.slash("u1", false, SlashCommand.STORY_SET, "name", "Pirate AU");
        bot.say("u1", "Mira's eyes are green, not blue.");
        only(bot.replyToBot("u2", "every story"), ReplyKind.REFUSED);
        assertEquals("blue", bot.active("Mira", "eyes").get(0).value());
        only(bot.replyToBot("u1", "every story"), ReplyKind.REPLACED);
    }

    @Test
    void aPronounWithTwoCandidatesIsAskedAndTheTypedNameDecides() {
        bot.remember("u1", "Mira", "Mira has blue eyes");
        bot.remember("u1", "Sera", "Sera has blue eyes");
        Reply q =
                only(
                        bot.say("u1", "(( her eyes are green, not blue ))"),
                        ReplyKind.ASKED_CHARACTER);
        mentions(q, "Mira", "Sera");
        only(bot.replyToBot("u1", "Sera"), ReplyKind.REPLACED);
        assertEquals("green", bot.active("Sera", "eyes").get(0).value());
        assertEquals("blue", bot.active("Mira", "eyes").get(0).value());
    }

    @Test
    void aPronounResolvesToTheOnlyCharacterWhoseOldValueMatches() {
        bot.remember("u1", "Mira", "Mira has blue eyes");
        bot.remember("u1", "Sera", "Sera has brown eyes");
        only(bot.say("u1", "(( her eyes are green, not brown ))"), ReplyKind.REPLACED);
        assertEquals("green", bot.active("Sera", "eyes").get(0).value());
    }

    @Test
    void preferencesAreNotFactsAndOnlyTheirAuthorSeesThem() {
        Reply saved =
                only(
                        bot.say("u1", "(( I'd prefer Mira's lines to be short and concise ))"),
                        ReplyKind.SAVED);
        assertTrue(saved.ephemeral());
        Note p = bot.dump().get(0);
        assertEquals(Kind.PREFERENCE, p.kind());
        assertEquals(Scope.CHARACTER, p.scope());
        mentions(
                only(
                        bot.slash("u1", false, SlashCommand.MEMORY_SHOW, "character", "Mira"),
                        ReplyKind.LISTED),
                "concise");
        assertFalse(
                only(
                                bot.slash(
                                        "u2", false, SlashCommand.MEMORY_SHOW, "character", "Mira"),
                                ReplyKind.LISTED)
                        .text()
                        .contains("concise"));
        assertFalse(
                only(
                                bot.slash(
                                        "u1",
                                        false,
                                        SlashCommand.MEMORY_SHOW,
                                        "character",
                                        "Mira",
                                        "public",
                                        true),
                                ReplyKind.LISTED)
                        .text()
                        .contains("concise"),
                "a public listing never shows private preferences");
        only(
                bot.slash("u2", false, SlashCommand.MEMORY_FORGET, "memory", "concise"),
                ReplyKind.ERROR);
    }

    @Test
    void aPreferenceForAllChatsFollowsItsAuthorToAnotherServer() {
        only(bot.say("u1", "(( I'd rather have short replies ))"), ReplyKind.SAVED);
        assertEquals(Scope.ALL_CHATS, bot.dump().get(0).scope());
        bot.guild = "g9";
        mentions(
                only(bot.slash("u1", false, SlashCommand.MEMORY_SHOW), ReplyKind.LISTED),
                "short replies");
    }

    @Test
    void recallNeverInventsAPast() {
        bot.remember("u1", "Mira", "Mira has blue eyes");
        only(
                bot.ask("u2", "do you remember when Mira and I met at the harbour?"),
                ReplyKind.NOTHING_SAVED);
        only(bot.ask("u2", "what is Mira's favourite food?"), ReplyKind.NOTHING_SAVED);
        only(bot.ask("u2", "what colour is Kael's hair?"), ReplyKind.NOTHING_SAVED);
        only(bot.ask("u2", "te souviens-tu de notre voyage ?"), ReplyKind.NOTHING_SAVED);
    }
}
