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

    /**
     * The events are sent from a thread of their own: the core tells of a change on its own thread
     * (the bot's core thread), which must never wait for a slow browser.
     */
    private final java.util.concurrent.ScheduledExecutorService sender =
            java.util.concurrent.Executors.newSingleThreadScheduledExecutor(
                    r -> {
                        Thread t = new Thread(r, "dashboard-live");
                        t.setDaemon(true);
                        return t;
                    });

    Live() {
        // a comment every 25 s keeps proxies from closing an idle stream and finds closed pages
        sender.scheduleAtFixedRate(this::heartbeat, 25, 25, java.util.concurrent.TimeUnit.SECONDS);
    }

    // the sets are CopyOnWriteArraySets: a loop iterates a snapshot, so removing in it is safe
    @SuppressWarnings("ModifyCollectionInEnhancedForLoop")
    private void heartbeat() {
        for (Set<SseClient> set : clients.values()) {
            for (SseClient c : set) {
                try {
                    if (c.terminated()) set.remove(c);
                    else c.sendComment("ping");
                } catch (RuntimeException e) {
                    set.remove(c);
                }
            }
        }
    }

    void add(String guild, SseClient c) {
        Set<SseClient> set = clients.computeIfAbsent(guild, g -> new CopyOnWriteArraySet<>());
        set.add(c);
        c.onClose(() -> set.remove(c));
        c.sendComment("listening");
        c.keepAlive();
    }

    /** The core changed {@code guild} (null: any server); the open pages are told soon after. */
    void changed(String guild) {
        if (clients.isEmpty()) return;
        try {
            sender.execute(() -> tell(guild));
        } catch (java.util.concurrent.RejectedExecutionException e) {
            // closing
        }
    }

    private void tell(String guild) {
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
        sender.shutdownNow();
        for (Set<SseClient> set : clients.values()) for (SseClient c : set) c.close();
        clients.clear();
    }
}
