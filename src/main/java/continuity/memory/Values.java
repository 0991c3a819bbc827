package continuity.memory;

import continuity.understand.Fold;
import continuity.understand.Words;
import java.text.Normalizer;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Compares values as people mean them: "the grey coat" is "a grey travelling coat", "bleus" is
 * "bleu".
 */
public final class Values {
    private static final Set<String> FILLER =
            Set.of(
                    "a", "an", "the", "her", "his", "their", "my", "of", "and", "un", "une", "le",
                    "la", "les", "des", "de", "du", "d", "l", "ses", "sa", "son", "mes", "ma",
                    "mon", "et", "eyes", "eye", "yeux", "hair", "cheveux", "one", "ones", "celle",
                    "celui", "in", "on", "at", "to", "en", "au", "aux", "sur", "dans", "is", "est",
                    "has", "have", "was", "s");

    private Values() {}

    /** What separates words: anything but a letter or a digit. */
    private static final Pattern NOT_WORD = Pattern.compile("[^\\p{L}\\p{N}]+");

    /**
     * The folded words of a value ({@link Fold#key}'s folding), some perhaps empty. Split from
     * {@link Fold#keepLength} of the NFC form, which is {@link Fold#key} before it trims and makes
     * runs of white space one space: white space separates words either way, so the words are the
     * same and that second pass over the text is spared. The pattern is compiled once ({@code
     * String.split} compiled it at every call: a correction stems a few values and sentences).
     */
    static String[] words(String value) {
        if (value == null) return new String[] {""};
        return NOT_WORD.split(Fold.keepLength(Normalizer.normalize(value, Normalizer.Form.NFC)));
    }

    static Set<String> stems(String value) {
        return stems(words(value));
    }

    /** The stems of words from {@link #words}: fillers and empty words left out. */
    static Set<String> stems(String[] words) {
        Set<String> out = new HashSet<>();
        for (String w : words) {
            if (w.isEmpty() || FILLER.contains(w)) continue;
            out.add(stem(w));
        }
        return out;
    }

    /**
     * The stems of a stored value or sentence, and those of each two neighbouring words written as
     * one ("left-handed" is also "lefthanded"), so that words written joined still find it.
     */
    static Set<String> storedStems(String value) {
        return storedStems(words(value));
    }

    /** {@link #storedStems(String)} of words from {@link #words}. */
    static Set<String> storedStems(String[] words) {
        Set<String> out = stems(words);
        String previous = null;
        for (String w : words) {
            if (w.isEmpty()) continue;
            if (previous != null) out.add(stem(previous + w));
            previous = w;
        }
        return out;
    }

    private static final List<String[]> ENDINGS = Words.endings();

    /**
     * A word without its plural, then its feminine ending (the languages' tables), then a last s, x
     * or e.
     */
    static String stem(String w) {
        String s = w;
        if (s.length() > 3 && s.endsWith("s")) s = s.substring(0, s.length() - 1);
        for (String[] e : ENDINGS) {
            if (s.length() > e[0].length() && s.endsWith(e[0])) {
                s = s.substring(0, s.length() - e[0].length()) + e[1];
                break;
            }
        }
        if (s.length() > 3 && (s.endsWith("s") || s.endsWith("x")))
            s = s.substring(0, s.length() - 1);
        if (s.length() > 3 && s.endsWith("e")) s = s.substring(0, s.length() - 1);
        return s;
    }

    /** The same value, up to articles, plural and gender endings. */
    public static boolean same(String a, String b) {
        Set<String> x = stems(a), y = stems(b);
        return !x.isEmpty() && x.equals(y);
    }

    /**
     * The old value a user named is said in a stored sentence ("lieutenant" in "Jory is a
     * lieutenant in the watch").
     */
    public static boolean names(String said, String sentence) {
        Set<String> x = stems(said), y = storedStems(sentence);
        return !x.isEmpty() && y.containsAll(x);
    }

    /**
     * What a user called the old value ("the grey coat") fits a stored value ("a grey travelling
     * coat").
     */
    public static boolean fits(String said, String stored) {
        Set<String> x = stems(said), y = stems(stored);
        return !x.isEmpty()
                && (y.containsAll(x) || x.containsAll(y) || storedStems(stored).containsAll(x));
    }
}
