package continuity.trust;

import static continuity.trust.Bot.button;
import static continuity.trust.Bot.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.chat.SlashCommand;
import continuity.memory.Limits;
import continuity.memory.Note;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One member (or one busy server) cannot flood the canon or the database: live notes per member and
 * per server, and changes per minute per member and per server, are capped by {@link Limits}; every
 * path that writes a note obeys them, and a refusal is polite, private and writes nothing.
 */
@org.junit.jupiter.params.ParameterizedClass(name = "[{0}]")
@org.junit.jupiter.params.provider.EnumSource(continuity.store.StoreKind.class)
class AbuseLimitsTest {
    /** The store this run of the class is on (every test runs on both). */
    @org.junit.jupiter.params.Parameter continuity.store.StoreKind store;

    private static final Actor OWNER = Actor.player("g1", "u1");

    private static void refusedPolitely(
            Bot bot, String guild, Supplier<List<Reply>> attempt, String says) {
        List<Note> before = bot.dump(guild);
        Reply r = only(attempt.get());
        assertEquals(ReplyKind.REFUSED, r.kind(), r.toString());
        assertTrue(r.ephemeral(), "a refusal is private: " + r);
        assertTrue(r.text().contains(says), "the refusal says why and what to do: " + r.text());
        assertEquals(before, bot.dump(guild), "a refused write stores nothing");
    }

    @Test
    void aMemberMakesAtMostSoManyChangesAMinute(@TempDir Path dir) {
        try (Bot bot = new Bot(store.database(dir, "rate"), Limits.DEFAULTS.withRates(3, 0))) {
            bot.clock.step(Duration.ofSeconds(5));
            bot.slash(
                    OWNER,
                    SlashCommand.MEMORY_REMEMBER,
                    "character",
                    "Mira",
                    "text",
                    "Mira has blue eyes");
            bot.say(OWNER, "Mira's eyes are green, not blue.");
            bot.say(OWNER, "Mira's hair is red, not black.");
            refusedPolitely(
                    bot,
                    "g1",
                    () -> bot.say(OWNER, "Mira's eyes are grey, not green."),
                    "at most 3 changes a minute");
            refusedPolitely(
                    bot,
                    "g1",
                    () ->
                            bot.slash(
                                    OWNER,
                                    SlashCommand.MEMORY_REMEMBER,
                                    "character",
                                    "Mira",
                                    "text",
                                    "Mira hums"),
                    "Try again");
            // another member is not held back by the first one
            assertEquals(
                    ReplyKind.SAVED,
                    only(bot.slash(
                                    Actor.player("g1", "u2"),
                                    SlashCommand.MEMORY_REMEMBER,
                                    "character",
                                    "Sera",
                                    "text",
                                    "Sera has red hair"))
                            .kind());
            bot.clock.advance(Duration.ofMinutes(1));
            assertEquals(
                    ReplyKind.REPLACED,
                    only(bot.say(OWNER, "Mira's eyes are grey, not green.")).kind());
        }
    }

    @Test
    void aServerMakesAtMostSoManyChangesAMinute(@TempDir Path dir) {
        try (Bot bot =
                new Bot(store.database(dir, "guild-rate"), Limits.DEFAULTS.withRates(0, 4))) {
            bot.clock.step(Duration.ofSeconds(1));
            for (int u = 1; u <= 4; u++) {
                assertEquals(
                        ReplyKind.SAVED,
                        only(bot.slash(
                                        Actor.player("g1", "u" + u),
                                        SlashCommand.MEMORY_REMEMBER,
                                        "character",
                                        "C" + u,
                                        "text",
                                        "C" + u + " has blue eyes"))
                                .kind());
            }
            refusedPolitely(
                    bot,
                    "g1",
                    () ->
                            bot.slash(
                                    Actor.player("g1", "u5"),
                                    SlashCommand.MEMORY_REMEMBER,
                                    "character",
                                    "Mira",
                                    "text",
                                    "Mira has blue eyes"),
                    "This server is making a lot of changes");
            assertEquals(
                    ReplyKind.SAVED,
                    only(bot.slash(
                                    Actor.player("g2", "u5"),
                                    SlashCommand.MEMORY_REMEMBER,
                                    "character",
                                    "Mira",
                                    "text",
                                    "Mira has blue eyes"))
                            .kind(),
                    "another server is not held back");
        }
    }

