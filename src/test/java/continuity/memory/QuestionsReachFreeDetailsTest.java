package continuity.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.testing.TestBot;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A question reaches the note it asks about when the note is stored under a free detail (issue 23):
 * by the same words ("blood type"), by the detail its verb points to ("what does Felix drive?" asks
 * his car), or by another detail of origin ("where is Ilka from?" is answered by her homeworld or
 * her birthplace).
 */
class QuestionsReachFreeDetailsTest {
    @TempDir Path tmp;

    private static Reply only(List<Reply> replies) {
        assertEquals(1, replies.size(), replies.toString());
        return replies.get(0);
    }

    @Test
    void aQuestionByTheSameWordsFindsTheFreeDetail() {
        try (TestBot bot = new TestBot(tmp.resolve("db.sqlite"))) {
            bot.remember("u1", "Quenby", "Quenby's blood type is AB");
            assertTrue(
                    bot.active().stream().anyMatch(n -> n.attributeWire().equals("blood type")),
                    bot.active().toString());
            Reply r = only(bot.ask("u2", "@Continuity what's Quenby's blood type?"));
            assertEquals(ReplyKind.RECALLED, r.kind(), r.text());
            assertTrue(r.text().contains("AB"), r.text());
        }
    }

    @Test
    void aQuestionByItsVerbFindsTheDetailTheVerbPointsTo() {
        try (TestBot bot = new TestBot(tmp.resolve("db.sqlite"))) {
            bot.remember("u1", "Felix", "Felix's car is a battered Lada");
            Reply r = only(bot.ask("u2", "@Continuity what does Felix drive?"));
            assertEquals(ReplyKind.RECALLED, r.kind(), r.text());
            assertTrue(r.text().contains("Lada"), r.text());
        }
    }

    @Test
    void whereFromIsAnsweredByAHomeworldOrABirthplace() {
        try (TestBot bot = new TestBot(tmp.resolve("db.sqlite"))) {
            bot.remember("u1", "Ilka", "Ilka's homeworld is Tessaline");
            assertTrue(
                    bot.active().stream()
                            .anyMatch(
                                    n ->
                                            n.character().equals("Ilka")
                                                    && n.attributeWire().equals("homeworld")),
                    bot.active().toString());
            Reply r = only(bot.ask("u2", "@Continuity where is Ilka from?"));
            assertEquals(ReplyKind.RECALLED, r.kind(), r.text());
            assertTrue(r.text().contains("Tessaline"), r.text());

            bot.remember("u1", "Oriane", "Oriane was born in Lyon");
            Reply fr = only(bot.ask("u2", "@Continuity elle vient d'où Oriane ?"));
            assertEquals(ReplyKind.RECALLED, fr.kind(), fr.text());
            assertTrue(fr.text().contains("Lyon"), fr.text());
        }
    }
}
