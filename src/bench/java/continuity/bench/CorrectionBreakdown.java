package continuity.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import continuity.chat.ChatContext;
import continuity.chat.MessageIn;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.memory.Continuity;
import continuity.memory.Limits;
import continuity.memory.Repository;
import continuity.memory.Store;
import continuity.store.SqliteStore;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * Where a correction's time goes: the same corrections as the harness ("Kael's eyes is teal, not
 * blue" from the owner) through the real core on a real file, with the store wrapped so that each
 * repository call and the commit are timed. Prints, per correction, the mean microseconds of each
 * repository method (and how many calls), of the work outside the store, and of the commit.
 *
 * <pre>java -cp target/bench-build/continuity-bench.jar continuity.bench.CorrectionBreakdown
 *     [--notes 1000] [--n 20000] [--sync full|off] [--dir target/bench-breakdown] [--cache-kib K]
 *     [--story false|true] [--timed true|false]
 * </pre>
 *
 * <p>{@code --story true}: every guild's channel plays the story the loader's story notes are in,
 * and each correction replaces a story note there (a story-scoped correction). {@code --timed
 * false}: no wrapper around each repository call (only the commit is timed), for profiling and for
 * the CPU figure without the wrapper's own cost. Also printed: the measuring thread's CPU time per
 * correction (median, p90, mean).
 */
public final class CorrectionBreakdown {
    private static final String[] VALUES = {
        "green", "blue", "brown", "golden", "black", "red", "teal"
    };

    public static void main(String[] args) throws Exception {
        Map<String, String> opt =
                new TreeMap<>(
                        Map.of(
                                "--notes",
                                "1000",
                                "--n",
                                "20000",
                                "--sync",
                                "full",
                                "--dir",
                                "target/bench-breakdown"));
        for (int i = 0; i + 1 < args.length; i += 2) opt.put(args[i], args[i + 1]);
        int notes = Integer.parseInt(opt.get("--notes"));
        int n = Integer.parseInt(opt.get("--n"));
        Path dir = Path.of(opt.get("--dir"));
        Files.createDirectories(dir);
        Path db = dir.resolve("breakdown-" + notes + ".sqlite");
        for (String suffix : new String[] {"", "-wal", "-shm"})
            Files.deleteIfExists(Path.of(db + suffix));
        Layout layout = new NoteLoader(db).growTo(notes);

        Timings timings = new Timings();
        try (SqliteStore sqlite = SqliteStore.open(db)) {
            if (opt.get("--sync").equals("off")) sqlite.maintenance("PRAGMA synchronous=OFF");
            if (opt.containsKey("--cache-kib"))
                sqlite.maintenance(
                        "PRAGMA cache_size=-" + Integer.parseInt(opt.get("--cache-kib")));
            boolean story = opt.getOrDefault("--story", "false").equals("true");
            Store timed =
                    opt.getOrDefault("--timed", "true").equals("true")
                            ? timings.around(sqlite)
                            : timings.commitsOnly(sqlite);
            Continuity core = new Continuity(timed, Limits.DEFAULTS);
            Random random = new Random(7);
            long clock = Instant.parse("2027-01-01T00:00:00Z").getEpochSecond();
            // the value each character's corrected slot has now: a correction names it ("teal,
            // not hazel"), since a named value that is not the current one is a question
            Map<String, String> current = new HashMap<>();
            if (story) {
                // every guild's channel "s1" plays the story the loader's story notes are in
                for (int g = 0; g <= layout.typicalGuilds(); g++) {
                    String guild = g == 0 ? Layout.BUSY : Layout.typicalGuild(g);
                    StorySet.in(core, guild, Instant.ofEpochSecond(clock += 4));
                }
            }
            int warmup = Math.min(5_000, n);
            long[] cpu = new long[n];
            for (int i = 0; i < warmup + n; i++) {
                if (i == warmup) timings.reset();
                boolean busy = i % 5 == 4;
                int c = character(random, busy, layout, story);
                String guild =
                        busy
                                ? Layout.BUSY
                                : Layout.typicalGuild(1 + random.nextInt(layout.typicalGuilds()));
                String name = busy ? Layout.busyName(c) : Layout.typicalName(c);
                String attr = story ? Layout.storyAttribute(c) : Layout.profileAttribute(c);
                String old =
                        current.computeIfAbsent(
                                guild + "/" + c,
                                k ->
                                        NoteLoader.currentValue(
                                                attr,
                                                c,
                                                busy ? Layout.BUSY_NOTES : Layout.TYPICAL_NOTES));
                String value = VALUES[i % VALUES.length];
                if (value.equals(old)) value = VALUES[(i + 1) % VALUES.length];
                current.put(guild + "/" + c, value);
                clock += 4;
                ChatContext ctx =
                        new ChatContext(
                                guild,
                                story ? "s1" : "c1",
                                null,
                                Layout.owner(guild, c),
                                "player",
                                false,
                                Instant.ofEpochSecond(clock));
                MessageIn in =
                        new MessageIn(
                                ctx,
                                "m" + i,
                                name + "'s " + attr + " is " + value + ", not " + old,
                                false,
                                false,
                                null);
                long c0 = Stats.cpuNow();
                long t0 = System.nanoTime();
                List<Reply> r = core.handle(in);
                timings.event(System.nanoTime() - t0);
                if (i >= warmup) cpu[i - warmup] = Stats.cpuNow() - c0;
                if (r.isEmpty()
                        || (r.get(0).kind() != ReplyKind.REPLACED
                                && r.get(0).kind() != ReplyKind.SAVED)) {
                    throw new IllegalStateException("unexpected reply " + r);
                }
            }
            Arrays.sort(cpu);
            timings.cpu(cpu);
        }
        System.out.println(
                new ObjectMapper()
                        .writerWithDefaultPrettyPrinter()
                        .writeValueAsString(timings.summary(n, notes, opt.get("--sync"))));
    }

