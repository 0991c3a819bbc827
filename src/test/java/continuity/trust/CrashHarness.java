package continuity.trust;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import continuity.BotRuntime;
import continuity.chat.ChatContext;
import continuity.chat.ClickIn;
import continuity.chat.MessageIn;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.memory.Limits;
import continuity.stress.StressWriter;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Random;
import java.util.concurrent.TimeUnit;

/**
 * Starts the real bot ({@link StressWriter}, test code on the shipped classes) as a separate
 * process, kills it with SIGKILL at a random moment, and checks the database it leaves behind
 * before starting it again: it opens (migrations included), passes {@code PRAGMA integrity_check}
 * and the {@link Invariants}; every note state the bot confirmed is there exactly; only the one
 * event in flight at the kill may have changed anything beyond that (and only for its own
 * character); the questions left open can still be answered, by typing and by button. The bot
 * appends its confirmations to a file, one write per line, so that what it said before dying is
 * read back whole (reading them from the pipe of a killed process lost the last lines now and
 * then).
 */
final class CrashHarness {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** What a loop of kills showed. */
    record Report(
            int kills,
            int survived,
            int startupKills,
            int confirmedEvents,
            int notesChecked,
            int notesLost,
            int unexplained,
            int violations,
            int inFlightCommitted,
            int inFlightNotCommitted,
            int questionsAnswered,
            int questionsUnanswerable,
            int internalErrors,
            List<String> problems) {
        String summary() {
            return "crash-loop: kills="
                    + kills
                    + " survived="
                    + survived
                    + " (during startup: "
                    + startupKills
                    + ")"
                    + " confirmed events="
                    + confirmedEvents
                    + " note states checked="
                    + notesChecked
                    + " notes lost="
                    + notesLost
                    + " unexplained changes="
                    + unexplained
                    + " invariant violations="
                    + violations
                    + " event in flight at the kill: committed="
                    + inFlightCommitted
                    + " rolled back="
                    + inFlightNotCommitted
                    + " open questions answered after restart="
                    + questionsAnswered
                    + " unanswerable="
                    + questionsUnanswerable
                    + " internal errors="
                    + internalErrors;
        }
    }

    /** One stored note as the checks compare it. */
    private record Row(
            String id,
            String status,
            String value,
            String text,
            String replaces,
            String retiredBy) {
        static Row of(JsonNode n) {
            return new Row(
                    n.get("id").asText(),
                    n.get("status").asText(),
                    n.get("value").asText(),
                    n.get("text").asText(),
                    n.get("replaces").isNull() ? null : n.get("replaces").asText(),
                    n.get("retired_by").isNull() ? null : n.get("retired_by").asText());
        }
    }

    private final List<String> launcher;

    /** Where the confirmation logs go (beside the SQLite file, or a folder of the test's). */
    private final Path dir;

    /** What the bot's --db gets: the SQLite file, or a PostgreSQL JDBC URL. */
    private final String db;

    /** The JDBC URL the checks read the database with. */
    private final String url;

    private final boolean postgres;
    private final long seed;
    private final int maxDelayMs;
    private final Random random;

    /** guild|character key -> note id -> last confirmed state. */
    private final Map<String, Map<String, Row>> model = new HashMap<>();

    private final List<String> problems = new ArrayList<>();
    private int confirmedEvents,
            notesChecked,
            notesLost,
            unexplained,
            violations,
            committed,
            notCommitted,
            answered,
            unanswerable,
            internalErrors,
            startupKills,
            survived;

    CrashHarness(List<String> launcher, Path db, long seed, int maxDelayMs) {
        this(launcher, db.toAbsolutePath().getParent(), db.toString(), seed, maxDelayMs);
    }

