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
 *
 * <p>{@link #perTransaction} watches a store that other processes write too (PostgreSQL): each
 * transaction reads the guild when it begins as well (which takes the guild's lock, so nobody
 * changes it in between), and what it changed is the difference of its own two reads.
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
    private final boolean perTransaction;

    /** {@code watching} false passes everything straight through (to measure the core alone). */
    RecordingStore(Store inner, boolean watching) {
        this(inner, watching, false);
    }

    private RecordingStore(Store inner, boolean watching, boolean perTransaction) {
        this.inner = inner;
        this.watching = watching;
        this.perTransaction = perTransaction;
    }

    /**
     * Watches a store shared with other processes: each transaction against the guild as it found
     * it ({@link #lastSeen} is not kept).
     */
    static RecordingStore perTransaction(Store inner) {
        return new RecordingStore(inner, true, true);
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
        if (perTransaction) return diffed(t, work);
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

    /** This thread is inside a transaction being diffed (a nested one joins it). */
    private final ThreadLocal<Boolean> diffing = new ThreadLocal<>();

    private <T> T diffed(Ticket t, Function<Repository, T> work) {
        if (diffing.get() != null) return inner.inTransaction(work);
        Change[] made = new Change[1];
        T result;
        diffing.set(Boolean.TRUE);
        try {
            result =
                    inner.inTransaction(
                            repo -> {
                                made[0] = null; // the store may run the work again
                                Map<String, Memory> before = notes(repo, t.guild);
                                T r = work.apply(repo);
                                made[0] =
                                        new Change(
                                                seq.incrementAndGet(),
                                                before,
                                                notes(repo, t.guild));
                                return r;
                            });
        } finally {
            // a transaction rolled back changed nothing: nothing is recorded, and the event's
            // replies say what came of it (a conflict between processes is not a fault of its own)
            diffing.remove();
        }
        if (t.firstSeq < 0) t.firstSeq = made[0].seq();
        t.changes.add(made[0]);
        return result;
    }

    private static Map<String, Memory> notes(Repository repo, String guild) {
        Map<String, Memory> out = new LinkedHashMap<>();
        for (Memory m : repo.notesIn(guild)) out.put(m.id(), m);
        return out;
    }

    Map<String, Memory> lastSeen(String guild) {
        return new HashMap<>(last.getOrDefault(guild, Map.of()));
    }

    @Override
    public void onChangesElsewhere(java.util.function.Consumer<String> changed) {
        inner.onChangesElsewhere(changed);
    }

    @Override
    public void close() {
        inner.close();
    }
}
