package continuity.trust;

import static continuity.trust.Bot.button;
import static continuity.trust.Bot.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.chat.ClickIn;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.chat.SlashCommand;
import continuity.memory.Continuity;
import continuity.memory.Limits;
import continuity.memory.Note;
import continuity.memory.Repository;
import continuity.memory.Status;
import continuity.memory.Store;
import continuity.store.SqliteStore;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Bugs found in the core while proving issue 6, each pinned by the test that showed it. */
class CoreRegressionTest {
    private static final Actor OWNER = Actor.player("g1", "u1");
    private static final Actor OTHER = Actor.player("g1", "u2");

    @Test
    void aNewCharacterAfterARestartDoesNotHideTheGuildsOtherCharacters(@TempDir Path dir) {
        try (Bot bot = new Bot(dir.resolve("bot.sqlite"))) {
            bot.slash(
                    OWNER,
                    SlashCommand.MEMORY_REMEMBER,
                    "character",
                    "Mira",
                    "text",
                    "Mira has blue eyes");
            bot.restart();
            // the first event after the restart creates a character without reading a message
            bot.slash(
                    OWNER,
                    SlashCommand.MEMORY_REMEMBER,
                    "character",
                    "Sera",
                    "text",
                    "Sera has red hair");
            List<Reply> r = bot.say(OWNER, "Mira's eyes are green, not blue.");
            assertEquals(
                    1,
                    r.size(),
                    "a plain correction of Mira must still be read after Sera was added: " + r);
            assertEquals(ReplyKind.REPLACED, r.get(0).kind(), r.toString());
        }
    }

    @Test
    void movingAFreeNoteToTheStoryNeverRetiresAnotherFreeNote(@TempDir Path dir) {
        try (Bot bot = new Bot(dir.resolve("bot.sqlite"))) {
            bot.slash(OWNER, SlashCommand.STORY_SET, "name", "Pirate AU");
            bot.slash(
                    OWNER,
                    SlashCommand.MEMORY_REMEMBER,
                    "character",
                    "Mira",
                    "text",
                    "Mira hums when nervous",
                    "scope",
                    "story");
            List<Reply> saved =
                    bot.slash(
                            OWNER,
                            SlashCommand.MEMORY_REMEMBER,
                            "character",
                            "Mira",
                            "text",
                            "Mira collects maps");
            assertEquals(ReplyKind.SAVED, only(saved).kind(), saved.toString());
            List<Reply> moved = bot.click(OWNER, button(saved, "Only this story"));
            assertEquals(
                    ReplyKind.SAVED,
                    only(moved).kind(),
                    "a free note joins the others, it replaces none: " + moved);
            assertTrue(
                    active(bot, "g1", "Mira hums when nervous"),
                    "the other free note must stay active");
            assertTrue(active(bot, "g1", "Mira collects maps"), "the moved note must be active");
            assertEquals(List.of(), Invariants.violations(bot.jdbcUrl()));
        }
    }

    @Test
    void aFreeNoteAboutSomeoneElsesCharacterIsOnlyAProposal(@TempDir Path dir) {
        try (Bot bot = new Bot(dir.resolve("bot.sqlite"))) {
            bot.slash(
                    OWNER,
                    SlashCommand.MEMORY_REMEMBER,
                    "character",
                    "Mira",
                    "text",
                    "Mira collects maps");
            List<Reply> r =
                    bot.slash(
                            OTHER,
                            SlashCommand.MEMORY_REMEMBER,
                            "character",
                            "Mira",
                            "text",
                            "Mira is secretly a traitor");
            assertEquals(
                    ReplyKind.ASKED_WHICH, only(r).kind(), "a non-owner's note is disputed: " + r);
            assertFalse(
                    active(bot, "g1", "Mira is secretly a traitor"),
                    "it must not be canon before the owner decides");
            List<Reply> accepted = bot.click(OWNER, button(r, "Accept"));
            assertEquals(ReplyKind.SAVED, only(accepted).kind(), accepted.toString());
            assertTrue(active(bot, "g1", "Mira is secretly a traitor"));
            assertTrue(
                    active(bot, "g1", "Mira collects maps"),
                    "accepting a free note retires no other free note");
        }
    }

