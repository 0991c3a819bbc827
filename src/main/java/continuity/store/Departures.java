package continuity.store;

import static continuity.store.Columns.time;

import java.time.Instant;
import java.util.List;

/**
 * Table {@code departed_guilds} (servers that removed the bot, and when their data was purged), the
 * purge itself across every table, and the list of servers the store keeps something about.
 */
final class Departures {
    /** Every table with rows of a server, all emptied of them by a purge. */
    private static final String[] SERVER_TABLES = {
        "memories",
        "fact_stems",
        "fact_search",
        "characters",
        "stories",
        "scenes",
        "actions",
        "questions",
        "guild_settings",
        "live_notes",
        "model_settings",
        "model_records",
        "canon_settings",
        "canon_optouts",
        "canon_contradictions",
        "canon_told_changes"
    };

    /** The first removal time is kept; a removal after a purge starts anew. */
    void mark(Sql sql, String guild, Instant at) {
        sql.write(
                "INSERT INTO departed_guilds (guild, left_at) VALUES (?, ?) "
                        + "ON CONFLICT (guild) DO UPDATE SET left_at = CASE WHEN departed_guilds.purged_at IS NULL "
                        + "THEN departed_guilds.left_at ELSE excluded.left_at END, "
                        + "purged_at = NULL",
                ps -> {
                    ps.setString(1, guild);
                    ps.setString(2, time(at));
                });
    }

    void clear(Sql sql, String guild) {
        sql.write("DELETE FROM departed_guilds WHERE guild = ?", ps -> ps.setString(1, guild));
    }

    /** Servers left at or before the cutoff and not yet purged, in the order they were left. */
    List<String> before(Sql sql, Instant cutoff) {
        return sql.query(
                "SELECT guild FROM departed_guilds WHERE purged_at IS NULL AND left_at <= ? ORDER BY left_at",
                ps -> ps.setString(1, time(cutoff)),
                rs -> rs.getString(1));
    }

    /** Deletes every row of the server, keeping only the record that it was purged and when. */
    void purge(Sql sql, String guild, Instant at) {
        for (String table : SERVER_TABLES)
            sql.write("DELETE FROM " + table + " WHERE guild = ?", ps -> ps.setString(1, guild));
        sql.write(
                "UPDATE departed_guilds SET purged_at = ? WHERE guild = ?",
                ps -> {
                    ps.setString(1, time(at));
                    ps.setString(2, guild);
                });
    }

    /** Every server with characters, preferences, a story or settings. */
    List<String> kept(Sql sql) {
        return sql.query(
                "SELECT guild FROM characters UNION SELECT guild FROM memories WHERE kind = 'preference' "
                        + "UNION SELECT guild FROM stories UNION SELECT guild FROM guild_settings",
                ps -> {},
                rs -> rs.getString(1));
    }
}
