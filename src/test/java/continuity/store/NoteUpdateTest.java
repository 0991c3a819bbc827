package continuity.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import continuity.memory.Kind;
import continuity.memory.Note;
import continuity.memory.Retire;
import continuity.memory.Scope;
import continuity.memory.Status;
import continuity.memory.Store;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
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
                                    Status.SUPERSEDED,
                                    AT.plusSeconds(60),
                                    "efgh6789",
                                    Retire.Reason.CORRECTED)
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

    /**
     * A retirement's reason is a type in the core and words in the store's column: each reason the
     * bot writes keeps the words older stores hold, reads back as the same constant, and words no
     * constant names (an older store, a hand-made export) read back unchanged.
     */
    @ParameterizedTest
    @EnumSource(StoreKind.class)
    void everyRetirementReasonIsStoredAsItsWordsAndReadBackTyped(StoreKind kind) throws Exception {
        assertEquals(
                List.of(
                        "corrected",
                        "changed",
                        "same as current",
                        "edited",
                        "undone",
                        "change accepted",
                        "rejected",
                        "moved",
                        "expired",
                        "forgotten",
                        "forget-me"),
                Retire.Reason.KNOWN.stream().map(Retire.Reason::wire).toList());
        List<Retire.Reason> reasons = new ArrayList<>(Retire.Reason.KNOWN);
        reasons.add(Retire.Reason.of("retired by an older bot"));
        String db = kind.database(dir, "w");
        try (Store store =
                kind == StoreKind.SQLITE
                        ? SqliteStore.open(Path.of(db))
                        : PostgresStore.open(PostgresTarget.of(db))) {
            for (int i = 0; i < reasons.size(); i++) {
                Note retired =
                        Note.of(
                                        "r" + (1000 + i),
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
                                        "en")
                                .withStatus(Status.SUPERSEDED, AT, null, reasons.get(i));
                store.inTransaction(
                        repo -> {
                            repo.insert(retired);
                            return null;
                        });
                Note back = store.inTransaction(repo -> repo.memory(retired.id()).orElseThrow());
                assertEquals(reasons.get(i), back.whyRetired());
                assertEquals(i < Retire.Reason.KNOWN.size(), back.whyRetired().known());
                if (back.whyRetired().known()) assertSame(reasons.get(i), back.whyRetired());
            }
        }
        try (Connection c =
                        DriverManager.getConnection(
                                kind == StoreKind.SQLITE ? "jdbc:sqlite:" + db : db);
                ResultSet rs =
                        c.createStatement()
                                .executeQuery("SELECT retired_reason FROM memories ORDER BY id")) {
            List<String> words = new ArrayList<>();
            while (rs.next()) words.add(rs.getString(1));
            assertEquals(reasons.stream().map(Retire.Reason::wire).toList(), words);
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
                    n.withStatus(
                            Status.SUPERSEDED,
                            AT.plusSeconds(60),
                            "efgh6789",
                            Retire.Reason.CORRECTED);
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
                    n.withStatus(
                            Status.SUPERSEDED,
                            AT.plusSeconds(60),
                            "efgh6789",
                            Retire.Reason.CORRECTED);
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
