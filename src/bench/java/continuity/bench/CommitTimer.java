package continuity.bench;

import continuity.memory.Repository;
import continuity.memory.Store;

import java.util.function.Function;

/**
 * The bot's store, with the time of each transaction's commit noted: what the transaction took
 * beyond the work inside it (the writes reaching the log and the log's sync to the disk). Adds two
 * clock readings per transaction, nothing per statement.
 */
final class CommitTimer implements Store {
    private final Store inner;
    private long lastCommitNanos;

    CommitTimer(Store inner) {
        this.inner = inner;
    }

    @Override
    public <T> T inTransaction(Function<Repository, T> work) {
        long[] end = new long[1];
        T out = inner.inTransaction(repo -> {
            try {
                return work.apply(repo);
            } finally {
                end[0] = System.nanoTime();
            }
        });
        lastCommitNanos = System.nanoTime() - end[0];
        return out;
    }

    /** The commit of the last transaction, in nanoseconds. */
    long lastCommitNanos() {
        return lastCommitNanos;
    }

    @Override
    public void close() {
        inner.close();
    }
}
