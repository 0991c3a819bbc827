package continuity.bench;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;

/**
 * Two builds' store work for a correction compared in one JVM ({@link StoreWriteLoop}: retire a
 * note and write its successor, synchronous=OFF), in alternating blocks with the order swapped each
 * round, as {@link CorrectionAb} does for whole corrections: the paired ratio is what can be
 * trusted on a shared machine. Each build is loaded from its own jar, followed by the jar running
 * this class (so that a build older than {@link StoreWriteLoop} still runs it against its own
 * store). Prints the thread's CPU time per transaction of each and the per-round ratio.
 *
 * <pre>java -cp target/bench-build/continuity-bench.jar continuity.bench.StoreWriteAb
 *     --a before.jar --b after.jar [--warmup 5000] [--block 200] [--rounds 60]
 *     [--dir target/bench-store-ab]
 * </pre>
 */
public final class StoreWriteAb {
    public static void main(String[] args) throws Exception {
        Map<String, String> opt =
                new TreeMap<>(
                        Map.of(
                                "--warmup", "5000",
                                "--block", "200",
                                "--rounds", "60",
                                "--dir", "target/bench-store-ab"));
        for (int i = 0; i + 1 < args.length; i += 2) opt.put(args[i], args[i + 1]);
        int warmup = Integer.parseInt(opt.get("--warmup"));
        int block = Integer.parseInt(opt.get("--block"));
        int rounds = Integer.parseInt(opt.get("--rounds"));
        URL self = StoreWriteAb.class.getProtectionDomain().getCodeSource().getLocation();
        String[] jars = {opt.get("--a"), opt.get("--b")};
        Object[] loops = new Object[2];
        java.lang.reflect.Method[] run = new java.lang.reflect.Method[2];
        for (int s = 0; s < 2; s++) {
            URLClassLoader loader =
                    new URLClassLoader(
                            new URL[] {Path.of(jars[s]).toUri().toURL(), self},
                            ClassLoader.getPlatformClassLoader());
            Class<?> c = loader.loadClass("continuity.bench.StoreWriteLoop");
            loops[s] =
                    c.getConstructor(String.class)
                            .newInstance(Path.of(opt.get("--dir"), "side" + s).toString());
            run[s] = c.getMethod("run", int.class);
        }
        for (int s = 0; s < 2; s++) run[s].invoke(loops[s], warmup);
        double[][] us = new double[2][rounds];
        double[] ratio = new double[rounds];
        double load0 = CorrectionAb.loadAverage();
        for (int r = 0; r < rounds; r++) {
            for (int k = 0; k < 2; k++) {
                int s = (r % 2 == 0) ? k : 1 - k;
                us[s][r] = (Long) run[s].invoke(loops[s], block) / 1000.0 / block;
            }
            ratio[r] = us[1][r] / us[0][r];
        }
        double load1 = CorrectionAb.loadAverage();
        System.out.printf("load average (1 min) %.2f / %.2f%n", load0, load1);
        for (int s = 0; s < 2; s++) {
            double[] x = us[s].clone();
            Arrays.sort(x);
            System.out.printf(
                    "%s %s: CPU us per transaction, median of rounds %.1f (quartiles %.1f-%.1f)%n",
                    s == 0 ? "a" : "b", jars[s], x[rounds / 2], x[rounds / 4], x[rounds * 3 / 4]);
        }
        double[] x = ratio.clone();
        Arrays.sort(x);
        System.out.printf(
                "b / a per round: median %.3f (quartiles %.3f-%.3f)%n",
                x[rounds / 2], x[rounds / 4], x[rounds * 3 / 4]);
    }
}
