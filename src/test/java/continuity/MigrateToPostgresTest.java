package continuity;

import static continuity.testing.Replies.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.chat.Button;
import continuity.chat.ChatContext;
import continuity.chat.ClickIn;
import continuity.chat.MessageIn;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.chat.SlashCommand;
import continuity.memory.Action;
import continuity.memory.Continuity;
import continuity.memory.Limits;
import continuity.memory.Memory;
import continuity.memory.Question;
import continuity.memory.Scope;
import continuity.memory.Status;
import continuity.store.PostgresStore;
import continuity.store.PostgresTarget;
import continuity.testing.Postgres;
import continuity.testing.ReplayRun;
import continuity.testing.TestBot;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code migrate --to jdbc:postgresql://...}: a real SQLite file, written through replay
 * (corrections, an undo, an edit, a forget, a preference, a story and a scene in two servers),
 * copied into a fresh PostgreSQL database: every note of every server, in every status, with its
 * history links, and the preference, are there afterwards; a second copy into the now non-empty
 * database is refused unless told. Open questions asked on SQLite (which scope, which character)
 * are answered on PostgreSQL after the move, typed or with their buttons; a question whose note is
 * not there is skipped and said, never copied broken.
 */
class MigrateToPostgresTest {
    @TempDir Path dir;

    private static final String SCRIPT =
            String.join(
                    "\n",
                    "{\"type\":\"slash\",\"command\":\"memory\",\"subcommand\":\"remember\",\"options\":{\"character\":\"Mira\",\"text\":\"Mira has blue eyes\"}}",
                    "{\"type\":\"message\",\"content\":\"(( Mira's eyes are green, not blue ))\"}",
                    "{\"type\":\"message\",\"content\":\"(( Mira's hair is red ))\"}",
                    "{\"type\":\"message\",\"content\":\"(( Mira's hair is black, not red ))\"}",
                    "{\"type\":\"click\",\"label\":\"Undo\"}",
                    "{\"type\":\"message\",\"content\":\"(( I'd prefer Mira's lines to be short ))\"}",
                    "{\"type\":\"slash\",\"command\":\"story\",\"subcommand\":\"set\",\"options\":{\"name\":\"Pirate AU\"}}",
                    "{\"type\":\"slash\",\"command\":\"scene\",\"subcommand\":\"start\",\"options\":{\"name\":\"Winter ball\"}}",
                    "{\"type\":\"message\",\"content\":\"(( for this scene only, Mira wears a green cape ))\"}",
                    "{\"type\":\"message\",\"guild\":\"g2\",\"content\":\"(( Sera is 24 ))\"}",
                    "{\"type\":\"message\",\"guild\":\"g2\",\"content\":\"(( Sera's age is 25, not 24 ))\"}",
                    "{\"type\":\"slash\",\"guild\":\"g2\",\"command\":\"memory\",\"subcommand\":\"forget\",\"options\":{\"memory\":\"Sera is 25\"}}");

    private static int main(List<String> out, String... args) {
        ByteArrayOutputStream o = new ByteArrayOutputStream(), e = new ByteArrayOutputStream();
        int rc =
                Main.run(
                        args,
                        Map.of(),
                        new PrintStream(o, true, StandardCharsets.UTF_8),
                        new PrintStream(e, true, StandardCharsets.UTF_8));
        out.add(o.toString(StandardCharsets.UTF_8) + e.toString(StandardCharsets.UTF_8));
        return rc;
    }