    /** On PostgreSQL: {@code database} is the JDBC URL, {@code dir} holds the logs. */
    CrashHarness(List<String> launcher, Path dir, String database, long seed, int maxDelayMs) {
        this.launcher = launcher;
        this.dir = dir;
        this.db = database;
        this.postgres = continuity.store.PostgresTarget.isUrl(database);
        this.url = postgres ? database : "jdbc:sqlite:" + Path.of(database).toAbsolutePath();
        this.seed = seed;
        this.maxDelayMs = maxDelayMs;
        this.random = new Random(seed);
    }

    /** The bot as the test run sees it: this JVM's classes, through {@code continuity.Main}. */
    static List<String> fromClasspath() {
        String cp =
                System.getProperty(
                        "surefire.test.class.path", System.getProperty("java.class.path"));
        return List.of(
                continuity.testing.Jvm.path(),
                "-Xmx256m",
                "-XX:TieredStopAtLevel=1",
                "-XX:+UseSerialGC",
                "-cp",
                cp,
                StressWriter.class.getName());
    }

    /**
     * The shipped jar, with the writer (test code, not in the jar) taken from the test classes:
     * only the writer is the harness's, everything it drives is what ships.
     */
    static List<String> fromJar(Path jar) {
        String testClasses;
        try {
            testClasses =
                    Path.of(
                                    StressWriter.class
                                            .getProtectionDomain()
                                            .getCodeSource()
                                            .getLocation()
                                            .toURI())
                            .toString();
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException(e);
        }
        return List.of(
                continuity.testing.Jvm.path(),
                "-Xmx256m",
                "-XX:TieredStopAtLevel=1",
                "-XX:+UseSerialGC",
                "-cp",
                testClasses + java.io.File.pathSeparator + jar,
                StressWriter.class.getName());
    }

    Report run(int kills) throws Exception {
        for (int life = 0; life < kills; life++) {
            long t0 = System.nanoTime();
            live(life);
            long t1 = System.nanoTime();
            if (check(life)) survived++;
            if (Boolean.getBoolean("crash.verbose")) {
                System.out.printf(
                        "life %d: ran %d ms, checked %d ms%n",
                        life + 1, (t1 - t0) / 1_000_000, (System.nanoTime() - t1) / 1_000_000);
            }
        }
        return new Report(
                kills,
                survived,
                startupKills,
                confirmedEvents,
                notesChecked,
                notesLost,
                unexplained,
                violations,
                committed,
                notCommitted,
                answered,
                unanswerable,
                internalErrors,
                List.copyOf(problems));
    }

    private JsonNode inFlight;

