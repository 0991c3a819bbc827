package continuity.store;

/**
 * Faults of a store's listening connection, for tests outside this package: the connection is lost
 * as in a network failure, and the store reconnects by itself.
 */
public final class ListenerFaults {
    private ListenerFaults() {}

    public static void breakListener(PostgresStore store) {
        store.breakListener();
    }
}
