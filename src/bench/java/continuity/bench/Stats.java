package continuity.bench;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.Arrays;

/** Latencies of one operation, in nanoseconds, summarised as median, p99 and rate. */
final class Stats {
    private long[] ns = new long[256];
    private int n;
    private long totalNs;
    private int failures;

    void add(long nanos) {
        if (n == ns.length) ns = Arrays.copyOf(ns, n * 2);
        ns[n++] = nanos;
        totalNs += nanos;
    }

    void fail() {
        failures++;
    }

    int count() {
        return n;
    }

    double percentileMs(double p) {
        if (n == 0) return Double.NaN;
        long[] s = Arrays.copyOf(ns, n);
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
        if (failures > 0) o.put("unexpected_replies", failures);
        return o;
    }

    static double round(double v) {
        if (Double.isNaN(v)) return v;
        return v >= 100 ? Math.round(v * 10) / 10.0 : Math.round(v * 1000) / 1000.0;
    }
}
