package continuity.bench;

import continuity.chat.ChatContext;
import continuity.chat.MessageIn;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.chat.SlashIn;
import continuity.memory.Continuity;
import continuity.memory.Limits;
import continuity.memory.Store;
import continuity.store.PostgresStore;
import continuity.store.PostgresTarget;
import continuity.store.SqliteStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Corrections and recalls per second with 1, 2 and 4 cores, on one PostgreSQL database (each core a
 * {@link Continuity} with its own pool, as separate processes would be) and on the SQLite file (one
 * process: the same number of threads on one core). Each thread works in its own server, so the
 * per-server locks never make them wait for each other; what is measured is what the store lets run
 * side by side. {@code java -cp continuity-bench.jar continuity.bench.StoreScaling ADMIN_JDBC_URL
 * [SECONDS]} (ADMIN_JDBC_URL: a database on the server where new databases may be created, e.g.
 * jdbc:postgresql://127.0.0.1:54329/postgres?user=postgres).
 */
public final class StoreScaling {
    private StoreScaling() {}

    public static void main(String[] args) throws Exception {
        String admin = args[0];
        double seconds = args.length > 1 ? Double.parseDouble(args[1]) : 5;
        Path dir = Files.createTempDirectory("store-scaling");
        System.out.println(
                "{\"machine_cores\":"
                        + Runtime.getRuntime().availableProcessors()
                        + ",\"seconds_per_phase\":"
                        + seconds
                        + ",\"runs\":[");
        boolean first = true;
        for (int cores : new int[] {1, 2, 4}) {
            for (String kind : new String[] {"sqlite", "postgresql"}) {
                List<Store> stores = new ArrayList<>();
                List<Continuity> coreList = new ArrayList<>();
                if (kind.equals("sqlite")) {
                    Store s = SqliteStore.open(dir.resolve("scale-" + cores + ".sqlite"));
                    stores.add(s);
                    Continuity c = new Continuity(s, Limits.DEFAULTS.withRates(0, 0));
                    for (int i = 0; i < cores; i++) coreList.add(c);
                } else {
                    String url =
                            freshDatabase(
                                    admin, "scale_" + cores + "_" + ProcessHandle.current().pid());
                    for (int i = 0; i < cores; i++) {
                        Store s = PostgresStore.open(PostgresTarget.of(url));
                        stores.add(s);
                        coreList.add(new Continuity(s, Limits.DEFAULTS.withRates(0, 0)));
                    }
                }
                for (int i = 0; i < cores; i++) {
                    String g = "bench" + i;
                    coreList.get(i)
                            .handle(
                                    new SlashIn(
                                            ctx(g),
                                            "memory",
                                            "remember",
                                            Map.<String, Object>of(
                                                    "character",
                                                    "Mira",
                                                    "text",
                                                    "Mira has blue eyes")));
                }
                double corrections = phase(coreList, seconds, true);
                double recalls = phase(coreList, seconds, false);
                for (Store s : stores) s.close();
                System.out.printf(
                        "%s{\"store\":\"%s\",\"cores\":%d,\"corrections_per_s\":%.0f,\"recalls_per_s\":%.0f}%n",
                        first ? "" : ",", kind, cores, corrections, recalls);
                first = false;
            }
        }
        System.out.println("]}");
    }

    private static ChatContext ctx(String guild) {
        return new ChatContext(
                guild, "c1", null, "owner", "owner", false, Instant.parse("2026-01-01T00:00:00Z"));
    }

    /** Events per second over all cores, each on its own thread and server, for {@code seconds}. */
    private static double phase(List<Continuity> cores, double seconds, boolean correcting)
            throws InterruptedException {
        AtomicLong done = new AtomicLong();
        long end = System.nanoTime() + (long) (seconds * 1e9);
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < cores.size(); i++) {
            Continuity core = cores.get(i);
            String guild = "bench" + i;
            Thread t =
                    new Thread(
                            () -> {
                                String[] values = {"green", "blue"};
                                int n = 0;
                                while (System.nanoTime() < end) {
                                    List<Reply> r;
                                    if (correcting) {
                                        String now = values[(n + 1) % 2], was = values[n % 2];
                                        r =
                                                core.handle(
                                                        new MessageIn(
                                                                ctx(guild),
                                                                "m" + n,
                                                                "(( Mira's eyes are "
                                                                        + now
                                                                        + "-"
                                                                        + n
                                                                        + ", not "
                                                                        + was
                                                                        + " ))",
                                                                false,
                                                                false,
                                                                null));
                                    } else {
                                        r =
                                                core.handle(
                                                        new SlashIn(
                                                                ctx(guild),
                                                                "memory",
                                                                "recall",
                                                                Map.<String, Object>of(
                                                                        "character",
                                                                        "Mira",
                                                                        "about",
                                                                        "eyes")));
                                    }
                                    if (r.isEmpty() || r.get(0).kind() == ReplyKind.ERROR)
                                        throw new IllegalStateException("bench event failed: " + r);
                                    n++;
                                    done.incrementAndGet();
                                }
                            });
            threads.add(t);
        }
        long t0 = System.nanoTime();
        threads.forEach(Thread::start);
        for (Thread t : threads) t.join();
        return done.get() / ((System.nanoTime() - t0) / 1e9);
    }

    private static String freshDatabase(String admin, String name) throws Exception {
        try (Connection c = DriverManager.getConnection(admin);
                Statement st = c.createStatement()) {
            st.execute("DROP DATABASE IF EXISTS " + name);
            st.execute("CREATE DATABASE " + name);
        }
        int q = admin.indexOf('?');
        String base = q < 0 ? admin : admin.substring(0, q);
        return base.substring(0, base.lastIndexOf('/') + 1)
                + name
                + (q < 0 ? "" : admin.substring(q));
    }
}
