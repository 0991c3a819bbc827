package continuity.store;

import continuity.memory.Repository;
import continuity.memory.Store;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The embedded store: one SQLite connection, one transaction at a time, each begun with {@code
 * BEGIN IMMEDIATE} (the write lock first, waited for while a command beside the bot writes). A
 * connection whose commit or rollback failed (a full disk, an I/O error) is discarded: sqlite-jdbc
 * leaves it outside any transaction then, so that every later statement would commit on its own.
 * The next transaction opens a new one; until one can be opened, each transaction fails and nothing
 * is written.
 */
public final class SqliteStore implements Store {
    private static final Logger LOG = LoggerFactory.getLogger(SqliteStore.class);

    private final Path file;
    private final Checkpointer checkpointer;

    /** Around each connection opened (tests count the statements run through it). */
    private final UnaryOperator<Connection> wrap;

    private final ReentrantLock lock = new ReentrantLock(true);

    /** Null between a discarded connection and the next transaction. */
    private Connection connection;

    private JdbcRepository repository;
    private boolean closed;
    private int reopened;

    private SqliteStore(
            Path file,
            Connection connection,
            Checkpointer checkpointer,
            UnaryOperator<Connection> wrap) {
        this.file = file;
        this.wrap = wrap;
        this.connection = wrap.apply(connection);
        this.repository = new JdbcRepository(this.connection);
        this.checkpointer = checkpointer;
    }

    public static SqliteStore open(Path file) {
        return open(file, UnaryOperator.identity());
    }

    /** The store, each connection it opens wrapped in {@code wrap} (for tests). */
    static SqliteStore open(Path file, UnaryOperator<Connection> wrap) {
        Connection c = Database.open(file);
        try {
            return new SqliteStore(file, c, new Checkpointer(file), wrap);
        } catch (SQLException e) {
            try {
                c.close();
            } catch (SQLException ignored) {
                // the first failure is the one to report
            }
            throw new StoreException("cannot open the database " + file + ": " + e.getMessage(), e);
        }
    }

    @Override
    public <T> T inTransaction(Function<Repository, T> work) {
        if (lock.isHeldByCurrentThread())
            return work.apply(repository); // joins the running transaction
        lock.lock();
        try {
            if (closed) throw new IllegalStateException("the store is closed");
            JdbcRepository repo = current();
            try {
                repo.control("BEGIN IMMEDIATE");
            } catch (SQLException e) {
                // busy past the timeout (or the file cannot be locked): nothing was begun
                throw Sql.failure("cannot begin a transaction", e);
            }
            T result;
            try {
                result = work.apply(repo);
                repo.writeLiveCounts();
            } catch (RuntimeException | Error e) {
                rollback();
                throw e;
            }
            try {
                repo.control("COMMIT");
            } catch (SQLException e) {
                repo.forgetLiveCounts();
                discard("its commit failed");
                throw Sql.failure("commit failed", e);
            }
            return result;
        } finally {
            lock.unlock();
        }
    }

    /** The repository on a working connection: the one open, or a new one. */
    private JdbcRepository current() {
        if (connection != null) return repository;
        try {
            connection = wrap.apply(Database.connect(file));
        } catch (SQLException e) {
            throw new StoreException(
                    "cannot reopen the database " + file + ": " + e.getMessage(), e);
        }
        repository = new JdbcRepository(connection);
        reopened++;
        LOG.info("reopened the database connection");
        return repository;
    }

    private void sql(String statement) throws SQLException {
        try (Statement st = connection.createStatement()) {
            st.execute(statement);
        }
    }

    private void rollback() {
        repository.forgetLiveCounts();
        try {
            sql("ROLLBACK");
        } catch (SQLException e) {
            // the original failure is the one worth reporting; this connection cannot be trusted
            discard("its rollback failed");
        }
    }

    /** Closes the connection after a failure; the next transaction opens another. */
    private void discard(String why) {
        LOG.warn("discarding the database connection: {}", why);
        repository.close();
        try {
            connection.close();
        } catch (SQLException ignored) {
            // closing a broken connection may fail too; it is dropped all the same
        }
        connection = null;
    }

    /** How many times a connection was discarded and a new one opened (for tests). */
    public int reopenedConnections() {
        lock.lock();
        try {
            return reopened;
        } finally {
            lock.unlock();
        }
    }

    /**
     * Copies the write-ahead log into the database and empties it: old versions of pages holding
     * erased words go with it (the database's own pages were zeroed: {@code secure_delete}).
     */
    @Override
    public void scrub() {
        try {
            maintenance("PRAGMA wal_checkpoint(TRUNCATE)");
        } catch (StoreException e) {
            LOG.warn("could not empty the write-ahead log after an erase: {}", e.getMessage());
        }
    }

    /** Runs a statement outside any transaction (for maintenance such as VACUUM INTO). */
    public void maintenance(String sql) {
        lock.lock();
        try {
            current();
            sql(sql);
        } catch (SQLException e) {
            throw new StoreException(e.getMessage(), e);
        } finally {
            lock.unlock();
        }
    }

    @Override
    public void close() {
        lock.lock();
        try {
            if (closed) return;
            closed = true;
            if (connection == null) {
                checkpointer.close();
                return;
            }
            repository.close();
            try {
                connection.close();
            } finally {
                checkpointer.close();
            }
        } catch (SQLException e) {
            throw new StoreException("close failed: " + e.getMessage(), e);
        } finally {
            lock.unlock();
        }
    }
}
