package continuity.store;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import continuity.memory.ConcurrentChange;
import continuity.memory.Repository;
import continuity.memory.Store;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.UUID;
import java.util.function.Consumer;
import java.util.function.Function;
import org.flywaydb.core.Flyway;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The shared store: PostgreSQL through a pool of connections, for several processes (Discord shards
 * split between them) on one database. Transactions run side by side; what serialises them is the
 * server they touch: before its first statement about a server, a transaction takes {@code
 * pg_advisory_xact_lock} on it (held until commit or rollback), in every process alike. A
 * transaction that failed on a unique or serialisation conflict, or a deadlock, is run again once.
 * A writing transaction announces the servers it changed with {@code pg_notify}, so that the other
 * processes drop what they keep about them ({@link ChangeListener}).
 */
public final class PostgresStore implements Store {
    private static final Logger LOG = LoggerFactory.getLogger(PostgresStore.class);

    /** The notification channel of changes. */
    static final String CHANNEL = "continuity_changes";

    /**
     * First key of the two-key advisory locks taken on servers ('Cguild'); shard leases use
     * another.
     */
    static final int GUILD_LOCKS = 0x43670001;

    private final PostgresTarget target;
    private final HikariDataSource pool;

    /** The planner's statistics, made after bulk writes. */
    private final Statistics statistics;

    /** Tells this process's own notifications from the others'. */
    private final String origin = UUID.randomUUID().toString();

    // one current transaction per store and thread, on purpose
    @SuppressWarnings("ThreadLocalUsage")
    private final ThreadLocal<Transaction> current = new ThreadLocal<>();

    private volatile ChangeListener listener;
    private volatile boolean closed;

    private PostgresStore(PostgresTarget target, HikariDataSource pool, Statistics statistics) {
        this.target = target;
        this.pool = pool;
        this.statistics = statistics;
    }

    /** Connects, brings the schema up to date (db/migration/postgresql) and opens the pool. */
    public static PostgresStore open(PostgresTarget target) {
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(target.url());
        if (target.user() != null) config.setUsername(target.user());
        if (target.password() != null) config.setPassword(target.password());
        config.setMaximumPoolSize(target.poolSize());
        config.setMinimumIdle(1);
        config.setAutoCommit(false);
        config.setPoolName("continuity");
        config.setConnectionTimeout(10_000);
        config.setInitializationFailTimeout(10_000);
        HikariDataSource pool;
        try {
            pool = new HikariDataSource(config);
        } catch (RuntimeException e) {
            throw new StoreException(
                    "cannot connect to " + target.display() + ": " + rootMessage(e), e);
        }
        try {
            Flyway.configure()
                    .dataSource(pool)
                    .locations(Dialect.POSTGRESQL.migrations())
                    .javaMigrations(new FactStemsFill(), new FactSearchFill())
                    .loggers("slf4j")
                    .load()
                    .migrate();
        } catch (RuntimeException e) {
            pool.close();
            throw new StoreException(
                    "cannot migrate " + target.display() + ": " + rootMessage(e), e);
        }
        Statistics statistics = new Statistics();
        try (Connection c = pool.getConnection()) {
            statistics.atOpen(c);
        } catch (SQLException e) {
            LOG.warn("could not look at the planner statistics: {}", e.getMessage());
        }
        return new PostgresStore(target, pool, statistics);
    }

    public PostgresTarget target() {
        return target;
    }

    private static final class Transaction implements GuildLock {
        final Connection connection;
        final Set<String> locked = new LinkedHashSet<>();
        JdbcRepository repo;
        PreparedStatement lock;

        Transaction(Connection connection) {
            this.connection = connection;
        }

        @Override
        public boolean lock(String guild) {
            if (!locked.add(guild)) return false;
            try {
                if (lock == null)
                    lock =
                            connection.prepareStatement(
                                    "SELECT pg_advisory_xact_lock(?, hashtext(?))");
                lock.setInt(1, GUILD_LOCKS);
                lock.setString(2, guild);
                lock.execute();
                return true;
            } catch (SQLException e) {
                throw new StoreException("cannot lock server " + guild + ": " + e.getMessage(), e);
            }
        }
    }

