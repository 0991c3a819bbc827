package continuity.memory;

/**
 * The database itself is damaged (SQLite reports a malformed file): no event can be handled until
 * the operator restores it. The core answers each event with one sentence saying so, never with
 * "something went wrong, try again" (trying again cannot help).
 */
public final class DamagedStore extends RuntimeException {
    public DamagedStore(String what, Throwable cause) {
        super(what, cause);
    }
}
