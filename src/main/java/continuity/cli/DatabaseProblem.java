package continuity.cli;

import continuity.store.Health;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;

/**
 * A database that cannot be opened, said in one sentence with what to do, instead of the driver's
 * and the migration tool's whole report.
 */
public final class DatabaseProblem {
    private DatabaseProblem() {}

    /** {@code database}: a file path, or a PostgreSQL JDBC URL. */
    public static String explain(String database, Throwable e) {
        if (!continuity.store.PostgresTarget.isUrl(database)) return explain(Path.of(database), e);
        String shown = continuity.store.PostgresTarget.of(database, java.util.Map.of()).display();
        SQLException sql = find(e, SQLException.class);
        Throwable root = sql != null ? sql : rootOf(e);
        String why = firstLine(String.valueOf(root.getMessage()));
        if ("28P01".equals(sql == null ? null : sql.getSQLState())
                || why.contains("password authentication failed")) {
            return shown
                    + " refused the credentials: set the user and password in the URL or in CONTINUITY_DB_USER and"
                    + " CONTINUITY_DB_PASSWORD (or CONTINUITY_DB_PASSWORD_FILE).";
        }
        if (sql != null && sql.getSQLState() != null && sql.getSQLState().startsWith("08")) {
            return shown
                    + " cannot be reached: "
                    + why
                    + ". Check that PostgreSQL runs there and accepts connections.";
        }
        return shown + " cannot be used: " + why + ".";
    }

    /** How SQLite says that a file is no database of its own. */
    static final String NOT_A_DATABASE = "SQLITE_NOTADB";

    /** The one sentence every command says for a file that is not an SQLite database. */
    static String notADatabase(Path db) {
        return Health.notADatabase(db);
    }

    public static String explain(Path db, Throwable e) {
        String all = chain(e);
        if (Files.isDirectory(db)) {
            return db
                    + " is a folder, not a database file: give a file name, e.g. "
                    + db.resolve("continuity.sqlite")
                    + ".";
        }
        if (all.contains(NOT_A_DATABASE)) return notADatabase(db);
        if (all.contains(" does not exist: create it first")) {
            Path folder = db.toAbsolutePath().getParent();
            return continuity.store.Database.missingFolder(folder) + "; nothing was created.";
        }
        if (all.contains("SQLITE_CORRUPT") || all.contains("DamagedStore")) {
            return Health.damaged(db, "SQLite says the file is malformed") + ".";
        }
        // health reads the history itself; the store refuses the file before Flyway would
        if (all.contains("no such table: flyway_schema_history")
                || all.contains(Health.NOT_THE_BOTS)
                || all.contains("but no schema history table")) return Health.notTheBots(db);
        if (all.contains("SQLITE_READONLY") || find(e, AccessDeniedException.class) != null) {
            return db
                    + " cannot be written by this user ("
                    + System.getProperty("user.name", "?")
                    + "): give it write"
                    + " access to the file and its folder.";
        }
        if (all.contains("SQLITE_FULL") || all.contains("No space left")) {
            return "the disk holding " + db + " is full: free some space.";
        }
        if (all.contains("SQLITE_CANTOPEN")) {
            return db
                    + " cannot be opened: check that its folder exists and that this user may read and write there.";
        }
        FileSystemException fs = find(e, FileSystemException.class);
        if (fs != null)
            return db + " cannot be used: " + fs.getFile() + ": " + fs.getReason() + ".";
        SQLException sql = find(e, SQLException.class);
        Throwable root = sql != null ? sql : rootOf(e);
        return db + " cannot be used: " + firstLine(String.valueOf(root.getMessage())) + ".";
    }

    private static String chain(Throwable e) {
        StringBuilder sb = new StringBuilder();
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause())
            sb.append(t).append('\n');
        return sb.toString();
    }

    private static <T extends Throwable> T find(Throwable e, Class<T> type) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (type.isInstance(t)) return type.cast(t);
        }
        return null;
    }

    private static Throwable rootOf(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null && t.getCause() != t) t = t.getCause();
        return t;
    }

    private static String firstLine(String s) {
        int nl = s.indexOf('\n');
        return (nl < 0 ? s : s.substring(0, nl)).strip();
    }
}