    @Test
    void anSqliteFileIsCopiedWithItsHistoryAndANonEmptyTargetIsRefused() {
        Path file = dir.resolve("bot.sqlite");
        ReplayRun.run(file, SCRIPT);
        String url = Postgres.url();
        List<String> said = new java.util.ArrayList<>();
        assertEquals(
                0, main(said, "migrate", "--db", file.toString(), "--to", url), said.toString());
        assertTrue(
                said.get(0).contains("counts, history links and open questions verified"),
                said.get(0));

        try (BotRuntime sqlite = BotRuntime.open(file, Limits.DEFAULTS);
                BotRuntime pg = BotRuntime.open(url, Limits.DEFAULTS)) {
            for (String g : List.of("g1", "g2")) {
                List<Memory> before = sqlite.store().<List<Memory>>inTransaction(r -> r.notesIn(g));
                List<Memory> after = pg.store().<List<Memory>>inTransaction(r -> r.notesIn(g));
                assertTrue(before.size() >= 2, g + " has notes to copy: " + before);
                assertEquals(
                        before, after, "every note of " + g + ", every field, in the same order");
            }
            List<Memory> prefsBefore =
                    sqlite.store().<List<Memory>>inTransaction(r -> r.preferencesOf("u1"));
            List<Memory> prefsAfter =
                    pg.store().<List<Memory>>inTransaction(r -> r.preferencesOf("u1"));
            assertEquals(prefsBefore, prefsAfter, "the private preference came along");
            assertEquals(1, prefsAfter.size());
            List<continuity.memory.Scene> scenesBefore =
                    sqlite.store()
                            .<List<continuity.memory.Scene>>inTransaction(r -> r.scenesIn("g1"));
            List<continuity.memory.Scene> scenesAfter =
                    pg.store().<List<continuity.memory.Scene>>inTransaction(r -> r.scenesIn("g1"));
            assertEquals(scenesBefore, scenesAfter);
            assertEquals(1, scenesAfter.size());
            Map<String, continuity.memory.Story> storiesBefore =
                    sqlite.store()
                            .<Map<String, continuity.memory.Story>>inTransaction(
                                    r -> r.storiesIn("g1"));
            Map<String, continuity.memory.Story> storiesAfter =
                    pg.store()
                            .<Map<String, continuity.memory.Story>>inTransaction(
                                    r -> r.storiesIn("g1"));
            assertEquals(storiesBefore, storiesAfter);
        }

        said.clear();
        assertEquals(
                1, main(said, "migrate", "--db", file.toString(), "--to", url), said.toString());
        assertTrue(said.get(0).contains("already holds notes; nothing was copied"), said.get(0));
        said.clear();
        assertEquals(
                0,
                main(said, "migrate", "--db", file.toString(), "--to", url, "--into-non-empty"),
                said.toString());
        assertTrue(
                said.get(0).contains("0 notes, 0 preferences, 0 open questions and 0 buttons"),
                "nothing twice: " + said.get(0));
    }

    private static final Instant LATER = Instant.parse("2026-04-01T10:00:00Z");

    private static ChatContext at(String guild, String user, int minute) {
        return new ChatContext(
                guild, "c1", null, user, user + "-name", false, LATER.plusSeconds(60L * minute));
    }

    private static String button(Reply r, String label) {
        return r.buttons().stream()
                .filter(b -> b.label().equals(label))
                .map(Button::actionId)
                .findFirst()
                .orElseThrow(() -> new AssertionError("no button " + label + " in " + r));
    }

    /**
     * The real core asks on the SQLite file: a scope question (a correction of a profile fact in a
     * channel that plays a named story) in g1, a character question ("her", two candidates) in g2.
     * Returns the pressed "Sera" button's id.
     */
    private static String askTwoQuestions(Path file) {
        try (TestBot bot = new TestBot(file)) {
            bot.remember("u1", "Mira", "Mira has blue eyes");
            bot.slash("u1", false, SlashCommand.STORY_SET, "name", "Pirate AU");
            only(bot.say("u1", "Mira's eyes are green, not blue."), ReplyKind.ASKED_SCOPE);
            bot.guild = "g2";
            bot.remember("u2", "Mira", "Mira has blue eyes");
            bot.remember("u2", "Sera", "Sera has blue eyes");
            Reply who =
                    only(
                            bot.say("u2", "(( her eyes are green, not blue ))"),
                            ReplyKind.ASKED_CHARACTER);
            String sera = button(who, "Sera");
            assertTrue(sera.startsWith("a"), "a stored button (its row is what migrate copies)");
            return sera;
        }
    }

