package continuity.store;

import static org.junit.jupiter.api.Assertions.assertEquals;

import continuity.memory.Kind;
import continuity.memory.Note;
import continuity.memory.Scope;
import continuity.memory.Status;
import continuity.memory.Store;
import java.nio.file.Path;
import java.time.Instant;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * {@code update} writes only a note's changing columns, and still stores exactly the record it was
 * given.
 */
class NoteUpdateTest {
    @TempDir Path dir;

    private static final Instant AT = Instant.parse("2026-01-01T10:00:00.123Z");

    private static Note note() {
        return Note.of(
                "abcd2345",
                "g1",
                "Mira",
                "mira",
                "eyes",
                "blue",
                "Mira has blue eyes",
                Kind.FACT,
                Scope.PROFILE,
                null,
                null,
                Status.ACTIVE,
                "u1",
                "c1",
                "m1",
                AT,
                null,
                null,
                null,
                null,
                "en");
    }

    @ParameterizedTest
    @EnumSource(StoreKind.class)
    void aRetiredNoteReadsBackAsWritten(StoreKind kind) {
        try (Store store = kind.open(dir, "u")) {
            Note retired =
                    note().withStatus(
                                    Status.SUPERSEDED, AT.plusSeconds(60), "efgh6789", "corrected")
                            .inScope(Scope.STORY, "story:au", "AU");
            store.inTransaction(
                    repo -> {
                        repo.insert(note());
                        return null;
                    });
            store.inTransaction(
                    repo -> {
                        repo.update(retired);
                        return null;
                    });
            assertEquals(
                    retired, store.inTransaction(repo -> repo.memory("abcd2345").orElseThrow()));
        }
    }

    @ParameterizedTest
    @EnumSource(StoreKind.class)
    void anUpdateThatChangesIdentityColumnsIsStoredWhole(StoreKind kind) {
        try (Store store = kind.open(dir, "v")) {
            Note n = note();
            Note renamed =
                    Note.of(
                            n.id(),
                            n.guild(),
                            "Mirabel",
                            "mirabel",
                            "hair",
                            "red",
                            "Mirabel has red hair",
                            n.kind(),
                            n.scope(),
                            null,
                            null,
                            Status.DISPUTED,
                            "u2",
                            null,
                            null,
                            AT.plusSeconds(5),
                            null,
                            null,
                            null,
                            null,
                            "fr");
            store.inTransaction(
                    repo -> {
                        repo.insert(n);
                        return null;
                    });
            store.inTransaction(
                    repo -> {
                        repo.update(renamed);
                        return null;
                    });
            assertEquals(
                    renamed,
                    store.inTransaction(repo -> repo.memory(n.id()).orElseThrow()),
                    "identity columns are written too when they differ");
        }
    }

    @ParameterizedTest
    @EnumSource(StoreKind.class)
    void anUpdateFromWhatWasReadWritesTheWholeNewState(StoreKind kind) {
        try (Store store = kind.open(dir, "w")) {
            Note n = note();
            Note retired =
                    n.withStatus(Status.SUPERSEDED, AT.plusSeconds(60), "efgh6789", "corrected");
            Note moved = retired.inScope(Scope.SCENE, "scene:1", "Ball");
            store.inTransaction(
                    repo -> {
                        repo.insert(n);
                        return null;
                    });
            store.inTransaction(
                    repo -> {
                        repo.update(n, retired);
                        return null;
                    });
            assertEquals(retired, store.inTransaction(repo -> repo.memory(n.id()).orElseThrow()));
            store.inTransaction(
                    repo -> {
                        repo.update(retired, moved);
                        return null;
                    });
            assertEquals(moved, store.inTransaction(repo -> repo.memory(n.id()).orElseThrow()));
        }
    }

    @ParameterizedTest
    @EnumSource(StoreKind.class)
    void anUpdateFromAStaleReadStillStoresTheNewState(StoreKind kind) {
        try (Store store = kind.open(dir, "x")) {
            Note n = note();
            Note disputed = n.withStatus(Status.DISPUTED, null, null, null);
            Note retired =
                    n.withStatus(Status.SUPERSEDED, AT.plusSeconds(60), "efgh6789", "corrected");
            store.inTransaction(
                    repo -> {
                        repo.insert(disputed);
                        return null;
                    });
            // "before" says active, the row says disputed: the whole note is written
            store.inTransaction(
                    repo -> {
                        repo.update(n, retired);
                        return null;
                    });
            assertEquals(retired, store.inTransaction(repo -> repo.memory(n.id()).orElseThrow()));
            Note renamed =
                    Note.of(
                            n.id(),
                            n.guild(),
                            "Mirabel",
                            "mirabel",
                            "eyes",
                            "grey",
                            "Mirabel has grey eyes",
                            n.kind(),
                            n.scope(),
                            null,
                            null,
                            Status.ACTIVE,
                            "u2",
                            null,
                            null,
                            AT.plusSeconds(5),
                            null,
                            null,
                            null,
                            null,
                            "fr");
            store.inTransaction(
                    repo -> {
                        repo.update(retired, renamed);
                        return null;
                    });
            assertEquals(
                    renamed,
                    store.inTransaction(repo -> repo.memory(n.id()).orElseThrow()),
                    "a different identity is written whole");
        }
    }
}
