package continuity.store;

import static continuity.store.Columns.instant;
import static continuity.store.Columns.time;

import continuity.memory.Contradiction;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Table {@code canon_contradictions}: what the canon check told, once per place, character, detail
 * and value, and how it was settled.
 */
final class ContradictionRows {
    private static final String COLUMNS =
            "id, guild, place, character_key, character, attribute, value, value_key, note_id, "
                    + "channel, thread, message_id, author, at, status, resolved_by, resolved_at";

    /** The server of a contradiction ({@link ServerLocks#aboutServersOf}). */
    static final String SERVER = "SELECT guild FROM canon_contradictions WHERE id = ?";

    private static Contradiction read(ResultSet rs) throws SQLException {
        return new Contradiction(
                rs.getString(1),
                rs.getString(2),
                rs.getString(3),
                rs.getString(4),
                rs.getString(5),
                rs.getString(6),
                rs.getString(7),
                rs.getString(8),
                rs.getString(9),
                rs.getString(10),
                rs.getString(11),
                rs.getString(12),
                rs.getString(13),
                instant(rs.getString(14)),
                rs.getString(15),
                rs.getString(16),
                instant(rs.getString(17)));
    }

    /** False (nothing written) when the same one was already told in that place. */
    boolean save(Sql sql, Contradiction x) {
        return sql.write(
                        "INSERT INTO canon_contradictions ("
                                + COLUMNS
                                + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
                                + "ON CONFLICT (guild, place, character_key, attribute, value_key) DO NOTHING",
                        ps -> {
                            ps.setString(1, x.id());
                            ps.setString(2, x.guild());
                            ps.setString(3, x.place());
                            ps.setString(4, x.characterKey());
                            ps.setString(5, x.character());
                            ps.setString(6, x.attribute());
                            ps.setString(7, x.value());
                            ps.setString(8, x.valueKey());
                            ps.setString(9, x.noteId());
                            ps.setString(10, x.channel());
                            ps.setString(11, x.thread());
                            ps.setString(12, x.messageId());
                            ps.setString(13, x.author());
                            ps.setString(14, time(x.at()));
                            ps.setString(15, x.status());
                            ps.setString(16, x.resolvedBy());
                            ps.setString(17, time(x.resolvedAt()));
                        })
                > 0;
    }

    Optional<Contradiction> one(Sql sql, String id) {
        return sql.first(
                "SELECT " + COLUMNS + " FROM canon_contradictions WHERE id = ?",
                ps -> ps.setString(1, id),
                ContradictionRows::read);
    }

    void resolve(Sql sql, String id, String status, String by, Instant at) {
        sql.write(
                "UPDATE canon_contradictions SET status = ?, resolved_by = ?, resolved_at = ? WHERE id = ?",
                ps -> {
                    ps.setString(1, status);
                    ps.setString(2, by);
                    ps.setString(3, time(at));
                    ps.setString(4, id);
                });
    }

    /** A server's contradictions, oldest first. */
    List<Contradiction> in(Sql sql, String guild) {
        return sql.query(
                "SELECT " + COLUMNS + " FROM canon_contradictions WHERE guild = ? ORDER BY at, id",
                ps -> ps.setString(1, guild),
                ContradictionRows::read);
    }

    /** The record of a member's posts goes; who settled another's keeps no name (forget-me). */
    void forget(Sql sql, String user) {
        sql.write("DELETE FROM canon_contradictions WHERE author = ?", ps -> ps.setString(1, user));
        sql.write(
                "UPDATE canon_contradictions SET resolved_by = NULL WHERE resolved_by = ?",
                ps -> ps.setString(1, user));
    }
}
