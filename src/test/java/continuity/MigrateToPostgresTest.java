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
import continuity.chat.SlashIn;
import continuity.memory.Action;
import continuity.memory.Continuity;
import continuity.memory.Limits;
import continuity.memory.ModelHook;
import continuity.memory.Note;
import continuity.memory.Question;
import continuity.memory.Scope;
import continuity.memory.SettingsRepository;
import continuity.memory.Status;
import continuity.store.PostgresStore;
import continuity.store.PostgresTarget;
import continuity.store.SqliteStore;
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
 * not there is skipped and said, never copied broken. Each server's own settings (markers and the
 * model setting, with who and when) and its model calls come along: on PostgreSQL the custom marker
 * still makes a correction out of character and the model is on where it was; a setting the target
 * already has with another value is kept there and said as a conflict.
 */
class MigrateToPostgresTest {
    @TempDir Path dir;

    private static final String VERIFIED =
            "counts, history links, open questions, settings and model records verified";

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
        assertTrue(said.get(0).contains(VERIFIED), said.get(0));

        try (BotRuntime sqlite = BotRuntime.open(file, Limits.DEFAULTS);
                BotRuntime pg = BotRuntime.open(url, Limits.DEFAULTS)) {
            for (String g : List.of("g1", "g2")) {
                List<Note> before = sqlite.store().<List<Note>>inTransaction(r -> r.notesIn(g));
                List<Note> after = pg.store().<List<Note>>inTransaction(r -> r.notesIn(g));
                assertTrue(before.size() >= 2, g + " has notes to copy: " + before);
                assertEquals(
                        before, after, "every note of " + g + ", every field, in the same order");
            }
            List<Note> prefsBefore =
                    sqlite.store().<List<Note>>inTransaction(r -> r.preferencesOf("u1"));
            List<Note> prefsAfter =
                    pg.store().<List<Note>>inTransaction(r -> r.preferencesOf("u1"));
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
        assertTrue(
                said.get(0).contains("already holds notes or server settings; nothing was copied"),
                said.get(0));
        said.clear();
        assertEquals(
                0,
                main(said, "migrate", "--db", file.toString(), "--to", url, "--into-non-empty"),
                said.toString());
        assertTrue(
                said.get(0).contains("0 notes, 0 preferences, 0 open questions and 0 buttons"),
                "nothing twice: " + said.get(0));
    }

