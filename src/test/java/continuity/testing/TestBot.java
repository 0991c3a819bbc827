package continuity.testing;

import continuity.BotRuntime;
import continuity.chat.Button;
import continuity.chat.ChatContext;
import continuity.chat.ClickIn;
import continuity.chat.MessageIn;
import continuity.chat.Reply;
import continuity.chat.SlashCommand;
import continuity.chat.SlashIn;
import continuity.memory.Limits;
import continuity.memory.Note;
import continuity.memory.Status;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The real core on a real SQLite file (or a real PostgreSQL database), driven the way the doors
 * drive it, for tests of the rules. Each call is one event one minute after the previous.
 */
public final class TestBot implements AutoCloseable {
    private final String db;
    private final Limits limits;
    private BotRuntime runtime;
    private Instant now = Instant.parse("2026-03-01T10:00:00Z");
    private final List<Reply> posted = new ArrayList<>();
    private long ids;

    public String guild = "g1";
    public String channel = "c1";
    public String thread = null;

    public TestBot(Path db) {
        this(db, Limits.DEFAULTS);
    }

    public TestBot(Path db, Limits limits) {
        this(db.toString(), limits);
    }

    /** {@code database}: an SQLite file, or a PostgreSQL JDBC URL (see {@link Postgres}). */
    public TestBot(String database, Limits limits) {
        this.db = database;
        this.limits = limits;
        this.runtime = BotRuntime.open(database, limits);
    }

    /** Time passes: the next event comes {@code d} (and a minute) after the last. */
    public void advance(Duration d) {
        now = now.plus(d);
    }

    /** The time of the last event (or of the last {@link #advance}). */
    public Instant now() {
        return now;
    }

    public ChatContext ctx(String user, boolean gm) {
        now = now.plus(Duration.ofMinutes(1));
        return new ChatContext(guild, channel, thread, user, user + "-name", gm, now);
    }

    private List<Reply> record(List<Reply> replies) {
        for (Reply r : replies) if (!r.buttons().isEmpty()) posted.add(r);
        return replies;
    }

    public List<Reply> say(String user, String text) {
        return record(
                runtime.core()
                        .handle(
                                new MessageIn(
                                        ctx(user, false),
                                        "m" + (++ids),
                                        text,
                                        false,
                                        false,
                                        null)));
    }

    public List<Reply> sayAsGm(String user, String text) {
        return record(
                runtime.core()
                        .handle(
                                new MessageIn(
                                        ctx(user, true), "m" + (++ids), text, false, false, null)));
    }

    public List<Reply> ask(String user, String text) {
        return record(
                runtime.core()
                        .handle(
                                new MessageIn(
                                        ctx(user, false), "m" + (++ids), text, true, false, null)));
    }

    public List<Reply> replyToBot(String user, String text) {
        return record(
                runtime.core()
                        .handle(
                                new MessageIn(
                                        ctx(user, false), "m" + (++ids), text, false, true, null)));
    }

    public List<Reply> proxied(String user, String character, String text) {
        return record(
                runtime.core()
                        .handle(
                                new MessageIn(
                                        ctx(user, false),
                                        "m" + (++ids),
                                        text,
                                        false,
                                        false,
                                        character)));
    }

    public List<Reply> slash(String user, boolean gm, SlashCommand command, Object... keyValues) {
        Map<String, Object> options = new LinkedHashMap<>();
        for (int i = 0; i + 1 < keyValues.length; i += 2)
            options.put((String) keyValues[i], keyValues[i + 1]);
        return record(runtime.core().handle(SlashIn.of(ctx(user, gm), command, options)));
    }

    public List<Reply> remember(String user, String character, String text) {
        return slash(
                user, false, SlashCommand.MEMORY_REMEMBER, "character", character, "text", text);
    }

    /** Presses the button with this label on the latest bot message that offers it. */
    public List<Reply> click(String user, boolean gm, String label) {
        for (int i = posted.size() - 1; i >= 0; i--) {
            for (Button b : posted.get(i).buttons()) {
                if (b.label().equalsIgnoreCase(label)) {
                    return record(runtime.core().handle(new ClickIn(ctx(user, gm), b.actionId())));
                }
            }
        }
        throw new AssertionError("no button labelled " + label + " was offered");
    }

    public List<Note> dump() {
        return runtime.core().dump(guild);
    }

    public List<Note> active() {
        return dump().stream().filter(m -> m.status() == Status.ACTIVE).toList();
    }

    public List<Note> active(String character, String attribute) {
        return active().stream()
                .filter(
                        m ->
                                m.character().equalsIgnoreCase(character)
                                        && Objects.equals(m.attributeWire(), attribute))
                .toList();
    }

    public void restart() {
        runtime.close();
        runtime = BotRuntime.open(db, limits);
    }

    public BotRuntime runtime() {
        return runtime;
    }

    @Override
    public void close() {
        runtime.close();
    }
}
