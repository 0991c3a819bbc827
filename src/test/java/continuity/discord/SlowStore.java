package continuity.discord;

import continuity.memory.Repository;
import continuity.memory.Store;
import java.util.function.Function;

/**
 * The real SQLite store, made slow on demand: each transaction sleeps while holding it (a busy
 * disk).
 */
final class SlowStore implements Store {
    private final Store inner;
    volatile long sleepMillis;

    SlowStore(Store inner) {
        this.inner = inner;
    }

    @Override
    public <T> T inTransaction(Function<Repository, T> work) {
        return inner.inTransaction(
                repo -> {
                    long ms = sleepMillis;
                    if (ms > 0) {
                        try {
                            Thread.sleep(ms);
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                        }
                    }
                    return work.apply(repo);
                });
    }

    @Override
    public void close() {
        inner.close();
    }
}
