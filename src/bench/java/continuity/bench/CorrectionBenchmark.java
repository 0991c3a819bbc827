package continuity.bench;

import continuity.chat.Reply;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * JMH: one correction ("Mira's eyes are teal, not blue" from the owner) through {@code
 * Continuity.handle}: read, resolve, supersede, commit (synchronous=FULL) on a real SQLite file
 * with {@code notes} generated notes. Use {@code -prof stack} to see where the time goes.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 3)
@Fork(1)
public class CorrectionBenchmark {
    @Param({"1000"})
    public int notes;

    /**
     * "full" is the bot's setting; "off" (never the bot's) leaves only the CPU work, for profiling.
     */
    @Param({"full"})
    public String sync;

    private Path dir;
    private TierRun run;

    @Setup(Level.Trial)
    public void load() throws Exception {
        dir = Files.createTempDirectory(Path.of("target"), "continuity-correction-bench");
        Path db = dir.resolve("bench.sqlite");
        Layout layout = new NoteLoader(db).growTo(notes);
        run = new TierRun(db, layout, 0);
        if (sync.equals("off")) run.synchronousOff();
    }

    @TearDown(Level.Trial)
    public void close() throws Exception {
        run.close();
        try (var files = Files.list(dir)) {
            for (Path p : files.toList()) Files.deleteIfExists(p);
        }
        Files.deleteIfExists(dir);
    }

    @Benchmark
    public List<Reply> applyCorrection() {
        return run.correctOnce();
    }
}
