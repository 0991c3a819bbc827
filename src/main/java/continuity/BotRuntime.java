package continuity;

import continuity.cli.DatabaseProblem;
import continuity.memory.Continuity;
import continuity.memory.Limits;
import continuity.memory.OwnedShards;
import continuity.memory.Store;
import continuity.store.PostgresStore;
import continuity.store.PostgresTarget;
import continuity.store.SqliteLock;
import continuity.store.SqliteStore;
import java.nio.file.Path;

/**
 * The core on its store: the embedded SQLite file, or PostgreSQL when the database is a JDBC URL
 * ({@code jdbc:postgresql://...}). What every door opens, and closes on shutdown or restart.
 */
public final class BotRuntime implements AutoCloseable {
    private final Store store;
    private final Continuity core;
    private SqliteLock lock;

    private BotRuntime(Store store, Continuity core) {
        this.store = store;
        this.core = core;
    }

    /**
     * Opens (creating and migrating when needed) the database; one that cannot be opened is an
     * {@link IllegalStateException} whose message is one sentence saying why and what to do.
     */
    public static BotRuntime open(Path db, Limits limits) {
        return open(db.toString(), limits);
    }

    /** {@code database}: a file path (SQLite), or a PostgreSQL JDBC URL. */
    public static BotRuntime open(String database, Limits limits) {
        return open(database, limits, OwnedShards.ALL);
    }

    /** The runtime of a process that runs {@code owned} of the bot's Discord shards. */
    public static BotRuntime open(String database, Limits limits, OwnedShards owned) {
        Store store;
        try {
            store =
                    PostgresTarget.isUrl(database)
                            ? PostgresStore.open(PostgresTarget.of(database))
                            : SqliteStore.open(Path.of(database));
        } catch (RuntimeException e) {
            throw new IllegalStateException(DatabaseProblem.explain(database, e), e);
        }
        try {
            return new BotRuntime(store, new Continuity(store, limits, owned));
        } catch (RuntimeException e) {
            store.close();
            throw e;
        }
    }

    /**
     * The runtime of a bot process ({@code run}, {@code console}): on an SQLite file, only when no
     * other bot runs on it ({@link SqliteLock}; refused with one sentence otherwise).
     */
    public static BotRuntime openAlone(String database, Limits limits, OwnedShards owned) {
        if (PostgresTarget.isUrl(database)) return open(database, limits, owned);
        SqliteLock held = SqliteLock.take(Path.of(database));
        try {
            BotRuntime r = open(database, limits, owned);
            r.lock = held;
            return r;
        } catch (RuntimeException e) {
            held.close();
            throw e;
        }
    }

    public Continuity core() {
        return core;
    }

    public Store store() {
        return store;
    }

    @Override
    public void close() {
        try {
            store.close();
        } finally {
            if (lock != null) lock.close();
        }
    }
}
