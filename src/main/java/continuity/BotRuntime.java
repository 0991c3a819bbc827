package continuity;

import continuity.cli.DatabaseProblem;
import continuity.memory.Continuity;
import continuity.memory.Limits;
import continuity.store.SqliteStore;

import java.nio.file.Path;

/** The core on its embedded SQLite store: what every door opens, and closes on shutdown or restart. */
public final class BotRuntime implements AutoCloseable {
    private final SqliteStore store;
    private final Continuity core;

    private BotRuntime(SqliteStore store, Continuity core) {
        this.store = store;
        this.core = core;
    }

    /**
     * Opens (creating and migrating when needed) the database; one that cannot be opened is an
     * {@link IllegalStateException} whose message is one sentence saying why and what to do.
     */
    public static BotRuntime open(Path db, Limits limits) {
        SqliteStore store;
        try {
            store = SqliteStore.open(db);
        } catch (RuntimeException e) {
            throw new IllegalStateException(DatabaseProblem.explain(db, e), e);
        }
        try {
            return new BotRuntime(store, new Continuity(store, limits));
        } catch (RuntimeException e) {
            store.close();
            throw e;
        }
    }

    public Continuity core() {
        return core;
    }

    public SqliteStore store() {
        return store;
    }

    @Override
    public void close() {
        store.close();
    }
}
