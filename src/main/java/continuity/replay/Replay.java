package continuity.replay;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import continuity.BotRuntime;
import continuity.chat.Button;
import continuity.chat.ChatContext;
import continuity.chat.ClickIn;
import continuity.chat.Inbound;
import continuity.chat.MessageIn;
import continuity.chat.Reply;
import continuity.chat.SlashCommand;
import continuity.chat.SlashIn;
import continuity.memory.Limits;
import continuity.memory.Note;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Plays a script of chat events through the real core, as {@code ../shared/REPLAY.md} describes,
 * and prints what the bot would do as JSON lines.
 */
public final class Replay implements AutoCloseable {
    /** Longest script line read; longer lines are rejected with an error line. */
    public static final int MAX_LINE = 64 * 1024;

    private static final ObjectMapper JSON = new ObjectMapper();

    /** The client language of an event that does not say. */
    public static final String DEFAULT_LOCALE = "en-US";

    /** A file path (SQLite) or a PostgreSQL JDBC URL. */
    private final String db;

    private final Limits limits;
    private final PrintStream out;
    private PrintStream warnings = System.err;
    private final ReplayClock clock = new ReplayClock();
    private final PostedMessages posted = new PostedMessages();
    private BotRuntime runtime;
    private long messageIds;
    private continuity.memory.ModelHook model;
    private int currentLine;

    public Replay(Path db, Limits limits, PrintStream out) {
        this(db.toString(), limits, out);
    }

    /**
     * {@code db}: a file path (SQLite) or a PostgreSQL JDBC URL; {@code restart} closes and reopens
     * it (the pool too).
     */
    public Replay(String db, Limits limits, PrintStream out) {
        this.db = db;
        this.limits = limits;
        this.out = out;
        this.runtime = BotRuntime.open(db, limits);
    }

    /**
     * Plays with the optional language model (replay --model): every call it makes is printed as a
     * {@code model} line (outcome, decision, raw answer) after the replies of the event that made
     * it.
     */
    public Replay withModel(continuity.memory.ModelHook hook) {
        this.model = hook;
        attachModel();
        return this;
    }

    private void attachModel() {
        if (model == null) return;
        runtime.core()
                .withModel(model)
                .onModelRecord(
                        r -> {
                            ObjectNode o = JSON.createObjectNode();
                            o.put("type", "model");
                            o.put("line", currentLine);
                            o.put("model", r.model());
                            o.put("outcome", r.outcome());
                            o.put("decision", r.decision());
                            o.put("raw", r.raw());
                            o.put("latency_ms", r.latencyMs());
                            o.put("tokens", r.tokens());
                            pendingModel.add(o);
                        });
    }

    private final List<ObjectNode> pendingModel = new java.util.ArrayList<>();

    /** Where unknown fields are reported (standard error unless set). */
    public Replay warningsTo(PrintStream w) {
        this.warnings = w;
        return this;
    }

    public void play(BufferedReader in) throws IOException {
        String raw;
        int line = 0;
        while ((raw = in.readLine()) != null) {
            line++;
            if (raw.isBlank()) continue;
            try {
                if (raw.length() > MAX_LINE)
                    throw new ReplayError(
                            "line " + line + ": longer than " + MAX_LINE + " characters");
                playLine(line, raw);
            } catch (ReplayError e) {
                error(line, e.getMessage());
            } catch (RuntimeException | LinkageError e) {
                error(
                        line,
                        "line "
                                + line
                                + ": could not be played ("
                                + e.getClass().getSimpleName()
                                + ": "
                                + e.getMessage()
                                + ")");
            }
            out.flush();
        }
    }

    void playLine(int line, String raw) {
        currentLine = line;
        JsonNode node;
        try {
            node = JSON.readTree(raw);
        } catch (JsonProcessingException e) {
            throw new ReplayError("line " + line + ": not valid JSON: " + JsonProblem.describe(e));
        }
        if (node == null || !node.isObject())
            throw new ReplayError("line " + line + ": expected a JSON object");
        JsonNode typeNode = node.get("type");
        if (typeNode == null || !typeNode.isTextual())
            throw new ReplayError("line " + line + ": missing field 'type'");
        String type = typeNode.asText();
        ReplayFields.unknown(type, node)
                .ifPresent(
                        names ->
                                warnings.println(
                                        "replay: line "
                                                + line
                                                + ": "
                                                + names
                                                + " ignored ("
                                                + ReplayFields.known(type)
                                                + "; see REPLAY.md)"));
        switch (type) {
            case "message" -> message(line, node);
            case "slash" -> slash(line, node);
            case "click" -> click(line, node);
            case "advance" -> advance(line, node);
            case "restart" -> restart();
            case "dump" -> dump(line, node);
            default ->
                    throw new ReplayError("line " + line + ": unknown event type '" + type + "'");
        }
    }

    private ChatContext context(int line, JsonNode n) {
        String guild =
                n.has("guild") ? (n.get("guild").isNull() ? null : n.get("guild").asText()) : "g1";
        String at = n.hasNonNull("at") ? n.get("at").asText() : null;
        Instant time;
        try {
            time = clock.next(at);
        } catch (DateTimeParseException e) {
            throw new ReplayError("line " + line + ": 'at' is not an ISO-8601 instant: " + at);
        } catch (IllegalArgumentException e) {
            throw new ReplayError("line " + line + ": " + e.getMessage());
        }
        return new ChatContext(
                guild,
                text(n, "channel", "c1"),
                text(n, "thread", null),
                text(n, "user", "u1"),
                text(n, "name", "alice"),
                n.path("gm").asBoolean(false),
                time,
                text(n, "locale", DEFAULT_LOCALE));
    }