    /**
     * One thread closes the question of a channel while another opens a new one there: the new
     * question must still be answerable by a typed answer, whatever order their bookkeeping runs
     * in.
     */
    @Test
    void aQuestionOpenedWhileAnotherClosesStaysAnswerableByTyping(@TempDir Path dir)
            throws Exception {
        PausingStore store = new PausingStore(SqliteStore.open(dir.resolve("bot.sqlite")));
        try (store) {
            Continuity core = new Continuity(store, Limits.DEFAULTS);
            Bot.Clock clock = new Bot.Clock();
            core.handle(clock.slash(OWNER, SlashCommand.STORY_SET, "name", "Pirate AU"));
            core.handle(
                    clock.slash(
                            OWNER,
                            SlashCommand.MEMORY_REMEMBER,
                            "character",
                            "Mira",
                            "text",
                            "Mira has blue eyes",
                            "scope",
                            "profile"));
            core.handle(
                    clock.slash(
                            OWNER,
                            SlashCommand.MEMORY_REMEMBER,
                            "character",
                            "Mira",
                            "text",
                            "Mira has black hair",
                            "scope",
                            "profile"));
            List<Reply> first =
                    core.handle(clock.message(OWNER, "Mira's eyes are green, not blue."));
            assertEquals(ReplyKind.ASKED_SCOPE, only(first).kind(), first.toString());

            ClickIn closeFirst = clock.click(OWNER, button(first, "Only this story"));
            store.pauseAfterCommitOf(Thread.currentThread());
            AtomicReference<List<Reply>> second = new AtomicReference<>();
            Thread opener =
                    new Thread(
                            () -> {
                                try {
                                    store.paused.await(10, TimeUnit.SECONDS);
                                    second.set(
                                            core.handle(
                                                    clock.message(
                                                            OWNER,
                                                            "Mira's hair is red, not black.")));
                                } catch (InterruptedException e) {
                                    Thread.currentThread().interrupt();
                                } finally {
                                    store.resume.countDown();
                                }
                            });
            opener.start();
            core.handle(closeFirst);
            opener.join(10_000);
            assertEquals(ReplyKind.ASKED_SCOPE, only(second.get()).kind(), second.get().toString());

            List<Reply> answer = core.handle(clock.message(OWNER, "only this story"));
            assertEquals(
                    1,
                    answer.size(),
                    "the typed answer to the open question must be read: " + answer);
            assertEquals(ReplyKind.SAVED, answer.get(0).kind(), answer.toString());
            assertTrue(
                    answer.get(0).text().contains("red hair")
                            && answer.get(0).text().contains("Pirate AU"),
                    answer.toString());
        }
    }

    /**
     * A real store that can hold one thread right after its commit, before the core's bookkeeping.
     */
    static final class PausingStore implements Store {
        private final Store inner;
        private volatile Thread pausing;
        private final AtomicBoolean used = new AtomicBoolean();
        final CountDownLatch paused = new CountDownLatch(1);
        final CountDownLatch resume = new CountDownLatch(1);

        PausingStore(Store inner) {
            this.inner = inner;
        }

        void pauseAfterCommitOf(Thread t) {
            pausing = t;
        }

        @Override
        public <T> T inTransaction(Function<Repository, T> work) {
            T result = inner.inTransaction(work);
            if (Thread.currentThread() == pausing && used.compareAndSet(false, true)) {
                paused.countDown();
                try {
                    resume.await(10, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            return result;
        }

        @Override
        public void close() {
            inner.close();
        }
    }

    static boolean active(Bot bot, String guild, String text) {
        for (Note m : bot.dump(guild)) {
            if (m.status() == Status.ACTIVE && m.text().equals(text)) return true;
        }
        return false;
    }
}
