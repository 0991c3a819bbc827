package continuity.store;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Copies the write-ahead log into the database file every second, on its own connection and thread.
 * SQLite would otherwise do it inside whichever commit crosses its 1000-page mark: writing and
 * syncing up to a thousand pages, tens of milliseconds that a correction would wait for. Durability
 * is the same: every commit is synced to the log before it is confirmed.
 */
final class Checkpointer implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Checkpointer.class);
    static final long PERIOD_MS = 1_000;

    private final Connection connection;
    private final ScheduledExecutorService timer;

    Checkpointer(Path file) throws SQLException {
        connection =
                DriverManager.getConnection(
                        "jdbc:sqlite:" + file.toAbsolutePath(), Database.config().toProperties());
        timer =
                Executors.newSingleThreadScheduledExecutor(
                        r -> {
                            Thread t = new Thread(r, "sqlite-checkpoint");
                            t.setDaemon(true);
                            return t;
                        });
        timer.scheduleWithFixedDelay(
                () -> checkpoint("PASSIVE"), PERIOD_MS, PERIOD_MS, TimeUnit.MILLISECONDS);
    }

    /** PASSIVE never blocks the bot's connection; TRUNCATE at close leaves an empty log behind. */
    private void checkpoint(String mode) {
        try (Statement st = connection.createStatement();
                ResultSet rs = st.executeQuery("PRAGMA wal_checkpoint(" + mode + ")")) {
            rs.next();
        } catch (SQLException e) {
            LOG.warn(
                    "checkpoint of the write-ahead log failed (it is retried): {}", e.getMessage());
        }
    }

    @Override
    public void close() {
        timer.shutdown();
        try {
            if (!timer.awaitTermination(10, TimeUnit.SECONDS))
                LOG.warn("checkpoint still running at close");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        checkpoint("TRUNCATE");
        try {
            connection.close();
        } catch (SQLException e) {
            LOG.warn("closing the checkpoint connection failed: {}", e.getMessage());
        }
    }
}
