package continuity.transfer;

/** An entry an import refused: which one ("note 3 (id k2m4p8qa)") and why. */
public record Rejection(String entry, String reason) {
    public String describe() {
        return entry + ": " + reason;
    }
}
