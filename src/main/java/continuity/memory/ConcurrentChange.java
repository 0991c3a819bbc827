package continuity.memory;

/**
 * A store could not write an event's changes because other changes to the same notes came in at the
 * same moment, twice in a row (another process of the bot on a shared PostgreSQL store): nothing of
 * the event was written. The core answers it with a question (try again?), never with a lost
 * update.
 */
public final class ConcurrentChange extends RuntimeException {
    public ConcurrentChange(String what, Throwable cause) {
        super(what, cause);
    }
}
