package continuity.memory;

import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * The words a current fact is found by when a claim names an old value ("green, not blue"), so that
 * a correction reads only the notes that could be meant instead of every note of the character: the
 * stems of the fact's value and sentence ({@link Values#storedStems}), and {@link #NONE} when its
 * value has no stem of its own (such a value fits every old value: {@link Values#fits}). A note
 * that {@link Values#fits} or {@link Values#names} an old value holds one of that value's stems
 * ({@link #named}) or {@link #NONE}: reading the facts that hold one gives every note {@link
 * Decide} could take for the named one (and perhaps more, which it leaves aside).
 *
 * <p>A store keeps them for the current facts ({@link #kept}): they are data derived from the
 * stemmer ({@link Values}, the languages' ending tables). When the stemmer changes, what is stored
 * must be computed again (a migration that fills them anew); {@code FactLookupsTest} pins the
 * stemmer's output so that such a change cannot pass unnoticed.
 */
public final class FactStems {
    /** The stem of a fact whose value has none of its own (it fits every old value). */
    public static final String NONE = "";

    /**
     * Longest stem stored, in code points: longer ones are cut (a cut stem finds more notes, never
     * fewer), so that no index entry grows past what a database accepts.
     */
    static final int MAX_CODE_POINTS = 64;

    private FactStems() {}

    /** Whether a store keeps stems for this note: current facts only. */
    public static boolean kept(Note m) {
        return m.kind() == Kind.FACT && m.status() == Status.ACTIVE;
    }

    /** The stems a fact is found by (whatever its status). */
    public static Set<String> of(Note m) {
        return of(m.value(), m.text());
    }

    /** The stems of a fact with this value and sentence. */
    public static Set<String> of(String value, String text) {
        Set<String> out = new LinkedHashSet<>();
        String[] words = Values.words(value); // split once for the two uses
        if (Values.stems(words).isEmpty()) out.add(NONE);
        for (String s : Values.storedStems(words)) out.add(cut(s));
        for (String s : Values.storedStems(text)) out.add(cut(s));
        return out;
    }

    /**
     * The stems to look facts up by for a claim that names {@code oldValue}: empty when it names
     * nothing (then no note can be the named one). Facts of {@link #NONE} are found with any of
     * them.
     */
    public static Set<String> named(String oldValue) {
        if (oldValue == null || oldValue.isBlank()) return Set.of();
        Set<String> out = new LinkedHashSet<>();
        for (String s : Values.stems(oldValue)) out.add(cut(s));
        return out;
    }

    /** Whether a fact holds one of the looked-up stems, or none of its own. */
    public static boolean holdsAny(Note m, Collection<String> stems) {
        if (stems.isEmpty()) return false;
        for (String s : of(m)) if (s.equals(NONE) || stems.contains(s)) return true;
        return false;
    }

    static String cut(String stem) {
        if (stem.codePointCount(0, stem.length()) <= MAX_CODE_POINTS) return stem;
        return stem.substring(0, stem.offsetByCodePoints(0, MAX_CODE_POINTS));
    }
}
