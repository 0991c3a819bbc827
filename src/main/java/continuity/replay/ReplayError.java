package continuity.replay;

/** A script line that cannot be played; it becomes one {@code error} output line. */
final class ReplayError extends RuntimeException {
    ReplayError(String message) {
        super(message);
    }
}
