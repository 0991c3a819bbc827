package continuity;

import static org.junit.jupiter.api.Assertions.assertEquals;

import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.chat.SlashCommand;
import java.util.List;

/**
 * A small server's canon with every status and scope: a replaced fact (history link), a story note,
 * a scene note, a disputed proposal, a forgotten note, an undone correction and a preference.
 */
public final class CanonFixture {
    private CanonFixture() {}

    public static void build(TestChat chat) {
        chat.as("u1", "alice", false).in("c1");
        expect(
                ReplyKind.SAVED,
                chat.slash(
                        SlashCommand.MEMORY_REMEMBER,
                        "character",
                        "Mira",
                        "text",
                        "Mira has blue eyes"));
        expect(ReplyKind.REPLACED, chat.say("Mira's eyes are green, not blue."));
        expect(
                ReplyKind.SAVED,
                chat.slash(
                        SlashCommand.MEMORY_REMEMBER,
                        "character",
                        "Theo",
                        "text",
                        "Theo has red hair"));
        Reply wrong = expect(ReplyKind.REPLACED, chat.say("Theo's hair is black, not red."));
        expect(ReplyKind.OK, chat.click(wrong, "Undo"));
        chat.in("c2");
        expect(ReplyKind.OK, chat.slash(SlashCommand.STORY_SET, "name", "Pirate AU"));
        expect(
                ReplyKind.SAVED,
                chat.slash(
                        SlashCommand.MEMORY_REMEMBER,
                        "character",
                        "Mira",
                        "text",
                        "Mira has short hair",
                        "scope",
                        "story"));
        expect(ReplyKind.OK, chat.slash(SlashCommand.SCENE_START, "name", "Winter ball"));
        expect(
                ReplyKind.SAVED,
                chat.slash(
                        SlashCommand.MEMORY_REMEMBER,
                        "character",
                        "Mira",
                        "text",
                        "Mira wears a red dress",
                        "scope",
                        "scene"));
        chat.in("c1");
        expect(
                ReplyKind.SAVED,
                chat.slash(
                        SlashCommand.MEMORY_REMEMBER,
                        "character",
                        "Theo",
                        "text",
                        "Theo hums when nervous"));
        expect(
                ReplyKind.FORGOTTEN,
                chat.slash(SlashCommand.MEMORY_FORGET, "memory", "hums when nervous"));
        chat.as("u2", "bob", false);
        expect(ReplyKind.ASKED_WHICH, chat.say("Mira's eyes are grey, not green."));
        expect(ReplyKind.SAVED, chat.say("@continuity I'd prefer shorter replies"));
        chat.as("u1", "alice", false);
    }

    static Reply expect(ReplyKind kind, List<Reply> replies) {
        assertEquals(1, replies.size(), "one reply expected: " + replies);
        assertEquals(kind, replies.get(0).kind(), "reply: " + replies.get(0).text());
        return replies.get(0);
    }
}
