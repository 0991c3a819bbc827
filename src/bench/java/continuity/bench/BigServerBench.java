package continuity.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import continuity.memory.Character;
import continuity.memory.Note;
import continuity.memory.Retire;
import continuity.memory.Scope;
import continuity.memory.Status;
import continuity.memory.Store;
import continuity.store.SqliteStore;
import continuity.understand.Detail;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A big server through the command line in bounded memory (issue 21, item 3): a server of {@code
 * --notes} notes (100,000) is written to an SQLite file, then {@code export}, {@code import} (into
 * a new SQLite file and, with {@code --pg}, into PostgreSQL) and {@code migrate --to postgresql}
 * each run as a process of its own with {@code -Xmx} {@code --xmx} (128m), under {@code
 * /usr/bin/time -v}. Prints a JSON summary: per command its exit status, wall time and peak
 * resident memory.
 *
 * <pre>java -cp target/bench-build/continuity-bench.jar continuity.bench.BigServerBench
 *     [--notes 100000] [--xmx 128m] [--dir target/bench-big] [--pg jdbc:postgresql://HOST/postgres?user=...]
 * </pre>
 *
 * With {@code --pg} (an administrator's URL), two new databases are created beside it.
 */
public final class BigServerBench {
    private BigServerBench() {}

    public static void main(String[] args) throws Exception {
        int notes = 100_000;
        String xmx = "128m", pg = null;
        Path dir = Path.of("target/bench-big");
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--notes" -> notes = Integer.parseInt(args[++i]);
                case "--xmx" -> xmx = args[++i];
                case "--dir" -> dir = Path.of(args[++i]);
                case "--pg" -> pg = args[++i];
                default -> {
                    System.err.println(
                            "usage: BigServerBench [--notes 100000] [--xmx 128m] [--dir DIR] [--pg ADMIN_URL]");
                    System.exit(2);
                }
            }
        }
        Files.createDirectories(dir);
        Path a = dir.resolve("big.sqlite"), b = dir.resolve("back.sqlite");
        Path file = dir.resolve("big.json");
        for (Path p : new Path[] {a, b, file})
            for (String s : new String[] {"", "-wal", "-shm"}) Files.deleteIfExists(Path.of(p + s));
        long t0 = System.nanoTime();
        try (Store s = SqliteStore.open(a)) {
            seed(s, notes);
        }
        ObjectMapper json = new ObjectMapper();
        ObjectNode out = json.createObjectNode();
        out.put("notes", notes);
        out.put("xmx", xmx);
        out.put("seed_s", (System.nanoTime() - t0) / 1e9);
        out.set(
                "export",
                run(xmx, "export", "--guild", "g1", "--db", a.toString(), file.toString()));
        out.put("export_mib", Files.size(file) / (1024.0 * 1024));
        out.set(
                "import_sqlite",
                run(xmx, "import", "--guild", "g1", "--db", b.toString(), file.toString()));
        if (pg != null) {
            out.set(
                    "import_postgresql",
                    run(xmx, "import", "--guild", "g1", "--db", database(pg), file.toString()));
            out.set("migrate", run(xmx, "migrate", "--db", a.toString(), "--to", database(pg)));
        }
        System.out.println(json.enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(out));
    }

    /**
     * 100 characters; four notes in five are free notes, the fifth a detail replaced once (the old
     * note superseded by the new, both linked).
     */
    static void seed(Store s, int notes) {
        Instant at = Instant.parse("2026-01-01T00:00:00Z");
        s.inTransaction(
                repo -> {
                    for (int c = 0; c < 100; c++)
                        repo.saveCharacter(new Character("g1", "c" + c, "C" + c, "u1", at));
                    List<Note> batch = new ArrayList<>();
                    for (int i = 0; i < notes; i++) {
                        String key = "c" + (i % 100), name = "C" + (i % 100);
                        Instant when = at.plusSeconds(i);
                        if (i % 5 == 4 && i + 1 < notes) {
                            Note old =
                                    Note.newFact(
                                            "g1",
                                            name,
                                            key,
                                            Detail.of("detail" + i),
                                            "old value " + i,
                                            name + "'s detail" + i + " is old value " + i,
                                            new Note.Where(Scope.PROFILE, null, null),
                                            Status.ACTIVE,
                                            new Note.Source("u1", "c1", null, when),
                                            continuity.chat.Lang.EN);
                            Note now =
                                    old.replacement(
                                            "value " + i,
                                            name + "'s detail" + i + " is value " + i,
                                            new Note.Source("u1", "c1", null, when));
                            batch.add(
                                    old.withStatus(
                                            Status.SUPERSEDED,
                                            when,
                                            now.id(),
                                            Retire.Reason.CORRECTED));
                            batch.add(now);
                            i++;
                        } else {
                            batch.add(
                                    Note.newFact(
                                            "g1",
                                            name,
                                            key,
                                            Detail.FREE,
                                            "keepsake number " + i,
                                            name + " keeps keepsake number " + i,
                                            new Note.Where(Scope.PROFILE, null, null),
                                            Status.ACTIVE,
                                            new Note.Source("u1", "c1", null, when),
                                            continuity.chat.Lang.EN));
                        }
                        if (batch.size() >= 1000) {
                            repo.insertAll(batch);
                            batch.clear();
                        }
                    }
                    repo.insertAll(batch);
                    return null;
                });
    }

    /** A new database on the PostgreSQL server of the administrator's URL. */
    static String database(String admin) throws Exception {
        String name = "big_" + System.nanoTime();
        try (var c = java.sql.DriverManager.getConnection(admin);
                var st = c.createStatement()) {
            st.execute("CREATE DATABASE " + name);
        }
        int slash = admin.lastIndexOf('/'), q = admin.indexOf('?', slash);
        return admin.substring(0, slash + 1) + name + (q < 0 ? "" : admin.substring(q));
    }

    private static final Pattern RSS =
            Pattern.compile("Maximum resident set size \\(kbytes\\): (\\d+)");

    /** One command in a JVM of its own with the heap capped, timed, its peak memory read. */
    static ObjectNode run(String xmx, String... args) throws Exception {
        List<String> cmd = new ArrayList<>();
        cmd.add("/usr/bin/time");
        cmd.add("-v");
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.add("-Xmx" + xmx);
        cmd.add("-cp");
        cmd.add(System.getProperty("java.class.path"));
        cmd.add("continuity.Main");
        cmd.addAll(List.of(args));
        long t0 = System.nanoTime();
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true);
        // a server this big is over the default limit of 50,000 notes: the operator raises it
        pb.environment().put("CONTINUITY_NOTES_PER_GUILD", "10000000");
        Process p = pb.start();
        String output = new String(p.getInputStream().readAllBytes());
        int status = p.waitFor();
        double seconds = (System.nanoTime() - t0) / 1e9;
        ObjectNode o = new ObjectMapper().createObjectNode();
        o.put("exit", status);
        o.put("seconds", Math.round(seconds * 10) / 10.0);
        Matcher m = RSS.matcher(output);
        if (m.find()) o.put("peak_rss_mb", Long.parseLong(m.group(1)) / 1024);
        String said = output.replaceAll("(?s)\\tCommand being timed.*", "").strip();
        o.put("said", said.length() > 400 ? said.substring(0, 400) + "..." : said);
        System.err.printf("%s: exit %d, %.1f s%n", args[0], status, seconds);
        return o;
    }
}
