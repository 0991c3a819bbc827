package continuity.memory;

/**
 * A failure as the logs may show it: the type and the stack of each cause, never their messages,
 * which can quote what a member wrote (a driver error echoing a value, a parse error quoting text).
 */
final class Redacted extends RuntimeException {
    private Redacted(Throwable original, Throwable cause) {
        super(original.getClass().getName(), cause, false, true);
        setStackTrace(original.getStackTrace());
    }

    static Redacted of(Throwable t) {
        return of(t, 0);
    }

    private static Redacted of(Throwable t, int depth) {
        Throwable cause = t.getCause();
        Redacted redactedCause =
                cause == null || cause == t || depth > 8 ? null : of(cause, depth + 1);
        return new Redacted(t, redactedCause);
    }
}
