package continuity.understand;

import java.text.Normalizer;
import java.util.regex.Pattern;

/**
 * Case- and accent-folding that keeps every character at its index, so that a pattern found in the
 * folded text can be cut out of the original words.
 */
public final class Fold {
    private static final Pattern SPACES = Pattern.compile("\\s+");

    /**
     * Folds of non-ASCII chars, computed once each (0: not yet): normalising per char was the
     * screening's top cost.
     */
    private static final char[] FOLDED = new char[65536];

    private Fold() {}

    /**
     * Lower case, accents removed, typographic apostrophes made plain; same length as the input.
     */
    public static String keepLength(String s) {
        char[] out = new char[s.length()];
        for (int i = 0; i < s.length(); i++) {
            out[i] = fold(s.charAt(i));
        }
        return new String(out);
    }

    /** Folded and trimmed, with runs of white space made one space: for keys and comparisons. */
    public static String key(String s) {
        if (s == null) return "";
        String f = keepLength(Normalizer.normalize(s, Normalizer.Form.NFC));
        return SPACES.matcher(f.trim()).replaceAll(" ");
    }

    static char fold(char c) {
        if (c < 128) return Character.toLowerCase(c);
        char cached = FOLDED[c];
        if (cached != 0) return cached;
        char f = foldSlow(c);
        if (f != 0) FOLDED[c] = f; // a benign race: every thread computes the same value
        return f;
    }

    private static char foldSlow(char c) {
        switch (c) {
            case '\u2019', '\u2018', '\u02BC', '\u00B4', '`' -> {
                return '\'';
            }
            case '\u201C', '\u201D', '\u201E' -> {
                return '"';
            }
            case '\u00A0', '\u202F', '\u2009' -> {
                return ' ';
            }
            case '\u0153' -> {
                return 'o'; // œ (as in "œil")
            }
            case '\u00E6' -> {
                return 'a';
            }
            default -> {}
        }
        String d = Normalizer.normalize(String.valueOf(c), Normalizer.Form.NFD);
        char base = d.isEmpty() ? c : d.charAt(0);
        return Character.toLowerCase(base);
    }
}
