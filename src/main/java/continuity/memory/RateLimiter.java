package continuity.memory;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Changes per user per minute, so that one member cannot flood a server's canon. Counted on the
 * event's own clock, so replays behave the same at any speed.
 */
final class RateLimiter {
    private final int perMinute;
    private final Map<String, Deque<Instant>> recent = new ConcurrentHashMap<>();

    RateLimiter(int perMinute) {
        this.perMinute = perMinute;
    }

    /** Records one change and says whether it is within the limit. */
    boolean allow(String guild, String user, Instant at) {
        if (perMinute <= 0) return true;
        Deque<Instant> q = recent.computeIfAbsent(guild + "|" + user, k -> new ArrayDeque<>());
        synchronized (q) {
            Instant cutoff = at.minus(Duration.ofMinutes(1));
            while (!q.isEmpty() && !q.peekFirst().isAfter(cutoff)) q.pollFirst();
            if (q.size() >= perMinute) return false;
            q.addLast(at);
            return true;
        }
    }
}
