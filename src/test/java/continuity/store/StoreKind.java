package continuity.store;

import continuity.memory.Store;
import continuity.testing.Postgres;
import java.nio.file.Path;

/**
 * The two stores the store tests run on: the SQLite file and PostgreSQL (a fresh database on the
 * test run's real server, see {@link Postgres}).
 * {@code @ParameterizedTest @EnumSource(StoreKind.class)}.
 */
public enum StoreKind {
    SQLITE,
    POSTGRESQL;

    /**
     * A new, empty, migrated store of this kind; {@code name} names the SQLite file in {@code dir}.
     */
    public Store open(Path dir, String name) {
        return this == SQLITE
                ? SqliteStore.open(dir.resolve(name + ".sqlite"))
                : PostgresStore.open(PostgresTarget.of(Postgres.url()));
    }

    /** What a door's {@code --db} takes for a new database of this kind. */
    public String database(Path dir, String name) {
        return this == SQLITE ? dir.resolve(name + ".sqlite").toString() : Postgres.url();
    }
}
