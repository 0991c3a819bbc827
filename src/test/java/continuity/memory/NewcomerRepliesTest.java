package continuity.memory;

import static continuity.testing.Replies.mentions;
import static continuity.testing.Replies.only;
import static continuity.testing.Replies.silent;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.chat.ChatContext;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.chat.SlashCommand;
import continuity.chat.SlashIn;
import continuity.testing.TestBot;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a newcomer meets first (issue 22): thanks and greetings are answered kindly, never with an
 * error; one choice is a confirmation; counts agree with their number; the scope question says
 * "or"; an option typed wrong is named with the one meant. Wording only, so on SQLite alone.
 */
class NewcomerRepliesTest {
    @TempDir Path tmp;
    private TestBot bot;

    @BeforeEach
    void open() {
        bot = new TestBot(tmp.resolve("db.sqlite"));
    }

    @AfterEach
    void close() {
        bot.close();
    }

    @Test
    void thanksAndGreetingsSaidToTheBotGetAShortFriendlyAnswerInTheirLanguageNeverAnError() {
        assertEquals(
                "You're welcome!", only(bot.ask("u1", "@Continuity thanks!"), ReplyKind.OK).text());
        assertEquals("Avec plaisir !", only(bot.ask("u1", "merci !"), ReplyKind.OK).text());
        assertEquals(
                "Avec plaisir !",
                only(bot.ask("u1", "<@123> merci beaucoup 🙏"), ReplyKind.OK).text());
        mentions(only(bot.ask("u1", "hi"), ReplyKind.OK), "Hello!");
        mentions(only(bot.ask("u1", "@Continuity bonjour"), ReplyKind.OK), "Bonjour !");
        assertEquals(
                "You're welcome!",
                only(bot.ask("u1", "thank you so much, bot :)"), ReplyKind.OK).text());
        mentions(only(bot.replyToBot("u1", "thx"), ReplyKind.OK), "welcome");
        assertTrue(bot.dump().isEmpty(), "small talk stores nothing");
        bot.guild = null; // a direct message is said to the bot too
        mentions(only(bot.say("u1", "hello?"), ReplyKind.OK), "Hello!");
    }

    @Test
    void smallTalkNotSaidToTheBotStaysSilentAndAnythingElseStillGetsTheHelp() {
        silent(bot.say("u1", "thanks!"));
        silent(bot.say("u1", "merci !"));
        // thanks with more words is still thanks, not a correction tried: no help (ChatterTest)
        silent(bot.ask("u1", "@Continuity thanks banana"));
        only(bot.ask("u1", "@Continuity banana"), ReplyKind.ERROR);
    }

    @Test
    void aQuestionWithOneChoiceIsAConfirmationNotAChoice() {
        bot.remember("u1", "oskar", "oskar has blue eyes");
        Reply r =
                only(
                        bot.say("u1", "(( correction: my eyes are green, not blue ))"),
                        ReplyKind.ASKED_CHARACTER);
        assertEquals("Do you mean oskar? Press the button to confirm.", r.text());
        assertEquals(1, r.buttons().size());
        only(bot.click("u1", false, "oskar"), ReplyKind.REPLACED);
    }

    @Test
    void theScopeQuestionJoinsItsChoicesWithOr() {
        bot.remember("u1", "Mira", "Mira has blue eyes");
        bot.remember("u1", "Corvin", "Corvin has blue eyes");
        bot.remember("u1", "Esme", "Esme has blue eyes");
        bot.slash("u1", true, SlashCommand.STORY_SET, "name", "Winter AU");
        Reply r =
                only(bot.say("u1", "(( Mira's eyes are green, not blue ))"), ReplyKind.ASKED_SCOPE);
        mentions(r, "apply: in every story or only in the story “Winter AU”?");
        bot.slash("u1", true, SlashCommand.SCENE_START, "name", "Ball");
        r = only(bot.say("u1", "(( Corvin's eyes are grey, not blue ))"), ReplyKind.ASKED_SCOPE);
        mentions(r, "in every story, only in the story “Winter AU” or only in the scene “Ball”?");
        r =
                only(
                        bot.say("u1", "(( Les yeux d'Esme sont noirs, pas bleus ))"),
                        ReplyKind.ASKED_SCOPE);
        mentions(
                r,
                "dans toutes les histoires, seulement dans l'histoire « Winter AU » ou seulement"
                        + " dans la scène « Ball » ?");
    }

    @Test
    void countsAgreeWithTheirNumberInEnglishAndFrench() {
        bot.remember("u1", "Mira", "Mira has blue eyes");
        bot.remember("u1", "Mira", "Mira is 19");
        for (String[] lang :
                new String[][] {
                    {"en-US", "2 notes about 1 character,"}, {"fr", "2 notes sur 1 personnage,"}
                }) {
            ChatContext gm =
                    new ChatContext("g1", "c1", null, "u1", "alice", true, Instant.now(), lang[0]);
            Reply r =
                    bot.runtime()
                            .core()
                            .handle(SlashIn.of(gm, SlashCommand.MEMORY_EXPORT, Map.of()))
                            .get(0);
            mentions(r, lang[1]);
        }
    }

    @Test
    void aMistypedOptionIsNamedWithTheClosestOneAndNothingIsListed() {
        bot.remember("u1", "Mira", "Mira has blue eyes");
        bot.remember("u1", "Corvin", "Corvin is 40");
        Reply r =
                only(
                        bot.slash("u1", false, SlashCommand.MEMORY_SHOW, "charcter", "Mira"),
                        ReplyKind.ERROR);
        assertEquals(
                "/memory show has no option “charcter”: did you mean “character”? Its options: character, scope, history, public.",
                r.text());
        assertTrue(r.ephemeral());
        assertFalse(r.text().contains("Corvin"));
        mentions(
                only(bot.slash("u1", false, SlashCommand.SCENE_END, "now", "yes"), ReplyKind.ERROR),
                "takes no options");
        List<Reply> fine = bot.slash("u1", false, SlashCommand.MEMORY_SHOW, "character", "Mira");
        only(fine, ReplyKind.LISTED);
    }
}
