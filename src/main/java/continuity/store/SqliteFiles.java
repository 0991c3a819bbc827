package continuity.store;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.sqlite.SQLiteConfig;

/**
 * Plain connections to a database file for maintenance: no migration, nothing written by accident.
 */
final class SqliteFiles {
    private SqliteFiles() {}

    static Connection connect(Path file) throws SQLException {
        SQLiteConfig config = new SQLiteConfig();
        config.setBusyTimeout(10_000);
        return config.createConnection("jdbc:sqlite:" + file.toAbsolutePath());
    }

    /** Checks the file with {@code integrity_check} and returns how many notes it holds. */
    static long verify(Path file) throws SQLException {
        try (Connection c = connect(file);
                Statement st = c.createStatement()) {
            st.execute("PRAGMA query_only = 1");
            try (ResultSet rs = st.executeQuery("PRAGMA integrity_check")) {
                String first = rs.next() ? rs.getString(1) : "no answer";
                if (!"ok".equals(first)) throw new SQLException("integrity_check says: " + first);
            }
            try (ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM memories")) {
                return rs.next() ? rs.getLong(1) : 0;
            }
        }
    }
}
