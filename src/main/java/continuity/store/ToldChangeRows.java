package continuity.store;

import static continuity.store.Columns.instant;
import static continuity.store.Columns.time;

import java.time.Instant;
import java.util.Optional;

/**
 * Table {@code canon_told_changes} (V14): when an in-character post last told a change of a
 * character's detail in a place (a scene, or a story when no scene runs), for the canon check
 * ({@code memory.ToldChanges} decides what is kept and for how long).
 */
final class ToldChangeRows {
    private static final String KEY =
            " WHERE guild = ? AND place = ? AND character_key = ? AND detail = ?";

    /** When the change was last told there, or empty. */
    Optional<Instant> when(
            Sql sql, String guild, String place, String characterKey, String detail) {
        return sql.first(
                "SELECT at FROM canon_told_changes" + KEY,
                ps -> {
                    ps.setString(1, guild);
                    ps.setString(2, place);
                    ps.setString(3, characterKey);
                    ps.setString(4, detail);
                },
                rs -> instant(rs.getString(1)));
    }

    /**
     * Keeps the latest time the change was told there (times are compared as instants, not as text:
     * ISO-8601 text of two instants does not always sort as they do).
     */
    void remember(
            Sql sql, String guild, String place, String characterKey, String detail, Instant at) {
        Optional<Instant> before = when(sql, guild, place, characterKey, detail);
        if (before.isPresent() && !at.isAfter(before.get())) return;
        sql.write(
                "INSERT INTO canon_told_changes (guild, place, character_key, detail, at) "
                        + "VALUES (?, ?, ?, ?, ?) ON CONFLICT (guild, place, character_key, detail) "
                        + "DO UPDATE SET at = excluded.at",
                ps -> {
                    ps.setString(1, guild);
                    ps.setString(2, place);
                    ps.setString(3, characterKey);
                    ps.setString(4, detail);
                    ps.setString(5, time(at));
                });
    }

    /** Deletes the changes told in one place. */
    void forget(Sql sql, String guild, String place) {
        sql.write(
                "DELETE FROM canon_told_changes WHERE guild = ? AND place = ?",
                ps -> {
                    ps.setString(1, guild);
                    ps.setString(2, place);
                });
    }

    /** Keeps a server's {@code keep} most recent rows (by the time told), deleting the rest. */
    void keepNewest(Sql sql, String guild, int keep) {
        if (sql.count(
                        "SELECT COUNT(*) FROM canon_told_changes WHERE guild = ?",
                        ps -> ps.setString(1, guild))
                <= keep) return;
        sql.write(
                "DELETE FROM canon_told_changes WHERE guild = ? AND at < (SELECT at FROM "
                        + "canon_told_changes WHERE guild = ? ORDER BY at DESC LIMIT 1 OFFSET ?)",
                ps -> {
                    ps.setString(1, guild);
                    ps.setString(2, guild);
                    ps.setInt(3, keep - 1);
                });
    }
}
