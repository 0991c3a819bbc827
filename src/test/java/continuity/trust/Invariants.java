package continuity.trust;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * The rules a database must obey at every moment, checked with plain SQL on the file itself (a
 * separate connection, as an operator would open it): the file is sound; one active fact per guild,
 * character, attribute and scope instance; every superseded note (other than a rejected proposal)
 * names a successor that exists; links between notes point at notes that exist; forgotten notes
 * hold no content; every open scope question points at a note still waiting for that answer; the
 * live-note counts kept by triggers for the limits equal the notes themselves.
 */
final class Invariants {
    private Invariants() {}

    static List<String> violations(Path db) {
        return violations("jdbc:sqlite:" + db.toAbsolutePath());
    }

    /**
     * {@code url}: the SQLite file's or a PostgreSQL database's JDBC URL (the same rules, the same
     * SQL but two functions).
     */
    static List<String> violations(String url) {
        List<String> out = new ArrayList<>();
        boolean sqlite = url.startsWith("jdbc:sqlite:");
        String memoryOf =
                sqlite ? "json_extract(q.data, '$.memory')" : "(q.data::json ->> 'memory')";
        try (Connection c = DriverManager.getConnection(url);
                Statement st = c.createStatement()) {
            if (sqlite) {
                try (ResultSet rs = st.executeQuery("PRAGMA integrity_check")) {
                    while (rs.next()) {
                        if (!"ok".equals(rs.getString(1)))
                            out.add("integrity_check: " + rs.getString(1));
                    }
                }
            }
            collect(
                    st,
                    out,
                    "two active facts in one slot: ",
                    "SELECT guild || '/' || character_key || '/' || attribute || '/' || scope || '/' || COALESCE(scope_id, '')"
                            + " || ' x' || COUNT(*) FROM memories WHERE status = 'active' AND kind = 'fact'"
                            + " AND attribute <> 'note' GROUP BY guild, character_key, attribute, scope, COALESCE(scope_id, '')"
                            + " HAVING COUNT(*) > 1");
            collect(
                    st,
                    out,
                    "superseded note without its successor: ",
                    "SELECT m.id FROM memories m WHERE m.status = 'superseded' AND COALESCE(m.retired_reason, '') <> 'rejected'"
                            + " AND (m.retired_by IS NULL OR NOT EXISTS (SELECT 1 FROM memories s WHERE s.id = m.retired_by))");
            collect(
                    st,
                    out,
                    "note replacing a note that does not exist: ",
                    "SELECT m.id FROM memories m WHERE m.replaces IS NOT NULL"
                            + " AND NOT EXISTS (SELECT 1 FROM memories p WHERE p.id = m.replaces)");
            collect(
                    st,
                    out,
                    "forgotten note still holding content: ",
                    "SELECT id FROM memories WHERE status = 'forgotten' AND (text <> '' OR value <> '')");
            collect(
                    st,
                    out,
                    "open scope question whose note is not pending: ",
                    "SELECT q.id FROM questions q WHERE q.closed_at IS NULL AND q.type = 'scope' AND NOT EXISTS"
                            + " (SELECT 1 FROM memories m WHERE m.id = "
                            + memoryOf
                            + " AND m.status = 'pending')");
            collect(
                    st,
                    out,
                    "active note about a character that does not exist: ",
                    "SELECT m.id FROM memories m WHERE m.status = 'active' AND m.kind = 'fact' AND NOT EXISTS"
                            + " (SELECT 1 FROM characters c WHERE c.guild = m.guild AND c.key = m.character_key)");
            collect(
                    st,
                    out,
                    "live-note count differs from the notes (server/member: counted, stored): ",
                    "WITH counted AS (SELECT guild, author, COUNT(*) AS n FROM memories"
                            + " WHERE status IN ('active', 'disputed', 'pending') GROUP BY guild, author)"
                            + " SELECT COALESCE(c.guild, l.guild) || '/' || COALESCE(c.author, l.author) || ': '"
                            + " || COALESCE(c.n, 0) || ', ' || COALESCE(l.n, 0)"
                            + " FROM counted c FULL OUTER JOIN live_notes l ON l.guild = c.guild AND l.author = c.author"
                            + " WHERE COALESCE(c.n, 0) <> COALESCE(l.n, 0)");
        } catch (SQLException e) {
            out.add("database unreadable: " + e.getMessage());
        }
        return out;
    }

    private static void collect(Statement st, List<String> out, String label, String sql)
            throws SQLException {
        try (ResultSet rs = st.executeQuery(sql)) {
            while (rs.next()) out.add(label + rs.getString(1));
        }
    }
}
