package continuity.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import continuity.memory.Kind;
import continuity.memory.Note;
import continuity.memory.Retire;
import continuity.memory.Scope;
import continuity.memory.Status;
import continuity.memory.Store;
import java.nio.file.Path;
import java.time.Instant;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The live-note counts the abuse limits read (table live_notes) follow every write: inserts,
 * retirements (by either update), notes brought back, a rolled-back transaction (no change), and a
 * purge; reads inside a transaction see its own changes.
 */
class LiveNoteCountsTest {
    @TempDir Path dir;

    private static final Instant AT = Instant.parse("2026-01-01T10:00:00Z");

    private static Note note(String id, String guild, String author, Status status) {
        return note(id, guild, author, status, "eyes");
    }

    private static Note note(
            String id, String guild, String author, Status status, String attribute) {
        return Note.of(
                id,
                guild,
                "Mira",
                "mira",
                attribute,
                "blue",
                "Mira has blue " + attribute,
                Kind.FACT,
                Scope.PROFILE,
                null,
                null,
                status,
                author,
                "c1",
                null,
                AT,
                null,
                null,
                null,
                null,
                "en");
    }

    private static int[] counts(Store store, String guild, String author) {
        return store.inTransaction(
                r -> new int[] {r.countLiveNotes(guild), r.countLiveNotesBy(guild, author)});
    }

    @ParameterizedTest
    @EnumSource(StoreKind.class)
    void countsFollowEveryKindOfWrite(StoreKind kind) {
        try (Store store = kind.open(dir, "c")) {
            Note a = note("aaaa2222", "g1", "u1", Status.ACTIVE);
            Note b = note("bbbb3333", "g1", "u2", Status.DISPUTED);
            Note old = note("cccc4444", "g1", "u1", Status.SUPERSEDED, "hair");
            store.inTransaction(
                    r -> {
                        r.insert(a);
                        r.insert(b);
                        r.insert(old);
                        assertEquals(
                                2, r.countLiveNotes("g1"), "a transaction reads its own changes");
                        return null;
                    });
            assertEquals(2, counts(store, "g1", "u1")[0]);
            assertEquals(1, counts(store, "g1", "u1")[1]);
            // a correction by the same author: one retired, one added
            store.inTransaction(
                    r -> {
                        r.update(
                                a,
                                a.withStatus(
                                        Status.SUPERSEDED,
                                        AT,
                                        "dddd5555",
                                        Retire.Reason.CORRECTED));
                        r.insert(note("dddd5555", "g1", "u1", Status.ACTIVE));
                        return null;
                    });
            assertEquals(1, counts(store, "g1", "u1")[1]);
            // the one-argument update reads what is stored: the proposal rejected, the old note
            // back
            store.inTransaction(
                    r -> {
                        r.update(b.withStatus(Status.SUPERSEDED, AT, null, Retire.Reason.REJECTED));
                        r.update(old.reactivated());
                        return null;
                    });
            assertEquals(2, counts(store, "g1", "u1")[0]);
            assertEquals(0, counts(store, "g1", "u2")[1]);
            // a transaction that fails changes nothing
            assertThrows(
                    IllegalStateException.class,
                    () ->
                            store.inTransaction(
                                    r -> {
                                        r.insert(
                                                note("eeee6666", "g1", "u1", Status.ACTIVE, "age"));
                                        throw new IllegalStateException("fails after writing");
                                    }));
            assertEquals(2, counts(store, "g1", "u1")[1]);
            // another guild is counted apart, and a purge leaves nothing of the purged one
            store.inTransaction(
                    r -> {
                        r.insert(note("ffff7777", "g2", "u1", Status.PENDING));
                        r.purgeGuild("g1", AT);
                        return null;
                    });
            assertEquals(0, counts(store, "g1", "u1")[0]);
            assertEquals(1, counts(store, "g2", "u1")[1]);
        }
    }
}