    @Test
    void aMemberKeepsAtMostSoManyLiveNotesInAServer(@TempDir Path dir) {
        try (Bot bot = new Bot(store.database(dir, "cap"), Limits.DEFAULTS.withNotes(0, 3))) {
            for (String t : List.of("Mira hums", "Mira sings", "Mira whistles")) {
                assertEquals(
                        ReplyKind.SAVED,
                        only(bot.slash(
                                        OWNER,
                                        SlashCommand.MEMORY_REMEMBER,
                                        "character",
                                        "Mira",
                                        "text",
                                        t))
                                .kind());
            }
            refusedPolitely(
                    bot,
                    "g1",
                    () ->
                            bot.slash(
                                    OWNER,
                                    SlashCommand.MEMORY_REMEMBER,
                                    "character",
                                    "Mira",
                                    "text",
                                    "Mira dances"),
                    "your limit of 3 notes");
            assertEquals(
                    ReplyKind.FORGOTTEN,
                    only(bot.slash(OWNER, SlashCommand.MEMORY_FORGET, "memory", "whistles"))
                            .kind());
            assertEquals(
                    ReplyKind.SAVED,
                    only(bot.slash(
                                    OWNER,
                                    SlashCommand.MEMORY_REMEMBER,
                                    "character",
                                    "Mira",
                                    "text",
                                    "Mira dances"))
                            .kind(),
                    "forgetting a note makes room");
            // the limit is per server
            assertEquals(
                    ReplyKind.SAVED,
                    only(bot.slash(
                                    OWNER.in("g2"),
                                    SlashCommand.MEMORY_REMEMBER,
                                    "character",
                                    "Mira",
                                    "text",
                                    "Mira hums"))
                            .kind());
        }
    }

    @Test
    void aServerKeepsAtMostSoManyLiveNotes(@TempDir Path dir) {
        try (Bot bot = new Bot(store.database(dir, "guild-cap"), Limits.DEFAULTS.withNotes(3, 0))) {
            for (int u = 1; u <= 3; u++) {
                bot.slash(
                        Actor.player("g1", "u" + u),
                        SlashCommand.MEMORY_REMEMBER,
                        "character",
                        "C" + u,
                        "text",
                        "C" + u + " hums");
            }
            refusedPolitely(
                    bot,
                    "g1",
                    () ->
                            bot.slash(
                                    Actor.player("g1", "u9"),
                                    SlashCommand.MEMORY_REMEMBER,
                                    "character",
                                    "Mira",
                                    "text",
                                    "Mira hums"),
                    "This server has reached its limit of 3 notes");
        }
    }

    /**
     * A correction retires the note it replaces: the server's count stays, the member's grows only
     * by someone else's note.
     */
    @Test
    void aCorrectionCountsOnlyWhatItAdds(@TempDir Path dir) {
        try (Bot bot =
                new Bot(store.database(dir, "replace-guild"), Limits.DEFAULTS.withNotes(2, 0))) {
            bot.slash(
                    OWNER,
                    SlashCommand.MEMORY_REMEMBER,
                    "character",
                    "Mira",
                    "text",
                    "Mira has blue eyes",
                    "scope",
                    "profile");
            bot.slash(
                    OWNER,
                    SlashCommand.MEMORY_REMEMBER,
                    "character",
                    "Mira",
                    "text",
                    "Mira has black hair",
                    "scope",
                    "profile");
            refusedPolitely(
                    bot,
                    "g1",
                    () ->
                            bot.slash(
                                    OWNER,
                                    SlashCommand.MEMORY_REMEMBER,
                                    "character",
                                    "Mira",
                                    "text",
                                    "Mira hums"),
                    "This server has reached its limit of 2 notes");
            assertEquals(
                    ReplyKind.REPLACED,
                    only(bot.say(OWNER, "Mira's eyes are green, not blue.")).kind(),
                    "a full server still takes corrections");
            assertTrue(
                    Invariants.violations(bot.jdbcUrl()).isEmpty(),
                    Invariants.violations(bot.jdbcUrl()).toString());
        }
        try (Bot bot =
                new Bot(store.database(dir, "replace-member"), Limits.DEFAULTS.withNotes(0, 2))) {
            Actor gm = Actor.player("g1", "u3").asGm();
            bot.slash(
                    OWNER,
                    SlashCommand.MEMORY_REMEMBER,
                    "character",
                    "Mira",
                    "text",
                    "Mira has blue eyes",
                    "scope",
                    "profile");
            bot.slash(
                    OWNER,
                    SlashCommand.MEMORY_REMEMBER,
                    "character",
                    "Mira",
                    "text",
                    "Mira hums",
                    "scope",
                    "profile");
            bot.slash(
                    gm,
                    SlashCommand.MEMORY_REMEMBER,
                    "character",
                    "Mira",
                    "text",
                    "Mira has black hair",
                    "scope",
                    "profile");
            assertEquals(
                    ReplyKind.REPLACED,
                    only(bot.say(OWNER, "Mira's eyes are green, not blue.")).kind(),
                    "replacing one's own note adds nothing to one's count");
            refusedPolitely(
                    bot,
                    "g1",
                    () -> bot.say(OWNER, "Mira's hair is red, not black."),
                    "your limit of 2 notes");
            assertEquals(
                    ReplyKind.REPLACED,
                    only(bot.say(gm, "Mira's hair is red, not black.")).kind(),
                    "the game master replaces their own note");
            assertTrue(
                    Invariants.violations(bot.jdbcUrl()).isEmpty(),
                    Invariants.violations(bot.jdbcUrl()).toString());
        }
    }

