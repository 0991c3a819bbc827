package continuity.model;

import java.time.Duration;
import java.time.Instant;

/**
 * After {@code failures} failed calls in a row (timeouts, refusals, unreadable answers), the
 * endpoint is left alone for {@code cooldown}; then one call is let through, and its outcome closes
 * or reopens the breaker.
 */
final class CircuitBreaker {
    private final int failures;
    private final Duration cooldown;
    private int inARow;
    private Instant openUntil;
    private boolean trial;

    CircuitBreaker(int failures, Duration cooldown) {
        this.failures = failures;
        this.cooldown = cooldown;
    }

    synchronized boolean allows(Instant at) {
        if (openUntil == null) return true;
        if (at.isBefore(openUntil) || trial) return false;
        trial = true; // half open: one call decides
        return true;
    }

    synchronized void success() {
        inARow = 0;
        openUntil = null;
        trial = false;
    }

    synchronized void failure(Instant at) {
        inARow++;
        if (trial || inARow >= failures) {
            openUntil = at.plus(cooldown);
            trial = false;
        }
    }

    synchronized boolean open(Instant at) {
        return openUntil != null && at.isBefore(openUntil);
    }
}
