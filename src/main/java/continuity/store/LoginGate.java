package continuity.store;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Spaces Discord logins (IDENTIFY) across every process of one bot: Discord accepts {@code
 * max_concurrency} of them per 5 seconds, one per bucket ({@code shard % max_concurrency}).
 * Entering a bucket takes a session advisory lock on it (on a connection of its own, waiting while
 * another process holds it); leaving holds it until 5 seconds after entering, then lets go. So two
 * processes never identify in one bucket less than 5 seconds apart, whichever started first.
 */
public final class LoginGate implements AutoCloseable {
    /** First key of the login locks ('Clogin'). */
    static final int LOGIN_LOCKS = 0x436c0001;

    public static final long SPACING_MS = 5_000;

    private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(LoginGate.class);

    private final Connection connection;
    private final ScheduledExecutorService timer =
            Executors.newSingleThreadScheduledExecutor(
                    r -> {
                        Thread t = new Thread(r, "continuity-login-gate");
                        t.setDaemon(true);
                        return t;
                    });
    private boolean closed;

    private LoginGate(Connection connection) {
        this.connection = connection;
    }

    public static LoginGate open(PostgresTarget target) {
        try {
            Connection c =
                    DriverManager.getConnection(
                            target.url(), target.connectionProperties("continuity logins"));
            c.setAutoCommit(true);
            return new LoginGate(c);
        } catch (SQLException e) {
            throw new StoreException(
                    "cannot open the login gate on " + target.display() + ": " + e.getMessage(), e);
        }
    }

    /**
     * Waits for the bucket; closing what it returns lets the next login in 5 seconds after this one
     * entered. The close does not wait for that (the lock is let go by a timer): JDA already spaces
     * the logins of one process, and a process whose shards log in one after the other must not pay
     * the 5 seconds twice. PostgreSQL's advisory locks are counted per connection, so the next
     * shard of this process enters at once while the other processes still wait.
     */
    public synchronized AutoCloseable enter(int bucket) throws InterruptedException {
        lock("SELECT pg_advisory_lock(?, ?)", bucket);
        long entered = System.nanoTime();
        return () -> {
            long left = SPACING_MS - (System.nanoTime() - entered) / 1_000_000;
            timer.schedule(() -> unlock(bucket), Math.max(0, left), TimeUnit.MILLISECONDS);
        };
    }

    private void unlock(int bucket) {
        synchronized (this) {
            if (closed) return; // the locks went with the connection
            try {
                lock("SELECT pg_advisory_unlock(?, ?)", bucket);
            } catch (StoreException e) {
                LOG.warn("{}; the lock goes with the connection", e.getMessage());
            }
        }
    }

    /**
     * Enters a bucket and leaves it at once on close (no spacing): for a look that must not wait.
     */
    AutoCloseable enterNow(int bucket) {
        synchronized (this) {
            lock("SELECT pg_advisory_lock(?, ?)", bucket);
        }
        return () -> {
            synchronized (LoginGate.this) {
                lock("SELECT pg_advisory_unlock(?, ?)", bucket);
            }
        };
    }

    private void lock(String sql, int bucket) {
        try (PreparedStatement ps = connection.prepareStatement(sql)) {
            ps.setInt(1, LOGIN_LOCKS);
            ps.setInt(2, bucket);
            ps.execute();
        } catch (SQLException e) {
            throw new StoreException("the login gate failed: " + e.getMessage(), e);
        }
    }

    @Override
    public synchronized void close() {
        closed = true;
        timer.shutdownNow();
        try {
            connection.close();
        } catch (SQLException ignored) {
            // the locks go with the connection
        }
    }
}
