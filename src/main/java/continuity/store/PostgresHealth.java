package continuity.store;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Properties;

/**
 * {@code continuity health} on PostgreSQL: the server answers, is not a read-only standby, the
 * schema is migrated with no failed migration, and a write is accepted (then rolled back: nothing
 * changes). On one connection of its own, no migration run.
 */
public final class PostgresHealth {
    private PostgresHealth() {}

    public static Health.Status check(PostgresTarget target) {
        Properties p = target.connectionProperties(null);
        p.setProperty("connectTimeout", "10");
        try (Connection c = DriverManager.getConnection(target.url(), p);
                Statement st = c.createStatement()) {
            try (ResultSet rs =
                    st.executeQuery(
                            "SELECT pg_is_in_recovery(), current_setting('server_version')")) {
                rs.next();
                if (rs.getBoolean(1))
                    return new Health.Status(
                            false, target.display() + " is a read-only standby: give the primary");
            }
            String version;
            try (ResultSet rs =
                    st.executeQuery("SELECT to_regclass('flyway_schema_history') IS NOT NULL")) {
                rs.next();
                if (!rs.getBoolean(1)) {
                    return new Health.Status(
                            false,
                            target.display()
                                    + " has no Continuity schema yet (any other command creates it)");
                }
            }
            try (ResultSet rs =
                    st.executeQuery(
                            "SELECT COUNT(*) FILTER (WHERE NOT success), MAX(CAST(version AS INTEGER)) "
                                    + "FROM flyway_schema_history WHERE version IS NOT NULL")) {
                rs.next();
                if (rs.getInt(1) > 0)
                    return new Health.Status(
                            false,
                            rs.getInt(1) + " migration(s) of " + target.display() + " failed");
                version = rs.getString(2);
            }
            long notes;
            try (ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM memories")) {
                rs.next();
                notes = rs.getLong(1);
            }
            c.setAutoCommit(false);
            try {
                st.executeUpdate(
                        "INSERT INTO departed_guilds (guild, left_at) VALUES ('health check', 'health check')");
            } catch (SQLException e) {
                return new Health.Status(
                        false,
                        target.display()
                                + " does not accept a write: "
                                + firstLine(e.getMessage()));
            } finally {
                c.rollback();
            }
            return new Health.Status(
                    true,
                    target.display()
                            + " answers, accepts writes, schema version "
                            + version
                            + ", "
                            + notes
                            + " notes");
        } catch (SQLException e) {
            return new Health.Status(
                    false, target.display() + " cannot be used: " + firstLine(e.getMessage()));
        }
    }

    private static String firstLine(String s) {
        String m = String.valueOf(s);
        int nl = m.indexOf('\n');
        return nl < 0 ? m : m.substring(0, nl);
    }
}
