package continuity.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import continuity.chat.ChatContext;
import continuity.chat.Inbound;
import continuity.chat.MessageIn;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.chat.SlashCommand;
import continuity.chat.SlashIn;
import continuity.memory.Character;
import continuity.memory.Continuity;
import continuity.memory.Limits;
import continuity.memory.Note;
import continuity.memory.Scope;
import continuity.memory.Status;
import continuity.memory.Store;
import continuity.store.PostgresStore;
import continuity.store.PostgresTarget;
import continuity.store.SqliteStore;
import continuity.understand.Detail;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One busy character (issue 21, item 10): a correction, {@code /memory show character:Mira} and
 * {@code /memory forget} by words, with 1, 1,000 and 10,000 notes on Mira. Mira (owned by u1) has
 * her eye colour, which each correction replaces ("Mira's eyes are X, not Y" in chat, from u1), and
 * free notes "Mira keeps the token tNNNNNx" that each forget looks up by their token. Each size on
 * a fresh database, seeded through the Repository port; the operations run through the real core
 * ({@code Continuity.handle}) on the real store, after a warm-up. Prints a JSON summary on stdout:
 * per size and operation the median and p90 by the wall clock and by the thread's CPU time, and the
 * repository calls of one correction.
 *
 * <pre>java -cp target/bench-build/continuity-bench.jar continuity.bench.BusyCharacterBench
 *     [--sizes 1,1000,10000] [--n 200] [--warmup 200] [--db DIR|jdbc:postgresql://...]</pre>
 *
 * With a PostgreSQL URL (an administrator's), each size runs in a fresh database created beside it.
 */
public final class BusyCharacterBench {
    private static final String[] COLOURS = {"blue", "green", "brown", "golden", "black", "grey"};
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private BusyCharacterBench() {}

    public static void main(String[] args) throws Exception {
        List<Integer> sizes = List.of(1, 1_000, 10_000);
        int n = 200, warmup = 200;
        String db = "target/bench-busy";
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--sizes" -> {
                    sizes = new ArrayList<>();
                    for (String s : args[++i].split(",")) sizes.add(Integer.parseInt(s.strip()));
                }
                case "--n" -> n = Integer.parseInt(args[++i]);
                case "--warmup" -> warmup = Integer.parseInt(args[++i]);
                case "--db" -> db = args[++i];
                default -> {
                    System.err.println(
                            "usage: BusyCharacterBench [--sizes 1,1000,10000] [--n 200] [--warmup 200] [--db DIR|jdbc:postgresql://...]");
                    System.exit(2);
                }
            }
        }
        ObjectMapper json = new ObjectMapper();
        ObjectNode out = json.createObjectNode();
        out.put("store", PostgresTarget.isUrl(db) ? "postgresql" : "sqlite");
        out.put("timed_per_operation", n);
        out.put("warmup_per_operation", warmup);
        out.put("load_average_start", load());
        ArrayNode runs = out.putArray("sizes");
        for (int size : sizes) runs.add(run(db, size, n, warmup));
        out.put("load_average_end", load());
        System.out.println(json.enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(out));
    }

    private static ObjectNode run(String db, int notes, int n, int warmup) throws Exception {
        CorrectionBreakdown.Timings timings = new CorrectionBreakdown.Timings();
        try (Store store = open(db, notes)) {
            long t0 = System.nanoTime();
            seed(store, notes, n + warmup);
            System.err.printf("%d notes seeded in %.1f s%n", notes, (System.nanoTime() - t0) / 1e9);
            Continuity core = new Continuity(timings.around(store), Limits.DEFAULTS);
            Clock clock = new Clock();
            // warm-up: the same operations, unmeasured, on the same character
            int forgets = 0;
            for (int i = 0; i < warmup; i++) {
                correct(core, clock, i);
                show(core, clock);
                forget(core, clock, notes, forgets++);
                everything(core, clock);
                suggest(core, clock);
            }
            timings.reset();
            List<long[]> corrections = new ArrayList<>(), shows = new ArrayList<>();
            List<long[]> forgotten = new ArrayList<>();
            List<long[]> everything = new ArrayList<>(), suggested = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                long[] c = correct(core, clock, warmup + i);
                timings.event(c[0]);
                corrections.add(c);
            }
            ObjectNode perCorrection = timings.summary(n, notes, "full");
            for (int i = 0; i < n; i++) shows.add(show(core, clock));
            for (int i = 0; i < n; i++) forgotten.add(forget(core, clock, notes, forgets++));
            for (int i = 0; i < n; i++) everything.add(everything(core, clock));
            for (int i = 0; i < n; i++) suggested.add(suggest(core, clock));
            ObjectNode o = new ObjectMapper().createObjectNode();
            o.put("notes_on_mira", notes);
            o.set("correction", stats(corrections));
            o.set("show_character", stats(shows));
            o.set("forget_by_text", stats(forgotten));
            o.set("what_do_you_know", stats(everything));
            o.set("blank_autocomplete", stats(suggested));
            o.set("correction_breakdown", perCorrection);
            System.err.printf(
                    "%d notes: correction %s ms, show %s ms, forget %s ms, what do you know %s ms,"
                            + " blank autocomplete %s ms (medians)%n",
                    notes,
                    o.get("correction").get("median_ms"),
                    o.get("show_character").get("median_ms"),
                    o.get("forget_by_text").get("median_ms"),
                    o.get("what_do_you_know").get("median_ms"),
                    o.get("blank_autocomplete").get("median_ms"));
            return o;
        }
    }

    /** A fresh database for one size: an SQLite file, or a new PostgreSQL database. */
    private static Store open(String db, int notes) throws Exception {
        if (PostgresTarget.isUrl(db)) {
            String name = "busy_" + notes + "_" + System.nanoTime();
            try (var c = java.sql.DriverManager.getConnection(db);
                    var s = c.createStatement()) {
                s.execute("CREATE DATABASE " + name);
            }
            int slash = db.lastIndexOf('/'), query = db.indexOf('?', slash);
            String url = db.substring(0, slash + 1) + name + (query < 0 ? "" : db.substring(query));
            return PostgresStore.open(PostgresTarget.of(url));
        }
        Path dir = Path.of(db);
        Files.createDirectories(dir);
        Path file = dir.resolve("busy-" + notes + ".sqlite");
        for (String suffix : new String[] {"", "-wal", "-shm", "-journal"})
            Files.deleteIfExists(Path.of(file + suffix));
        return SqliteStore.open(file);
    }

    /**
     * Mira with her eyes (blue) and {@code notes - 1} free notes; with enough of them, each forget
     * of the run finds its own.
     */
    static void seed(Store store, int notes, int forgets) {
        Instant at = Instant.parse("2026-06-01T00:00:00Z");
        store.inTransaction(
                repo -> {
                    repo.saveCharacter(new Character("g1", "mira", "Mira", "u1", at));
                    repo.insert(
                            Note.newFact(
                                    "g1",
                                    "Mira",
                                    "mira",
                                    Detail.of("eyes"),
                                    "blue",
                                    "Mira has blue eyes",
                                    new Note.Where(Scope.PROFILE, null, null),
                                    Status.ACTIVE,
                                    new Note.Source("u1", "c1", null, at),
                                    continuity.chat.Lang.EN));
                    for (int i = 1; i < notes; i++) {
                        String text = "Mira keeps the token " + token(i);
                        repo.insert(
                                Note.newFact(
                                        "g1",
                                        "Mira",
                                        "mira",
                                        Detail.FREE,
                                        text,
                                        text,
                                        new Note.Where(Scope.PROFILE, null, null),
                                        Status.ACTIVE,
                                        new Note.Source("u1", "c1", null, at.plusSeconds(i)),
                                        continuity.chat.Lang.EN));
                    }
                    return null;
                });
    }

    private static String token(int i) {
        return String.format("t%06dx", i);
    }

    private static final class Clock {
        long seconds = Instant.parse("2027-01-01T00:00:00Z").getEpochSecond();

        ChatContext next() {
            seconds += 4; // 15 changes a minute: under the per-member limit
            return new ChatContext(
                    "g1", "c1", null, "u1", "player", false, Instant.ofEpochSecond(seconds));
        }
    }

    private static long[] correct(Continuity core, Clock clock, int i) {
        String from = COLOURS[i % COLOURS.length], to = COLOURS[(i + 1) % COLOURS.length];
        ChatContext ctx = clock.next();
        return timed(
                core,
                new MessageIn(
                        ctx,
                        "m" + i,
                        "Mira's eyes are " + to + ", not " + from,
                        false,
                        false,
                        null),
                Set.of(ReplyKind.REPLACED));
    }

    private static long[] show(Continuity core, Clock clock) {
        return timed(
                core,
                SlashIn.of(clock.next(), SlashCommand.MEMORY_SHOW, Map.of("character", "Mira")),
                Set.of(ReplyKind.LISTED));
    }

    /** Forgets the note of token {@code k + 1}; with no such note, nothing matches. */
    private static long[] forget(Continuity core, Clock clock, int notes, int k) {
        boolean exists = k + 1 < notes;
        return timed(
                core,
                SlashIn.of(
                        clock.next(),
                        SlashCommand.MEMORY_FORGET,
                        Map.of("memory", "token " + token(k + 1))),
                exists ? Set.of(ReplyKind.FORGOTTEN) : Set.of(ReplyKind.ERROR));
    }

    /** "What do you know about Mira?" in chat: her current notes here, 15 shown. */
    private static long[] everything(Continuity core, Clock clock) {
        return timed(
                core,
                new MessageIn(
                        clock.next(),
                        "q" + clock.seconds,
                        "What do you know about Mira?",
                        true,
                        false,
                        null),
                Set.of(ReplyKind.RECALLED));
    }

    /** The {@code memory} option's suggestions before anything is typed (25, newest first). */
    private static long[] suggest(Continuity core, Clock clock) {
        ChatContext ctx = clock.next();
        long cpu = THREADS.getCurrentThreadCpuTime();
        long t = System.nanoTime();
        var offered = core.suggestNotes(ctx, "", 25);
        long wall = System.nanoTime() - t;
        cpu = THREADS.getCurrentThreadCpuTime() - cpu;
        if (offered.isEmpty()) throw new IllegalStateException("nothing suggested");
        return new long[] {wall, cpu};
    }

    /** {wall nanos, thread CPU nanos}. */
    private static long[] timed(Continuity core, Inbound in, Set<ReplyKind> expected) {
        long cpu = THREADS.getCurrentThreadCpuTime();
        long t = System.nanoTime();
        List<Reply> r = core.handle(in);
        long wall = System.nanoTime() - t;
        cpu = THREADS.getCurrentThreadCpuTime() - cpu;
        if (r.isEmpty() || !expected.contains(r.get(0).kind()))
            throw new IllegalStateException("unexpected reply to " + in + ": " + r);
        return new long[] {wall, cpu};
    }

    private static ObjectNode stats(List<long[]> samples) {
        List<Long> wall = new ArrayList<>(), cpu = new ArrayList<>();
        for (long[] s : samples) {
            wall.add(s[0]);
            cpu.add(s[1]);
        }
        Collections.sort(wall);
        Collections.sort(cpu);
        ObjectNode o = new ObjectMapper().createObjectNode();
        o.put("median_ms", ms(wall.get(wall.size() / 2)));
        o.put("p90_ms", ms(wall.get((int) (wall.size() * 0.9))));
        o.put("cpu_median_ms", ms(cpu.get(cpu.size() / 2)));
        return o;
    }

    private static double ms(long nanos) {
        return Math.round(nanos / 1e4) / 100.0;
    }

    private static double load() {
        return ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    }
}
