package continuity.discord.fake;

import java.time.Duration;
import java.util.function.Supplier;

/**
 * The single lock of a fixture. Every state change happens while holding it and ends with {@link
 * #changed()}, so that tests can wait for a condition with {@link #await}.
 */
final class Monitor {
    private final Supplier<String> diagnostics;

    Monitor(Supplier<String> diagnostics) {
        this.diagnostics = diagnostics;
    }

    void changed() {
        synchronized (this) {
            notifyAll();
        }
    }

    /**
     * Waits until {@code probe} returns non-null (it is evaluated under the lock), or fails the
     * test with what the fake saw.
     */
    <T> T await(String what, Duration timeout, Supplier<T> probe) {
        long deadline = System.nanoTime() + timeout.toNanos();
        synchronized (this) {
            while (true) {
                T value = probe.get();
                if (value != null) {
                    return value;
                }
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    break;
                }
                try {
                    long ms = Math.max(1, left / 1_000_000);
                    wait(ms);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new AssertionError("interrupted while waiting for " + what, e);
                }
            }
        }
        throw new AssertionError(
                "Fake Discord: timed out after "
                        + timeout.toMillis()
                        + " ms waiting for "
                        + what
                        + "\n"
                        + diagnostics.get());
    }
}
