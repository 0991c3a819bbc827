package continuity.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;

/**
 * Two builds of the bot compared on one machine at the same moments: each bench jar is loaded in
 * its own class loader in this one JVM, each opens its own file, and their corrections ({@link
 * CorrectionLoop}) run in alternating blocks, the order swapped every round, so that both see the
 * same load from the other programs sharing the cores. Reports the thread's CPU time per correction
 * of each, and the ratio of the two in each round (its median and quartiles): on a shared machine
 * where one build's runs swing by ±50% from minute to minute, the paired ratio is what can be
 * trusted.
 *
 * <pre>java -cp target/bench-build/continuity-bench.jar continuity.bench.CorrectionAb
 *     --a before.jar --b after.jar [--notes 1000] [--sync full|off] [--story false|true]
 *     [--warmup 5000] [--block 100] [--rounds 60] [--dir target/bench-ab]
 * </pre>
 */
public final class CorrectionAb {
    public static void main(String[] args) throws Exception {
        Map<String, String> opt =
                new TreeMap<>(
                        Map.of(
                                "--notes", "1000",
                                "--sync", "full",
                                "--story", "false",
                                "--warmup", "5000",
                                "--block", "100",
                                "--rounds", "60",
                                "--dir", "target/bench-ab"));
        for (int i = 0; i + 1 < args.length; i += 2) opt.put(args[i], args[i + 1]);
        int notes = Integer.parseInt(opt.get("--notes"));
        int warmup = Integer.parseInt(opt.get("--warmup"));
        int block = Integer.parseInt(opt.get("--block"));
        int rounds = Integer.parseInt(opt.get("--rounds"));
        boolean story = Boolean.parseBoolean(opt.get("--story"));
        String[] jars = {opt.get("--a"), opt.get("--b")};
        Object[] loops = new Object[2];
        java.lang.reflect.Method[] run = new java.lang.reflect.Method[2];
        for (int s = 0; s < 2; s++) {
            URLClassLoader loader =
                    new URLClassLoader(
                            new URL[] {Path.of(jars[s]).toUri().toURL()},
                            ClassLoader.getPlatformClassLoader());
            Class<?> c = loader.loadClass("continuity.bench.CorrectionLoop");
            loops[s] =
                    c.getConstructor(String.class, int.class, String.class, boolean.class)
                            .newInstance(
                                    Path.of(opt.get("--dir"), "side" + s).toString(),
                                    notes,
                                    opt.get("--sync"),
                                    story);
            run[s] = c.getMethod("run", int.class);
        }
        for (int s = 0; s < 2; s++) run[s].invoke(loops[s], warmup);
        long[][] all = new long[2][rounds * block];
        double[] ratios = new double[rounds];
        double load0 = loadAverage();
        for (int r = 0; r < rounds; r++) {
            long[][] these = new long[2][];
            for (int k = 0; k < 2; k++) {
                int s = (r % 2 == 0) ? k : 1 - k;
                these[s] = (long[]) run[s].invoke(loops[s], block);
                System.arraycopy(these[s], 0, all[s], r * block, block);
            }
            ratios[r] = (double) median(these[1]) / median(these[0]);
        }
        double load1 = loadAverage();
        for (int s = 0; s < 2; s++) ((AutoCloseable) loops[s]).close();
        ObjectMapper m = new ObjectMapper();
        ObjectNode o = m.createObjectNode();
        o.put("a", jars[0]);
        o.put("b", jars[1]);
        o.put("notes", notes);
        o.put("synchronous", opt.get("--sync"));
        o.put("story", story);
        o.put("corrections_each", rounds * block);
        o.put("load_average_1min_start_end", load0 + " / " + load1);
        for (int s = 0; s < 2; s++) {
            long[] x = all[s].clone();
            Arrays.sort(x);
            ObjectNode side = o.putObject(s == 0 ? "a_cpu_us" : "b_cpu_us");
            side.put("median", us(x[x.length / 2]));
            side.put("p25", us(x[x.length / 4]));
            side.put("p75", us(x[x.length * 3 / 4]));
            side.put("p90", us(x[x.length * 9 / 10]));
            side.put("mean", us(Arrays.stream(x).sum() / x.length));
        }
        double[] q = ratios.clone();
        Arrays.sort(q);
        ObjectNode ratio = o.putObject("b_over_a_per_round_of_medians");
        ratio.put("median", round3(q[q.length / 2]));
        ratio.put("p25", round3(q[q.length / 4]));
        ratio.put("p75", round3(q[q.length * 3 / 4]));
        System.out.println(m.writerWithDefaultPrettyPrinter().writeValueAsString(o));
    }

    private static long median(long[] a) {
        long[] x = a.clone();
        Arrays.sort(x);
        return x[x.length / 2];
    }

    private static double us(long nanos) {
        return Math.round(nanos / 100.0) / 10.0;
    }

    private static double round3(double d) {
        return Math.round(d * 1000) / 1000.0;
    }

    static double loadAverage() {
        try {
            return Double.parseDouble(
                    java.nio.file.Files.readString(Path.of("/proc/loadavg")).split(" ")[0]);
        } catch (Exception e) {
            return Double.NaN;
        }
    }

    private CorrectionAb() {}
}
