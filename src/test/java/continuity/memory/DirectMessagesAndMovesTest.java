package continuity.memory;

import static continuity.testing.Replies.mentions;
import static continuity.testing.Replies.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.chat.ReplyKind;
import continuity.chat.SlashCommand;
import continuity.testing.BotTest;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Direct messages hold only one's own preferences; moving a note to another scope keeps its
 * history.
 */
class DirectMessagesAndMovesTest extends BotTest {

    @Test
    void factsAreRefusedInDirectMessagesAndPreferencesStayPrivate() {
        bot.guild = null;
        only(bot.say("u1", "(( Mira's eyes are green, not blue ))"), ReplyKind.ERROR);
        only(bot.remember("u1", "Mira", "Mira has green eyes"), ReplyKind.ERROR);
        only(bot.say("u1", "(( I'd prefer Mira's lines to be short ))"), ReplyKind.SAVED);
        only(bot.say("u2", "(( I'd like Kael's lines to rhyme ))"), ReplyKind.SAVED);
        String mine =
                only(bot.slash("u1", false, SlashCommand.MEMORY_SHOW), ReplyKind.LISTED).text();
        assertTrue(mine.contains("short"), mine);
        assertFalse(
                mine.contains("rhyme"),
                "another user's direct-message preference is never shown: " + mine);
        assertTrue(bot.dump().stream().noneMatch(m -> m.kind() == Kind.FACT));
    }

    @Test
    void movingANewNoteToTheSceneKeepsItAsHistoryNotForgotten() {
        bot.remember("u1", "Mira", "Mira has blue eyes");
        bot.slash("u1", false, SlashCommand.SCENE_START, "name", "Ball");
        only(bot.say("u1", "(( Mira has a silver mask ))"), ReplyKind.SAVED);
        mentions(only(bot.click("u1", false, "Only this scene"), ReplyKind.SAVED), "Ball");
        List<Note> all = bot.dump().stream().filter(m -> m.attributeWire().equals("mask")).toList();
        assertEquals(2, all.size());
        Note moved = all.get(0), now = all.get(1);
        assertEquals(Status.SUPERSEDED, moved.status());
        assertEquals(Retire.Reason.MOVED, moved.whyRetired());
        assertEquals(now.id(), moved.retiredBy());
        assertEquals(Scope.SCENE, now.scope());
        assertEquals("Mira has a silver mask", moved.text(), "content kept as history");
    }
}
