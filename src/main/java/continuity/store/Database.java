package continuity.store;

import org.flywaydb.core.Flyway;
import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteDataSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;

/**
 * Opens the SQLite file and brings its schema up to date with the Flyway migrations in
 * {@code db/migration}. WAL journal with synchronous=FULL: a confirmed change survives a crash
 * or power loss.
 */
public final class Database {
    private Database() {
    }

    public static Connection open(Path file) {
        try {
            Path parent = file.toAbsolutePath().getParent();
            if (parent != null) Files.createDirectories(parent);
            SQLiteConfig config = new SQLiteConfig();
            config.setJournalMode(SQLiteConfig.JournalMode.WAL);
            config.setSynchronous(SQLiteConfig.SynchronousMode.FULL);
            config.enforceForeignKeys(true);
            config.setBusyTimeout(10_000);
            SQLiteDataSource ds = new SQLiteDataSource(config);
            ds.setUrl("jdbc:sqlite:" + file.toAbsolutePath());
            Flyway.configure()
                    .dataSource(ds)
                    .locations("classpath:db/migration")
                    .loggers("slf4j")
                    .load()
                    .migrate();
            Connection c = ds.getConnection();
            c.setAutoCommit(false);
            return c;
        } catch (SQLException | java.io.IOException e) {
            throw new StoreException("cannot open the database " + file + ": " + e.getMessage(), e);
        } catch (RuntimeException e) {
            throw new StoreException("cannot open the database " + file + ": " + e.getMessage(), e);
        }
    }
}
