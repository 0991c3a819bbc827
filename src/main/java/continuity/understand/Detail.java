package continuity.understand;

import java.util.Objects;

/**
 * The detail a claim or a note is about ({@code eyes}, {@code hair}, {@code age}...): the key the
 * core compares to decide what a note replaces ({@code memory.Slot}). Three are named here: {@link
 * #NONE} (a claim whose words named no detail: the note it replaces gives one, or it becomes a free
 * note), {@link #FREE} (a free note's: a note that names no detail; such notes add up, none
 * replaces another) and {@link #PREFERENCE} (every preference's). Every other detail is the
 * reader's word for it, kept as it reads it.
 *
 * <p>It lives beside the reader, which names it first, so that the reader does not depend on the
 * core. Its text ({@link #key()}, {@link #of(String)}) is read and written only at the edges: the
 * store's column, the export's field, the replay's and the evaluation's JSON, the note's wording,
 * and the reader's own rules, which keep their words as text until they hand a claim over.
 */
public final class Detail {
    /** A claim whose words named no detail. No note is about it. */
    public static final Detail NONE = new Detail(null);

    /** A free note's detail ({@code /memory remember} that names none): such notes add up. */
    public static final Detail FREE = new Detail("note");

    /** Every preference's detail. */
    public static final Detail PREFERENCE = new Detail("preference");

    private final String key;

    private Detail(String key) {
        this.key = key;
    }

    /**
     * The detail written {@code key} ({@code null}: {@link #NONE}, the words named none), as the
     * store, the export and the reader write it.
     */
    public static Detail of(String key) {
        if (key == null) return NONE;
        if (key.equals(FREE.key)) return FREE;
        if (key.equals(PREFERENCE.key)) return PREFERENCE;
        return new Detail(key);
    }

    /** The key as the store's column, the export's field and the reader write it. */
    public String key() {
        if (key == null) throw new IllegalStateException("no detail was named: it has no key");
        return key;
    }

    /** {@link #key()}, or {@code null} for {@link #NONE}: the text a JSON field writes. */
    public String keyOrNull() {
        return key;
    }

    /** Whether the words named no detail. */
    public boolean none() {
        return key == null;
    }

    /** Whether a detail was named (a free note's and a preference's included). */
    public boolean named() {
        return key != null;
    }

    /** A free note's: it belongs to no slot. */
    public boolean free() {
        return this.equals(FREE);
    }

    /**
     * Details a character may have several of: a second one adds up unless the old one is named.
     */
    private static final java.util.Set<String> SEVERAL =
            java.util.Set.of(
                    "sibling",
                    "child",
                    "pet",
                    "scar",
                    "tattoo",
                    "birthmark",
                    "allergy",
                    "fear",
                    "ring",
                    "necklace",
                    "bracelet",
                    "weapon",
                    "piercing");

    /** Whether a character may have several of this detail (a second pet, another scar). */
    public boolean several() {
        return key != null && SEVERAL.contains(key);
    }

    /** This detail, or {@code other} when none was named. */
    public Detail or(Detail other) {
        return none() ? other : this;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Detail d && Objects.equals(key, d.key);
    }

    @Override
    public int hashCode() {
        return Objects.hashCode(key);
    }

    /** The key, or {@code "null"} for {@link #NONE}: the text a string key made in a message. */
    @Override
    public String toString() {
        return String.valueOf(key);
    }
}