    @Override
    public <T> T inTransaction(Function<Repository, T> work) {
        Transaction joined = current.get();
        if (joined != null)
            return work.apply(joined.repo); // joins the running transaction, as on SQLite
        try {
            return attempt(work);
        } catch (RuntimeException e) {
            if (!Conflicts.isRetryable(e)) throw e;
            LOG.info(
                    "a transaction met a concurrent change ({}): running it again",
                    Conflicts.describe(e));
            try {
                return attempt(work);
            } catch (RuntimeException again) {
                if (!Conflicts.isRetryable(again)) throw again;
                LOG.warn(
                        "a transaction met a concurrent change twice ({}): nothing of it was written",
                        Conflicts.describe(again));
                throw new ConcurrentChange(
                        "concurrent changes twice: " + Conflicts.describe(again), again);
            }
        }
    }

    private <T> T attempt(Function<Repository, T> work) {
        if (closed) throw new IllegalStateException("the store is closed");
        try (Connection c = pool.getConnection()) {
            Transaction tx = new Transaction(c);
            JdbcRepository repo = new JdbcRepository(c, Dialect.POSTGRESQL, tx);
            tx.repo = repo;
            current.set(tx);
            try {
                T result = work.apply(repo);
                repo.writeLiveCounts();
                int inserted = repo.notesInserted();
                boolean analyzed = statistics.beforeCommit(c, inserted);
                if (repo.wrote()) announce(c, tx.locked);
                c.commit();
                statistics.committed(inserted, analyzed);
                return result;
            } catch (RuntimeException | Error e) {
                rollback(c, repo);
                throw e;
            } catch (SQLException e) {
                rollback(c, repo);
                throw new StoreException("commit failed: " + e.getMessage(), e);
            } finally {
                current.remove();
                repo.close();
                if (tx.lock != null) tx.lock.close();
            }
        } catch (SQLException e) {
            throw new StoreException(
                    "the database " + target.display() + " cannot be reached: " + e.getMessage(),
                    e);
        }
    }

    /** Sent with the commit (a notification is delivered only if its transaction commits). */
    private void announce(Connection c, Set<String> guilds) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT pg_notify('" + CHANNEL + "', ?)")) {
            for (String g : guilds) {
                ps.setString(1, origin + " " + g);
                ps.execute();
            }
        }
    }

    private static void rollback(Connection c, JdbcRepository repo) {
        repo.forgetLiveCounts();
        try {
            c.rollback();
        } catch (SQLException ignored) {
            // the original failure is the one worth reporting
        }
    }

    /**
     * {@code changed} is called with a server's id when another process committed a change about
     * it, and with null when every server may have changed (the listening connection was lost and
     * is back).
     */
    @Override
    public synchronized void onChangesElsewhere(Consumer<String> changed) {
        if (listener != null) listener.close();
        listener = new ChangeListener(target, origin, changed);
        listener.start();
    }

    /** Waits until the listening connection listens (for tests and start-up). */
    public boolean listening(long timeoutMs) throws InterruptedException {
        ChangeListener l = listener;
        return l != null && l.awaitListening(timeoutMs);
    }

    /**
     * Test hook: the listening connection is lost (as in a network failure); it reconnects by
     * itself.
     */
    void breakListener() {
        ChangeListener l = listener;
        if (l != null) l.breakConnection();
    }

    /** A connection of the pool, for maintenance and checks outside the core's transactions. */
    Connection connection() throws SQLException {
        return pool.getConnection();
    }

    @Override
    public synchronized void close() {
        if (closed) return;
        closed = true;
        if (listener != null) listener.close();
        pool.close();
    }

    static String rootMessage(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null && t.getCause() != t) t = t.getCause();
        String m = String.valueOf(t.getMessage());
        int nl = m.indexOf('\n');
        return nl < 0 ? m : m.substring(0, nl);
    }
}
