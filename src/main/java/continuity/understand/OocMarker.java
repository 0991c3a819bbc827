package continuity.understand;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * An out-of-character marker a server adds to the built-in ones: a pair ("<< >>": the text between)
 * or a prefix ("!ooc": the rest of the line). Written as a list like {@code "<< >>, !ooc"}.
 */
public record OocMarker(String open, String close) {
    public static final int MAX_MARKERS = 10;
    public static final int MAX_LENGTH = 10;

    /** Parses a server's list; throws IllegalArgumentException with what is wrong. */
    public static List<OocMarker> parseList(String spec) {
        List<OocMarker> out = new ArrayList<>();
        if (spec == null || spec.isBlank()) return out;
        for (String entry : spec.split(",")) {
            String e = entry.strip();
            if (e.isEmpty()) continue;
            String[] parts = e.split("\\s+");
            if (parts.length > 2)
                throw new IllegalArgumentException("\u201C" + e + "\u201D has more than two parts");
            for (String p : parts) {
                if (p.length() > MAX_LENGTH) {
                    throw new IllegalArgumentException(
                            "\u201C" + p + "\u201D is longer than " + MAX_LENGTH + " characters");
                }
                if (p.codePoints().allMatch(Character::isLetterOrDigit) && parts.length == 2) {
                    throw new IllegalArgumentException(
                            "\u201C"
                                    + p
                                    + "\u201D would match ordinary words: use symbols for a pair");
                }
            }
            out.add(
                    new OocMarker(
                            Fold.keepLength(parts[0]),
                            parts.length == 2 ? Fold.keepLength(parts[1]) : ""));
        }
        if (out.size() > MAX_MARKERS)
            throw new IllegalArgumentException("at most " + MAX_MARKERS + " markers");
        return List.copyOf(out);
    }

    public static String format(List<OocMarker> markers) {
        List<String> s = new ArrayList<>();
        for (OocMarker m : markers) s.add(m.close.isEmpty() ? m.open : m.open + " " + m.close);
        return String.join(", ", s);
    }

    boolean isPrefix() {
        return close.isEmpty();
    }

    /** The text this marker marks in a folded message, as [start, end) indices, or null. */
    int[] find(String folded) {
        if (isPrefix()) {
            int at =
                    folded.strip().toLowerCase(Locale.ROOT).startsWith(open)
                            ? folded.indexOf(open)
                            : -1;
            if (at < 0) return null;
            int start = at + open.length();
            int end = folded.indexOf('\n', start);
            return new int[] {start, end < 0 ? folded.length() : end};
        }
        int a = folded.indexOf(open);
        if (a < 0) return null;
        int b = folded.indexOf(close, a + open.length());
        if (b < 0) return null;
        return new int[] {a + open.length(), b};
    }
}