    @Test
    void openQuestionsAskedOnSqliteAreAnsweredOnPostgresAfterTheMove() {
        Path file = dir.resolve("bot.sqlite");
        String sera = askTwoQuestions(file);
        String pendingId;
        try (BotRuntime sqlite = BotRuntime.open(file, Limits.DEFAULTS)) {
            List<Question> open =
                    sqlite.store().<List<Question>>inTransaction(r -> r.openQuestionsIn("g1"));
            assertEquals(1, open.size(), open.toString());
            pendingId = open.get(0).get("memory");
        }
        String url = Postgres.url();
        List<String> said = new java.util.ArrayList<>();
        assertEquals(
                0, main(said, "migrate", "--db", file.toString(), "--to", url), said.toString());
        assertTrue(said.get(0).contains(" 2 open questions and "), said.get(0));
        assertTrue(said.get(0).contains("open questions verified"), said.get(0));

        try (PostgresStore store = PostgresStore.open(PostgresTarget.of(url))) {
            Continuity core = new Continuity(store, Limits.DEFAULTS);
            // typed, to the bot, by the member asked: the note waiting in the question is written
            // in the story
            Reply saved =
                    only(
                            core.handle(
                                    new MessageIn(
                                            at("g1", "u1", 1),
                                            "m100",
                                            "only this story",
                                            false,
                                            true,
                                            null)),
                            ReplyKind.SAVED);
            assertTrue(saved.text().contains("Pirate AU"), saved.text());
            List<Memory> eyes =
                    core.dump("g1").stream()
                            .filter(
                                    m ->
                                            m.status() == Status.ACTIVE
                                                    && m.attribute().equals("eyes"))
                            .toList();
            assertEquals(2, eyes.size(), eyes.toString());
            Memory green =
                    eyes.stream().filter(m -> m.value().equals("green")).findFirst().orElseThrow();
            assertEquals(pendingId, green.id(), "the question's pending note, under its own id");
            assertEquals(Scope.STORY, green.scope());
            assertEquals("Pirate AU", green.scopeName());
            assertEquals(
                    "blue",
                    eyes.stream()
                            .filter(m -> m.scope() == Scope.PROFILE)
                            .findFirst()
                            .orElseThrow()
                            .value(),
                    "every other story keeps blue");

            // pressed: the button offered on SQLite works on PostgreSQL
            only(core.handle(new ClickIn(at("g2", "u2", 2), sera)), ReplyKind.REPLACED);
            Map<String, String> g2 = new java.util.HashMap<>();
            for (Memory m : core.dump("g2"))
                if (m.status() == Status.ACTIVE) g2.put(m.character(), m.value());
            assertEquals(Map.of("Sera", "green", "Mira", "blue"), g2);
            assertTrue(
                    store.<List<Question>>inTransaction(r -> r.openQuestions()).isEmpty(),
                    "both questions are closed once answered");
        }
    }

    @Test
    void aQuestionWhoseNoteIsNotThereIsSkippedAndACopyIntoNonEmptyAddsNothingTwice() {
        Path file = dir.resolve("bot.sqlite");
        askTwoQuestions(file);
        try (BotRuntime sqlite = BotRuntime.open(file, Limits.DEFAULTS)) {
            Instant at = Instant.parse("2026-03-01T12:00:00Z");
            // the core never leaves such a question; a file edited by hand, or restored in part,
            // can
            sqlite.store()
                    .inTransaction(
                            r -> {
                                r.saveQuestion(
                                        new Question(
                                                "qbroken",
                                                "g1",
                                                "c7",
                                                "u1",
                                                "scope",
                                                Map.of("memory", "nosuchnote", "story_key", "c7"),
                                                at,
                                                null));
                                r.saveAction(
                                        new Action(
                                                "abroken",
                                                "g1",
                                                "answer_scope",
                                                Map.of("question", "qbroken", "scope", "profile"),
                                                "u1",
                                                at));
                                return null;
                            });
        }
        String url = Postgres.url();
        List<String> said = new java.util.ArrayList<>();
        assertEquals(
                0, main(said, "migrate", "--db", file.toString(), "--to", url), said.toString());
        String out = said.get(0);
        assertTrue(
                out.contains(
                        "server g1: open question qbroken was not copied: its note nosuchnote is not"
                                + " in the copy"),
                out);
        assertTrue(out.contains(" 2 open questions and 4 buttons "), out);
        assertTrue(out.contains("1 open question(s) skipped"), out);
        assertTrue(out.contains("1 button(s) left behind"), out);
        try (PostgresStore store = PostgresStore.open(PostgresTarget.of(url))) {
            assertTrue(store.inTransaction(r -> r.question("qbroken")).isEmpty());
            assertTrue(store.inTransaction(r -> r.action("abroken")).isEmpty());
            assertEquals(
                    1, store.<List<Question>>inTransaction(r -> r.openQuestionsIn("g1")).size());
            assertEquals(
                    1, store.<List<Question>>inTransaction(r -> r.openQuestionsIn("g2")).size());
        }

        said.clear();
        assertEquals(
                1, main(said, "migrate", "--db", file.toString(), "--to", url), said.toString());
        assertTrue(said.get(0).contains("already holds notes; nothing was copied"), said.get(0));
        said.clear();
        assertEquals(
                0,
                main(said, "migrate", "--db", file.toString(), "--to", url, "--into-non-empty"),
                said.toString());
        out = said.get(0);
        assertTrue(out.contains("0 notes, 0 preferences, 0 open questions and 0 buttons"), out);
        assertTrue(
                out.contains(
                        "Already in the copy, left as they are: 2 open question(s) and 4 button(s)"),
                out);
        try (PostgresStore store = PostgresStore.open(PostgresTarget.of(url))) {
            assertEquals(2, store.<List<Question>>inTransaction(r -> r.openQuestions()).size());
        }
    }
}