    /** Every door that writes a note is behind the same gate. */
    @Test
    void everyPathThatWritesANoteObeysTheLimits(@TempDir Path dir) {
        try (Bot bot = new Bot(store.database(dir, "paths"), Limits.DEFAULTS.withNotes(0, 2))) {
            Actor other = Actor.player("g1", "u2");
            bot.slash(OWNER, SlashCommand.STORY_SET, "name", "Pirate AU");
            bot.slash(
                    OWNER,
                    SlashCommand.MEMORY_REMEMBER,
                    "character",
                    "Mira",
                    "text",
                    "Mira has blue eyes",
                    "scope",
                    "profile");
            List<Reply> two =
                    bot.slash(
                            OWNER,
                            SlashCommand.MEMORY_REMEMBER,
                            "character",
                            "Mira",
                            "text",
                            "Mira hums",
                            "scope",
                            "profile");
            assertEquals(ReplyKind.SAVED, only(two).kind());
            String full = "your limit of 2 notes";
            // a correction in chat (a new detail)
            refusedPolitely(
                    bot,
                    "g1",
                    () -> bot.say(OWNER.at("c9"), "Mira's hair is red, not black."),
                    full);
            // a correction whose scope is unclear would store a note waiting for the answer
            refusedPolitely(
                    bot, "g1", () -> bot.say(OWNER, "Mira's hair is red, not black."), full);
            // /memory remember
            refusedPolitely(
                    bot,
                    "g1",
                    () ->
                            bot.slash(
                                    OWNER,
                                    SlashCommand.MEMORY_REMEMBER,
                                    "character",
                                    "Mira",
                                    "text",
                                    "Mira sings"),
                    full);
            // a private preference
            refusedPolitely(
                    bot, "g1", () -> bot.ask(OWNER, "@Continuity I prefer short replies"), full);
            // a character chosen by button after "which character?"
            bot.slash(
                    other,
                    SlashCommand.MEMORY_REMEMBER,
                    "character",
                    "Sera",
                    "text",
                    "Sera has grey eyes");
            List<Reply> which = bot.ask(OWNER, "@Continuity her hair is red");
            assertEquals(ReplyKind.ASKED_CHARACTER, only(which).kind(), which.toString());
            refusedPolitely(bot, "g1", () -> bot.click(OWNER, button(which, "Mira")), full);
            // a proposal about someone else's character counts for the one who proposes
            bot.slash(
                    other, SlashCommand.MEMORY_REMEMBER, "character", "Sera", "text", "Sera hums");
            refusedPolitely(
                    bot,
                    "g1",
                    () -> bot.say(other, "Mira's eyes are green, not blue."),
                    "your limit of 2 notes");
            // what does not add a note still works: an edit, a forget, an undo
            List<Reply> edited =
                    bot.slash(
                            OWNER,
                            SlashCommand.MEMORY_EDIT,
                            "memory",
                            "Mira hums",
                            "text",
                            "Mira hums softly");
            assertEquals(ReplyKind.EDITED, only(edited).kind(), edited.toString());
            assertEquals(ReplyKind.OK, only(bot.click(OWNER, button(edited, "Undo"))).kind());
        }
        try (Bot bot = new Bot(store.database(dir, "edit-rate"), Limits.DEFAULTS.withRates(2, 0))) {
            bot.clock.step(Duration.ofSeconds(1));
            bot.slash(
                    OWNER, SlashCommand.MEMORY_REMEMBER, "character", "Mira", "text", "Mira hums");
            assertEquals(
                    ReplyKind.EDITED,
                    only(bot.slash(
                                    OWNER,
                                    SlashCommand.MEMORY_EDIT,
                                    "memory",
                                    "hums",
                                    "text",
                                    "Mira hums loudly"))
                            .kind());
            refusedPolitely(
                    bot,
                    "g1",
                    () ->
                            bot.slash(
                                    OWNER,
                                    SlashCommand.MEMORY_EDIT,
                                    "memory",
                                    "hums",
                                    "text",
                                    "Mira hums softly"),
                    "at most 2 changes a minute");
        }
    }

