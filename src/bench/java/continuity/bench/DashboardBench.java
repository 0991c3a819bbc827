package continuity.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import continuity.BotRuntime;
import continuity.dashboard.Dashboard;
import continuity.memory.Character;
import continuity.memory.Limits;
import continuity.memory.Note;
import continuity.memory.Retire;
import continuity.memory.Scope;
import continuity.memory.Status;
import continuity.understand.Detail;
import java.net.CookieManager;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * How fast the dashboard answers on a big server: one character with {@code --notes} notes (2,000)
 * over {@code --stories} stories (200) and the profile, in a server of {@code --server-notes} notes
 * (10,000); each page asked {@code --n} times (200) over loopback after a warm-up, as a browser
 * would (offline session, HTTP, Javalin, the precompiled templates, the store). Not a test: prints
 * a JSON summary on stdout (BENCHMARKS.md, "Dashboard").
 *
 * <pre>java -cp target/bench-build/continuity-bench.jar continuity.bench.DashboardBench</pre>
 */
public final class DashboardBench {
    private DashboardBench() {}

    public static void main(String[] args) throws Exception {
        int notes = 2_000, stories = 200, serverNotes = 10_000, n = 200;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--notes" -> notes = Integer.parseInt(args[++i]);
                case "--stories" -> stories = Integer.parseInt(args[++i]);
                case "--server-notes" -> serverNotes = Integer.parseInt(args[++i]);
                case "--n" -> n = Integer.parseInt(args[++i]);
                default -> {
                    System.err.println(
                            "usage: DashboardBench [--notes 2000] [--stories 200] [--server-notes 10000] [--n 200]");
                    System.exit(2);
                }
            }
        }
        Path dir = Files.createTempDirectory("dashboard-bench");
        ObjectNode out = new ObjectMapper().createObjectNode();
        try (BotRuntime rt = BotRuntime.open(dir.resolve("bench.sqlite"), Limits.DEFAULTS)) {
            long t0 = System.nanoTime();
            seed(rt, notes, stories, serverNotes);
            System.err.printf("seeded in %.1f s%n", (System.nanoTime() - t0) / 1e9);
            try (Dashboard d = new Dashboard(rt.store(), rt.core(), Dashboard.offline("u1"))) {
                String base = "http://127.0.0.1:" + d.start("127.0.0.1", 0);
                HttpClient http =
                        HttpClient.newBuilder().cookieHandler(new CookieManager()).build();
                out.put("character_notes", notes);
                out.put("stories", stories);
                out.put("server_notes", serverNotes);
                out.put("requests_per_page", n);
                out.set("character_page", measure(http, base + "/s/g1/c/mira", n));
                out.set("timeline", measure(http, base + "/s/g1/c/mira/d/a0", n));
                out.set("server_page", measure(http, base + "/s/g1", n));
                out.set("search", measure(http, base + "/s/g1/search?q=value+17", n));
                out.set("week", measure(http, base + "/s/g1/week", Math.max(20, n / 10)));
            }
        } finally {
            try (var files = Files.walk(dir)) {
                files.sorted(Collections.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
        System.out.println(
                new ObjectMapper()
                        .enable(SerializationFeature.INDENT_OUTPUT)
                        .writeValueAsString(out));
    }

    /**
     * The server: Mira (owned by u1) with {@code notes} current facts spread over the profile and
     * {@code stories} stories, each attribute with a replaced older value (so timelines have
     * history); other characters up to {@code serverNotes} notes. Written through the Repository
     * port in one transaction (the core's rules are not what is measured here).
     */
    static void seed(BotRuntime rt, int notes, int stories, int serverNotes) {
        Instant at = Instant.now().minusSeconds(3 * 86_400);
        rt.store()
                .inTransaction(
                        repo -> {
                            repo.saveCharacter(new Character("g1", "mira", "Mira", "u1", at));
                            int written = 0;
                            for (int i = 0; i < notes; i++) {
                                int story = i % (stories + 1); // 0: the profile
                                Note.Where where =
                                        story == 0
                                                ? new Note.Where(Scope.PROFILE, null, null)
                                                : new Note.Where(
                                                        Scope.STORY,
                                                        "story:s" + story,
                                                        "Story " + story);
                                String attribute = "a" + (i / (stories + 1));
                                Note old =
                                        Note.newFact(
                                                "g1",
                                                "Mira",
                                                "mira",
                                                Detail.of(attribute),
                                                "old " + i,
                                                "Mira's " + attribute + " was old value " + i,
                                                where,
                                                Status.ACTIVE,
                                                new Note.Source("u1", "c1", null, at),
                                                continuity.chat.Lang.EN);
                                Note now =
                                        old.replacement(
                                                "value " + i,
                                                "Mira's " + attribute + " is value " + i,
                                                new Note.Source(
                                                        "u1", "c1", null, at.plusSeconds(60)));
                                repo.insert(
                                        old.withStatus(
                                                Status.SUPERSEDED,
                                                at.plusSeconds(60),
                                                now.id(),
                                                Retire.Reason.CORRECTED));
                                repo.insert(now);
                                written += 2;
                            }
                            int c = 0;
                            while (written < serverNotes) {
                                String key = "npc" + c, name = "Npc" + c;
                                repo.saveCharacter(
                                        new Character("g1", key, name, "u" + (c % 7 + 2), at));
                                for (int j = 0; j < 100 && written < serverNotes; j++, written++) {
                                    repo.insert(
                                            Note.newFact(
                                                    "g1",
                                                    name,
                                                    key,
                                                    Detail.of("b" + j),
                                                    "value " + j,
                                                    name + "'s b" + j + " is value " + j,
                                                    new Note.Where(Scope.PROFILE, null, null),
                                                    Status.ACTIVE,
                                                    new Note.Source(
                                                            "u" + (c % 7 + 2), "c1", null, at),
                                                    continuity.chat.Lang.EN));
                                }
                                c++;
                            }
                            return null;
                        });
    }

    static ObjectNode measure(HttpClient http, String url, int n) throws Exception {
        HttpRequest get = HttpRequest.newBuilder(URI.create(url)).GET().build();
        long bytes = 0;
        for (int i = 0; i < Math.max(20, n / 4); i++) {
            HttpResponse<byte[]> r = http.send(get, HttpResponse.BodyHandlers.ofByteArray());
            if (r.statusCode() != 200) throw new IllegalStateException(url + ": " + r.statusCode());
            bytes = r.body().length;
        }
        List<Double> ms = new ArrayList<>();
        com.sun.management.OperatingSystemMXBean os =
                (com.sun.management.OperatingSystemMXBean)
                        java.lang.management.ManagementFactory.getOperatingSystemMXBean();
        long cpu0 = os.getProcessCpuTime();
        for (int i = 0; i < n; i++) {
            long t = System.nanoTime();
            HttpResponse<byte[]> r = http.send(get, HttpResponse.BodyHandlers.ofByteArray());
            ms.add((System.nanoTime() - t) / 1e6);
            if (r.statusCode() != 200) throw new IllegalStateException(url + ": " + r.statusCode());
        }
        double cpuMs = (os.getProcessCpuTime() - cpu0) / 1e6 / n;
        Collections.sort(ms);
        ObjectNode o = new ObjectMapper().createObjectNode();
        o.put("bytes", bytes);
        // the whole process's CPU per request (server and client side): what the page costs
        // whatever else the machine is doing
        o.put("cpu_ms_per_request", round(cpuMs));
        o.put("median_ms", round(ms.get(ms.size() / 2)));
        o.put("p95_ms", round(ms.get((int) Math.floor(ms.size() * 0.95))));
        o.put("max_ms", round(ms.get(ms.size() - 1)));
        System.err.printf(
                "%s: median %.1f ms, p95 %.1f ms, %d bytes%n",
                url, ms.get(ms.size() / 2), ms.get((int) Math.floor(ms.size() * 0.95)), bytes);
        return o;
    }

    static double round(double v) {
        return Math.round(v * 10) / 10.0;
    }
}
