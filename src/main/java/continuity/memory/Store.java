package continuity.memory;

import java.util.function.Function;

/** Runs work in one transaction: all of it is committed, or none of it. */
public interface Store extends AutoCloseable {
    <T> T inTransaction(Function<Repository, T> work);

    @Override
    void close();
}