    @Test
    void theDefaultsAreGenerousButFinite() {
        Limits d = Limits.DEFAULTS;
        assertTrue(d.changesPerMinute() > 0 && d.guildChangesPerMinute() >= d.changesPerMinute());
        assertTrue(d.notesPerUser() > 0 && d.notesPerGuild() >= d.notesPerUser());
        assertEquals(30, d.departedGraceDays());
        assertNotEquals(d, d.withRates(1, 1));
        assertEquals(
                new Limits(1, 2, 3, 4, 5, 6).guildChangesPerMinute(),
                d.guildChangesPerMinute(),
                "the six-limit constructor keeps the server rate's default");
    }

    @Test
    void oneMessageGetsOneAnswerPerQuestionAndAtMostFiveAnswers(@TempDir Path dir) {
        try (Bot bot = new Bot(store.database(dir, "answers"))) {
            bot.slash(
                    OWNER,
                    SlashCommand.MEMORY_REMEMBER,
                    "character",
                    "Mira",
                    "text",
                    "Mira has blue eyes");
            List<Reply> same =
                    bot.ask(OWNER, "@Continuity " + "what colour are Mira's eyes? ".repeat(120));
            assertEquals(
                    1,
                    same.stream().filter(x -> x.kind() == ReplyKind.RECALLED).count(),
                    "the same question 120 times is one answer: " + same);
            assertTrue(same.size() <= 2, "and nothing else repeated: " + same);
            String[] things = {
                "eyes", "hair", "age", "height", "job", "home", "pet", "weapon", "scar", "name"
            };
            StringBuilder many = new StringBuilder("@Continuity ");
            for (String thing : things) many.append("what is Mira's ").append(thing).append("? ");
            List<Reply> answers = bot.ask(OWNER, many.toString());
            assertTrue(
                    answers.size() <= Limits.ANSWERS_PER_MESSAGE + 1,
                    "at most five answers and one word about the rest: " + answers.size());
            Reply last = answers.get(answers.size() - 1);
            assertEquals(ReplyKind.REFUSED, last.kind(), last.toString());
            assertTrue(last.text().contains("at most 5 questions"), last.text());
        }
    }

    @Test
    void aMemberWhoMayNotEditANoteIsNeverOfferedAChoiceSoNoChoiceIsStored(@TempDir Path dir) {
        try (Bot bot = new Bot(store.database(dir, "choices"), Limits.DEFAULTS.withRates(0, 0))) {
            for (String t : List.of("a blue cloak", "a blue ring", "a blue scarf"))
                bot.slash(
                        OWNER,
                        SlashCommand.MEMORY_REMEMBER,
                        "character",
                        "Mira",
                        "text",
                        "Mira wears " + t);
            Actor other = Actor.player("g1", "u2");
            for (int i = 0; i < 50; i++) {
                Reply r =
                        only(
                                bot.slash(
                                        other,
                                        SlashCommand.MEMORY_EDIT,
                                        "memory",
                                        "blue",
                                        "text",
                                        "Mira wears red " + i));
                assertEquals(ReplyKind.REFUSED, r.kind(), r.toString());
                assertTrue(r.buttons().isEmpty(), r.toString());
            }
            assertEquals(
                    0,
                    bot.store().inTransaction(repo -> repo.actionsIn("g1")).size(),
                    "no stored choice for a member who may not choose");
            // the owner is asked which, and those stored choices go after a week
            Reply which =
                    only(
                            bot.slash(
                                    OWNER,
                                    SlashCommand.MEMORY_EDIT,
                                    "memory",
                                    "blue",
                                    "text",
                                    "Mira wears red"));
            assertEquals(ReplyKind.ASKED_WHICH, which.kind(), which.toString());
            int offered = bot.store().inTransaction(repo -> repo.actionsIn("g1")).size();
            assertEquals(which.buttons().size(), offered);
            assertTrue(offered >= 2, which.toString());
            assertEquals(0, bot.core().expire(bot.clock.now().plus(Duration.ofDays(6))).buttons());
            assertEquals(
                    offered, bot.core().expire(bot.clock.now().plus(Duration.ofDays(8))).buttons());
            assertEquals(0, bot.store().inTransaction(repo -> repo.actionsIn("g1")).size());
        }
    }

