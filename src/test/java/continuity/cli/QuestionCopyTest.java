package continuity.cli;

import static continuity.testing.Replies.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.chat.ReplyKind;
import continuity.chat.SlashCommand;
import continuity.memory.Question;
import continuity.memory.Store;
import continuity.store.SqliteStore;
import continuity.testing.TestBot;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The open-question part of {@code migrate} on its own, between two real SQLite files: the source
 * asked a real scope question through the core; the target is a copy of the file changed by hand,
 * as a copy may differ. (The PostgreSQL side, end to end: {@code MigrateToPostgresTest}.)
 */
class QuestionCopyTest {
    @TempDir Path dir;

    /** A file where the core asked u1 in g1 which scope "green, not blue" is for. */
    private Path asked() {
        Path file = dir.resolve("source.sqlite");
        try (TestBot bot = new TestBot(file)) {
            bot.remember("u1", "Mira", "Mira has blue eyes");
            bot.slash("u1", false, SlashCommand.STORY_SET, "name", "Pirate AU");
            only(bot.say("u1", "Mira's eyes are green, not blue."), ReplyKind.ASKED_SCOPE);
        }
        return file;
    }

    /** A copy of the closed file, with {@code sql} run on it. */
    private Path copyOf(Path file, String... sql) throws IOException, SQLException {
        Path copy = dir.resolve("copy.sqlite");
        Files.copy(file, copy);
        for (String suffix : List.of("-wal", "-shm")) {
            Path side = Path.of(file + suffix);
            if (Files.exists(side)) Files.copy(side, Path.of(copy + suffix));
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + copy);
                Statement s = c.createStatement()) {
            for (String q : sql) s.executeUpdate(q);
        }
        return copy;
    }

    private static Question theQuestion(Store store) {
        List<Question> open = store.inTransaction(r -> r.openQuestionsIn("g1"));
        assertEquals(1, open.size(), open.toString());
        return open.get(0);
    }

    @Test
    void theCheckSaysWhenAnOpenQuestionIsMissingFromTheCopy() throws Exception {
        Path file = asked();
        Path copy = copyOf(file, "DELETE FROM questions");
        try (SqliteStore source = SqliteStore.open(file);
                SqliteStore target = SqliteStore.open(copy)) {
            String id = theQuestion(source).id();
            List<String> problems = new QuestionCopy().verify(source, target, Set.of("g1"), true);
            assertEquals(
                    List.of(
                            "server g1: 1 open questions in the file (0 skipped), 0 in the copy",
                            "server g1: open question " + id + " is missing from the copy"),
                    problems);
        }
    }

    @Test
    void aQuestionWhoseNoteIsNoLongerPendingInTheCopyIsSkippedWithItsButtons() throws Exception {
        Path file = asked();
        Path copy =
                copyOf(
                        file,
                        "DELETE FROM questions",
                        "DELETE FROM actions",
                        "UPDATE memories SET status = 'forgotten' WHERE status = 'pending'");
        try (SqliteStore source = SqliteStore.open(file);
                SqliteStore target = SqliteStore.open(copy)) {
            Question q = theQuestion(source);
            QuestionCopy copier = new QuestionCopy();
            QuestionCopy.Outcome o = copier.copy(source, target, "g1");
            assertEquals(
                    "its note " + q.get("memory") + " is forgotten, not pending",
                    o.skipped().get(q.id()));
            assertEquals(List.of(), o.copiedQuestions());
            assertEquals(List.of(), o.copiedButtons());
            assertEquals(2, o.buttonsLeft(), "Every story, Only this story answer nothing there");
            assertTrue(target.inTransaction(r -> r.question(q.id())).isEmpty());
            assertEquals(List.of(), copier.verify(source, target, Set.of("g1"), true));
        }
    }

    @Test
    void aQuestionAnsweredInTheCopyIsLeftAsItIsAndNotReopened() throws Exception {
        Path file = asked();
        Path copy =
                copyOf(
                        file,
                        "UPDATE questions SET closed_at = '"
                                + Instant.parse("2026-04-01T00:00:00Z")
                                + "'");
        try (SqliteStore source = SqliteStore.open(file);
                SqliteStore target = SqliteStore.open(copy)) {
            Question q = theQuestion(source);
            QuestionCopy copier = new QuestionCopy();
            QuestionCopy.Outcome o = copier.copy(source, target, "g1");
            assertEquals(
                    "it was already answered in the copy (left as it is)", o.skipped().get(q.id()));
            assertEquals(2, o.buttonsThere().size(), "its buttons' rows were there already");
            assertTrue(
                    target.inTransaction(r -> r.openQuestionById(q.id())).isEmpty(),
                    "still closed");
            assertEquals(List.of(), copier.verify(source, target, Set.of("g1"), true));
        }
    }

    @Test
    void copyingTwiceAddsNothing() throws Exception {
        Path file = asked();
        Path copy = copyOf(file, "DELETE FROM questions", "DELETE FROM actions");
        try (SqliteStore source = SqliteStore.open(file);
                SqliteStore target = SqliteStore.open(copy)) {
            Question q = theQuestion(source);
            QuestionCopy.Outcome first = new QuestionCopy().copy(source, target, "g1");
            assertEquals(List.of(q.id()), first.copiedQuestions());
            assertEquals(2, first.copiedButtons().size());
            assertEquals(q, theQuestion(target));
            QuestionCopy again = new QuestionCopy();
            QuestionCopy.Outcome second = again.copy(source, target, "g1");
            assertEquals(List.of(), second.copiedQuestions());
            assertEquals(List.of(q.id()), second.questionsThere());
            assertEquals(List.of(), second.copiedButtons());
            assertEquals(2, second.buttonsThere().size());
            assertEquals(List.of(), again.verify(source, target, Set.of("g1"), true));
        }
    }
}
