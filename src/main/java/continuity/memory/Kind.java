package continuity.memory;

import java.util.Locale;

/** A story fact about a character, or a user's private preference about the writing. */
public enum Kind {
    FACT,
    PREFERENCE;

    public String wire() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Kind of(String wire) {
        return valueOf(wire.toUpperCase(Locale.ROOT));
    }
}