    @Test
    void onlyWhoSetAStoryOrStartedASceneOrAGameMasterMayChangeOrEndIt(@TempDir Path dir) {
        try (Bot bot = new Bot(store.database(dir, "stories"))) {
            Actor other = Actor.player("g1", "u2");
            Actor gm = Actor.player("g1", "u3").asGm();
            assertEquals(
                    ReplyKind.OK,
                    only(bot.slash(OWNER, SlashCommand.STORY_SET, "name", "Pirate AU")).kind());
            assertEquals(
                    ReplyKind.REFUSED,
                    only(bot.slash(other, SlashCommand.STORY_SET, "name", "Space AU")).kind());
            assertEquals(
                    ReplyKind.REFUSED, only(bot.slash(other, SlashCommand.STORY_CLEAR)).kind());
            assertEquals(
                    ReplyKind.OK,
                    only(bot.slash(other, SlashCommand.STORY_SET, "name", "Pirate AU")).kind(),
                    "naming the story already set changes nothing and is no refusal");
            assertEquals(
                    ReplyKind.OK,
                    only(bot.slash(OWNER, SlashCommand.STORY_SET, "name", "Space AU")).kind());
            assertEquals(ReplyKind.OK, only(bot.slash(gm, SlashCommand.STORY_CLEAR)).kind());

            assertEquals(
                    ReplyKind.OK,
                    only(bot.slash(OWNER, SlashCommand.SCENE_START, "name", "Winter ball")).kind());
            assertEquals(
                    ReplyKind.REFUSED,
                    only(bot.slash(other, SlashCommand.SCENE_START, "name", "Duel")).kind());
            assertEquals(ReplyKind.REFUSED, only(bot.slash(other, SlashCommand.SCENE_END)).kind());
            assertEquals(ReplyKind.OK, only(bot.slash(gm, SlashCommand.SCENE_END)).kind());
            assertEquals(
                    ReplyKind.OK,
                    only(bot.slash(other, SlashCommand.SCENE_START, "name", "Duel")).kind(),
                    "anyone may start a scene where none runs");
        }
    }

    @Test
    void scenesAndStoriesCountAgainstTheRateOfChanges(@TempDir Path dir) {
        try (Bot bot = new Bot(store.database(dir, "scenes"), Limits.DEFAULTS.withRates(20, 0))) {
            bot.clock.step(Duration.ofSeconds(1));
            int started = 0;
            for (int i = 0; i < 40; i++) {
                Reply r = only(bot.slash(OWNER, SlashCommand.SCENE_START, "name", "Scene " + i));
                if (r.kind() == ReplyKind.OK) started++;
                else assertEquals(ReplyKind.REFUSED, r.kind(), r.toString());
            }
            assertEquals(20, started, "at most 20 scenes a minute");
        }
    }

    @Test
    void aMessageOfSixCorrectionsOffersAnUndoForEach(@TempDir Path dir) {
        try (Bot bot = new Bot(store.database(dir, "undo"))) {
            List<Reply> r =
                    bot.say(
                            OWNER,
                            "(( Mira's eyes are green. Mira's hair is red. Mira's age is 30."
                                    + " Mira's height is tall. Mira's job is smith. Mira's home is Vell. ))");
            Reply done = r.get(0);
            assertEquals(ReplyKind.SAVED, done.kind(), r.toString());
            long changes = done.text().lines().filter(l -> l.matches("\\d+\\. .*")).count();
            assertTrue(changes >= 5, "more changes than the four Undo buttons of before: " + done);
            assertEquals(
                    changes + 1, done.buttons().size(), "Undo all and one Undo for each: " + done);
        }
    }
}
