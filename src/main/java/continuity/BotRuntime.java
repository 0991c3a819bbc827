package continuity;

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

    public static BotRuntime open(Path db, Limits limits) {
        SqliteStore store = SqliteStore.open(db);
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
