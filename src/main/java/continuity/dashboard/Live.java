package continuity.dashboard;

import io.javalin.http.sse.SseClient;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArraySet;

/**
 * The open pages of each server, told by server-sent events when the core changed that server (from
 * Discord, from these pages, or, on PostgreSQL, from another process).
 */
final class Live implements AutoCloseable {
    private final Map<String, Set<SseClient>> clients = new ConcurrentHashMap<>();

    void add(String guild, SseClient c) {
        Set<SseClient> set = clients.computeIfAbsent(guild, g -> new CopyOnWriteArraySet<>());
        set.add(c);
        c.onClose(() -> set.remove(c));
        c.sendComment("listening");
        c.keepAlive();
    }

    /** The core changed {@code guild} (null: any server). */
    void changed(String guild) {
        for (Map.Entry<String, Set<SseClient>> e : clients.entrySet()) {
            if (guild != null && !guild.equals(e.getKey())) continue;
            for (SseClient c : e.getValue()) {
                try {
                    if (c.terminated()) e.getValue().remove(c);
                    else c.sendEvent("changed", "1");
                } catch (RuntimeException ex) {
                    e.getValue().remove(c);
                }
            }
        }
    }

    int listening(String guild) {
        Set<SseClient> set = clients.get(guild);
        return set == null ? 0 : set.size();
    }

    @Override
    public void close() {
        for (Set<SseClient> set : clients.values()) for (SseClient c : set) c.close();
        clients.clear();
    }
}
