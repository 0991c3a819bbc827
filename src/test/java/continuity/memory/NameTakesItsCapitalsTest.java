package continuity.memory;

import static continuity.testing.Replies.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.chat.ReplyKind;
import continuity.testing.TestBot;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A name first typed in lower case takes the capitals it is later written with (issue 22). */
class NameTakesItsCapitalsTest {
    @TempDir Path tmp;

    @Test
    void aNameFirstTypedInLowerCaseTakesTheCapitalsItIsLaterWrittenWith() {
        try (TestBot bot = new TestBot(tmp.resolve("db.sqlite"))) {
            only(bot.say("u1", "(( kestrel has grey eyes ))"), ReplyKind.SAVED);
            assertEquals("kestrel", bot.active().get(0).character());
            only(bot.say("u1", "(( Kestrel is 31 ))"), ReplyKind.SAVED);
            assertTrue(
                    bot.runtime()
                            .core()
                            .suggestCharacters(bot.ctx("u1", false).guild(), "kes", 5)
                            .contains("Kestrel"),
                    "the name as now written");
            // a name written with capitals keeps them when someone types it in lower case
            only(bot.say("u1", "(( kestrel is a pilot ))"), ReplyKind.SAVED);
            assertFalse(
                    bot.runtime()
                            .core()
                            .suggestCharacters(bot.ctx("u1", false).guild(), "kes", 5)
                            .contains("kestrel"));
            assertFalse(Corrections.takesCapitals("Kestrel", "KESTREL"), "capitals are kept");
            assertTrue(Corrections.takesCapitals("mira", "Mira"));
            assertFalse(Corrections.takesCapitals("mira", "Mina"), "another name");
        }
    }
}
