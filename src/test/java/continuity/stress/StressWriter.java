package continuity.stress;

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
import continuity.chat.ReplyKind;
import continuity.chat.SlashCommand;
import continuity.chat.SlashIn;
import continuity.memory.Limits;
import continuity.memory.Names;
import continuity.memory.Note;
import continuity.memory.Status;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Random;

/**
 * A bot that applies corrections as fast as it can and prints each confirmation the moment the core
 * returns it, so that a harness can kill it at any instant and check afterwards that every
 * confirmed change survived. Before each event it prints an {@code intent} line (what it is about
 * to do, to which character and note); after it, a {@code done} line with the replies' kinds and
 * every note of that character that the event created or changed, as stored.
 *
 * <pre>
 * java -cp TEST_CLASSES:continuity.jar continuity.stress.StressWriter --db FILE [--seed N] [--guilds N] [--events N] [--log FILE]
 * </pre>
 *
 * It is test code: the crash-safety harness ({@code continuity.trust.CrashHarness}) launches it
 * from the test class path, against the compiled classes or the shipped jar; it is not in the jar.
 * With {@code --log}, the lines are appended to that file (each in one write, so a kill leaves at
 * most the last one cut) and standard output only says {@code ready}.
 */
public final class StressWriter {
    static final String[] CHARACTERS = {"Mira", "Sera", "Tomas", "Ilya"};
    static final String[] ATTRIBUTES = {"eyes", "hair", "outfit"};
    private static final ObjectMapper JSON = new ObjectMapper();

    private final BotRuntime runtime;
    private final PrintStream out;
    private final java.io.FileOutputStream log;
    private final Random random;
    private final int guilds;
    private final long life;
    private final Map<String, Map<String, Note>> known = new HashMap<>();
    private final Map<String, List<Button>> lastButtons = new HashMap<>();
    private Instant clock;
    private long seq;

    StressWriter(
            BotRuntime runtime,
            PrintStream out,
            java.io.FileOutputStream log,
            long seed,
            int guilds) {
        this.runtime = runtime;
        this.out = out;
        this.log = log;
        this.random = new Random(seed);
        this.guilds = guilds;
        this.life = seed;
        this.clock = Instant.parse("2026-01-01T00:00:00Z").plusSeconds(3600L * (seed % 100_000));
    }

    public static void main(String[] args) {
        System.exit(run(List.of(args), System.out, System.err));
    }

