package continuity.store;

/** Storage failed; the transaction that saw it was rolled back. */
public class StoreException extends RuntimeException {
    public StoreException(String message, Throwable cause) {
        super(message, cause);
    }
}
