package continuity.bench;

import continuity.understand.learned.Corpus;
import continuity.understand.learned.Example;
import continuity.understand.learned.LearnedReader;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.List;

/**
 * The learned reader's own costs: the shipped models' load time and the proposals per second of one
 * thread over the corpus's messages (every door; in the bot it runs only on messages that are out
 * of character or said to the bot and that the screening let through).
 *
 * <p>{@code java -cp target/bench-build/continuity-bench.jar continuity.bench.LearnedBench
 * [--seconds 10]}
 */
public final class LearnedBench {
    public static void main(String[] args) throws Exception {
        int seconds =
                args.length > 1 && args[0].equals("--seconds") ? Integer.parseInt(args[1]) : 10;
        long t0 = System.nanoTime();
        LearnedReader r = LearnedReader.shipped().orElseThrow();
        double loadMs = (System.nanoTime() - t0) / 1e6;
        Corpus c = Corpus.at(Path.of("corpus"));
        List<Example> all = new java.util.ArrayList<>();
        for (Corpus.Split s : Corpus.Split.values()) all.addAll(c.examples(s));
        var bean = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long tid = Thread.currentThread().getId();
        // warm-up
        long end = System.nanoTime() + 3_000_000_000L;
        int i = 0;
        while (System.nanoTime() < end) {
            Example ex = all.get(i++ % all.size());
            r.propose(ex.message(), ex.door(), ex.characters(), ex.speaker());
        }
        long cpu0 = bean.getThreadCpuTime(tid), w0 = System.nanoTime();
        end = w0 + seconds * 1_000_000_000L;
        long n = 0;
        while (System.nanoTime() < end) {
            Example ex = all.get(i++ % all.size());
            r.propose(ex.message(), ex.door(), ex.characters(), ex.speaker());
            n++;
        }
        double wall = (System.nanoTime() - w0) / 1e9,
                cpu = (bean.getThreadCpuTime(tid) - cpu0) / 1e9;
        long bytes = 0;
        for (String res :
                new String[] {"/understand/model/tagger.bin", "/understand/model/intent.bin"})
            try (var in = LearnedBench.class.getResourceAsStream(res)) {
                bytes += in.readAllBytes().length;
            }
        System.out.printf(
                "{\"model_bytes\": %d, \"load_ms\": %.0f, \"messages\": %d, \"seconds\": %.1f,"
                        + " \"proposals_per_s\": %.0f, \"proposals_per_cpu_s\": %.0f}%n",
                bytes, loadMs, n, wall, n / wall, n / cpu);
    }
}
