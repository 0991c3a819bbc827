package continuity.store;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import org.flywaydb.core.Flyway;
import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteDataSource;

/**
 * Opens the SQLite file and brings its schema up to date with the Flyway migrations in {@code
 * db/migration/sqlite}. WAL journal with synchronous=FULL: a confirmed change survives a crash or
 * power loss. Connections do not checkpoint on commit: {@link Checkpointer} does it beside them, so
 * that no message waits for the log to be copied into the database.
 */
public final class Database {
    private Database() {}

    static SQLiteConfig config() {
        SQLiteConfig config = new SQLiteConfig();
        config.setJournalMode(SQLiteConfig.JournalMode.WAL);
        config.setSynchronous(SQLiteConfig.SynchronousMode.FULL);
        config.enforceForeignKeys(true);
        config.setBusyTimeout(10_000);
        // erased text is overwritten with zeros, not left in free space for anyone with the file
        config.setPragma(SQLiteConfig.Pragma.SECURE_DELETE, "true");
        config.setGetGeneratedKeys(
                false); // ids are ours: spares a "last_insert_rowid" query per insert
        return config;
    }

    public static Connection open(Path file) {
        try {
            Path parent = file.toAbsolutePath().getParent();
            // a mistyped --db makes no folders: the file may be new, its folder must exist
            if (parent != null && !Files.isDirectory(parent))
                throw new StoreException(missingFolder(parent), null);
            refuseAnotherProgramsFile(file);
            SQLiteDataSource ds = new SQLiteDataSource(config());
            ds.setUrl("jdbc:sqlite:" + file.toAbsolutePath());
            Flyway.configure()
                    .dataSource(ds)
                    .locations("classpath:db/migration/sqlite")
                    .javaMigrations(new FactStemsFill(), new FactSearchFill())
                    .loggers("slf4j")
                    .load()
                    .migrate();
            return connect(file);
        } catch (SQLException e) {
            throw new StoreException("cannot open the database " + file + ": " + e.getMessage(), e);
        } catch (RuntimeException e) {
            throw new StoreException("cannot open the database " + file + ": " + e.getMessage(), e);
        }
    }

    /**
     * Another program's SQLite database (tables, but no migration history) is refused before
     * anything is written to it: opening it as the bot's would turn it to the WAL journal for good.
     * Read with a connection that sets nothing.
     */
    private static void refuseAnotherProgramsFile(Path file) throws SQLException {
        try {
            if (!Files.isRegularFile(file) || Files.size(file) == 0) return;
        } catch (java.io.IOException e) {
            return; // Flyway meets the same and says so
        }
        try (Connection c =
                        new SQLiteConfig()
                                .createConnection("jdbc:sqlite:" + file.toAbsolutePath());
                Statement st = c.createStatement();
                java.sql.ResultSet rs =
                        st.executeQuery(
                                "SELECT COUNT(*), COALESCE(SUM(name = 'flyway_schema_history'), 0)"
                                        + " FROM sqlite_master WHERE type = 'table'")) {
            if (rs.next() && rs.getInt(1) > 0 && rs.getInt(2) == 0)
                throw new StoreException(Health.notTheBots(file), null);
        }
    }

    /** The sentence for a database whose folder does not exist. */
    public static String missingFolder(Path folder) {
        return "the folder " + folder + " does not exist: create it first, or give another --db";
    }

    /**
     * A connection to a database already migrated: the bot's own (at start, and again after a
     * failed commit discarded the one before). It stays in auto-commit mode: {@link SqliteStore}
     * begins each transaction itself with {@code BEGIN IMMEDIATE}, which takes the write lock at
     * once and waits for it (busy timeout) while another process writes. sqlite-jdbc's own
     * transactions begin deferred, and a deferred transaction that reads, then writes after another
     * process wrote, fails at once with SQLITE_BUSY: no timeout can help it.
     */
    static Connection connect(Path file) throws SQLException {
        Connection c = config().createConnection("jdbc:sqlite:" + file.toAbsolutePath());
        try (Statement st = c.createStatement()) {
            // per connection; the Checkpointer copies the log
            st.execute("PRAGMA wal_autocheckpoint=0");
        } catch (SQLException e) {
            c.close();
            throw e;
        }
        return c;
    }
}
