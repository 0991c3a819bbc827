package continuity.store;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Listens for the other processes' changes on a connection of its own (not one of the pool: a
 * pooled connection goes back to the pool and its LISTEN with it). After the connection is lost and
 * found again, every server may have changed meanwhile: the callback is told so (null).
 */
final class ChangeListener implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(ChangeListener.class);

    private final PostgresTarget target;
    private final String origin;
    private final Consumer<String> changed;
    private final Thread thread;
    private volatile boolean stop;
    private volatile Connection connection;
    private volatile CountDownLatch listening = new CountDownLatch(1);

    ChangeListener(PostgresTarget target, String origin, Consumer<String> changed) {
        this.target = target;
        this.origin = origin;
        this.changed = changed;
        this.thread = new Thread(this::run, "postgres-listen");
        thread.setDaemon(true);
    }

    void start() {
        thread.start();
    }

    boolean awaitListening(long timeoutMs) throws InterruptedException {
        return listening.await(timeoutMs, TimeUnit.MILLISECONDS);
    }

    private void run() {
        boolean first = true;
        long backoff = 200;
        while (!stop) {
            try (Connection c = connect()) {
                connection = c;
                try (Statement st = c.createStatement()) {
                    st.execute("LISTEN " + PostgresStore.CHANNEL);
                }
                if (!first) {
                    LOG.info(
                            "listening for other processes' changes again: every cache is cleared");
                    changed.accept(null);
                }
                first = false;
                backoff = 200;
                listening.countDown();
                PGConnection pg = c.unwrap(PGConnection.class);
                while (!stop) {
                    PGNotification[] got = pg.getNotifications(500);
                    if (got == null) continue;
                    for (PGNotification n : got) deliver(n.getParameter());
                }
            } catch (SQLException | RuntimeException e) {
                if (stop) return;
                if (listening.getCount() == 0) listening = new CountDownLatch(1);
                LOG.warn(
                        "the connection listening for other processes' changes failed ({}): reconnecting",
                        PostgresStore.rootMessage(e));
                try {
                    Thread.sleep(backoff);
                } catch (InterruptedException ie) {
                    return;
                }
                backoff = Math.min(5_000, backoff * 2);
            }
        }
    }

    private void deliver(String payload) {
        int space = payload.indexOf(' ');
        if (space < 0 || payload.substring(0, space).equals(origin))
            return; // this process's own change
        try {
            changed.accept(payload.substring(space + 1));
        } catch (RuntimeException e) {
            LOG.warn(
                    "dropping caches after another process's change failed: {}",
                    e.getClass().getName());
        }
    }

    private Connection connect() throws SQLException {
        Connection c = DriverManager.getConnection(target.url(), target.connectionProperties(null));
        c.setAutoCommit(true);
        return c;
    }

    /** Test hook: drops the connection as a network failure would. */
    void breakConnection() {
        Connection c = connection;
        if (c == null) return;
        try {
            c.close();
        } catch (SQLException ignored) {
            // it is being broken on purpose
        }
    }

    @Override
    public void close() {
        stop = true;
        thread.interrupt();
        breakConnection();
        try {
            thread.join(2_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
