package continuity.testing;

import org.junit.jupiter.api.Assumptions;

/**
 * A test that cannot run here says so in one line on standard error (surefire shows only "Skipped:
 * 1" otherwise), then is skipped.
 */
public final class Skip {
    private Skip() {}

    public static void unless(boolean canRun, String reason) {
        if (!canRun) {
            StackTraceElement caller =
                    StackWalker.getInstance()
                            .walk(s -> s.skip(1).findFirst())
                            .map(f -> f.toStackTraceElement())
                            .orElse(null);
            String where =
                    caller == null
                            ? "a test"
                            : caller.getClassName().replaceFirst("^.*\\.", "")
                                    + "."
                                    + caller.getMethodName();
            System.err.println("SKIPPED " + where + ": " + reason);
        }
        Assumptions.assumeTrue(canRun, reason);
    }
}