    public static int run(List<String> args, PrintStream out, PrintStream err) {
        String db = null;
        long seed = System.nanoTime();
        int guilds = 6;
        long events = 1_000_000;
        Path logFile = null;
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            String v = i + 1 < args.size() ? args.get(i + 1) : null;
            switch (a) {
                case "--db" ->
                        db =
                                Objects.requireNonNull(
                                        v, "--db needs a path or a jdbc:postgresql:// URL");
                case "--seed" ->
                        seed = Long.parseLong(Objects.requireNonNull(v, "--seed needs a number"));
                case "--guilds" ->
                        guilds =
                                Integer.parseInt(
                                        Objects.requireNonNull(v, "--guilds needs a number"));
                case "--events" ->
                        events =
                                Long.parseLong(
                                        Objects.requireNonNull(v, "--events needs a number"));
                case "--log" -> logFile = Path.of(Objects.requireNonNull(v, "--log needs a path"));
                default -> {
                    err.println("stress-writer: unknown option " + a);
                    return 2;
                }
            }
            i++;
        }
        if (db == null) {
            err.println("stress-writer: --db FILE is required");
            return 2;
        }
        // no rate limits: the point is to write as fast as possible
        Limits limits = Limits.DEFAULTS.withRates(0, 0).withNotes(0, 0);
        try (BotRuntime runtime = BotRuntime.open(db, limits);
                java.io.FileOutputStream log =
                        logFile == null
                                ? null
                                : new java.io.FileOutputStream(logFile.toFile(), true)) {
            StressWriter w = new StressWriter(runtime, out, log, seed, guilds);
            w.setStories();
            // the learned reader's models loaded before "ready", as the bot warms them at start
            // (discord.RunCommand): the kills then land among the writes, not in the first
            // event's loading of 33 MB of models
            continuity.understand.learned.LearnedReader.shipped();
            w.line(JSON.createObjectNode().put("t", "ready"));
            for (long n = 0; n < events; n++) w.step();
            return 0;
        } catch (java.io.IOException e) {
            err.println("stress-writer: cannot write " + logFile + ": " + e.getMessage());
            return 1;
        }
    }

    /**
     * Channel c2 of every guild plays a named story, so that corrections there can ask which scope.
     */
    private void setStories() {
        for (int g = 1; g <= guilds; g++) {
            runtime.core()
                    .handle(
                            slash(
                                    "g" + g,
                                    "c2",
                                    "gm1",
                                    SlashCommand.STORY_SET,
                                    Map.of("name", "Pirate AU")));
        }
    }

    private void step() {
        seq++;
        clock = clock.plusSeconds(7);
        String guild = "g" + (1 + random.nextInt(guilds));
        String name = CHARACTERS[random.nextInt(CHARACTERS.length)];
        String key = Names.key(name);
        String owner = "owner-" + key;
        Map<String, Note> notes = notes(guild, key);
        String attribute = ATTRIBUTES[random.nextInt(ATTRIBUTES.length)];
        String value = "v" + life + "x" + seq;
        Note current =
                notes.values().stream()
                        .filter(
                                m ->
                                        m.status() == Status.ACTIVE
                                                && m.attributeWire().equals(attribute)
                                                && m.scopeId() == null)
                        .findFirst()
                        .orElse(null);
        String old = current == null ? "v0" : current.value();
        List<Note> live = notes.values().stream().filter(m -> m.status() == Status.ACTIVE).toList();
        Note target = live.isEmpty() ? null : live.get(random.nextInt(live.size()));
        String slotKey = guild + "|" + key;
        List<Button> buttons = lastButtons.getOrDefault(slotKey, List.of());
        boolean exists =
                runtime.store().inTransaction(repo -> repo.character(guild, key).isPresent());

        int r = exists ? random.nextInt(100) : 0;
        String op;
        Inbound in;
        String targetId = null;
        if (r < 30) {
            op = "correct";
            in =
                    message(
                            guild,
                            "c1",
                            owner,
                            false,
                            name
                                    + "'s "
                                    + noun(attribute)
                                    + " "
                                    + verb(attribute)
                                    + " "
                                    + value
                                    + ", not "
                                    + old
                                    + ".");
        } else if (r < 40) {
            op = "correct-in-story";
            in =
                    message(
                            guild,
                            "c2",
                            owner,
                            false,
                            name
                                    + "'s "
                                    + noun(attribute)
                                    + " "
                                    + verb(attribute)
                                    + " "
                                    + value
                                    + ", not "
                                    + old
                                    + ".");
        } else if (r < 47) {
            op = "gm-correct";
            in =
                    message(
                            guild,
                            "c1",
                            "gm1",
                            true,
                            name
                                    + "'s "
                                    + noun(attribute)
                                    + " "
                                    + verb(attribute)
                                    + " "
                                    + value
                                    + ", not "
                                    + old
                                    + ".");
        } else if (r < 55) {
            op = "propose";
            in =
                    message(
                            guild,
                            "c1",
                            "player9",
                            false,
                            name
                                    + "'s "
                                    + noun(attribute)
                                    + " "
                                    + verb(attribute)
                                    + " "
                                    + value
                                    + ", not "
                                    + old
                                    + ".");
        } else if (r < 62) {
            op = "remember";
            in =
                    slash(
                            guild,
                            "c1",
                            owner,
                            SlashCommand.MEMORY_REMEMBER,
                            Map.of("character", name, "text", name + " hums tune " + value));
        } else if (r < 70 && target != null) {
            op = "edit";
            targetId = target.id();
            in =
                    slash(
                            guild,
                            "c1",
                            owner,
                            SlashCommand.MEMORY_EDIT,
                            Map.of("memory", target.id(), "text", name + " note edited " + value));
        } else if (r < 76 && target != null) {
            op = "forget";
            targetId = target.id();
            in =
                    slash(
                            guild,
                            "c1",
                            owner,
                            SlashCommand.MEMORY_FORGET,
                            Map.of("memory", target.id()));
        } else if (r < 90 && !buttons.isEmpty()) {
            Button b = buttons.get(random.nextInt(buttons.size()));
            op = "click " + b.label();
            in =
                    new ClickIn(
                            ctx(
                                    guild,
                                    b.label().startsWith("Only") || b.label().equals("Every story")
                                            ? "c2"
                                            : "c1",
                                    owner,
                                    false),
                            b.actionId());
        } else if (r < 95) {
            op = "answer";
            in =
                    message(
                            guild,
                            "c2",
                            owner,
                            false,
                            random.nextBoolean() ? "only this story" : "every story");
        } else {
            op = "story-set";
            in = slash(guild, "c2", owner, SlashCommand.STORY_SET, Map.of("name", "Pirate AU"));
        }
        if (!exists) {
            op = "create";
            in =
                    slash(
                            guild,
                            "c1",
                            owner,
                            SlashCommand.MEMORY_REMEMBER,
                            Map.of("character", name, "text", name + " has " + value + " eyes"));
        }

        ObjectNode intent =
                JSON.createObjectNode()
                        .put("t", "intent")
                        .put("seq", seq)
                        .put("guild", guild)
                        .put("character", key)
                        .put("op", op);
        if (targetId != null) intent.put("target", targetId);
        line(intent);

        List<Reply> replies = runtime.core().handle(in);

        // the event is committed: say so, with what changed for that character
        Map<String, Note> after = load(guild, key);
        ObjectNode done = JSON.createObjectNode().put("t", "done").put("seq", seq);
        ArrayNode kinds = done.putArray("kinds");
        boolean failed = false;
        List<Button> offered = new ArrayList<>();
        for (Reply reply : replies) {
            kinds.add(reply.kind().wire());
            if (reply.kind() == ReplyKind.ERROR) {
                done.put("error", reply.text());
                if (reply.text().startsWith("Something went wrong")) failed = true;
            }
            offered.addAll(reply.buttons());
        }
        done.put("failed", failed);
        ArrayNode changes = done.putArray("changes");
        for (Note m : after.values()) {
            if (!m.equals(notes.get(m.id()))) changes.add(row(m));
        }
        line(done);
        known.put(slotKey, after);
        if (!offered.isEmpty()) lastButtons.put(slotKey, offered);
    }

    private static String noun(String attribute) {
        return attribute;
    }

    private static String verb(String attribute) {
        return attribute.equals("eyes") ? "are" : "is";
    }

    private Map<String, Note> notes(String guild, String key) {
        return known.computeIfAbsent(guild + "|" + key, k -> load(guild, key));
    }

    private Map<String, Note> load(String guild, String key) {
        Map<String, Note> out = new LinkedHashMap<>();
        for (Note m : runtime.store().inTransaction(repo -> repo.notesOf(guild, key)))
            out.put(m.id(), m);
        return out;
    }

    static ObjectNode row(Note m) {
        ObjectNode o = JSON.createObjectNode();
        o.put("id", m.id());
        o.put("status", m.status().wire());
        o.put("value", m.value());
        o.put("text", m.text());
        o.put("replaces", m.replaces());
        o.put("retired_by", m.retiredBy());
        return o;
    }

    private ChatContext ctx(String guild, String channel, String user, boolean gm) {
        return new ChatContext(guild, channel, null, user, user, gm, clock);
    }

    private Inbound message(String guild, String channel, String user, boolean gm, String text) {
        return new MessageIn(
                ctx(guild, channel, user, gm), "m" + life + "-" + seq, text, false, false, null);
    }

    private Inbound slash(
            String guild,
            String channel,
            String user,
            SlashCommand command,
            Map<String, Object> options) {
        return SlashIn.of(ctx(guild, channel, user, false), command, options);
    }

    private void line(ObjectNode o) {
        String text;
        try {
            text = JSON.writeValueAsString(o);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
        if (log != null && !"ready".equals(o.path("t").asText())) {
            try {
                log.write(
                        (text + "\n")
                                .getBytes(
                                        java.nio.charset.StandardCharsets
                                                .UTF_8)); // one write: whole or cut last
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            return;
        }
        out.println(text);
        out.flush();
    }
}
