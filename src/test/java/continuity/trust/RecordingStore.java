package continuity.trust;

import continuity.memory.Note;
import continuity.memory.Repository;
import continuity.memory.Store;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;

/**
 * The real store, watched: at the end of every transaction of an event (still inside it, so in
 * commit order) it reads back the notes the transaction wrote and hands the event what changed
 * since the guild's previous transaction; every {@link #FULL_READ_EVERY} transactions of a guild it
 * reads the whole guild and checks that nothing else changed. Nothing is faked: the core reads and
 * writes the real SQLite file.
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

    /**
     * One transaction's effect on its guild: the notes before and after, by id; {@code written}:
     * the ids of the notes it wrote, null when the guild was read whole (then anything may differ).
     */
    record Change(
            long seq, Map<String, Note> before, Map<String, Note> after, Set<String> written) {
        Change(long seq, Map<String, Note> before, Map<String, Note> after) {
            this(seq, before, after, null);
        }

        boolean changedAnything() {
            if (written == null) return !before.equals(after);
            for (String id : written)
                if (!java.util.Objects.equals(before.get(id), after.get(id))) return true;
            return false;
        }
    }

    private final Store inner;
    private final ThreadLocal<Ticket> current = new ThreadLocal<>();
    private final Map<String, Map<String, Note>> last = new HashMap<>();
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
                        Written written = new Written();
                        T result = work.apply(written.watching(repo));
                        // still inside the transaction: the store's lock orders these like the
                        // commits
                        Map<String, Note> before = last.get(t.guild);
                        long s = seq.incrementAndGet();
                        long ofGuild = counted.merge(t.guild, 1L, Long::sum);
                        boolean full =
                                before == null
                                        || written.everything
                                        || ofGuild % FULL_READ_EVERY == 0
                                        || Boolean.getBoolean("concurrency.fullReads");
                        Map<String, Note> now;
                        if (before == null) before = Map.of();
                        if (full) {
                            now = notes(repo, t.guild);
                            if (!written.everything && last.containsKey(t.guild)) {
                                Map<String, Note> followed = new HashMap<>(before);
                                followed.putAll(repo.memories(written.ids));
                                if (!followed.equals(now))
                                    t.violations.add(
                                            "the server's notes differ from those its"
                                                    + " transactions wrote (a change made"
                                                    + " otherwise than by writing a note), at"
                                                    + " transaction "
                                                    + s);
                            }
                        } else {
                            // what the transaction wrote, read back from the store; every other
                            // note is as the previous transaction left it (checked against a full
                            // read every FULL_READ_EVERY transactions and at the end)
                            now = new HashMap<>(before);
                            now.putAll(repo.memories(written.ids));
                        }
                        if (t.firstSeq < 0) t.firstSeq = s;
                        t.changes.add(new Change(s, before, now, full ? null : written.ids));
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

    /**
     * Every this many transactions the guild's notes are read whole and compared with the notes
     * followed from what each transaction wrote. Between, a transaction reads back only the notes
     * it wrote: reading the whole server after each one made the watch, not the bot, the cost of a
     * long run (its time grew with the square of the run's length).
     */
    static final long FULL_READ_EVERY = 250;

    /** Transactions watched per guild (under the store's lock, as {@link #last}). */
    private final Map<String, Long> counted = new HashMap<>();

    /**
     * The ids of the notes a transaction wrote, noted as the core writes them through the port
     * (notes change only by {@code insert} and {@code update}; a purge changes everything).
     */
    private static final class Written {
        final Set<String> ids = new HashSet<>();
        boolean everything;

        Repository watching(Repository repo) {
            return (Repository)
                    Proxy.newProxyInstance(
                            Repository.class.getClassLoader(),
                            new Class<?>[] {Repository.class},
                            (proxy, method, args) -> {
                                note(method.getName(), args);
                                try {
                                    return method.invoke(repo, args);
                                } catch (InvocationTargetException e) {
                                    throw e.getCause();
                                }
                            });
        }

        private void note(String name, Object[] args) {
            if (name.equals("purgeGuild")) everything = true;
            if (!name.equals("insert") && !name.equals("insertAll") && !name.equals("update"))
                return;
            for (Object a : args) {
                if (a instanceof Note m) ids.add(m.id());
                if (a instanceof Collection<?> all)
                    for (Object o : all) if (o instanceof Note m) ids.add(m.id());
            }
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
                                Map<String, Note> before = notes(repo, t.guild);
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

    private static Map<String, Note> notes(Repository repo, String guild) {
        Map<String, Note> out = new LinkedHashMap<>();
        for (Note m : repo.notesIn(guild)) out.put(m.id(), m);
        return out;
    }

    Map<String, Note> lastSeen(String guild) {
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
