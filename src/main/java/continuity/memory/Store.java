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

    @Override
    void close();
}
