package continuity.bench;

import continuity.memory.Kind;
import continuity.memory.Note;
import continuity.memory.Retire;
import continuity.memory.Scope;
import continuity.memory.Status;
import continuity.store.SqliteStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * A correction's store work alone, for {@link StoreWriteAb}: each transaction retires a character's
 * current note ({@code update(before, after)}, with its stem and search rows) and writes its
 * successor ({@code insert}, with its rows), on a file of 1,000 other notes, synchronous=OFF. No
 * reader, no core: the statements, their rows and the commit. Loaded once per build, each in its
 * own class loader.
 */
public final class StoreWriteLoop {
    private static final String[] VALUES = {
        "green", "blue", "brown", "golden", "black", "red", "teal"
    };
    private static final Instant AT = Instant.parse("2027-01-01T00:00:00Z");

    private final SqliteStore store;
    private Note current;
    private int next;

    public StoreWriteLoop(String dir) throws Exception {
        Path d = Path.of(dir);
        Files.createDirectories(d);
        Path db = d.resolve("store-write.sqlite");
        for (String suffix : new String[] {"", "-wal", "-shm"})
            Files.deleteIfExists(Path.of(db + suffix));
        store = SqliteStore.open(db);
        store.maintenance("PRAGMA synchronous=OFF");
        current = note(0);
        List<Note> others = new ArrayList<>();
        for (int i = 1; i <= 1000; i++) others.add(other(i));
        store.inTransaction(
                r -> {
                    r.insert(current);
                    r.insertAll(others);
                    return null;
                });
    }

    private static Note note(int i) {
        String v = VALUES[i % VALUES.length];
        return Note.of(
                "n" + i,
                "g1",
                "Kael",
                "kael",
                "eyes",
                v,
                "Kael's eyes are " + v + " and bright like the sea at dawn",
                Kind.FACT,
                Scope.PROFILE,
                null,
                null,
                Status.ACTIVE,
                "u1",
                "c1",
                "m" + i,
                AT.plusSeconds(i),
                null,
                i == 0 ? null : "n" + (i - 1),
                null,
                null,
                "en");
    }

    private static Note other(int i) {
        String v = VALUES[i % VALUES.length];
        return Note.of(
                "o" + i,
                "g1",
                "C" + i,
                "c" + i,
                "hair",
                v,
                "C" + i + "'s hair is " + v,
                Kind.FACT,
                Scope.PROFILE,
                null,
                null,
                Status.ACTIVE,
                "u1",
                "c1",
                "x" + i,
                AT,
                null,
                null,
                null,
                null,
                "en");
    }

    /** Runs {@code n} transactions; returns the thread's CPU nanoseconds for them. */
    public long run(int n) {
        long c0 = Stats.cpuNow();
        for (int k = 0; k < n; k++) {
            int i = ++next;
            Note successor = note(i);
            Note before = current;
            Note retired =
                    before.withStatus(
                            Status.SUPERSEDED,
                            AT.plusSeconds(i),
                            successor.id(),
                            Retire.Reason.CORRECTED);
            store.inTransaction(
                    r -> {
                        r.update(before, retired);
                        r.insert(successor);
                        return null;
                    });
            current = successor;
        }
        return Stats.cpuNow() - c0;
    }
}
