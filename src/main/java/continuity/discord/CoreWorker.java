package continuity.discord;

import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one thread that calls the core, so that JDA's event thread never waits for the database and
 * events are handled in the order they came (confirmations follow the order of the changes). It
 * also tracks the Discord requests its work queued, so that a shutdown waits for those too.
 */
final class CoreWorker {
    private static final Logger LOG = LoggerFactory.getLogger(CoreWorker.class);

    private final ExecutorService executor =
            Executors.newSingleThreadExecutor(
                    r -> {
                        Thread t = new Thread(r, "continuity-core");
                        t.setDaemon(false); // work in hand finishes before the JVM may exit
                        return t;
                    });
    private final Set<CompletableFuture<?>> requests = ConcurrentHashMap.newKeySet();

    /** Runs {@code work} on the core thread; false when the worker is shutting down. */
    boolean submit(Runnable work) {
        try {
            executor.execute(
                    () -> {
                        try {
                            work.run();
                        } catch (RuntimeException | LinkageError e) {
                            LOG.error("handling an event failed: {}", e.toString(), e);
                        }
                    });
            return true;
        } catch (RejectedExecutionException e) {
            return false;
        }
    }

    <T> CompletableFuture<T> supply(Supplier<T> work) {
        try {
            return CompletableFuture.supplyAsync(work, executor);
        } catch (RejectedExecutionException e) {
            return CompletableFuture.failedFuture(e);
        }
    }

    /** Keeps track of a Discord request until it is answered. */
    // a request is found in the set by identity, which is what is wanted
    @SuppressWarnings("CollectionUndefinedEquality")
    void track(CompletableFuture<?> request) {
        requests.add(request);
        request.whenComplete(
                (ok, err) -> {
                    requests.remove(request);
                    if (err != null) LOG.warn("a Discord request failed: {}", err.toString());
                });
    }

    /** Stops taking work, finishes what was taken, then waits for the requests it queued. */
    void drain(Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        executor.shutdown();
        try {
            if (!executor.awaitTermination(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                LOG.warn("core work still running after {}; stopping without it", timeout);
            }
            List<CompletableFuture<?>> pending = List.copyOf(requests);
            long left = Math.max(0, deadline - System.nanoTime());
            CompletableFuture.allOf(pending.toArray(CompletableFuture[]::new))
                    .get(left, TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (TimeoutException e) {
            LOG.warn("{} Discord request(s) still unanswered at shutdown", requests.size());
        } catch (java.util.concurrent.ExecutionException e) {
            // failures are logged where they are tracked
        }
    }

    boolean isShutdown() {
        return executor.isShutdown();
    }
}
