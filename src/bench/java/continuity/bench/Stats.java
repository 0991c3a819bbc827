package continuity.bench;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Arrays;

/** Latencies of one operation, in nanoseconds, summarised as median, p99 and rate. */
final class Stats {
    private static final java.lang.management.ThreadMXBean THREADS =
            java.lang.management.ManagementFactory.getThreadMXBean();
    private long[] ns = new long[256];
    private long[] cpu = new long[256];
    private int n;
    private long totalNs;
    private int failures;

    /**
     * This thread's CPU time: unlike the wall clock, it does not count waiting for the disk or for
     * a core.
     */
    static long cpuNow() {
        return THREADS.getCurrentThreadCpuTime();
    }

    void add(long nanos) {
        add(nanos, -1);
    }

    void add(long nanos, long cpuNanos) {
        if (n == ns.length) {
            ns = Arrays.copyOf(ns, n * 2);
            cpu = Arrays.copyOf(cpu, n * 2);
        }
        cpu[n] = cpuNanos;
        ns[n++] = nanos;
        totalNs += nanos;
    }

    private final java.util.List<String> examples = new java.util.ArrayList<>();

    /**
     * A reply that was not the one the operation should give: counted, and the first ones kept to
     * show.
     */
    void fail(java.util.List<continuity.chat.Reply> replies) {
        failures++;
        if (examples.size() < 3) {
            examples.add(
                    replies.isEmpty()
                            ? "(no reply)"
                            : replies.get(0).kind().wire() + ": " + replies.get(0).text());
        }
    }

    int count() {
        return n;
    }

    double percentileMs(double p) {
        return percentileMs(ns, p);
    }

    private double percentileMs(long[] values, double p) {
        if (n == 0) return Double.NaN;
        long[] s = Arrays.copyOf(values, n);
        Arrays.sort(s);
        int i = (int) Math.ceil(p / 100.0 * n) - 1;
        return s[Math.max(0, Math.min(n - 1, i))] / 1e6;
    }

    /** Operations per second when run back to back. */
    double perSecond() {
        return totalNs == 0 ? 0 : n / (totalNs / 1e9);
    }

    ObjectNode json() {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        o.put("n", n);
        o.put("median_ms", round(percentileMs(50)));
        o.put("p99_ms", round(percentileMs(99)));
        o.put("max_ms", round(percentileMs(100)));
        o.put("per_s", Math.round(perSecond()));
        if (n > 0 && cpu[0] >= 0) {
            o.put("cpu_median_ms", round(percentileMs(cpu, 50)));
            o.put("cpu_p99_ms", round(percentileMs(cpu, 99)));
        }
        if (failures > 0) {
            o.put("unexpected_replies", failures);
            examples.forEach(o.putArray("unexpected_examples")::add);
        }
        return o;
    }

    static double round(double v) {
        if (Double.isNaN(v)) return v;
        return v >= 100 ? Math.round(v * 10) / 10.0 : Math.round(v * 1000) / 1000.0;
    }
}
