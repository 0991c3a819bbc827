package continuity.bench;

import continuity.BotRuntime;
import continuity.chat.Reply;
import continuity.chat.SlashCommand;
import continuity.chat.SlashIn;
import continuity.memory.Limits;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;
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
 * JMH: {@code /memory recall} through {@code Continuity.handle} on a real SQLite file holding
 * {@code notes} generated notes (the layout of {@link Layout}), for a character of a typical guild
 * and one of the busy guild. Sample mode, so the JMH output has the percentiles.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 2)
@Fork(1)
public class RecallBenchmark {
    @Param({"1000", "100000"})
    public int notes;

    private Path dir;
    private BotRuntime runtime;
    private Layout layout;
    private final Random random = new Random(1);

    @Setup(Level.Trial)
    public void load() throws Exception {
        dir = Files.createTempDirectory("continuity-recall-bench");
        Path db = dir.resolve("bench.sqlite");
        layout = new NoteLoader(db).growTo(notes);
        runtime = BotRuntime.open(db, Limits.DEFAULTS);
    }

    @TearDown(Level.Trial)
    public void close() throws Exception {
        runtime.close();
        try (var files = Files.list(dir)) {
            for (Path p : files.toList()) Files.deleteIfExists(p);
        }
        Files.deleteIfExists(dir);
    }

    @Benchmark
    public List<Reply> recallTypicalGuild() {
        int g = 1 + random.nextInt(layout.typicalGuilds());
        int c = random.nextInt(Layout.TYPICAL_CHARACTERS);
        String guild = Layout.typicalGuild(g);
        return runtime.core()
                .handle(
                        SlashIn.of(
                                TierRun.ctx(guild, Layout.owner(guild, c), "c1"),
                                SlashCommand.MEMORY_RECALL,
                                Map.of(
                                        "character",
                                        Layout.typicalName(c),
                                        "about",
                                        Layout.profileAttribute(c))));
    }

    @Benchmark
    public List<Reply> recallBusyGuild() {
        int c = random.nextInt(layout.busyCharacters());
        return runtime.core()
                .handle(
                        SlashIn.of(
                                TierRun.ctx(Layout.BUSY, Layout.owner(Layout.BUSY, c), "c1"),
                                SlashCommand.MEMORY_RECALL,
                                Map.of(
                                        "character",
                                        Layout.busyName(c),
                                        "about",
                                        Layout.profileAttribute(c))));
    }
}
