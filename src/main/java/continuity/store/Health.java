package continuity.store;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * What {@code continuity health} checks: the database file exists, opens, passes {@code
 * quick_check}, its migrations all succeeded, and it can be written ({@link WriteCheck}: a
 * read-only file or folder, or a full disk, is unhealthy). It says nothing about the Discord
 * connection.
 */
public final class Health {
    public record Status(boolean healthy, String summary) {}

    private Health() {}

    public static Status check(Path db) {
        if (!Files.isRegularFile(db)) return new Status(false, "no database file at " + db);
        // permissions and room first: on a full disk SQLite cannot even open the file, and says so
        // obscurely
        java.util.Optional<String> before = WriteCheck.beforeOpening(db);
        if (before.isPresent()) return new Status(false, before.get());
        try (Connection c = SqliteFiles.connect(db);
                Statement st = c.createStatement()) {
            st.execute("PRAGMA query_only = 1");
            try (ResultSet rs = st.executeQuery("PRAGMA quick_check")) {
                String first = rs.next() ? rs.getString(1) : "no answer";
                if (!"ok".equals(first))
                    return new Status(false, "quick_check of " + db + " says: " + first);
            }
            int failed;
            String version;
            try (ResultSet rs =
                    st.executeQuery(
                            "SELECT SUM(success = 0), MAX(CAST(version AS INTEGER)) "
                                    + "FROM flyway_schema_history WHERE version IS NOT NULL")) {
                rs.next();
                failed = rs.getInt(1);
                version = rs.getString(2);
            }
            if (failed > 0) return new Status(false, failed + " migration(s) of " + db + " failed");
            long notes;
            try (ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM memories")) {
                notes = rs.next() ? rs.getLong(1) : 0;
            }
            java.util.Optional<String> unwritable = WriteCheck.problem(db);
            if (unwritable.isPresent()) return new Status(false, unwritable.get());
            return new Status(
                    true,
                    db
                            + " opens, passes quick_check, can be written, schema version "
                            + version
                            + ", "
                            + notes
                            + " notes");
        } catch (SQLException e) {
            return new Status(false, db + " cannot be used: " + e.getMessage());
        }
    }
}
