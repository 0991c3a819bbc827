package continuity.memory;

import static continuity.testing.Replies.only;
import static continuity.testing.Replies.silent;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.chat.Lang;
import continuity.chat.ReplyKind;
import continuity.testing.TestBot;
import continuity.understand.Chatter;
import continuity.understand.NamesFor;
import continuity.understand.Words;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Thanks and praise said to the bot with more words than small talk, naming no one and asking
 * nothing, get no reply (not the help: nothing was tried); small talk alone keeps its friendly
 * answer, and anything else said to the bot that reads nothing still gets the help. The {@code
 * [chatter]} words hold to their {@code example:} and {@code not:} lines.
 */
class ChatterTest {
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

    @TestFactory
    Stream<DynamicTest> chatterWordsHoldToTheirLines() {
        NamesFor cast = new NamesFor("Mira", "Kade");
        List<DynamicTest> out = new ArrayList<>();
        for (Lang lang : Lang.values()) {
            List<String> ex = Words.examples(lang, Words.Section.CHATTER, "example");
            out.add(
                    DynamicTest.dynamicTest(
                            lang + " [chatter] has examples", () -> assertFalse(ex.isEmpty())));
            for (String e : ex)
                out.add(
                        DynamicTest.dynamicTest(
                                lang + " chatter: " + e,
                                () -> assertTrue(Chatter.said(e, cast), e)));
            for (String n : Words.examples(lang, Words.Section.CHATTER, "not"))
                out.add(
                        DynamicTest.dynamicTest(
                                lang + " not chatter: " + n,
                                () -> assertFalse(Chatter.said(n, cast), n)));
        }
        return out.stream();
    }

    @Test
    void thanksAndPraiseSaidToTheBotGetNoReplyAndNoHelp() {
        bot.remember("u1", "Mira", "Mira has blue eyes");
        silent(bot.ask("u1", "@Continuity thx ur the best"));
        silent(bot.ask("u1", "Thank you, Continuity. You are more reliable than our newsletter."));
        silent(bot.ask("u1", "@Continuity merci t le boss"));
        silent(bot.ask("u1", "@Continuity goodnight and thanks a million, you've a better memory"));
        assertTrue(bot.dump().size() == 1, "nothing stored: " + bot.dump());
    }

    @Test
    void smallTalkKeepsItsAnswerAndAnythingElseStillGetsTheHelp() {
        only(bot.ask("u1", "@Continuity thanks!"), ReplyKind.OK);
        only(bot.ask("u1", "@Continuity banana"), ReplyKind.ERROR);
        // a question is answered, never left for chatter
        assertFalse(bot.ask("u1", "@Continuity thanks! how do I undo?").isEmpty());
    }
}
