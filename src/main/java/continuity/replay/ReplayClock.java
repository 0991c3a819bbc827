package continuity.replay;

import java.time.Duration;
import java.time.Instant;

/** Event time in a script: each event one minute after the previous, unless it says otherwise. */
final class ReplayClock {
    static final Instant START = Instant.parse("2026-01-01T00:00:00Z");
    private Instant last;

    Instant next(String at) {
        Instant t = at != null ? Instant.parse(at) : (last == null ? START : last.plus(Duration.ofMinutes(1)));
        last = t;
        return t;
    }

    Instant advance(long minutes) {
        Instant base = last == null ? START : last;
        last = base.plus(Duration.ofMinutes(minutes));
        return last;
    }
}
