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

/** Owners and game masters decide a character's canon; others propose, and may not change notes. */
class DisputesAndPermissionsTest extends BotTest {
    @Override
    protected void setUp() {
        bot.remember("owner", "Mira", "Mira has blue eyes");
    }

    @Test
    void anotherPlayersCorrectionIsHeldAsDisputed() {
        Reply r = only(bot.say("bob", "Mira's eyes are green, not blue."), ReplyKind.ASKED_WHICH);
        mentions(r, "green", "blue", "owner");
        assertEquals("blue", bot.active("Mira", "eyes").get(0).value());
        assertTrue(
                bot.dump().stream()
                        .anyMatch(m -> m.status() == Status.DISPUTED && m.value().equals("green")));
        mentions(
                only(bot.ask("carol", "what colour are Mira's eyes?"), ReplyKind.RECALLED),
                "blue",
                "disputed");
    }

    @Test
    void onlyTheOwnerOrAGmDecides() {
        bot.say("bob", "Mira's eyes are green, not blue.");
        only(bot.click("bob", false, "Accept"), ReplyKind.REFUSED);
        only(bot.click("carol", false, "Reject"), ReplyKind.REFUSED);
        only(bot.click("gwen", true, "Reject"), ReplyKind.OK);
        assertEquals("blue", bot.active("Mira", "eyes").get(0).value());
        assertFalse(bot.dump().stream().anyMatch(m -> m.status() == Status.DISPUTED));
    }

    @Test
    void theOwnerAccepts() {
        bot.say("bob", "Mira's eyes are green, not blue.");
        mentions(only(bot.click("owner", false, "Accept"), ReplyKind.REPLACED), "green", "blue");
        assertEquals("green", bot.active("Mira", "eyes").get(0).value());
    }

    @Test
    void aGmCorrectsDirectly() {
        only(bot.sayAsGm("gwen", "Mira's eyes are green, not blue."), ReplyKind.REPLACED);
    }

    @Test
    void aProxyNamedAfterSomeoneElsesCharacterOnlyProposes() {
        only(
                bot.proxied("bob", "Mira", "(( correction: my eyes are green, not blue ))"),
                ReplyKind.ASKED_WHICH);
        assertEquals("blue", bot.active("Mira", "eyes").get(0).value());
    }

    @Test
    void editAndForgetAreForTheAuthorTheOwnerOrAGm() {
        only(
                bot.slash(
                        "bob",
                        false,
                        SlashCommand.MEMORY_EDIT,
                        "memory",
                        "Mira eyes",
                        "text",
                        "Mira has red eyes"),
                ReplyKind.REFUSED);
        only(
                bot.slash("bob", false, SlashCommand.MEMORY_FORGET, "memory", "Mira eyes"),
                ReplyKind.REFUSED);
        assertEquals("blue", bot.active("Mira", "eyes").get(0).value());
        only(
                bot.slash(
                        "owner",
                        false,
                        SlashCommand.MEMORY_EDIT,
                        "memory",
                        "Mira eyes",
                        "text",
                        "Mira has hazel eyes"),
                ReplyKind.EDITED);
        assertEquals("hazel", bot.active("Mira", "eyes").get(0).value());
        only(
                bot.slash("gwen", true, SlashCommand.MEMORY_FORGET, "memory", "Mira eyes"),
                ReplyKind.FORGOTTEN);
        assertTrue(bot.active("Mira", "eyes").isEmpty());
    }

    @Test
    void undoIsForWhoeverMadeTheChange() {
        bot.say("owner", "Mira's eyes are green, not blue.");
        only(bot.click("bob", false, "Undo"), ReplyKind.REFUSED);
        assertEquals("green", bot.active("Mira", "eyes").get(0).value());
        only(bot.click("owner", false, "Undo"), ReplyKind.OK);
    }

    @Test
    void severalMatchingNotesAreAskedAboutNotGuessed() {
        bot.remember("owner", "Mira", "Mira has black hair");
        Reply r =
                only(
                        bot.slash("owner", false, SlashCommand.MEMORY_FORGET, "memory", "Mira"),
                        ReplyKind.ASKED_WHICH);
        assertEquals(2, r.buttons().size());
        assertEquals(2, bot.active().size(), "nothing forgotten until the user picks one");
        only(bot.click("owner", false, "Mira has black hair"), ReplyKind.FORGOTTEN);
        assertEquals(1, bot.active().size());
    }
}
