package continuity.memory;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;

/**
 * Changes per member and per server in the last minute, so that one member (or one busy server)
 * cannot flood the canon or the database. Counted on the event's own clock, so replays behave the
 * same at any speed. A change is counted only when both limits allow it.
 */
final class RateLimiter {
    enum Verdict {
        ALLOWED,
        USER_LIMIT,
        GUILD_LIMIT
    }

    private static final Duration WINDOW = Duration.ofMinutes(1);

    private final int perUser;
    private final int perGuild;
    private final Map<String, Deque<Instant>> recent = new HashMap<>();
    private int calls;

    RateLimiter(int perUser, int perGuild) {
        this.perUser = perUser;
        this.perGuild = perGuild;
    }

    RateLimiter(int perUser) {
        this(perUser, 0);
    }

    /** Records one change and says whether it is within the limits. */
    synchronized Verdict allow(String guild, String user, Instant at) {
        Instant cutoff = at.minus(WINDOW);
        Deque<Instant> mine = perUser > 0 ? window("u|" + guild + "|" + user, cutoff) : null;
        Deque<Instant> server = perGuild > 0 ? window("g|" + guild, cutoff) : null;
        if (mine != null && mine.size() >= perUser) return Verdict.USER_LIMIT;
        if (server != null && server.size() >= perGuild) return Verdict.GUILD_LIMIT;
        if (mine != null) mine.addLast(at);
        if (server != null) server.addLast(at);
        if (++calls % 4096 == 0) forgetQuiet(cutoff);
        return Verdict.ALLOWED;
    }

    private Deque<Instant> window(String key, Instant cutoff) {
        Deque<Instant> q = recent.computeIfAbsent(key, k -> new ArrayDeque<>());
        while (!q.isEmpty() && !q.peekFirst().isAfter(cutoff)) q.pollFirst();
        return q;
    }

    /**
     * Drops the members and servers that made no change in the last minute, so the map stays small.
     */
    private void forgetQuiet(Instant cutoff) {
        for (Iterator<Deque<Instant>> it = recent.values().iterator(); it.hasNext(); ) {
            Deque<Instant> q = it.next();
            if (q.isEmpty() || !q.peekLast().isAfter(cutoff)) it.remove();
        }
    }

    int tracked() {
        return recent.size();
    }
}
