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

/** Two questions joined by "and" (« et ») are both answered (issue 22). */
class TwoQuestionsJoinedByAndTest {
    @TempDir Path tmp;

    @Test
    void twoQuestionsJoinedByAndAreBothAnswered() {
        try (TestBot bot = new TestBot(tmp.resolve("db.sqlite"))) {
            bot.remember("u1", "Mira", "Mira has green eyes");
            bot.remember("u1", "Mira", "Mira is 22");
            List<Reply> en =
                    bot.ask("u2", "@Continuity what colour are Mira's eyes and how old is she?");
            assertEquals(
                    2,
                    en.stream().filter(r -> r.kind() == ReplyKind.RECALLED).count(),
                    en.toString());
            assertTrue(en.stream().anyMatch(r -> r.text().contains("green")), en.toString());
            assertTrue(en.stream().anyMatch(r -> r.text().contains("22")), en.toString());
            List<Reply> fr =
                    bot.ask(
                            "u2",
                            "@Continuity quel âge a Mira et c'est quoi la couleur de ses yeux ?");
            assertEquals(
                    2,
                    fr.stream().filter(r -> r.kind() == ReplyKind.RECALLED).count(),
                    fr.toString());
        }
    }
}
