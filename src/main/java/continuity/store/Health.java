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

    /** The one sentence for a damaged database file, whoever finds it. */
    public static String damaged(Path db, String detail) {
        return db
                + " is damaged ("
                + detail
                + "): stop the bot and put the last backup in its place (README, \"Backup\");"
                + " nothing was changed";
    }

    /** The one sentence for a file that is not an SQLite database, whoever finds it. */
    public static String notADatabase(Path db) {
        return db
                + " is not a SQLite database (or it is damaged): give the bot's database file, or a"
                + " new file name to start an empty one.";
    }

    /**
     * The one sentence for another program's SQLite database (no migration history), whoever finds
     * it.
     */
    public static String notTheBots(Path db) {
        return db
                + NOT_THE_BOTS
                + ": give the bot's database file, or a new file name to start an"
                + " empty one.";
    }

    /** What {@link #notTheBots} says of the file, to know the sentence again. */
    public static final String NOT_THE_BOTS =
            " is a SQLite database but not the bot's (it has no migration history)";

    /**
     * What {@code PRAGMA quick_check} finds wrong with the file, in one sentence; empty when
     * nothing.
     */
    public static java.util.Optional<String> damage(Path db) {
        try (Connection c = SqliteFiles.connect(db);
                Statement st = c.createStatement()) {
            st.execute("PRAGMA query_only = 1");
            return damage(db, st);
        } catch (SQLException e) {
            return java.util.Optional.of(unusable(db, e));
        }
    }

    private static java.util.Optional<String> damage(Path db, Statement st) throws SQLException {
        String first = null;
        int problems = 0;
        try (ResultSet rs = st.executeQuery("PRAGMA quick_check")) {
            while (rs.next()) {
                String row = rs.getString(1);
                if ("ok".equals(row)) continue;
                problems++;
                // the first line SQLite gives names the database, the next the first problem
                if (first == null || first.startsWith("*** in database")) first = row;
            }
        }
        if (problems == 0) return java.util.Optional.empty();
        String firstLine = first == null ? "" : first.lines().reduce((a, b) -> b).orElse("");
        return java.util.Optional.of(
                damaged(
                        db,
                        "quick_check found "
                                + problems
                                + (problems == 1 ? " problem" : " problems")
                                + ", the first: "
                                + firstLine));
    }

    /** Why the file cannot be used, in one sentence, from what SQLite said. */
    static String unusable(Path db, SQLException e) {
        String m = String.valueOf(e.getMessage());
        if (m.contains("SQLITE_CORRUPT")) return damaged(db, "SQLite says the file is malformed");
        if (m.contains("SQLITE_NOTADB")) return notADatabase(db);
        if (m.contains("no such table: flyway_schema_history")) return notTheBots(db);
        return db + " cannot be used: " + m.lines().findFirst().orElse(m);
    }

    public static Status check(Path db) {
        if (!Files.isRegularFile(db)) return new Status(false, "no database file at " + db);
        try {
            if (Files.size(db) == 0)
                return new Status(
                        false,
                        db
                                + " is empty: it holds no database yet (the bot, replay or import"
                                + " creates one there on first use)");
        } catch (java.io.IOException e) {
            return new Status(false, db + " cannot be read: " + e.getMessage());
        }
        // permissions and room first: on a full disk SQLite cannot even open the file, and says so
        // obscurely
        java.util.Optional<String> before = WriteCheck.beforeOpening(db);
        if (before.isPresent()) return new Status(false, before.get());
        try (Connection c = SqliteFiles.connect(db);
                Statement st = c.createStatement()) {
            st.execute("PRAGMA query_only = 1");
            java.util.Optional<String> damage = damage(db, st);
            if (damage.isPresent()) return new Status(false, damage.get());
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
            return new Status(false, unusable(db, e));
        }
    }
}
