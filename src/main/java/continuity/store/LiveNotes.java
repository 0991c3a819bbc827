package continuity.store;

import continuity.memory.Status;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Table {@code live_notes} (migration V6): how many live notes (active, disputed, pending) each
 * member has in each server, for the limits. A transaction's changes are added up here and written
 * once, before its commit and before the counts are read.
 */
final class LiveNotes {
    /** Live notes added or removed in this transaction, per (guild, author). */
    private final Map<List<String>, Integer> changes = new HashMap<>();

    static boolean live(Status s) {
        return s == Status.ACTIVE || s == Status.DISPUTED || s == Status.PENDING;
    }

    /** A note of {@code author} in {@code guild} in status {@code s} came ({@code +1}) or went. */
    void count(String guild, String author, Status s, int delta) {
        if (live(s)) changes.merge(List.of(guild, author), delta, Integer::sum);
    }

    /**
     * Adds this transaction's net changes to the counts; a correction that replaces its author's
     * own note nets to nothing and writes nothing here. The servers were locked when their notes
     * were counted.
     */
    void write(ServerLocks locks) {
        for (Map.Entry<List<String>, Integer> e : changes.entrySet()) {
            if (e.getValue() == 0) continue;
            locks.about(e.getKey().get(0))
                    .write(
                            "INSERT INTO live_notes (guild, author, n) VALUES (?, ?, ?) "
                                    + "ON CONFLICT (guild, author) DO UPDATE SET n = live_notes.n + excluded.n",
                            ps -> {
                                ps.setString(1, e.getKey().get(0));
                                ps.setString(2, e.getKey().get(1));
                                ps.setInt(3, e.getValue());
                            });
        }
        changes.clear();
    }

    /** The transaction rolled back: its changes to the counts never happened. */
    void forget() {
        changes.clear();
    }

    /** A server's rows are being deleted: its changes go with them. */
    void forget(String guild) {
        changes.keySet().removeIf(k -> k.get(0).equals(guild));
    }

    int in(Sql sql, String guild) {
        return sql.count(
                "SELECT COALESCE(SUM(n), 0) FROM live_notes WHERE guild = ?",
                ps -> ps.setString(1, guild));
    }

    int by(Sql sql, String guild, String author) {
        return sql.count(
                "SELECT COALESCE(SUM(n), 0) FROM live_notes WHERE guild = ? AND author = ?",
                ps -> {
                    ps.setString(1, guild);
                    ps.setString(2, author);
                });
    }
}
