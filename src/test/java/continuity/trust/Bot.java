package continuity.trust;

import continuity.BotRuntime;
import continuity.chat.Button;
import continuity.chat.ChatContext;
import continuity.chat.ClickIn;
import continuity.chat.MessageIn;
import continuity.chat.Reply;
import continuity.chat.SlashCommand;
import continuity.chat.SlashIn;
import continuity.memory.Continuity;
import continuity.memory.Limits;
import continuity.memory.Note;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The real core on a real SQLite file (or PostgreSQL database), driven as a chat would drive it.
 * Each event is one minute after the previous one unless the test moves the clock.
 */
final class Bot implements AutoCloseable {
    static final Instant START = Instant.parse("2026-01-01T00:00:00Z");

    /** The SQLite file, or the PostgreSQL JDBC URL. */
    final String db;

    final Clock clock = new Clock();
    private final Limits limits;
    private BotRuntime runtime;

    Bot(Path db, Limits limits) {
        this(db.toString(), limits);
    }

    /** {@code database}: an SQLite file, or a PostgreSQL JDBC URL ({@code StoreKind.database}). */
    Bot(String db, Limits limits) {
        this.db = db;
        this.limits = limits;
        this.runtime = BotRuntime.open(db, limits);
    }

    Bot(Path db) {
        this(db, Limits.DEFAULTS);
    }

    Bot(String db) {
        this(db, Limits.DEFAULTS);
    }

    /** The JDBC URL of the store, for the checks that read its tables. */
    String jdbcUrl() {
        return db.startsWith("jdbc:") ? db : "jdbc:sqlite:" + Path.of(db).toAbsolutePath();
    }

    Continuity core() {
        return runtime.core();
    }

    continuity.memory.Store store() {
        return runtime.store();
    }

    List<Reply> say(Actor a, String content) {
        return core().handle(clock.message(a, content));
    }

    List<Reply> sayThroughProxy(Actor a, String proxyName, String content) {
        return core().handle(clock.proxied(a, proxyName, content));
    }

    List<Reply> ask(Actor a, String content) {
        return core().handle(clock.mention(a, content));
    }

    /** {@code slash(a, SlashCommand.MEMORY_REMEMBER, "character", "Mira", "text", "...")}. */
    List<Reply> slash(Actor a, SlashCommand command, Object... options) {
        return core().handle(clock.slash(a, command, options));
    }

    List<Reply> click(Actor a, Button b) {
        return core().handle(clock.click(a, b));
    }

    List<Note> dump(String guild) {
        return core().dump(guild);
    }

    void restart() {
        runtime.close();
        runtime = BotRuntime.open(db, limits);
    }

    @Override
    public void close() {
        runtime.close();
    }

    static Reply only(List<Reply> replies) {
        if (replies.size() != 1) throw new AssertionError("expected one reply, got " + replies);
        return replies.get(0);
    }

    static Button button(List<Reply> replies, String label) {
        for (Reply r : replies) {
            for (Button b : r.buttons()) if (b.label().equalsIgnoreCase(label)) return b;
        }
        throw new AssertionError("no button '" + label + "' in " + replies);
    }

    /** Makes events; each one a minute after the previous one (thread-safe). */
    static final class Clock {
        private final AtomicLong seconds = new AtomicLong();
        private final AtomicLong messageIds = new AtomicLong();
        private volatile long step = 60;

        Instant now() {
            return START.plusSeconds(seconds.get());
        }

        void advance(Duration d) {
            seconds.addAndGet(d.toSeconds());
        }

        /** How far apart events are (a minute unless a test needs a burst). */
        void step(Duration d) {
            step = d.toSeconds();
        }

        ChatContext ctx(Actor a) {
            return new ChatContext(
                    a.guild(),
                    a.channel(),
                    null,
                    a.user(),
                    a.name(),
                    a.gm(),
                    START.plusSeconds(seconds.addAndGet(step)));
        }

        MessageIn message(Actor a, String content) {
            return new MessageIn(
                    ctx(a), "m" + messageIds.incrementAndGet(), content, false, false, null);
        }

        MessageIn proxied(Actor a, String proxyName, String content) {
            return new MessageIn(
                    ctx(a), "m" + messageIds.incrementAndGet(), content, false, false, proxyName);
        }

        MessageIn mention(Actor a, String content) {
            return new MessageIn(
                    ctx(a), "m" + messageIds.incrementAndGet(), content, true, false, null);
        }

        SlashIn slash(Actor a, SlashCommand command, Object... options) {
            Map<String, Object> map = new LinkedHashMap<>();
            for (int i = 0; i + 1 < options.length; i += 2)
                map.put((String) options[i], options[i + 1]);
            return SlashIn.of(ctx(a), command, map);
        }

        ClickIn click(Actor a, Button b) {
            return new ClickIn(ctx(a), b.actionId());
        }
    }
}
