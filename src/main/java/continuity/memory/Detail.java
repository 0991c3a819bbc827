package continuity.memory;

import java.util.Objects;

/**
 * The detail a note is about ({@code eyes}, {@code hair}, {@code age}...): the key the core
 * compares to decide what a note replaces ({@link Slot}). Two keys are the core's own and named
 * here: a free note's ({@link #FREE}: a note that names no detail; such notes add up, none replaces
 * another) and a preference's ({@link #PREFERENCE}). Every other key is the reader's word for a
 * detail, kept as it reads it. The store's column and the export's field hold {@link #key()}.
 */
public record Detail(String key) {
    /** A free note's detail ({@code /memory remember} that names none). */
    public static final Detail FREE = new Detail(Note.FREE_NOTE);

    /** Every preference's detail. */
    public static final Detail PREFERENCE = new Detail(Note.PREFERENCE);

    public Detail {
        Objects.requireNonNull(key, "key");
    }

    /** The detail of {@code key} ({@code null} for none: the words named no detail). */
    public static Detail of(String key) {
        if (key == null) return null;
        if (key.equals(FREE.key)) return FREE;
        if (key.equals(PREFERENCE.key)) return PREFERENCE;
        return new Detail(key);
    }

    /** Whether {@code key} is a free note's: such notes add up, none replaces another. */
    public static boolean free(String key) {
        return FREE.key.equals(key);
    }

    /** A free note's: it belongs to no slot. */
    public boolean free() {
        return this.equals(FREE);
    }

    /** Whether a note is about this detail. */
    public boolean about(Note m) {
        return key.equals(m.attribute());
    }

    @Override
    public String toString() {
        return key;
    }
}
