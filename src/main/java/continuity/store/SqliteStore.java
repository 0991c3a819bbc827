package continuity.store;

import continuity.memory.Repository;
import continuity.memory.Store;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Function;

/** The embedded store: one SQLite connection, one transaction at a time. */
public final class SqliteStore implements Store {
    private final Connection connection;
    private final JdbcRepository repository;
    private final Checkpointer checkpointer;
    private final ReentrantLock lock = new ReentrantLock(true);
    private boolean closed;

    private SqliteStore(Connection connection, Checkpointer checkpointer) {
        this.connection = connection;
        this.repository = new JdbcRepository(connection);
        this.checkpointer = checkpointer;
    }

    public static SqliteStore open(Path file) {
        Connection c = Database.open(file);
        try {
            return new SqliteStore(c, new Checkpointer(file));
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
            try {
                T result = work.apply(repository);
                repository.writeLiveCounts();
                connection.commit();
                return result;
            } catch (RuntimeException | Error e) {
                rollback();
                throw e;
            } catch (SQLException e) {
                rollback();
                throw new StoreException("commit failed: " + e.getMessage(), e);
            }
        } finally {
            lock.unlock();
        }
    }

    private void rollback() {
        repository.forgetLiveCounts();
        try {
            connection.rollback();
        } catch (SQLException ignored) {
            // the original failure is the one worth reporting
        }
    }

    /** Runs a statement outside any transaction (for maintenance such as VACUUM INTO). */
    public void maintenance(String sql) {
        lock.lock();
        try {
            connection.setAutoCommit(true);
            try (var st = connection.createStatement()) {
                st.execute(sql);
            } finally {
                connection.setAutoCommit(false);
            }
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