    private static String text(JsonNode n, String field, String fallback) {
        JsonNode v = n.get(field);
        return v == null || v.isNull() ? fallback : v.asText();
    }

    private static String required(int line, JsonNode n, String field) {
        JsonNode v = n.get(field);
        if (v == null || v.isNull())
            throw new ReplayError("line " + line + ": missing field '" + field + "'");
        if (!v.isValueNode())
            throw new ReplayError("line " + line + ": field '" + field + "' must be a string");
        return v.asText();
    }

    private void message(int line, JsonNode n) {
        String content = required(line, n, "content");
        ChatContext ctx = context(line, n);
        String proxy = n.hasNonNull("webhook") ? n.get("webhook").asText() : null;
        MessageIn m =
                new MessageIn(
                        ctx,
                        "m" + (++messageIds),
                        content,
                        n.path("mentions_bot").asBoolean(false),
                        n.path("reply_to_bot").asBoolean(false),
                        proxy);
        deliver(line, ctx, m);
    }

    private void slash(int line, JsonNode n) {
        String command = required(line, n, "command");
        ChatContext ctx = context(line, n);
        Map<String, Object> options = new LinkedHashMap<>();
        JsonNode opts = n.get("options");
        if (opts != null && !opts.isNull()) {
            if (!opts.isObject())
                throw new ReplayError("line " + line + ": 'options' must be an object");
            Iterator<Map.Entry<String, JsonNode>> it = opts.fields();
            while (it.hasNext()) {
                var e = it.next();
                JsonNode v = e.getValue();
                if (v.isNull()) continue;
                options.put(
                        e.getKey(),
                        v.isBoolean()
                                ? (Object) v.asBoolean()
                                : v.isValueNode() ? v.asText() : v.toString());
            }
        }
        // /story set and /scene start take their name from options, or from the event itself
        String sub = n.hasNonNull("subcommand") ? n.get("subcommand").asText() : null;
        // (only those two: the event's name is otherwise its author's, no option of the command)
        boolean takesName =
                SlashCommand.of(command, sub).map(c -> c.options.contains("name")).orElse(false);
        if (takesName && !options.containsKey("name") && n.hasNonNull("name"))
            options.put("name", n.get("name").asText());
        deliver(line, ctx, new SlashIn(ctx, command, sub, options));
    }

    private void click(int line, JsonNode n) {
        String label = required(line, n, "label");
        ChatContext ctx = context(line, n);
        Optional<Button> b = posted.find(ctx.guild(), ctx.channel(), ctx.thread(), label);
        if (b.isEmpty())
            throw new ReplayError(
                    "line "
                            + line
                            + ": no button labelled '"
                            + label
                            + "' on the bot's messages here");
        deliver(line, ctx, new ClickIn(ctx, b.get().actionId()));
    }

    private void advance(int line, JsonNode n) {
        for (String unit : List.of("minutes", "hours", "days")) {
            JsonNode v = n.get(unit);
            if (v != null && !v.isNull() && !v.canConvertToExactIntegral())
                throw new ReplayError(
                        "line "
                                + line
                                + ": '"
                                + unit
                                + "' must be a whole number, such as 10, not "
                                + v);
        }
        long minutes;
        try {
            minutes =
                    Math.addExact(
                            Math.addExact(
                                    n.path("minutes").asLong(0),
                                    Math.multiplyExact(60, n.path("hours").asLong(0))),
                            Math.multiplyExact(1440, n.path("days").asLong(0)));
        } catch (ArithmeticException e) {
            throw new ReplayError("line " + line + ": 'advance' goes past the year 9999");
        }
        if (minutes < 0) throw new ReplayError("line " + line + ": time cannot go backwards");
        try {
            runtime.core().expireHourly(clock.advance(minutes));
        } catch (IllegalArgumentException e) {
            throw new ReplayError("line " + line + ": " + e.getMessage());
        }
    }

    private void restart() {
        runtime.close();
        runtime = BotRuntime.open(db, limits);
        attachModel();
    }

    private void dump(int line, JsonNode n) {
        String guild =
                n.has("guild") ? (n.get("guild").isNull() ? "@dm" : n.get("guild").asText()) : "g1";
        ObjectNode o = JSON.createObjectNode();
        o.put("type", "memories");
        o.put("line", line);
        ArrayNode items = o.putArray("items");
        for (Note m : runtime.core().dump(guild)) items.add(MemoryJson.of(m));
        print(o);
    }

    private void deliver(int line, ChatContext ctx, Inbound in) {
        // the hourly sweep of questions nobody answered, on script time (prints nothing)
        runtime.core().expireHourly(ctx.at());
        List<Reply> replies = runtime.core().handle(in);
        for (Reply r : replies) {
            ObjectNode o = JSON.createObjectNode();
            o.put("type", "reply");
            o.put("line", line);
            o.put("channel", ctx.channel());
            if (ctx.thread() == null) o.putNull("thread");
            else o.put("thread", ctx.thread());
            o.put("kind", r.kind().wire());
            o.put("ephemeral", r.ephemeral());
            o.put("text", r.text());
            ArrayNode buttons = o.putArray("buttons");
            r.buttons().forEach(b -> buttons.add(b.label()));
            print(o);
            posted.posted(ctx.guild(), ctx.channel(), ctx.thread(), r.buttons());
        }
        for (ObjectNode m : pendingModel) print(m);
        pendingModel.clear();
    }

    private void error(int line, String message) {
        ObjectNode o = JSON.createObjectNode();
        o.put("type", "error");
        o.put("line", line);
        o.put("message", message);
        print(o);
    }

    private void print(ObjectNode o) {
        try {
            out.println(JSON.writeValueAsString(o));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void close() {
        runtime.close();
    }
}
