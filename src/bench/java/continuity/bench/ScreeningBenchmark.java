package continuity.bench;

import continuity.understand.Reading;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * JMH: {@code Reader.read} on one corpus message per operation, cycling through all 12.7k messages
 * of {@code ../shared/corpora} (set {@code -Dcorpora=DIR} elsewhere). Throughput is
 * messages/second.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@Threads(1)
public class ScreeningBenchmark {
    /** "corpus": only the names each corpus file registers; "50": 48 more in every guild. */
    @Param({"corpus", "50"})
    public String knownNames;

    private Screening screening;
    private int next;

    @Setup
    public void load() {
        screening =
                new Screening(
                        Corpus.load(
                                java.nio.file.Path.of(
                                        System.getProperty(
                                                "corpora", Corpus.defaultDir().toString()))),
                        knownNames.equals("corpus") ? List.of() : Screening.EXTRA_NAMES);
    }

    @Benchmark
    public Reading readOneMessage() {
        Reading r = screening.read(next);
        if (++next == screening.size()) next = 0;
        return r;
    }
}
