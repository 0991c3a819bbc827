package continuity.memory;

import static continuity.testing.Replies.mentions;
import static continuity.testing.Replies.only;
import static org.junit.jupiter.api.Assertions.assertFalse;

import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.chat.SlashCommand;
import continuity.testing.TestBot;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code /memory history} says what the README says it does (issue 22): a replaced note was changed
 * in the story or corrected (a retcon), and a new note taken back with Undo was undone, not
 * forgotten.
 */
class HistorySaysWhichTest {
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

    private Reply history(String character) {
        return only(
                bot.slash("u1", false, SlashCommand.MEMORY_HISTORY, "character", character),
                ReplyKind.LISTED);
    }

    @Test
    void aReplacedNoteSaysWhetherItWasAChangeInTheStoryOrARetcon() {
        bot.remember("u1", "Mira", "Mira has blue eyes");
        only(bot.say("u1", "(( Mira's eyes are green, not blue ))"), ReplyKind.REPLACED);
        bot.remember("u1", "Mira", "Mira is a courier");
        only(
                bot.say("u1", "(( Mira is no longer a courier, she's a thief now ))"),
                ReplyKind.REPLACED);
        Reply h = history("Mira");
        mentions(h, "Mira has blue eyes", "(replaced: corrected, a retcon; it was never so)");
        mentions(h, "Mira is a courier", "(replaced: changed in the story; it was true before)");
    }

    @Test
    void anUndoneNoteIsUndoneNotForgotten() {
        only(bot.remember("u1", "Halvard", "Halvard has a scar"), ReplyKind.SAVED);
        only(bot.click("u1", false, "Undo"), ReplyKind.OK);
        Reply h = history("Halvard");
        mentions(h, "(a note about Halvard was undone on ");
        assertFalse(h.text().contains("forgotten"), h.text());
    }
}
