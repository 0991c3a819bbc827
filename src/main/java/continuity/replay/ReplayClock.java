package continuity.replay;

import java.time.Duration;
import java.time.Instant;

/**
 * Event time in a script: each event one minute after the previous, unless it says otherwise. Times
 * stay within the years 1970 to 9999, so that one odd line cannot push the clock where the next
 * event's minute no longer exists (and where stored times would no longer sort).
 */
final class ReplayClock {
    static final Instant START = Instant.parse("2026-01-01T00:00:00Z");
    static final Instant EARLIEST = Instant.parse("1970-01-01T00:00:00Z");
    static final Instant LATEST = Instant.parse("9999-12-31T00:00:00Z");
    private Instant last;

    /**
     * @throws IllegalArgumentException when the time is outside the years 1970 to 9999
     */
    Instant next(String at) {
        Instant t =
                at != null
                        ? Instant.parse(at)
                        : (last == null ? START : last.plus(Duration.ofMinutes(1)));
        if (t.isBefore(EARLIEST) || t.isAfter(LATEST)) {
            throw new IllegalArgumentException(
                    "'at' must be between 1970-01-01 and 9999-12-30, got " + at);
        }
        last = t;
        return t;
    }

    /**
     * @throws IllegalArgumentException when that much time would go past the year 9999
     */
    Instant advance(long minutes) {
        Instant base = last == null ? START : last;
        if (minutes > Duration.between(base, LATEST).toMinutes()) {
            throw new IllegalArgumentException(
                    "advancing " + minutes + " minutes goes past the year 9999");
        }
        last = base.plus(Duration.ofMinutes(minutes));
        return last;
    }
}
