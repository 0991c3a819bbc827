package continuity.trust;

import static continuity.trust.Bot.button;
import static continuity.trust.Bot.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.chat.SlashCommand;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What {@code /memory forget-me} erases cannot be read back from the SQLite files afterwards, while
 * the bot keeps running: the database's pages are overwritten with zeros ({@code secure_delete})
 * and the write-ahead log, which holds older copies of those pages, is emptied after the erase.
 */
class ErasedWordsLeaveTheFileTest {
    private static final Actor U1 = Actor.player("g1", "u1");
    private static final Actor U2 = Actor.player("g1", "u2");

    @TempDir Path dir;

    @Test
    void forgottenWordsCannotBeReadFromTheSqliteFilesAfterForgetMe() throws Exception {
        Path db = dir.resolve("privacy.sqlite");
        try (Bot bot = new Bot(db)) {
            for (int i = 0; i < 30; i++) {
                bot.slash(
                        U1,
                        SlashCommand.MEMORY_REMEMBER,
                        "character",
                        "Mira",
                        "text",
                        "Mira hides the zebraorchid" + i + " letter under her bed");
                bot.say(
                        U1,
                        "(( I'd prefer that Mira's scenes stay quiet, kumquatlantern" + i + " ))");
            }
            bot.slash(
                    U2,
                    SlashCommand.MEMORY_REMEMBER,
                    "character",
                    "Sera",
                    "text",
                    "Sera keeps the otherwords lantern");
            Thread.sleep(1500); // the checkpointer has copied the log into the database
            assertTrue(holds(db, "zebraorchid"), "the words are in the files before the erase");
            List<Reply> asked = bot.slash(U1, SlashCommand.MEMORY_FORGET_ME);
            Reply done = only(bot.click(U1, button(asked, "Erase my data")));
            assertEquals(ReplyKind.FORGOTTEN, done.kind(), done.toString());
            assertFalse(holds(db, "zebraorchid"), "an erased note's words are gone from the files");
            assertFalse(holds(db, "kumquatlantern"), "an erased preference's too");
            assertTrue(holds(db, "otherwords"), "another member's note stays");
        }
    }

    /** Whether the database or its write-ahead log holds these bytes. */
    private static boolean holds(Path db, String words) throws Exception {
        byte[] needle = words.getBytes(StandardCharsets.UTF_8);
        for (Path f : List.of(db, Path.of(db + "-wal"))) {
            if (!Files.exists(f)) continue;
            byte[] hay = Files.readAllBytes(f);
            outer:
            for (int i = 0; i + needle.length <= hay.length; i++) {
                for (int j = 0; j < needle.length; j++) if (hay[i + j] != needle[j]) continue outer;
                return true;
            }
        }
        return false;
    }
}