    /** One life of the bot, ended by SIGKILL. */
    private void live(int life) throws Exception {
        List<String> cmd = new ArrayList<>(launcher);
        Path log = dir.resolve("confirmations-" + (life + 1) + ".jsonl");
        cmd.addAll(
                List.of(
                        "--db",
                        db,
                        "--seed",
                        Long.toString(seed * 1000 + life),
                        "--log",
                        log.toString()));
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.DISCARD);
        pb.environment().put("CONTINUITY_LOG_LEVEL", "WARN");
        Process p = pb.start();
        Object ready = new Object();
        boolean[] isReady = {false};
        Thread reader =
                new Thread(
                        () -> {
                            try (BufferedReader in =
                                    new BufferedReader(
                                            new InputStreamReader(
                                                    p.getInputStream(), StandardCharsets.UTF_8))) {
                                String l;
                                while ((l = in.readLine())
                                        != null) { // standard output only says when the bot is
                                    // ready
                                    if (l.contains("\"ready\"")) {
                                        synchronized (ready) {
                                            isReady[0] = true;
                                            ready.notifyAll();
                                        }
                                    }
                                }
                            } catch (IOException ignored) {
                                // the pipe breaks when the process is killed
                            }
                        },
                        "crash-reader");
        reader.start();
        if (random.nextInt(10) == 0) {
            startupKills++;
            Thread.sleep(
                    random.nextInt(2500)); // somewhere in start-up: JVM, migrations, first events
        } else {
            synchronized (ready) {
                long until = System.currentTimeMillis() + 60_000;
                while (!isReady[0] && System.currentTimeMillis() < until && p.isAlive())
                    ready.wait(200);
            }
            Thread.sleep(random.nextInt(maxDelayMs + 1));
        }
        p.destroyForcibly(); // SIGKILL on Linux: no shutdown hook, no close, no flush
        if (!p.waitFor(30, TimeUnit.SECONDS))
            problems.add("life " + (life + 1) + ": the bot survived SIGKILL");
        reader.join(30_000);
        if (reader.isAlive()) problems.add("life " + (life + 1) + ": its output never ended");
        inFlight = null;
        // the confirmations were appended to a file, one write each: what the bot said before it
        // died
        List<String> read = new ArrayList<>();
        if (java.nio.file.Files.exists(log)) {
            String all =
                    new String(
                            java.nio.file.Files.readAllBytes(log),
                            StandardCharsets.UTF_8); // lenient: the last line may be cut
            for (String l : all.split("\n", -1)) if (!l.isEmpty()) read.add(l);
        }
        java.nio.file.Files.deleteIfExists(log);
        for (int i = 0; i < read.size(); i++) {
            boolean applied = apply(read.get(i));
            if (!applied && i < read.size() - 1) {
                problems.add(
                        "life " + (life + 1) + ": an unreadable confirmation line: " + read.get(i));
            }
        }
        lastLines = read.subList(Math.max(0, read.size() - 4), read.size());
        lifeLines = read;
    }

    private List<String> lastLines = List.of();
    private List<String> lifeLines = List.of();
    private final List<String> suspects = new ArrayList<>();

    /**
     * False when the line is not a whole JSON line (only the last line of a killed process may be
     * cut).
     */
    private boolean apply(String line) {
        JsonNode n;
        try {
            n = JSON.readTree(line);
        } catch (IOException e) {
            return false; // the half-written last line of a killed process: not a confirmation
        }
        if (n == null || !n.has("t")) return false;
        switch (n.get("t").asText()) {
            case "intent" -> {
                if (inFlight != null)
                    problems.add("an event started before the previous one was confirmed: " + line);
                inFlight = n;
            }
            case "done" -> {
                if (inFlight == null || inFlight.get("seq").asLong() != n.get("seq").asLong()) {
                    problems.add("confirmation without intent: " + line);
                    return true;
                }
                confirmedEvents++;
                if (n.path("failed").asBoolean(false)) {
                    internalErrors++;
                    problems.add("internal error on " + inFlight + ": " + n.path("error").asText());
                }
                Map<String, Row> rows =
                        model.computeIfAbsent(slot(inFlight), k -> new LinkedHashMap<>());
                for (JsonNode c : n.get("changes")) rows.put(c.get("id").asText(), Row.of(c));
                inFlight = null;
            }
            default -> {}
        }
        return true;
    }

    private static String slot(JsonNode intent) {
        return intent.get("guild").asText() + "|" + intent.get("character").asText();
    }

    /** After a kill: everything confirmed is there, nothing else changed, and the bot can go on. */
    private boolean check(int life) {
        int before = problems.size();
        if (model.isEmpty() && !hasSchema()) {
            return true; // killed before its first migration committed: nothing was confirmed,
            // nothing to lose
        }
        List<String> broken = Invariants.violations(url);
        violations += broken.size();
        broken.forEach(v -> problems.add("after kill " + (life + 1) + ": " + v));

        Map<String, Map<String, Row>> stored = readAll();
        String flightSlot = inFlight == null ? null : slot(inFlight);
        String target =
                inFlight == null || !inFlight.has("target")
                        ? null
                        : inFlight.get("target").asText();
        boolean flightChanged = false;
        for (Map.Entry<String, Map<String, Row>> e : model.entrySet()) {
            Map<String, Row> now = stored.getOrDefault(e.getKey(), Map.of());
            boolean inFlightSlot = e.getKey().equals(flightSlot);
            for (Row confirmed : e.getValue().values()) {
                notesChecked++;
                Row actual = now.get(confirmed.id());
                if (actual == null) {
                    notesLost++;
                    problems.add("after kill " + (life + 1) + ": confirmed note lost " + confirmed);
                    continue;
                }
                if (actual.equals(confirmed)) continue;
                if (inFlightSlot) {
                    flightChanged = true;
                    boolean contentKept =
                            actual.text().equals(confirmed.text())
                                    && actual.value().equals(confirmed.value());
                    boolean mayErase =
                            actual.id().equals(target)
                                    || confirmed.status().equals("pending")
                                    || inFlight.get("op").asText().startsWith("click");
                    if (!contentKept && !mayErase) {
                        notesLost++;
                        problems.add(
                                "after kill "
                                        + (life + 1)
                                        + ": the event in flight erased another note "
                                        + confirmed);
                    }
                } else {
                    boolean contentKept =
                            actual.text().equals(confirmed.text())
                                    && actual.value().equals(confirmed.value());
                    if (!contentKept) notesLost++;
                    unexplained++;
                    problems.add(
                            "after kill "
                                    + (life + 1)
                                    + ": changed without a confirmation "
                                    + confirmed
                                    + " -> "
                                    + actual);
                    suspects.add(confirmed.id());
                }
            }
        }
        for (Map.Entry<String, Map<String, Row>> e : stored.entrySet()) {
            Map<String, Row> known = model.getOrDefault(e.getKey(), Map.of());
            for (Row r : e.getValue().values()) {
                if (known.containsKey(r.id())) continue;
                if (e.getKey().equals(flightSlot)) {
                    flightChanged = true;
                } else {
                    unexplained++;
                    problems.add(
                            "after kill "
                                    + (life + 1)
                                    + ": a note nobody confirmed "
                                    + e.getKey()
                                    + " "
                                    + r);
                    suspects.add(r.id());
                }
            }
        }
        if (inFlight != null) {
            if (flightChanged) committed++;
            else notCommitted++;
        }

        if (problems.size() > before) {
            problems.add(
                    "  in flight: " + inFlight + "; last lines: " + String.join(" | ", lastLines));
            for (int i = 0; i < lifeLines.size(); i++) {
                String l = lifeLines.get(i);
                if (suspects.stream().anyMatch(l::contains)) {
                    problems.add(
                            "  line "
                                    + (i + 1)
                                    + " of "
                                    + lifeLines.size()
                                    + ": "
                                    + (i > 0 ? lifeLines.get(i - 1) + " || " : "")
                                    + l);
                }
            }
            suspects.clear();
        }
        answerOpenQuestions(life);
        // what is stored now is the base the next life builds on
        model.clear();
        model.putAll(readAll());
        return problems.size() == before;
    }

    /** Opens the bot on the file, as a restart does, and answers the questions left open. */
    private void answerOpenQuestions(int life) {
        try (BotRuntime bot = BotRuntime.open(db, Limits.DEFAULTS.withRates(0, 0).withNotes(0, 0));
                Connection c = DriverManager.getConnection(url)) {
            List<String[]> open = new ArrayList<>();
            try (PreparedStatement ps =
                            c.prepareStatement(
                                    "SELECT id, guild, place, user_id, created_at FROM questions "
                                            + "WHERE closed_at IS NULL AND type = 'scope' ORDER BY created_at DESC, "
                                            + (postgres ? "seq" : "rowid")
                                            + " DESC LIMIT 2");
                    ResultSet rs = ps.executeQuery()) {
                while (rs.next())
                    open.add(
                            new String[] {
                                rs.getString(1),
                                rs.getString(2),
                                rs.getString(3),
                                rs.getString(4),
                                rs.getString(5)
                            });
            }
            boolean typed = life % 2 == 0;
            for (String[] q : open) {
                ChatContext ctx =
                        new ChatContext(
                                q[1],
                                q[2],
                                null,
                                q[3],
                                q[3],
                                false,
                                // the restart comes soon after the kill: a minute after the
                                // question, well inside the time its buttons are kept
                                Instant.parse(q[4]).plusSeconds(60));
                List<Reply> r;
                if (typed) {
                    // a typed answer answers the latest question of the place; only the first is
                    // typed
                    r =
                            bot.core()
                                    .handle(
                                            new MessageIn(
                                                    ctx,
                                                    "answer-" + life,
                                                    "only this story",
                                                    false,
                                                    false,
                                                    null));
                    typed = false;
                } else {
                    String action = answerButton(c, q[0], postgres);
                    if (action == null) {
                        unanswerable++;
                        problems.add(
                                "after kill "
                                        + (life + 1)
                                        + ": open question "
                                        + q[0]
                                        + " has no answer button");
                        continue;
                    }
                    r = bot.core().handle(new ClickIn(ctx, action));
                }
                boolean ok = !r.isEmpty() && r.stream().noneMatch(x -> x.kind() == ReplyKind.ERROR);
                if (ok && isClosed(c, q[0])) answered++;
                else {
                    unanswerable++;
                    problems.add(
                            "after kill "
                                    + (life + 1)
                                    + ": open question "
                                    + q[0]
                                    + " could not be answered: "
                                    + r);
                }
            }
        } catch (RuntimeException | SQLException e) {
            problems.add(
                    "after kill " + (life + 1) + ": the bot could not start on the file: " + e);
        }
    }

    private static String answerButton(Connection c, String question, boolean postgres)
            throws SQLException {
        try (PreparedStatement ps =
                c.prepareStatement(
                        postgres
                                ? "SELECT id FROM actions WHERE type = 'answer_scope' AND (data::json ->> 'question') = ? AND (data::json ->> 'scope') = 'story'"
                                : "SELECT id FROM actions WHERE type = 'answer_scope' "
                                        + "AND json_extract(data, '$.question') = ? AND json_extract(data, '$.scope') = 'story'")) {
            ps.setString(1, question);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getString(1) : null;
            }
        }
    }

    private static boolean isClosed(Connection c, String question) throws SQLException {
        try (PreparedStatement ps =
                c.prepareStatement("SELECT closed_at FROM questions WHERE id = ?")) {
            ps.setString(1, question);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() && rs.getString(1) != null;
            }
        }
    }

    private boolean hasSchema() {
        try (Connection c = DriverManager.getConnection(url);
                ResultSet rs =
                        c.createStatement()
                                .executeQuery(
                                        postgres
                                                ? "SELECT CASE WHEN to_regclass('memories') IS NULL THEN 0 ELSE 1 END"
                                                : "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = 'memories'")) {
            return rs.next() && rs.getInt(1) == 1;
        } catch (SQLException e) {
            return false;
        }
    }

    private Map<String, Map<String, Row>> readAll() {
        Map<String, Map<String, Row>> out = new HashMap<>();
        try (Connection c = DriverManager.getConnection(url);
                PreparedStatement ps =
                        c.prepareStatement(
                                "SELECT guild, character_key, id, status, value, text, replaces, "
                                        + "retired_by FROM memories ORDER BY "
                                        + (postgres ? "seq" : "rowid"));
                ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                Row r =
                        new Row(
                                rs.getString(3),
                                rs.getString(4),
                                rs.getString(5),
                                rs.getString(6),
                                rs.getString(7),
                                rs.getString(8));
                out.computeIfAbsent(
                                rs.getString(1) + "|" + rs.getString(2), k -> new LinkedHashMap<>())
                        .put(r.id(), r);
            }
        } catch (SQLException e) {
            if (!Objects.toString(e.getMessage()).contains("no such table")
                    && !Objects.toString(e.getMessage()).contains("does not exist")) {
                problems.add("database unreadable: " + e.getMessage());
            }
        }
        return out;
    }
}
