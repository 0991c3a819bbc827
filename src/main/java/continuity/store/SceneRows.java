package continuity.store;

import static continuity.store.Columns.instant;
import static continuity.store.Columns.time;

import continuity.memory.Scene;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;

/** Table {@code scenes}: scenes started in a place, running until ended. */
final class SceneRows {
    private static final String COLUMNS =
            "id, guild, place, story_key, name, started_by, started_at, ended_at";

    private static Scene read(ResultSet rs) throws SQLException {
        return new Scene(
                rs.getString(1),
                rs.getString(2),
                rs.getString(3),
                rs.getString(4),
                rs.getString(5),
                rs.getString(6),
                instant(rs.getString(7)),
                instant(rs.getString(8)));
    }

    Optional<Scene> running(Sql sql, String guild, String place) {
        return sql.first(
                "SELECT "
                        + COLUMNS
                        + " FROM scenes "
                        + "WHERE guild = ? AND place = ? AND ended_at IS NULL ORDER BY started_at DESC LIMIT 1",
                ps -> {
                    ps.setString(1, guild);
                    ps.setString(2, place);
                },
                SceneRows::read);
    }

    /** A new scene, or its end. */
    void save(Sql sql, Scene s) {
        sql.write(
                "INSERT INTO scenes ("
                        + COLUMNS
                        + ") "
                        + "VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET ended_at = excluded.ended_at",
                ps -> {
                    ps.setString(1, s.id());
                    ps.setString(2, s.guild());
                    ps.setString(3, s.place());
                    ps.setString(4, s.storyKey());
                    ps.setString(5, s.name());
                    ps.setString(6, s.startedBy());
                    ps.setString(7, time(s.startedAt()));
                    ps.setString(8, time(s.endedAt()));
                });
    }

    List<Scene> in(Sql sql, String guild) {
        return sql.query(
                "SELECT " + COLUMNS + " FROM scenes WHERE guild = ? ORDER BY started_at, id",
                ps -> ps.setString(1, guild),
                SceneRows::read);
    }

    Optional<Scene> one(Sql sql, String id) {
        return sql.first(
                "SELECT " + COLUMNS + " FROM scenes WHERE id = ?",
                ps -> ps.setString(1, id),
                SceneRows::read);
    }
}
