package continuity.memory;

import static continuity.testing.Replies.mentions;
import static continuity.testing.Replies.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.chat.Button;
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
 * After {@code /story set}, a detail said without a scope is kept for the story; the first one of a
 * character there says so in its confirmation, with the Every story button to widen it (issue 22).
 */
class StoryFirstDetailTest {
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
    void theFirstDetailOfACharacterInAStorySaysItIsKeptForThatStoryOnlyWithTheButtonToWidenIt() {
        mentions(
                only(
                        bot.slash("gm", true, SlashCommand.STORY_SET, "name", "Pirates"),
                        ReplyKind.OK),
                "New details are kept for this story");
        Reply first = only(bot.say("u1", "(( Mira has green eyes ))"), ReplyKind.SAVED);
        assertEquals(
                "Noted: “Mira has green eyes”, in the story “Pirates” only. This channel plays the"
                        + " story “Pirates”, so this is kept for that story only; press Every story"
                        + " to put it in Mira's profile.",
                first.text());
        assertTrue(first.buttons().stream().map(Button::label).toList().contains("Every story"));
        Reply second = only(bot.say("u1", "(( Mira is 19 ))"), ReplyKind.SAVED);
        assertFalse(second.text().contains("kept for that story only"), second.text());
        Reply french = only(bot.say("u1", "(( Oriane a les yeux gris ))"), ReplyKind.SAVED);
        mentions(french, "n'est donc gardé que pour elle", "dans le profil d'Oriane");
        // the button widens it
        only(bot.click("u1", false, "Toutes les histoires"), ReplyKind.SAVED);
        assertEquals(
                Scope.PROFILE,
                bot.active("Oriane", "eyes").get(0).scope(),
                "Every story put Oriane's eyes in her profile");
        // without a named story, a detail goes to the profile and nothing more is said
        bot.slash("gm", true, SlashCommand.STORY_CLEAR);
        Reply plain = only(bot.say("u1", "(( Corvin has grey eyes ))"), ReplyKind.SAVED);
        assertFalse(plain.text().contains("kept for that story"), plain.text());
    }
}
