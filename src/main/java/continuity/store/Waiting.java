package continuity.store;

import static continuity.store.Columns.time;

import continuity.memory.Note;
import continuity.memory.OwnedShards;
import java.time.Instant;
import java.util.List;

/**
 * What waits for an answer since before a time: the open questions and the changes waiting for an
 * answer (notes in status {@code pending}), for the expiry of those nobody answered ({@code
 * continuity.memory.answers.Expiry}). Both reads go through partial indexes over what is open or
 * waiting only (migration V14), so the hourly sweep reads nothing of the answered questions and the
 * notes.
 */
final class Waiting {
    private final Dialect dialect;
    private final NoteRow row;

    Waiting(Dialect dialect, NoteRow row) {
        this.dialect = dialect;
        this.row = row;
    }

    /**
     * The servers (of {@code owned}) with a question open, or a change waiting, since before {@code
     * cutoff}.
     */
    List<String> serversSince(Sql sql, Instant cutoff, OwnedShards owned) {
        String shard = owned.all() ? "" : " AND " + dialect.shardOf("guild") + " BETWEEN ? AND ?";
        return sql.query(
                "SELECT guild FROM questions WHERE closed_at IS NULL AND created_at < ?"
                        + shard
                        + " UNION SELECT guild FROM memories WHERE status = 'pending' AND created_at < ?"
                        + shard
                        + " ORDER BY 1",
                ps -> {
                    int i = 1;
                    for (int part = 0; part < 2; part++) {
                        ps.setString(i++, time(cutoff));
                        if (owned.all()) continue;
                        ps.setInt(i++, owned.total());
                        ps.setInt(i++, owned.from());
                        ps.setInt(i++, owned.to());
                    }
                },
                rs -> rs.getString(1));
    }

    /** A server's changes waiting for an answer since before {@code cutoff}, oldest first. */
    List<Note> pendingSince(Sql sql, String guild, Instant cutoff) {
        return sql.query(
                "SELECT "
                        + row.select
                        + " FROM memories WHERE guild = ? AND status = 'pending' AND created_at < ?"
                        + " ORDER BY created_at, "
                        + dialect.insertionOrder,
                ps -> {
                    ps.setString(1, guild);
                    ps.setString(2, time(cutoff));
                },
                row::read);
    }
}
