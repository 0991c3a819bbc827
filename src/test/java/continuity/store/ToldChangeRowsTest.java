package continuity.store;

import static org.junit.jupiter.api.Assertions.assertEquals;

import continuity.memory.Store;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The changes of a detail posts told, kept for the canon check (table {@code canon_told_changes},
 * V14), on both stores: the latest time told is kept (an older one never replaces it), a place's
 * rows are forgotten together, a server keeps its newest rows only, a purge of the server deletes
 * them.
 */
class ToldChangeRowsTest {
    @TempDir Path dir;

    private static final Instant T1 = Instant.parse("2026-01-01T10:00:00Z"),
            T2 = Instant.parse("2026-01-01T10:00:01.5Z"),
            T3 = Instant.parse("2026-01-01T10:00:02Z");

    private static Optional<Instant> when(Store store, String place, String who) {
        return store.inTransaction(repo -> repo.toldChange("g1", place, who, "hair"));
    }

    @ParameterizedTest
    @EnumSource(StoreKind.class)
    void theLatestIsKeptAPlaceIsForgottenAndAServerKeepsItsNewest(StoreKind kind) {
        try (Store store = kind.open(dir, "told")) {
            store.inTransaction(
                    repo -> {
                        repo.rememberToldChange("g1", "scene:s1", "mira", "hair", T2);
                        repo.rememberToldChange("g1", "scene:s1", "mira", "hair", T1); // older
                        repo.rememberToldChange("g1", "scene:s1", "daisy", "hair", T1);
                        repo.rememberToldChange("g1", "story:main", "mira", "hair", T3);
                        repo.rememberToldChange("g2", "scene:s1", "mira", "hair", T1);
                        return null;
                    });
            assertEquals(Optional.of(T2), when(store, "scene:s1", "mira"), kind.name());
            assertEquals(Optional.of(T1), when(store, "scene:s1", "daisy"));
            assertEquals(Optional.empty(), when(store, "scene:s2", "mira"));
            store.inTransaction(
                    repo -> {
                        repo.rememberToldChange("g1", "scene:s1", "mira", "hair", T3); // newer
                        return null;
                    });
            assertEquals(Optional.of(T3), when(store, "scene:s1", "mira"));

            store.inTransaction(
                    repo -> {
                        repo.forgetToldChanges("g1", "scene:s1");
                        return null;
                    });
            assertEquals(Optional.empty(), when(store, "scene:s1", "mira"));
            assertEquals(Optional.empty(), when(store, "scene:s1", "daisy"));
            assertEquals(Optional.of(T3), when(store, "story:main", "mira"));

            store.inTransaction(
                    repo -> {
                        for (int i = 0; i < 5; i++)
                            repo.rememberToldChange(
                                    "g1", "scene:s9", "c" + i, "hair", T3.plusSeconds(60 + i));
                        repo.keepToldChanges("g1", 3);
                        return null;
                    });
            assertEquals(Optional.empty(), when(store, "story:main", "mira"));
            assertEquals(Optional.empty(), when(store, "scene:s9", "c1"));
            assertEquals(Optional.of(T3.plusSeconds(62)), when(store, "scene:s9", "c2"));
            assertEquals(Optional.of(T3.plusSeconds(64)), when(store, "scene:s9", "c4"));
            assertEquals(
                    Optional.of(T1),
                    store.inTransaction(repo -> repo.toldChange("g2", "scene:s1", "mira", "hair")),
                    "another server's rows are its own");

            store.inTransaction(
                    repo -> {
                        repo.purgeGuild("g1", T3);
                        return null;
                    });
            assertEquals(Optional.empty(), when(store, "scene:s9", "c4"));
        }
    }
}
