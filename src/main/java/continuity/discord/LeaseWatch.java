package continuity.discord;

import continuity.store.ShardLease;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Looks every 15 seconds that this process still holds the lease of its shards. The lease is a lock
 * held by a database connection: when that connection is lost (PostgreSQL restarted, the network
 * failed), the lock is gone and another process may start the same shards, and Discord would then
 * deliver a server's events to both. A lost lease is taken again when its shards are still free;
 * when another process runs one of them now, {@code lost} is told why and this process stops.
 */
final class LeaseWatch implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(LeaseWatch.class);
    static final Duration EVERY = Duration.ofSeconds(15);

    private final ShardLease lease;
    private final Consumer<String> lost;
    private final ScheduledExecutorService timer =
            Executors.newSingleThreadScheduledExecutor(
                    r -> {
                        Thread t = new Thread(r, "continuity-lease");
                        t.setDaemon(true);
                        return t;
                    });
    private boolean unreachableSaid;

    LeaseWatch(ShardLease lease, Consumer<String> lost) {
        this.lease = lease;
        this.lost = lost;
    }

    LeaseWatch start() {
        timer.scheduleWithFixedDelay(
                this::check, EVERY.toMillis(), EVERY.toMillis(), TimeUnit.MILLISECONDS);
        return this;
    }

    /** One look; what it found (null: the shards are another process's now, and lost was told). */
    ShardLease.Kept check() {
        try {
            ShardLease.Kept kept = lease.keep();
            if (kept == ShardLease.Kept.RENEWED) {
                LOG.warn(
                        "the shards' lease was lost with its database connection and is held again");
                unreachableSaid = false;
            } else if (kept == ShardLease.Kept.UNREACHABLE && !unreachableSaid) {
                LOG.warn(
                        "the shards' lease was lost with its database connection; the database"
                                + " cannot be reached to take it again (trying every {} s)",
                        EVERY.toSeconds());
                unreachableSaid = true;
            }
            return kept;
        } catch (ShardLease.Refused r) {
            LOG.error("{}", r.getMessage());
            timer.shutdown();
            lost.accept(r.getMessage());
            return null;
        } catch (RuntimeException e) {
            LOG.warn("looking at the shards' lease failed: {}", e.toString());
            return ShardLease.Kept.UNREACHABLE;
        }
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }
}
