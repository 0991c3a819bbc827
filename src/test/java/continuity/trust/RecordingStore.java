package continuity.trust;

import continuity.memory.Memory;
import continuity.memory.Repository;
import continuity.memory.Store;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;

/**
 * The real store, watched: at the end of every transaction of an event (still inside it, so in
 * commit order) it reads the event's guild and hands the event what changed since the guild's
 * previous transaction. Nothing is faked: the core reads and writes the real SQLite file.
 */
final class RecordingStore implements Store {
    /** The event a thread is handling: its guild, and the changes its transactions made. */
    static final class Ticket {
        final String guild;
        final List<Change> changes = new ArrayList<>();
        final List<String> violations = new ArrayList<>();
        long firstSeq = -1;

        Ticket(String guild) {
            this.guild = guild;
        }
    }

    /** One transaction's effect on its guild: the notes before and after, by id. */
    record Change(long seq, Map<String, Memory> before, Map<String, Memory> after) {
        boolean changedAnything() {
            return !before.equals(after);
        }
    }

    private final Store inner;
    private final ThreadLocal<Ticket> current = new ThreadLocal<>();
    private final Map<String, Map<String, Memory>> last = new HashMap<>();
    private final AtomicLong seq = new AtomicLong();

    private final boolean watching;

    /** {@code watching} false passes everything straight through (to measure the core alone). */
    RecordingStore(Store inner, boolean watching) {
        this.inner = inner;
        this.watching = watching;
    }

    boolean watching() {
        return watching;
    }

    void begin(Ticket t) {
        current.set(t);
    }

    void end() {
        current.remove();
    }

    long transactions() {
        return seq.get();
    }

    @Override
    public <T> T inTransaction(Function<Repository, T> work) {
        Ticket t = current.get();
        if (t == null || !watching) return inner.inTransaction(work);
        try {
            return inner.inTransaction(
                    repo -> {
                        T result = work.apply(repo);
                        // still inside the transaction: the store's lock orders these like the
                        // commits
                        Map<String, Memory> now = new LinkedHashMap<>();
                        for (Memory m : repo.notesIn(t.guild)) now.put(m.id(), m);
                        Map<String, Memory> before = last.getOrDefault(t.guild, Map.of());
                        long s = seq.incrementAndGet();
                        if (t.firstSeq < 0) t.firstSeq = s;
                        t.changes.add(new Change(s, before, now));
                        last.put(t.guild, now);
                        return result;
                    });
        } catch (RuntimeException e) {
            t.violations.add("a transaction was rolled back: " + e);
            synchronized (this) {
                last.remove(
                        t.guild); // what it recorded never happened; the next read starts afresh
            }
            throw e;
        }
    }

    Map<String, Memory> lastSeen(String guild) {
        return new HashMap<>(last.getOrDefault(guild, Map.of()));
    }

    @Override
    public void close() {
        inner.close();
    }
}