    /**
     * After the questions were asked (TestBot's clock starts on 1 March), within their 7 days: a
     * question older than its buttons expires (memory.answers.Expiry).
     */
    private static final Instant LATER = Instant.parse("2026-03-02T10:00:00Z");

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
    void aNoteStoredWithANulOrAControlCharacterIsMigratedWithoutThem() throws Exception {
        Path file = dir.resolve("nul.sqlite");
        ReplayRun.run(file, SCRIPT);
        // as an older version stored them: written raw, past today's checks
        try (java.sql.Connection c = java.sql.DriverManager.getConnection("jdbc:sqlite:" + file);
                java.sql.Statement st = c.createStatement()) {
            st.executeUpdate(
                    "UPDATE memories SET text = text || char(0) || char(27) || '[2J', "
                            + "value = value || char(0) WHERE status = 'active'");
        }
        String url = Postgres.url();
        List<String> said = new java.util.ArrayList<>();
        assertEquals(
                0, main(said, "migrate", "--db", file.toString(), "--to", url), said.toString());
        try (java.sql.Connection c = java.sql.DriverManager.getConnection(url);
                java.sql.Statement st = c.createStatement();
                java.sql.ResultSet rs =
                        st.executeQuery(
                                "SELECT COUNT(*), COUNT(*) FILTER (WHERE text ~ '[[:cntrl:]]')"
                                        + " FROM memories WHERE status = 'active'")) {
            rs.next();
            assertTrue(rs.getInt(1) >= 3, "the active notes came along");
            assertEquals(0, rs.getInt(2), "without their control characters");
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
        assertTrue(said.get(0).contains(VERIFIED), said.get(0));

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
            List<Note> eyes =
                    core.dump("g1").stream()
                            .filter(
                                    m ->
                                            m.status() == Status.ACTIVE
                                                    && m.attributeWire().equals("eyes"))
                            .toList();
            assertEquals(2, eyes.size(), eyes.toString());
            Note green =
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
            for (Note m : core.dump("g2"))
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
        assertTrue(out.contains(" 2 open questions and 4 buttons,"), out);
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
        assertTrue(
                said.get(0).contains("already holds notes or server settings; nothing was copied"),
                said.get(0));
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

    /**
     * A model that never understands anything: it lets the real core store a model call (a record
     * with its raw answer) without a model server, and says which messages it was asked about.
     */
    private static final class SilentModel implements continuity.memory.ModelHook {
        final List<String> asked = new java.util.ArrayList<>();

        @Override
        public String modelName() {
            return "fake-model";
        }

        @Override
        public Proposal propose(Request r) {
            asked.add(r.guild() + ": " + r.content());
            return Proposal.failed(
                    "schema echoed", "{\"answer\": \"nothing for: " + r.content() + "\"}", 7, 3);
        }
    }

    private static ChatContext gmAt(String guild, String user, int minute) {
        return new ChatContext(
                guild, "c1", null, user, user + "-name", true, LATER.plusSeconds(60L * minute));
    }

    private static List<Reply> slash(
            Continuity core, ChatContext ctx, SlashCommand c, String... keyValues) {
        Map<String, Object> options = new java.util.HashMap<>();
        for (int i = 0; i < keyValues.length; i += 2) options.put(keyValues[i], keyValues[i + 1]);
        return core.handle(new SlashIn(ctx, c.group, c.subcommand, options));
    }

    private static List<Reply> say(Continuity core, ChatContext ctx, String text) {
        return core.handle(
                new MessageIn(ctx, "m" + ctx.at().getEpochSecond(), text, false, false, null));
    }

    private record Settings(
            java.util.Optional<SettingsRepository.Setting<String>> markers,
            java.util.Optional<SettingsRepository.Setting<Boolean>> model,
            List<ModelHook.Record> records) {}

    private static Settings settingsOf(continuity.memory.Store store, String guild) {
        return store.inTransaction(
                r ->
                        new Settings(
                                r.oocMarkersSetting(guild),
                                r.modelSetting(guild),
                                r.modelRecords(guild)));
    }

    /**
     * On the SQLite file, through the real core: in g1 a game master sets the markers "<< >>, !ooc"
     * and turns the model on, and a message the grammar cannot read is sent to the model (one model
     * call stored); in g2 another game master sets "!ooc" and turns the model off.
     */
    private static void setUpServers(Path file, SilentModel model) {
        try (SqliteStore store = SqliteStore.open(file)) {
            Continuity core = new Continuity(store, Limits.DEFAULTS).withModel(model);
            for (String g : List.of("g1", "g2"))
                only(
                        slash(
                                core,
                                at(g, "u1", 0),
                                SlashCommand.MEMORY_REMEMBER,
                                "character",
                                "Mira",
                                "text",
                                "Mira has blue eyes"),
                        ReplyKind.SAVED);
            only(
                    slash(
                            core,
                            gmAt("g1", "gm1", 1),
                            SlashCommand.SETTINGS_OOC,
                            "markers",
                            "<< >>, !ooc"),
                    ReplyKind.OK);
            only(
                    slash(core, gmAt("g1", "gm1", 2), SlashCommand.SETTINGS_MODEL, "state", "on"),
                    ReplyKind.OK);
            assertEquals(
                    List.of(), say(core, at("g1", "u1", 3), "(( a long silver braid for Mira ))"));
            assertEquals(List.of("g1: (( a long silver braid for Mira ))"), model.asked);
            only(
                    slash(core, gmAt("g2", "gm2", 4), SlashCommand.SETTINGS_OOC, "markers", "!ooc"),
                    ReplyKind.OK);
            only(
                    slash(core, gmAt("g2", "gm2", 5), SlashCommand.SETTINGS_MODEL, "state", "off"),
                    ReplyKind.OK);
            // the markers work on the file before the move
            only(
                    say(core, at("g1", "u1", 6), "*waves* << Mira has grey eyes >>"),
                    ReplyKind.REPLACED);
        }
    }

    @Test
    void eachServersMarkersModelSettingAndModelCallsSurviveTheMove() {
        Path file = dir.resolve("bot.sqlite");
        SilentModel model = new SilentModel();
        setUpServers(file, model);
        Map<String, Settings> before = new java.util.HashMap<>();
        try (SqliteStore sqlite = SqliteStore.open(file)) {
            for (String g : List.of("g1", "g2")) before.put(g, settingsOf(sqlite, g));
        }
        assertEquals(
                new SettingsRepository.Setting<>("<< >>, !ooc", "gm1", LATER.plusSeconds(60)),
                before.get("g1").markers().orElseThrow());
        assertEquals(
                new SettingsRepository.Setting<>(false, "gm2", LATER.plusSeconds(300)),
                before.get("g2").model().orElseThrow());
        assertEquals(1, before.get("g1").records().size());

        String url = Postgres.url();
        List<String> said = new java.util.ArrayList<>();
        assertEquals(
                0, main(said, "migrate", "--db", file.toString(), "--to", url), said.toString());
        String out = said.get(0);
        assertTrue(out.contains(VERIFIED), out);
        assertTrue(
                out.contains(
                        "the out-of-character markers of 2 server(s), the model setting of 2"
                                + " server(s) and 1 model records from "),
                out);

        try (PostgresStore store = PostgresStore.open(PostgresTarget.of(url))) {
            for (String g : List.of("g1", "g2"))
                assertEquals(
                        before.get(g),
                        settingsOf(store, g),
                        g + ": markers and model setting with who and when, and the model call");
            SilentModel after = new SilentModel();
            Continuity core = new Continuity(store, Limits.DEFAULTS).withModel(after);
            // the server's own marker still makes a correction out of character, and it is saved
            Reply replaced =
                    only(
                            say(
                                    core,
                                    at("g1", "u1", 10),
                                    "*waves* << Mira has green eyes, not grey >>"),
                            ReplyKind.REPLACED);
            assertTrue(replaced.text().contains("green"), replaced.text());
            only(say(core, at("g1", "u1", 11), "!ooc Mira's hair is red"), ReplyKind.SAVED);
            only(
                    say(core, at("g2", "u1", 12), "!ooc Mira's eyes are green, not blue"),
                    ReplyKind.REPLACED);
            for (String g : List.of("g1", "g2"))
                assertEquals(
                        List.of("green"),
                        core.dump(g).stream()
                                .filter(
                                        m ->
                                                m.status() == Status.ACTIVE
                                                        && m.attributeWire().equals("eyes"))
                                .map(Note::value)
                                .toList(),
                        g);
            // the model setting reads the same: on in g1, off in g2
            assertTrue(
                    only(slash(core, at("g1", "u2", 13), SlashCommand.SETTINGS_MODEL), ReplyKind.OK)
                            .text()
                            .contains("is on for this server"));
            assertTrue(
                    only(slash(core, at("g2", "u2", 14), SlashCommand.SETTINGS_MODEL), ReplyKind.OK)
                            .text()
                            .contains("is off for this server"));
            say(core, at("g1", "u1", 15), "(( Mira keeps her boots by the door ))");
            say(core, at("g2", "u1", 16), "!ooc Mira keeps her boots by the door");
            assertEquals(
                    List.of("g1: (( Mira keeps her boots by the door ))"),
                    after.asked,
                    "the model is asked in g1 only, as before the move");
            // the model call made before the move is in the server's history
            Reply history =
                    only(
                            slash(core, at("g1", "u1", 17), SlashCommand.MEMORY_HISTORY),
                            ReplyKind.LISTED);
            assertTrue(
                    history.text()
                            .contains(
                                    "fake-model): schema echoed, nothing written. Its answer:"
                                            + " {\"answer\": \"nothing for: (( a long silver braid"
                                            + " for Mira ))\"}"),
                    history.text());
        }
    }

    @Test
    void aSettingTheTargetAlreadyHasDifferentlyIsKeptThereAndSaid() {
        Path file = dir.resolve("bot.sqlite");
        setUpServers(file, new SilentModel());
        String url = Postgres.url();
        Instant set = Instant.parse("2026-05-01T08:00:00Z");
        try (PostgresStore store = PostgresStore.open(PostgresTarget.of(url))) {
            // only a model setting: the target is not empty
            store.inTransaction(
                    r -> {
                        r.setModelEnabled("g1", false, "gm9", set);
                        return null;
                    });
        }
        List<String> said = new java.util.ArrayList<>();
        assertEquals(
                1, main(said, "migrate", "--db", file.toString(), "--to", url), said.toString());
        assertTrue(
                said.get(0).contains("already holds notes or server settings; nothing was copied"),
                said.get(0));
        try (PostgresStore store = PostgresStore.open(PostgresTarget.of(url))) {
            Continuity core = new Continuity(store, Limits.DEFAULTS);
            only(
                    slash(
                            core,
                            gmAt("g1", "gm9", 20),
                            SlashCommand.SETTINGS_OOC,
                            "markers",
                            "!hrp"),
                    ReplyKind.OK);
            // g2 already has the file's markers, set by someone else
            store.inTransaction(
                    r -> {
                        r.setOocMarkers("g2", "!ooc", "gm8", set);
                        return null;
                    });
        }
        said.clear();
        assertEquals(
                0,
                main(said, "migrate", "--db", file.toString(), "--to", url, "--into-non-empty"),
                said.toString());
        String out = said.get(0);
        assertTrue(
                out.contains(
                        "server g1: conflict, the copy already has other out-of-character markers"
                                + " (/settings ooc): \"!hrp\" (set by gm9 at "
                                + LATER.plusSeconds(1200)
                                + ") in the copy, \"<< >>, !ooc\" (set by gm1 at "
                                + LATER.plusSeconds(60)
                                + ") in the file; the copy's value is kept, the file's was not copied"),
                out);
        assertTrue(
                out.contains(
                        "server g1: conflict, the copy already has another model setting (/settings"
                                + " model): off (set by gm9 at "
                                + set
                                + ") in the copy, on (set by gm1 at "),
                out);
        assertTrue(out.contains("2 setting conflict(s)"), out);
        assertTrue(
                out.contains(
                        "the out-of-character markers of 0 server(s), the model setting of 1"
                                + " server(s) and 1 model records"),
                out);
        assertTrue(
                out.contains(
                        "Already in the copy with the same value, left as they are: 1 server"
                                + " setting(s) and 0 model record(s)."),
                out);
        assertTrue(out.contains(VERIFIED), out);
        try (PostgresStore store = PostgresStore.open(PostgresTarget.of(url))) {
            assertEquals(
                    new SettingsRepository.Setting<>("!hrp", "gm9", LATER.plusSeconds(1200)),
                    store.inTransaction(r -> r.oocMarkersSetting("g1")).orElseThrow(),
                    "the target's markers are kept");
            assertEquals(
                    new SettingsRepository.Setting<>("!ooc", "gm8", set),
                    store.inTransaction(r -> r.oocMarkersSetting("g2")).orElseThrow(),
                    "same value: left as it is");
            assertEquals(
                    new SettingsRepository.Setting<>(false, "gm9", set),
                    store.inTransaction(r -> r.modelSetting("g1")).orElseThrow());
            assertEquals(
                    new SettingsRepository.Setting<>(false, "gm2", LATER.plusSeconds(300)),
                    store.inTransaction(r -> r.modelSetting("g2")).orElseThrow(),
                    "the copy had none: the file's, with who and when");
            Continuity core = new Continuity(store, Limits.DEFAULTS);
            assertEquals(
                    List.of(),
                    say(core, at("g1", "u1", 30), "*waves* << Mira has green eyes, not grey >>"),
                    "the file's << >> did not replace the target's markers");
        }
        said.clear();
        assertEquals(
                0,
                main(said, "migrate", "--db", file.toString(), "--to", url, "--into-non-empty"),
                said.toString());
        out = said.get(0);
        assertTrue(
                out.contains(
                        "the out-of-character markers of 0 server(s), the model setting of 0"
                                + " server(s) and 0 model records"),
                "nothing twice: " + out);
        assertTrue(
                out.contains(
                        "Already in the copy with the same value, left as they are: 2 server"
                                + " setting(s) and 1 model record(s)."),
                out);
        try (PostgresStore store = PostgresStore.open(PostgresTarget.of(url))) {
            // the target's own marker is the one that works there
            only(
                    say(
                            new Continuity(store, Limits.DEFAULTS),
                            at("g1", "u1", 31),
                            "!hrp Mira's eyes are green, not grey"),
                    ReplyKind.REPLACED);
        }
    }
}
