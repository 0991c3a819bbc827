package continuity.store;

import static continuity.store.Columns.instant;
import static continuity.store.Columns.json;
import static continuity.store.Columns.map;
import static continuity.store.Columns.time;

import continuity.memory.Action;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** Table {@code actions}: the buttons whose action is stored rather than carried by their id. */
final class ButtonRows {
    private static final String COLUMNS = "id, guild, type, data, for_user, created_at";

    private static Action read(ResultSet rs) throws SQLException {
        return new Action(
                rs.getString(1),
                rs.getString(2),
                rs.getString(3),
                map(rs.getString(4)),
                rs.getString(5),
                instant(rs.getString(6)));
    }

    void save(Sql sql, Action a) {
        sql.write(
                "INSERT INTO actions (" + COLUMNS + ") VALUES (?, ?, ?, ?, ?, ?)",
                ps -> {
                    ps.setString(1, a.id());
                    ps.setString(2, a.guild());
                    ps.setString(3, a.type());
                    ps.setString(4, json(a.data()));
                    ps.setString(5, a.forUser());
                    ps.setString(6, time(a.createdAt()));
                });
    }

    Optional<Action> one(Sql sql, String id) {
        return sql.first(
                "SELECT " + COLUMNS + " FROM actions WHERE id = ?",
                ps -> ps.setString(1, id),
                ButtonRows::read);
    }

    List<Action> in(Sql sql, String guild) {
        return sql.query(
                "SELECT " + COLUMNS + " FROM actions WHERE guild = ? ORDER BY created_at, id",
                ps -> ps.setString(1, guild),
                ButtonRows::read);
    }

    /** A button dated as offered at {@code offered}. */
    void renew(Sql sql, String id, Instant offered) {
        sql.write(
                "UPDATE actions SET created_at = ? WHERE id = ?",
                ps -> {
                    ps.setString(1, time(offered));
                    ps.setString(2, id);
                });
    }

    /** Every server's buttons offered before {@code cutoff} go; returns how many. */
    int deleteBefore(Sql sql, Instant cutoff) {
        return sql.write(
                "DELETE FROM actions WHERE created_at < ?", ps -> ps.setString(1, time(cutoff)));
    }

    /** The buttons offered to a member go (forget-me). */
    void forget(Sql sql, String user) {
        sql.write("DELETE FROM actions WHERE for_user = ?", ps -> ps.setString(1, user));
    }
}
