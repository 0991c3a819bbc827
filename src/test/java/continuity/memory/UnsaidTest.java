package continuity.memory;

import static continuity.testing.Replies.only;
import static continuity.testing.Replies.silent;
import static org.junit.jupiter.api.Assertions.assertEquals;

import continuity.chat.ReplyKind;
import continuity.testing.TestBot;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A message its writer says is not to be kept ("dont save that", "nothing to change", « ne note
 * rien ») stores nothing and gets no reply, not even the help; the same details said without it are
 * read.
 */
class UnsaidTest {
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
    void aMessageThatSaysNotToKeepItStoresNothingAndGetsNoReply() {
        bot.remember("u1", "Elna", "Elna is 26");
        bot.remember("u1", "Hollis", "Hollis is tall");
        silent(
                bot.say(
                        "u1",
                        "(( elna is 26 but she looks about 19, people card her constantly."
                                + " @Continuity nothing to change, it's just flavour ))"));
        silent(
                bot.say(
                        "u1",
                        "(( hollis is ines's dad. wait no. hes like. a dad FIGURE. not her actual"
                                + " dad. dont save that ))"));
        silent(bot.ask("u1", "@Continuity Elna a 40 ans ?? non je rigole, ne note rien"));
        assertEquals(2, bot.dump().size(), "nothing stored: " + bot.dump());
        // said without it, the detail is read
        only(bot.say("u1", "(( elna is 27 now, not 26 ))"), ReplyKind.REPLACED);
    }
}
