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
 * </pre>
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
            Store timed = timings.around(sqlite);
            Continuity core = new Continuity(timed, Limits.DEFAULTS);
            Random random = new Random(7);
            long clock = Instant.parse("2027-01-01T00:00:00Z").getEpochSecond();
            int warmup = Math.min(5_000, n);
            for (int i = 0; i < warmup + n; i++) {
                if (i == warmup) timings.reset();
                boolean busy = i % 5 == 4;
                int c =
                        busy
                                ? random.nextInt(layout.busyCharacters())
                                : random.nextInt(Layout.TYPICAL_CHARACTERS);
                String guild =
                        busy
                                ? Layout.BUSY
                                : Layout.typicalGuild(1 + random.nextInt(layout.typicalGuilds()));
                String name = busy ? Layout.busyName(c) : Layout.typicalName(c);
                String attr = Layout.profileAttribute(c);
                clock += 4;
                ChatContext ctx =
                        new ChatContext(
                                guild,
                                "c1",
                                null,
                                Layout.owner(guild, c),
                                "player",
                                false,
                                Instant.ofEpochSecond(clock));
                long t0 = System.nanoTime();
                List<Reply> r =
                        core.handle(
                                new MessageIn(
                                        ctx,
                                        "m" + i,
                                        name
                                                + "'s "
                                                + attr
                                                + " is "
                                                + VALUES[i % VALUES.length]
                                                + ", not blue",
                                        false,
                                        false,
                                        null));
                timings.event(System.nanoTime() - t0);
                if (r.isEmpty()
                        || (r.get(0).kind() != ReplyKind.REPLACED
                                && r.get(0).kind() != ReplyKind.SAVED
                                && r.get(0).kind() != ReplyKind.OK)) {
                    throw new IllegalStateException("unexpected reply " + r);
                }
            }
        }
        System.out.println(
                new ObjectMapper()
                        .writerWithDefaultPrettyPrinter()
                        .writeValueAsString(timings.summary(n, notes, opt.get("--sync"))));
    }

    /** Times the store's transactions, their commits, and each repository call. */
    static final class Timings {
        private final Map<String, long[]> calls = new TreeMap<>(); // method -> {count, nanos}
        private long events;
        private long eventNanos;
        private CommitTimer commits;

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
                                                    k -> new long[2]);
                                    c[0]++;
                                    c[1] += System.nanoTime() - t0;
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
            o.put("transaction_us", us(commits.transactionNanos(), events));
            o.put("commit_us", us(commits.commitNanos(), events));
            long repoNanos = calls.values().stream().mapToLong(c -> c[1]).sum();
            o.put("repository_calls_us", us(repoNanos, events));
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
                                                    + " us, "
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
