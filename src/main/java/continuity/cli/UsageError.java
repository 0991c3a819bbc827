package continuity.cli;

/** The command line was wrong; the message says how to call the command. */
public final class UsageError extends RuntimeException {
    public UsageError(String message) {
        super(message);
    }
}
