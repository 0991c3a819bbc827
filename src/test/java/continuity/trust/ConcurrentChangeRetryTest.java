package continuity.trust;

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
import continuity.memory.ConcurrentChange;
import continuity.memory.Continuity;
import continuity.memory.Note;
import continuity.memory.Repository;
import continuity.memory.Status;
import continuity.memory.Store;
import continuity.store.SqliteStore;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A change that meets other changes to the same notes twice (what a shared PostgreSQL store reports
 * as {@link ConcurrentChange} after its one retry) is answered with a question, never a lost update
 * and never "something went wrong": nothing of it is written, the author is asked whether to try
 * again (a stored question with a Retry button, also answered by a typed "yes"), and trying again
 * writes it exactly once. The real SQLite store does the work; the collision is injected, since two
 * processes cannot be made to collide twice on cue.
 */
class ConcurrentChangeRetryTest {
    @TempDir Path dir;

    /** The real store, whose next {@code collisions} transactions meet a concurrent change. */
    private static final class Colliding implements Store {
        final SqliteStore real;
        final AtomicInteger collisions = new AtomicInteger();

        Colliding(SqliteStore real) {
            this.real = real;
        }

        @Override
        public <T> T inTransaction(Function<Repository, T> work) {
            return real.inTransaction(
                    repo -> {
                        T result = work.apply(repo);
                        if (collisions.getAndUpdate(n -> Math.max(0, n - 1)) > 0)
                            throw new ConcurrentChange("injected", null);
                        return result;
                    });
        }

        @Override
        public void close() {
            real.close();
        }
    }

    private static final Instant T0 = Instant.parse("2026-12-01T20:00:00Z");

    private static ChatContext ctx(String user, String name, int minute) {
        return new ChatContext("g1", "c1", null, user, name, false, T0.plusSeconds(60L * minute));
    }

    private static MessageIn say(String user, String name, int minute, String text) {
        return new MessageIn(ctx(user, name, minute), "m" + minute, text, false, false, null);
    }

    private static Button retry(Reply r) {
        return r.buttons().stream()
                .filter(b -> b.label().equals("Retry") || b.label().equals("Réessayer"))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no Retry button: " + r));
    }

    private List<Note> live(Store store) {
        return store.inTransaction(repo -> repo.notesIn("g1")).stream()
                .filter(m -> m.status() == Status.ACTIVE)
                .toList();
    }

    @Test
    void aCorrectionThatCollidesTwiceIsAskedAboutAndWrittenOnceWhenRetried() {
        try (Colliding store = new Colliding(SqliteStore.open(dir.resolve("bot.sqlite")))) {
            Continuity core = new Continuity(store);
            core.handle(say("u1", "alice", 0, "(( Mira has blue eyes ))"));
            assertEquals(1, live(store).size());

            store.collisions.set(1);
            List<Reply> asked =
                    core.handle(say("u1", "alice", 1, "(( Mira's eyes are green, not blue ))"));
            assertEquals(1, asked.size(), asked.toString());
            Reply q = asked.get(0);
            assertEquals(ReplyKind.ASKED_WHICH, q.kind(), q.toString());
            assertTrue(q.text().contains("try again"), q.text());
            assertEquals(
                    "blue",
                    live(store).get(0).value(),
                    "nothing of the colliding correction is written");

            // the question outlives a restart; only its author presses Retry
            core = new Continuity(store);
            List<Reply> other = core.handle(new ClickIn(ctx("u2", "bob", 2), retry(q).actionId()));
            assertEquals(ReplyKind.REFUSED, other.get(0).kind(), other.toString());
            List<Reply> again =
                    core.handle(new ClickIn(ctx("u1", "alice", 2), retry(q).actionId()));
            assertEquals(1, again.size(), again.toString());
            assertEquals(ReplyKind.REPLACED, again.get(0).kind(), again.toString());
            List<Note> now = live(store);
            assertEquals(1, now.size(), "one current eye colour: " + now);
            assertEquals("green", now.get(0).value());
            // a second press finds the question answered
            List<Reply> twice =
                    core.handle(new ClickIn(ctx("u1", "alice", 3), retry(q).actionId()));
            assertEquals(ReplyKind.ERROR, twice.get(0).kind(), twice.toString());
            assertEquals("green", live(store).get(0).value());
        }
    }

    @Test
    void aTypedYesRetriesAndFrenchIsAskedInFrench() {
        try (Colliding store = new Colliding(SqliteStore.open(dir.resolve("bot.sqlite")))) {
            Continuity core = new Continuity(store);
            store.collisions.set(1);
            List<Reply> asked = core.handle(say("u1", "alice", 1, "(( Mira a les yeux verts ))"));
            assertEquals(ReplyKind.ASKED_WHICH, asked.get(0).kind(), asked.toString());
            assertTrue(asked.get(0).text().contains("Je réessaie"), asked.get(0).text());
            assertEquals("Réessayer", retry(asked.get(0)).label());
            assertEquals(List.of(), live(store));
            // someone else's "oui" is chat, not the answer
            assertEquals(List.of(), core.handle(say("u2", "bob", 2, "oui")));
            assertEquals(List.of(), live(store));
            List<Reply> again = core.handle(say("u1", "alice", 3, "oui"));
            assertEquals(ReplyKind.SAVED, again.get(0).kind(), again.toString());
            assertEquals("verts", live(store).get(0).value().toLowerCase(Locale.ROOT));
        }
    }

    @Test
    void aCommandThatCollidesIsAskedAboutPrivatelyAndRetriedWithItsOptions() {
        try (Colliding store = new Colliding(SqliteStore.open(dir.resolve("bot.sqlite")))) {
            Continuity core = new Continuity(store);
            store.collisions.set(1);
            SlashIn remember =
                    SlashIn.of(
                            ctx("u1", "alice", 1),
                            SlashCommand.MEMORY_REMEMBER,
                            Map.of(
                                    "character",
                                    "Kael",
                                    "text",
                                    "Kael has a scar over his left eye"));
            List<Reply> asked = core.handle(remember);
            assertEquals(ReplyKind.ASKED_WHICH, asked.get(0).kind(), asked.toString());
            assertTrue(asked.get(0).ephemeral(), "a command's question is for its author only");
            assertEquals(List.of(), live(store));
            List<Reply> again =
                    core.handle(new ClickIn(ctx("u1", "alice", 2), retry(asked.get(0)).actionId()));
            assertEquals(ReplyKind.SAVED, again.get(0).kind(), again.toString());
            assertEquals(1, live(store).size());
            assertTrue(live(store).get(0).text().contains("scar"), live(store).toString());
        }
    }

    @Test
    void whenEvenTheQuestionCannotBeStoredTheAuthorIsToldToSendItAgain() {
        try (Colliding store = new Colliding(SqliteStore.open(dir.resolve("bot.sqlite")))) {
            Continuity core = new Continuity(store);
            store.collisions.set(2);
            List<Reply> r = core.handle(say("u1", "alice", 1, "(( Mira has blue eyes ))"));
            assertEquals(ReplyKind.ERROR, r.get(0).kind(), r.toString());
            assertTrue(r.get(0).text().contains("send it again"), r.get(0).text());
            assertTrue(r.get(0).buttons().isEmpty());
            assertEquals(List.of(), live(store));
            assertEquals(
                    List.of(),
                    store.inTransaction(repo -> repo.openQuestionsIn("g1")),
                    "no question was left behind");
        }
    }
}
