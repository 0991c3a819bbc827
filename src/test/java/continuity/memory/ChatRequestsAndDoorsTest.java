package continuity.memory;

import static continuity.testing.Replies.mentions;
import static continuity.testing.Replies.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.testing.BotTest;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Requests said to the bot in chat ("undo that", "forget mira's eyes"), direct messages as
 * addressed text, and text the bot refuses to store (too long, broken characters).
 */
class ChatRequestsAndDoorsTest extends BotTest {

    @Test
    void aMessageLongerThanWhatIsReadIsAnsweredThatItIsTooLongWhenSaidToTheBot() {
        bot.remember("u1", "Mira", "Mira has blue eyes");
        String aside = "(( Mira's eyes are green, not blue. " + "She laughs. ".repeat(400) + "))";
        java.util.List<continuity.chat.Reply> r = bot.say("u1", aside);
        org.junit.jupiter.api.Assertions.assertEquals(1, r.size(), r.toString());
        org.junit.jupiter.api.Assertions.assertEquals(
                continuity.chat.ReplyKind.ERROR, r.get(0).kind(), r.toString());
        org.junit.jupiter.api.Assertions.assertTrue(
                r.get(0).text().contains("only the first 4000"), r.get(0).text());
        org.junit.jupiter.api.Assertions.assertEquals(
                "blue", bot.active("Mira", "eyes").get(0).value(), "nothing changed");
        // long in-character chat stays silent, as any chat
        org.junit.jupiter.api.Assertions.assertEquals(
                java.util.List.of(), bot.say("u1", "Mira walks on. ".repeat(400)));
    }

    @Test
    void undoThatOffersTheUndoOfTheMembersLastChangeHere() {
        bot.remember("u1", "Mira", "Mira has blue eyes");
        only(bot.say("u1", "(( Mira's eyes are green, not blue ))"), ReplyKind.REPLACED);
        Reply r = only(bot.ask("u1", "undo that"), ReplyKind.OK);
        mentions(r, "Mira has green eyes");
        assertEquals(1, r.buttons().size());
        assertEquals(1, bot.active().size(), "the message itself changes nothing");
        only(bot.click("u1", false, "Undo"), ReplyKind.OK);
        assertTrue(
                bot.active().get(0).text().contains("blue"),
                "the Undo brought the old note back: " + bot.active());
    }

    @Test
    void undoThatInFrenchAndWithNothingToUndo() {
        mentions(only(bot.ask("u2", "annule ça"), ReplyKind.NOTHING_SAVED), "aucune modification");
        only(bot.ask("u2", "undo that"), ReplyKind.NOTHING_SAVED);
    }

    @Test
    void forgetPointsToTheCommandWithTheNoteIdAndForgetsNothing() {
        bot.remember("u1", "Mira", "Mira has blue eyes");
        bot.remember("u1", "Mira", "Mira is 19");
        Note eyes =
                bot.active().stream()
                        .filter(m -> m.attributeWire().equals("eyes"))
                        .findFirst()
                        .orElseThrow();
        Reply r = only(bot.ask("u1", "forget mira's eyes"), ReplyKind.OK);
        mentions(r, "/memory forget", eyes.id());
        assertFalse(r.text().contains("19"), "only the detail named: " + r.text());
        assertEquals(2, bot.active().size());
        mentions(
                only(bot.ask("u1", "oublie les yeux de Mira"), ReplyKind.OK),
                "/mémoire oublier",
                eyes.id());
        mentions(only(bot.ask("u1", "forget kael's hair"), ReplyKind.NOTHING_SAVED), "Kael");
    }

    @Test
    void aDirectMessageIsSaidToTheBotWithoutMarkers() {
        bot.guild = null;
        only(bot.say("u1", "keep Mira's lines short"), ReplyKind.SAVED);
        only(bot.say("u1", "Mira's eyes are green, not blue"), ReplyKind.ERROR);
        only(bot.say("u1", "banana"), ReplyKind.ERROR); // the help, not silence
        only(bot.say("u1", "hello?"), ReplyKind.OK); // a greeting is greeted (NewcomerRepliesTest)
    }

    @Test
    void aCorrectionOverTheNoteLimitIsAnsweredWithTheLimit() {
        bot.remember("u1", "Mira", "Mira has blue eyes");
        String eyes = "very ".repeat(300) + "green";
        mentions(
                only(
                        bot.say("u1", "(( Mira's eyes are " + eyes + ", not blue ))"),
                        ReplyKind.ERROR),
                "1000");
        assertEquals(List.of("Mira has blue eyes"), bot.active().stream().map(Note::text).toList());
    }

    @Test
    void brokenCharactersAreRefusedNeverStored() {
        bot.remember("u1", "Mira", "Mira has blue eyes");
        mentions(
                only(bot.say("u1", "(( Mira's eyes are gr\uD800een, not blue ))"), ReplyKind.ERROR),
                "broken character");
        only(bot.remember("u1", "Mira", "Mira has a scar \uDC00"), ReplyKind.ERROR);
        assertEquals(List.of("Mira has blue eyes"), bot.active().stream().map(Note::text).toList());
    }
}
