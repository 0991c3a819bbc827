package continuity.store;

import static org.junit.jupiter.api.Assertions.assertEquals;

import continuity.memory.Store;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The record of servers that removed the bot, on both stores: the first removal time is kept, a
 * return clears it, and a server removed again after its purge starts a new grace period.
 */
class DeparturesTest {
    @TempDir Path dir;

    private static final Instant DAY1 = Instant.parse("2026-01-01T00:00:00Z"),
            DAY2 = Instant.parse("2026-01-02T00:00:00Z"),
            DAY9 = Instant.parse("2026-01-09T00:00:00Z");

    @ParameterizedTest
    @EnumSource(StoreKind.class)
    void theFirstRemovalIsKeptAReturnClearsItAndAPurgeStartsAnew(StoreKind kind) {
        try (Store store = kind.open(dir, "departures")) {
            store.inTransaction(
                    repo -> {
                        repo.markDeparted("g1", DAY1);
                        repo.markDeparted("g1", DAY2); // removed twice: the first time counts
                        repo.markDeparted("g2", DAY2);
                        return null;
                    });
            assertEquals(
                    List.of("g1"),
                    store.inTransaction(repo -> repo.departedBefore(DAY1)),
                    kind.name());
            assertEquals(
                    List.of("g1", "g2"),
                    store.inTransaction(repo -> repo.departedBefore(DAY2)).stream()
                            .sorted()
                            .toList());
            store.inTransaction(
                    repo -> {
                        repo.clearDeparted("g2");
                        repo.purgeGuild("g1", DAY2);
                        return null;
                    });
            assertEquals(List.of(), store.inTransaction(repo -> repo.departedBefore(DAY9)));
            store.inTransaction(
                    repo -> {
                        repo.markDeparted(
                                "g1", DAY9); // invited back after the purge, removed again
                        return null;
                    });
            assertEquals(List.of(), store.inTransaction(repo -> repo.departedBefore(DAY2)));
            assertEquals(List.of("g1"), store.inTransaction(repo -> repo.departedBefore(DAY9)));
        }
    }
}
