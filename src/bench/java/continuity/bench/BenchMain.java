package continuity.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The end-to-end benchmark: screening on the corpora, then for each stored size (1k, 100k, 1M
 * notes) the corpora through the whole pipeline, corrections against the raw insert-and-commit
 * baseline, recall and {@code memory show}; then start-up and resident memory of a separate bot
 * process. Progress goes to stderr, the JSON summary to stdout. See BENCHMARKS.md.
 */
public final class BenchMain {
    private static final ObjectMapper JSON =
            new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private BenchMain() {}

    public static void main(String[] args) throws Exception {
        boolean quick = false;
        boolean screeningOnly = false;
        Path dir = Path.of("target", "bench");
        Path corporaDir = Corpus.defaultDir();
        List<Integer> tiers = null;
        List<String> probeJvm = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--quick" -> quick = true;
                case "--screening-only" -> screeningOnly = true;
                case "--dir" -> dir = Path.of(args[++i]);
                case "--corpora" -> corporaDir = Path.of(args[++i]);
                case "--tiers" ->
                        tiers =
                                Arrays.stream(args[++i].split(","))
                                        .map(s -> Integer.parseInt(s.trim()))
                                        .toList();
                case "--probe-jvm" ->
                        probeJvm.addAll(Arrays.asList(args[++i].trim().split("\\s+")));
                default -> {
                    System.err.println(
                            """
                            usage: BenchMain [--quick] [--screening-only] [--tiers 1000,100000,1000000] [--dir target/bench]
                                             [--corpora ../shared/corpora] [--probe-jvm "-Xmx256m ..."]""");
                    System.exit(2);
                }
            }
        }
        if (tiers == null)
            tiers = quick ? List.of(1_000, 100_000) : List.of(1_000, 100_000, 1_000_000);
        int samples = quick ? 300 : 2_000;
        int corrections = quick ? 100 : 500;
        long started = System.nanoTime();

        ObjectNode out = JSON.createObjectNode();
        out.put("mode", quick ? "quick" : "full");
        ObjectNode machine = out.putObject("machine");
        machine.put("cores", Runtime.getRuntime().availableProcessors());
        machine.put(
                "java",
                System.getProperty("java.vm.name") + " " + System.getProperty("java.version"));
        machine.put("os", System.getProperty("os.name") + " " + System.getProperty("os.arch"));
        machine.put("load_average_at_start", loadAverage());
        machine.put(
                "sqlite_settings",
                "WAL, synchronous=FULL, checkpoints beside the bot (as continuity.store opens it)");

        List<Corpus> corpora = Corpus.load(corporaDir);
        log("corpora: " + Corpus.describe(corpora));

        log("screening (one thread)...");
        out.set(
                "screening",
                new Screening(corpora, List.of())
                        .measure(quick ? 2_000 : 5_000, quick ? 3_000 : 10_000));
        log("  " + out.get("screening"));
        out.set(
                "screening_50_known_characters",
                new Screening(corpora, Screening.EXTRA_NAMES)
                        .measure(quick ? 1_000 : 2_000, quick ? 3_000 : 10_000));
        log("  " + out.get("screening_50_known_characters"));
        log("screening with the canon check on (one thread)...");
        out.set(
                "screening_canon_check_on",
                new Screening(corpora, List.of(), true)
                        .measure(quick ? 2_000 : 5_000, quick ? 3_000 : 10_000));
        log("  " + out.get("screening_canon_check_on"));
        out.set(
                "screening_canon_check_on_50_known_characters",
                new Screening(corpora, Screening.EXTRA_NAMES, true)
                        .measure(quick ? 1_000 : 2_000, quick ? 3_000 : 10_000));
        log("  " + out.get("screening_canon_check_on_50_known_characters"));
        if (screeningOnly) {
            System.out.println(JSON.writerWithDefaultPrettyPrinter().writeValueAsString(out));
            return;
        }

        Files.createDirectories(dir);
        Path db = dir.resolve("bench.sqlite");
        deleteDb(db);
        NoteLoader loader = new NoteLoader(db);
        ArrayNode tierOut = out.putArray("tiers");
        int warmCorrections = quick ? 2_000 : 5_000;
        out.put(
                "jit_warmup",
                "the pipeline over the corpora and "
                        + warmCorrections
                        + " corrections, on a separate file, before any measurement");
        warmUp(dir, corpora, samples, warmCorrections);
        for (int notes : tiers) {
            log("tier " + notes + " notes: loading...");
            long t0 = System.nanoTime();
            Layout layout = loader.growTo(notes);
            double loadS = (System.nanoTime() - t0) / 1e9;
            ObjectNode t = tierOut.addObject();
            t.put("notes", layout.notes());
            t.put("guilds", layout.typicalGuilds() + 1);
            t.put("busy_guild_notes", layout.busyNotes());
            t.put("busy_guild_characters", layout.busyCharacters());
            t.put("load_seconds", Stats.round(loadS));
            TierRun run = new TierRun(db, layout, samples);
            try {
                log("  end to end...");
                t.set("end_to_end", run.endToEnd(corpora, "t" + notes));
                log("  raw insert-and-commit and corrections...");
                Stats[] cr = run.correctionsAndRaw(corrections, true);
                t.set("raw_insert_commit", cr[1].json());
                t.set("correction", cr[0].json());
                t.put(
                        "correction_to_raw_ratio",
                        Stats.round(cr[0].perSecond() / cr[1].perSecond()));
                t.put(
                        "correction_to_raw_ratio_of_medians",
                        Stats.round(cr[1].percentileMs(50) / cr[0].percentileMs(50)));
                t.set("correction_commit", cr[2].json());
                t.put(
                        "correction_commit_to_raw_ratio",
                        Stats.round(cr[2].perSecond() / cr[1].perSecond()));
                t.put(
                        "correction_commit_to_raw_ratio_of_medians",
                        Stats.round(cr[1].percentileMs(50) / cr[2].percentileMs(50)));
                t.set("correction_writes_only_sql", cr[3].json());
                t.put(
                        "correction_writes_only_sql_to_raw_ratio",
                        Stats.round(cr[3].perSecond() / cr[1].perSecond()));
                // the same with synchronous=OFF on both sides (never the bot's setting): the disk's
                // share
                t.set("wal_pages_per_commit", run.walPagesPerCommit(20));
                Stats[] nosync = run.correctionsAndRaw(corrections / 2, false);
                ObjectNode free = t.putObject("without_disk_waits_for_comparison");
                free.set("raw_insert_commit", nosync[1].json());
                free.set("correction", nosync[0].json());
                log("  corrections in a story...");
                t.set("correction_in_a_story", run.storyCorrections(corrections).json());
                log("  recall and show...");
                ObjectNode recall = t.putObject("recall");
                recall.set("typical_guild", run.recall(false).json());
                recall.set("busy_guild", run.recall(true).json());
                ObjectNode chat = t.putObject("recall_question_in_chat");
                chat.set("typical_guild", run.recallInChat(false).json());
                chat.set("busy_guild", run.recallInChat(true).json());
                ObjectNode show = t.putObject("memory_show_character");
                show.set("typical_guild", run.showCharacter(false).json());
                show.set("busy_guild", run.showCharacter(true).json());
                ObjectNode showAll = t.putObject("memory_show_whole_guild");
                showAll.set("typical_guild", run.showGuild(false, samples / 4).json());
                showAll.set("busy_guild", run.showGuild(true, quick ? 8 : 20).json());
            } finally {
                run.close();
            }
            t.put("db_mb", Stats.round(size(db) / 1048576.0));
            log("  " + t);
        }

        log("bot process: start-up and resident memory...");
        ObjectNode bot = out.putObject("bot_process");
        Path empty = dir.resolve("empty.sqlite");
        deleteDb(empty);
        bot.set("fresh_database", probe(empty, 0, corporaDir, probeJvm));
        bot.set("largest_tier", probe(db, tiers.get(tiers.size() - 1), corporaDir, probeJvm));
        deleteDb(empty);

        machine.put("load_average_at_end", loadAverage());
        out.set("targets", targets(out));
        out.put("total_seconds", Stats.round((System.nanoTime() - started) / 1e9));
        System.out.println(JSON.writeValueAsString(out));
    }

    private static ObjectNode probe(Path db, int notes, Path corpora, List<String> jvmArgs)
            throws Exception {
        List<String> cmd = new ArrayList<>();
        cmd.add(ProcessHandle.current().info().command().orElse("java"));
        cmd.addAll(jvmArgs);
        cmd.addAll(
                List.of(
                        "-cp",
                        System.getProperty("java.class.path"),
                        BotProbe.class.getName(),
                        db.toString(),
                        String.valueOf(notes),
                        corpora.toString()));
        long t0 = System.nanoTime();
        Process p = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        ObjectNode o;
        try (BufferedReader in =
                new BufferedReader(
                        new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            String ready = in.readLine();
            double wallMs = (System.nanoTime() - t0) / 1e6;
            if (ready == null || !ready.startsWith("ready"))
                throw new IllegalStateException("probe failed: " + ready);
            String last = null, line;
            while ((line = in.readLine()) != null) last = line;
            JsonNode figures = JSON.readTree(last);
            o = (ObjectNode) figures;
            o.put("notes", notes);
            o.put("start_to_ready_ms", Math.round(wallMs));
        } finally {
            if (!p.waitFor(5, TimeUnit.MINUTES)) p.destroyForcibly();
        }
        log("  " + o);
        return o;
    }

    private static ObjectNode targets(ObjectNode out) {
        ObjectNode t = JSON.createObjectNode();
        JsonNode tiers = out.get("tiers");
        JsonNode last = tiers.get(tiers.size() - 1);
        long screening =
                Math.min(
                        out.get("screening").get("msgs_per_cpu_second").asLong(),
                        out.get("screening_50_known_characters")
                                .get("msgs_per_cpu_second")
                                .asLong());
        t.put("screening_at_least_100k_msgs_per_s_on_one_core", screening >= 100_000);
        double ratio = 1e9;
        double recallP99 = 0;
        for (JsonNode tier : tiers) {
            ratio = Math.min(ratio, tier.get("correction_to_raw_ratio").asDouble());
            recallP99 =
                    Math.max(
                            recallP99,
                            Math.max(
                                    tier.get("recall")
                                            .get("typical_guild")
                                            .get("p99_ms")
                                            .asDouble(),
                                    tier.get("recall").get("busy_guild").get("p99_ms").asDouble()));
        }
        t.put("correction_at_least_half_raw_rate", ratio >= 0.5);
        t.put(
                "recall_p99_under_1ms_at_" + last.get("notes").asInt() + "_notes",
                Math.max(
                                last.get("recall").get("typical_guild").get("p99_ms").asDouble(),
                                last.get("recall").get("busy_guild").get("p99_ms").asDouble())
                        < 1.0);
        t.put("worst_recall_p99_ms", recallP99);
        t.put(
                "resident_under_256mb_at_" + last.get("notes").asInt() + "_notes",
                out.get("bot_process").get("largest_tier").get("rss_mb").asDouble() < 256);
        return t;
    }

    /**
     * Other processes on this machine slow every figure down: the 1, 5 and 15 minute load averages.
     */
    private static String loadAverage() {
        try {
            String[] f = Files.readString(Path.of("/proc/loadavg")).trim().split("\\s+");
            return f[0] + " " + f[1] + " " + f[2];
        } catch (IOException | RuntimeException e) {
            return "unknown";
        }
    }

    private static long size(Path db) throws IOException {
        long s = 0;
        for (String suffix : new String[] {"", "-wal", "-shm"}) {
            Path p = Path.of(db + suffix);
            if (Files.exists(p)) s += Files.size(p);
        }
        return s;
    }

    /**
     * Compiles the hot paths before anything is measured, as they are in a bot that has run for a
     * while: the corpora through the pipeline, then corrections, recalls and listings, on a
     * throwaway 1k-note file (the measured files are left as the loader wrote them).
     */
    private static void warmUp(Path dir, List<Corpus> corpora, int samples, int corrections)
            throws Exception {
        log(
                "warming up (not measured): pipeline, "
                        + corrections
                        + " corrections, recalls and listings...");
        Path warmDb = dir.resolve("warmup.sqlite");
        deleteDb(warmDb);
        Layout layout = new NoteLoader(warmDb).growTo(1_000);
        TierRun run = new TierRun(warmDb, layout, samples);
        try {
            run.endToEnd(corpora, "warmup");
            run.warmCorrections(corrections);
            run.recall(false);
            run.recallInChat(false);
            run.showCharacter(false);
        } finally {
            run.close();
            TierRun.forgetValues();
            deleteDb(warmDb);
        }
    }

    private static void deleteDb(Path db) throws IOException {
        for (String suffix : new String[] {"", "-wal", "-shm", "-journal"})
            Files.deleteIfExists(Path.of(db + suffix));
    }

    static void log(String s) {
        System.err.println("[bench] " + s);
    }
}
