package continuity.memory;

import java.util.Locale;

/**
 * A note's life: {@code active}; {@code superseded} (replaced by a newer note, kept as history);
 * {@code disputed} (proposed by someone who may not decide, waiting for the owner or a GM); {@code
 * pending} (waiting for an answer to the bot's question); {@code forgotten} (content erased).
 */
public enum Status {
    ACTIVE,
    SUPERSEDED,
    DISPUTED,
    PENDING,
    FORGOTTEN;

    public String wire() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Status of(String wire) {
        return valueOf(wire.toUpperCase(Locale.ROOT));
    }
}
