package continuity.dashboard;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** At most {@code max} requests per key (a member, an address) in a sliding window. */
final class RateLimit {
    private final int max;
    private final Duration window;
    private final Map<String, Deque<Instant>> seen = new ConcurrentHashMap<>();

    RateLimit(int max, Duration window) {
        this.max = max;
        this.window = window;
    }

    boolean allow(String key, Instant now) {
        if (seen.size() > 10_000) seen.clear();
        Deque<Instant> q = seen.computeIfAbsent(key, k -> new ArrayDeque<>());
        synchronized (q) {
            while (!q.isEmpty() && q.peekFirst().isBefore(now.minus(window))) q.pollFirst();
            if (q.size() >= max) return false;
            q.addLast(now);
            return true;
        }
    }
}
