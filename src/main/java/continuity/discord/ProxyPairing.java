package continuity.discord;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * Handles a proxy's trigger message and its webhook copy once. A user message that may be a trigger
 * (in a place where a proxy has posted lately, or shaped like a proxy tag) waits up to the window:
 * if its copy comes, only the copy is handled, as the character and in the sender's name; if not,
 * the original is handled (unless its author deleted it meanwhile). Other messages go through at
 * once, and are remembered for the window so that a late copy of one is not handled a second time.
 *
 * @param <T> what is handed on: the user message, ready for the core
 */
final class ProxyPairing<T> implements AutoCloseable {
    /** How long a place counts as having a proxy after its last webhook message. */
    static final Duration PROXY_MEMORY = Duration.ofHours(12);

    /**
     * How long a message handled as it was is remembered, so that a late copy of it is not handled
     * again.
     */
    static final Duration RECENT_MEMORY = Duration.ofSeconds(10);

    /** How long a deleted trigger may still be paired with a late copy. */
    static final Duration WITHDRAWN_MEMORY = Duration.ofSeconds(30);

    /** What a webhook message turned out to be. */
    sealed interface Copy<T> permits Paired, AlreadyHandled, Unpaired {}

    /** The copy of a waiting trigger: handle the copy, in the trigger's author's name. */
    record Paired<T>(T trigger) implements Copy<T> {}

    /** The copy of a message already handled as it was: nothing more to do. */
    record AlreadyHandled<T>() implements Copy<T> {}

    /** No trigger found: the sender is unknown here. */
    record Unpaired<T>() implements Copy<T> {}

    private final class Waiting {
        final String place, messageId, content;
        final T item;
        final long at;
        ScheduledFuture<?> timer;
        boolean deleted;

        Waiting(String place, String messageId, String content, T item, long at) {
            this.place = place;
            this.messageId = messageId;
            this.content = content;
            this.item = item;
            this.at = at;
        }
    }

    private record Handled(String place, String content, long at) {}

    private final Duration window;
    private final Consumer<T> handle;
    private final LongSupplier clock;
    private final ScheduledExecutorService timers =
            Executors.newSingleThreadScheduledExecutor(
                    r -> {
                        Thread t = new Thread(r, "continuity-proxy-window");
                        t.setDaemon(true);
                        return t;
                    });
    private final Map<String, Waiting> waiting = new LinkedHashMap<>();
    private final List<Handled> recent = new ArrayList<>();

    /** Deleted triggers whose copy has not come yet: a slow proxy may still post it. */
    private final List<Waiting> withdrawn = new ArrayList<>();

    private final Map<String, Long> proxySeen = new HashMap<>();

    /** {@code handle} receives each message to handle, exactly once. */
    ProxyPairing(Duration window, Consumer<T> handle) {
        this(window, handle, System::nanoTime);
    }

    ProxyPairing(Duration window, Consumer<T> handle, LongSupplier clock) {
        this.window = window;
        this.handle = handle;
        this.clock = clock;
    }

    /** A user's message in {@code place} (a channel or thread id). */
    void userMessage(String place, String messageId, String content, T item) {
        boolean wait;
        synchronized (this) {
            long now = clock.getAsLong();
            Long seen = proxySeen.get(place);
            wait =
                    (seen != null && now - seen < PROXY_MEMORY.toNanos())
                            || ProxyTags.looksLikeTrigger(content);
            if (wait) {
                Waiting w = new Waiting(place, messageId, content, item, now);
                waiting.put(messageId, w);
                w.timer =
                        timers.schedule(
                                () -> expire(messageId), window.toMillis(), TimeUnit.MILLISECONDS);
            } else {
                prune(now);
                recent.add(new Handled(place, content, now));
            }
        }
        if (!wait) handle.accept(item);
    }

    /** A webhook message in {@code place}: the copy of a trigger, or not. */
    synchronized Copy<T> webhookMessage(String place, String content) {
        long now = clock.getAsLong();
        proxySeen.put(place, now);
        for (Iterator<Waiting> it = waiting.values().iterator(); it.hasNext(); ) {
            Waiting w = it.next();
            if (w.place.equals(place)
                    && now - w.at <= window.toNanos()
                    && ProxyTags.isCopy(w.content, content)) {
                it.remove();
                w.timer.cancel(false);
                return new Paired<>(w.item);
            }
        }
        prune(now);
        for (Iterator<Waiting> it = withdrawn.iterator(); it.hasNext(); ) {
            Waiting w = it.next();
            if (w.place.equals(place) && ProxyTags.isCopy(w.content, content)) {
                it.remove();
                return new Paired<>(w.item);
            }
        }
        for (Iterator<Handled> it = recent.iterator(); it.hasNext(); ) {
            Handled h = it.next();
            if (h.place.equals(place) && ProxyTags.isCopy(h.content, content)) {
                it.remove();
                return new AlreadyHandled<>();
            }
        }
        return new Unpaired<>();
    }

    /**
     * A message was deleted (never a request to forget). A waiting message deleted without a copy
     * is dropped when its window ends, as its author withdrew it; a copy that comes later still
     * pairs with it.
     */
    synchronized void deleted(String messageId) {
        Waiting w = waiting.get(messageId);
        if (w != null) w.deleted = true;
    }

    /** Hands on every waiting message now (shutdown: nothing is lost). */
    void flush() {
        List<Waiting> all;
        synchronized (this) {
            all = new ArrayList<>(waiting.values());
            waiting.clear();
        }
        for (Waiting w : all) {
            w.timer.cancel(false);
            if (!w.deleted) handle.accept(w.item);
        }
    }

    synchronized int waitingCount() {
        return waiting.size();
    }

    private void expire(String messageId) {
        Waiting w;
        synchronized (this) {
            w = waiting.remove(messageId);
            prune(clock.getAsLong());
            if (w != null && !w.deleted)
                recent.add(new Handled(w.place, w.content, clock.getAsLong()));
            if (w != null && w.deleted) withdrawn.add(w);
        }
        if (w != null && !w.deleted) handle.accept(w.item);
    }

    private void prune(long now) {
        recent.removeIf(h -> now - h.at > RECENT_MEMORY.toNanos());
        withdrawn.removeIf(w -> now - w.at > WITHDRAWN_MEMORY.toNanos());
    }

    @Override
    public void close() {
        timers.shutdownNow();
    }
}