    /** A character to correct: in a story, one whose eyes or hair are a story note. */
    private static int character(Random random, boolean busy, Layout layout, boolean story) {
        int bound = busy ? layout.busyCharacters() : Layout.TYPICAL_CHARACTERS;
        while (true) {
            int c = random.nextInt(bound);
            if (!story || Layout.inStory(c)) return c;
        }
    }

    /** Times the store's transactions, their commits, and each repository call. */
    static final class Timings {
        private final Map<String, long[]> calls =
                new TreeMap<>(); // method -> {count, nanos, CPU nanos}
        private long events;
        private long eventNanos;
        private CommitTimer commits;
        private long[] cpu = new long[0];

        void cpu(long[] sorted) {
            cpu = sorted;
        }

        Store commitsOnly(Store inner) {
            commits = new CommitTimer(inner);
            return commits;
        }

        void reset() {
            calls.clear();
            events = 0;
            eventNanos = 0;
            commits.reset();
        }

        void event(long nanos) {
            events++;
            eventNanos += nanos;
        }

        /**
         * The store, with each transaction and commit timed ({@link CommitTimer}) and each
         * repository call.
         */
        Store around(Store inner) {
            commits =
                    new CommitTimer(
                            new Store() {
                                @Override
                                public <T> T inTransaction(Function<Repository, T> work) {
                                    return inner.inTransaction(repo -> work.apply(timed(repo)));
                                }

                                @Override
                                public void close() {
                                    inner.close();
                                }
                            });
            return commits;
        }

        private Repository timed(Repository repo) {
            return (Repository)
                    Proxy.newProxyInstance(
                            Repository.class.getClassLoader(),
                            new Class<?>[] {Repository.class},
                            (proxy, method, args) -> {
                                long c0 = Stats.cpuNow();
                                long t0 = System.nanoTime();
                                try {
                                    return method.invoke(repo, args);
                                } catch (InvocationTargetException e) {
                                    throw e.getCause();
                                } finally {
                                    long[] c =
                                            calls.computeIfAbsent(
                                                    method.getName()
                                                            + "/"
                                                            + method.getParameterCount(),
                                                    k -> new long[3]);
                                    c[0]++;
                                    c[1] += System.nanoTime() - t0;
                                    c[2] += Stats.cpuNow() - c0;
                                }
                            });
        }

        ObjectNode summary(int n, int notes, String sync) {
            ObjectMapper m = new ObjectMapper();
            ObjectNode o = m.createObjectNode();
            o.put("notes", notes);
            o.put("synchronous", sync);
            o.put("corrections", n);
            o.put("event_us", us(eventNanos, events));
            if (cpu.length > 0) {
                o.put("cpu_median_us", us(cpu[cpu.length / 2], 1));
                o.put("cpu_p90_us", us(cpu[cpu.length * 9 / 10], 1));
                o.put("cpu_mean_us", us(Arrays.stream(cpu).sum(), cpu.length));
                o.put("cpu_in_transactions_mean_us", us(commits.transactionCpuNanos(), events));
                o.put("cpu_in_commits_mean_us", us(commits.commitCpuNanos(), events));
                o.put(
                        "cpu_outside_transactions_mean_us",
                        us(Arrays.stream(cpu).sum() - commits.transactionCpuNanos(), events));
            }
            o.put("transaction_us", us(commits.transactionNanos(), events));
            o.put("commit_us", us(commits.commitNanos(), events));
            long repoNanos = calls.values().stream().mapToLong(c -> c[1]).sum();
            o.put("repository_calls_us", us(repoNanos, events));
            if (cpu.length > 0) {
                long repoCpu = calls.values().stream().mapToLong(c -> c[2]).sum();
                o.put("cpu_in_repository_calls_mean_us", us(repoCpu, events));
                o.put(
                        "cpu_in_transactions_outside_repository_calls_and_commit_mean_us",
                        us(
                                commits.transactionCpuNanos() - commits.commitCpuNanos() - repoCpu,
                                events));
            }
            o.put(
                    "core_outside_repository_us",
                    us(eventNanos - commits.commitNanos() - repoNanos, events));
            ObjectNode per = o.putObject("per_method_us_per_correction");
            calls.entrySet().stream()
                    .sorted((a, b) -> Long.compare(b.getValue()[1], a.getValue()[1]))
                    .forEach(
                            e ->
                                    per.put(
                                            e.getKey(),
                                            us(e.getValue()[1], events)
                                                    + " us ("
                                                    + us(e.getValue()[2], events)
                                                    + " us CPU), "
                                                    + round((double) e.getValue()[0] / events)
                                                    + " calls"));
            return o;
        }

        private static double us(long nanos, long count) {
            return round(nanos / 1000.0 / Math.max(1, count));
        }

        private static double round(double d) {
            return Math.round(d * 10) / 10.0;
        }
    }

    private CorrectionBreakdown() {}
}
