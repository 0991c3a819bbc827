package continuity.store;

import static continuity.store.Columns.instant;
import static continuity.store.Columns.time;

import continuity.memory.SettingsRepository.Setting;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Tables {@code guild_settings} (a server's out-of-character markers) and {@code model_settings}
 * (whether a server uses the language model), each with who set it and when.
 */
final class SettingRows {
    Optional<Setting<String>> markers(Sql sql, String guild) {
        return sql.first(
                "SELECT ooc_markers, set_by, set_at FROM guild_settings WHERE guild = ?",
                ps -> ps.setString(1, guild),
                rs -> new Setting<>(rs.getString(1), rs.getString(2), instant(rs.getString(3))));
    }

    /** The markers as written ("" when none). */
    String markersText(Sql sql, String guild) {
        List<String> r =
                sql.query(
                        "SELECT ooc_markers FROM guild_settings WHERE guild = ?",
                        ps -> ps.setString(1, guild),
                        rs -> rs.getString(1));
        return r.isEmpty() ? "" : r.get(0);
    }

    void setMarkers(Sql sql, String guild, String markers, String by, Instant at) {
        sql.write(
                "INSERT INTO guild_settings (guild, ooc_markers, set_by, set_at) VALUES (?, ?, ?, ?) "
                        + "ON CONFLICT (guild) DO UPDATE SET ooc_markers = excluded.ooc_markers, set_by = excluded.set_by, "
                        + "set_at = excluded.set_at",
                ps -> {
                    ps.setString(1, guild);
                    ps.setString(2, markers);
                    ps.setString(3, by);
                    ps.setString(4, time(at));
                });
    }

    Optional<Setting<Boolean>> model(Sql sql, String guild) {
        return sql.first(
                "SELECT enabled, set_by, set_at FROM model_settings WHERE guild = ?",
                ps -> ps.setString(1, guild),
                rs -> new Setting<>(rs.getInt(1) != 0, rs.getString(2), instant(rs.getString(3))));
    }

    boolean modelOn(Sql sql, String guild) {
        List<Integer> r =
                sql.query(
                        "SELECT enabled FROM model_settings WHERE guild = ?",
                        ps -> ps.setString(1, guild),
                        rs -> rs.getInt(1));
        return !r.isEmpty() && r.get(0) != 0;
    }

    void setModel(Sql sql, String guild, boolean on, String by, Instant at) {
        sql.write(
                "INSERT INTO model_settings (guild, enabled, set_by, set_at) VALUES (?, ?, ?, ?) "
                        + "ON CONFLICT (guild) DO UPDATE SET enabled = excluded.enabled, set_by = excluded.set_by, "
                        + "set_at = excluded.set_at",
                ps -> {
                    ps.setString(1, guild);
                    ps.setInt(2, on ? 1 : 0);
                    ps.setString(3, by);
                    ps.setString(4, time(at));
                });
    }

    /** Every server with settings of its own or model calls, in no particular order. */
    List<String> servers(Sql sql) {
        return sql.query(
                "SELECT guild FROM guild_settings UNION SELECT guild FROM model_settings "
                        + "UNION SELECT guild FROM model_records UNION SELECT guild FROM canon_settings "
                        + "UNION SELECT guild FROM canon_optouts UNION SELECT guild FROM canon_contradictions",
                ps -> {},
                rs -> rs.getString(1));
    }
}
