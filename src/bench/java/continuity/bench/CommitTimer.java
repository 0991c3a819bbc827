package continuity.bench;

import continuity.memory.Repository;
import continuity.memory.Store;
import java.util.function.Function;

/**
 * The bot's store, with the time of each transaction's commit noted: what the transaction took
 * beyond the work inside it (the writes reaching the log and the log's sync to the disk), and the
 * thread's CPU time in each transaction. Adds three clock readings and three CPU-time readings per
 * transaction, nothing per statement.
 */
final class CommitTimer implements Store {
    private final Store inner;
    private long lastCommitNanos;
    private long commitNanos;
    private long transactionNanos;
    private long transactionCpuNanos;
    private long commitCpuNanos;

    CommitTimer(Store inner) {
        this.inner = inner;
    }

    @Override
    public <T> T inTransaction(Function<Repository, T> work) {
        long[] end = new long[2];
        long cpu = Stats.cpuNow();
        long start = System.nanoTime();
        T out =
                inner.inTransaction(
                        repo -> {
                            try {
                                return work.apply(repo);
                            } finally {
                                end[1] = Stats.cpuNow();
                                end[0] = System.nanoTime();
                            }
                        });
        long done = System.nanoTime();
        lastCommitNanos = done - end[0];
        commitNanos += lastCommitNanos;
        transactionNanos += done - start;
        long cpuDone = Stats.cpuNow();
        transactionCpuNanos += cpuDone - cpu;
        commitCpuNanos += cpuDone - end[1];
        return out;
    }

    /** The commit of the last transaction, in nanoseconds. */
    long lastCommitNanos() {
        return lastCommitNanos;
    }

    /** All commits since the last {@link #reset}, in nanoseconds. */
    long commitNanos() {
        return commitNanos;
    }

    /** All transactions (work and commit) since the last {@link #reset}, in nanoseconds. */
    long transactionNanos() {
        return transactionNanos;
    }

    /**
     * The measuring thread's CPU time in all transactions (work and commit) since the last {@link
     * #reset}, in nanoseconds.
     */
    long transactionCpuNanos() {
        return transactionCpuNanos;
    }

    /** The thread's CPU time in all commits since the last {@link #reset}, in nanoseconds. */
    long commitCpuNanos() {
        return commitCpuNanos;
    }

    void reset() {
        commitCpuNanos = 0;
        commitNanos = 0;
        transactionNanos = 0;
        transactionCpuNanos = 0;
    }

    @Override
    public void close() {
        inner.close();
    }
}
