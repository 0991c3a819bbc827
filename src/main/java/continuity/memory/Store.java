package continuity.memory;

import java.util.function.Function;

/** Runs work in one transaction: all of it is committed, or none of it. */
public interface Store extends AutoCloseable {
    <T> T inTransaction(Function<Repository, T> work);

    /**
     * Asks to be told when another process changed a server's notes ({@code changed} gets the
     * server, or null when anything may have changed). A store only one process uses never calls
     * it.
     */
    default void onChangesElsewhere(java.util.function.Consumer<String> changed) {}

    /**
     * Called after words were erased (forget-me, a departed server purged): a store that keeps old
     * versions of pages beside the database (SQLite's write-ahead log) gets rid of them, so that
     * the erased words cannot be read from its files.
     */
    default void scrub() {}

    @Override
    void close();
}
