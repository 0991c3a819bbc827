package continuity.model;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Calls allowed per server in any minute (by the events' own times, so that a replay gives the same
 * answers).
 */
final class Budget {
    private final int perMinute;
    private final Map<String, Deque<Instant>> calls = new ConcurrentHashMap<>();

    Budget(int perMinute) {
        this.perMinute = perMinute;
    }

    /** Takes one call for the guild at {@code at}; false when its minute is spent. */
    synchronized boolean take(String guild, Instant at) {
        Deque<Instant> q = calls.computeIfAbsent(guild, g -> new ArrayDeque<>());
        Instant from = at.minus(Duration.ofMinutes(1));
        while (!q.isEmpty() && !q.peekFirst().isAfter(from)) q.pollFirst();
        if (q.size() >= perMinute) return false;
        q.addLast(at);
        if (calls.size() > 100_000) calls.clear();
        return true;
    }
}
