package continuity.store;

import static continuity.store.Columns.instant;
import static continuity.store.Columns.time;

import continuity.memory.CanonRepository.CanonSetting;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Tables {@code canon_settings} (the canon check's state for a server, channel "", or one channel)
 * and {@code canon_optouts} (members who left their posts out of it).
 */
final class CanonCheckRows {
    /** The state, or null when unset. */
    String state(Sql sql, String guild, String channel) {
        List<String> r =
                sql.query(
                        "SELECT state FROM canon_settings WHERE guild = ? AND channel = ?",
                        ps -> {
                            ps.setString(1, guild);
                            ps.setString(2, channel == null ? "" : channel);
                        },
                        rs -> rs.getString(1));
        return r.isEmpty() ? null : r.get(0);
    }

    void set(Sql sql, String guild, String channel, String state, String by, Instant at) {
        sql.write(
                "INSERT INTO canon_settings (guild, channel, state, set_by, set_at) VALUES (?, ?, ?, ?, ?) "
                        + "ON CONFLICT (guild, channel) DO UPDATE SET state = excluded.state, "
                        + "set_by = excluded.set_by, set_at = excluded.set_at",
                ps -> {
                    ps.setString(1, guild);
                    ps.setString(2, channel == null ? "" : channel);
                    ps.setString(3, state);
                    ps.setString(4, by);
                    ps.setString(5, time(at));
                });
    }

    /** Every setting of a server, the server's own ("") first. */
    List<CanonSetting> all(Sql sql, String guild) {
        return sql.query(
                "SELECT channel, state, set_by, set_at FROM canon_settings WHERE guild = ? ORDER BY channel",
                ps -> ps.setString(1, guild),
                rs ->
                        new CanonSetting(
                                rs.getString(1),
                                rs.getString(2),
                                rs.getString(3),
                                instant(rs.getString(4))));
    }

    boolean optedOut(Sql sql, String guild, String user) {
        return !sql.query(
                        "SELECT 1 FROM canon_optouts WHERE guild = ? AND user_id = ?",
                        ps -> {
                            ps.setString(1, guild);
                            ps.setString(2, user);
                        },
                        rs -> rs.getInt(1))
                .isEmpty();
    }

    void setOptOut(Sql sql, String guild, String user, boolean out, Instant at) {
        if (out)
            sql.write(
                    "INSERT INTO canon_optouts (guild, user_id, set_at) VALUES (?, ?, ?) "
                            + "ON CONFLICT (guild, user_id) DO UPDATE SET set_at = excluded.set_at",
                    ps -> {
                        ps.setString(1, guild);
                        ps.setString(2, user);
                        ps.setString(3, time(at));
                    });
        else
            sql.write(
                    "DELETE FROM canon_optouts WHERE guild = ? AND user_id = ?",
                    ps -> {
                        ps.setString(1, guild);
                        ps.setString(2, user);
                    });
    }

    /** The members of a server who opted out, with when, by member. */
    Map<String, Instant> optOuts(Sql sql, String guild) {
        Map<String, Instant> out = new TreeMap<>();
        for (String[] row :
                sql.query(
                        "SELECT user_id, set_at FROM canon_optouts WHERE guild = ?",
                        ps -> ps.setString(1, guild),
                        rs -> new String[] {rs.getString(1), rs.getString(2)}))
            out.put(row[0], instant(row[1]));
        return out;
    }
}
