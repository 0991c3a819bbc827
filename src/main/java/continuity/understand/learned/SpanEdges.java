package continuity.understand.learned;

import continuity.understand.Fold;
import continuity.understand.Words;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Cleans a span's edges after tagging ({@code understand/span-edges.tsv}): articles, possessives
 * and copulas before a value, fillers after it, and punctuation and emoji on either side.
 */
final class SpanEdges {
    private static final Set<String> LEAD = new HashSet<>(), TRAIL = new HashSet<>();

    static {
        for (String[] f : Words.table("/understand/span-edges.tsv"))
            (f[0].equals("lead") ? LEAD : TRAIL).add(Fold.key(f[1]));
    }

    private SpanEdges() {}

    /**
     * The token range [from, to) with its edges cleaned; {@code from == to} when nothing is left.
     */
    static int[] clean(List<Token> t, int from, int to) {
        // a value ends at an emoji ("pink ✨ for now"): the guidelines put none inside one
        for (int i = from + 1; i < to; i++)
            if (emoji(t.get(i))) {
                to = i;
                break;
            }
        while (from < to && (noise(t.get(from)) || LEAD.contains(t.get(from).folded()))) from++;
        while (to > from && (noise(t.get(to - 1)) || TRAIL.contains(t.get(to - 1).folded()))) to--;
        return new int[] {from, to};
    }

    private static boolean emoji(Token k) {
        int cp = k.text().codePointAt(0);
        int type = Character.getType(cp);
        return type == Character.OTHER_SYMBOL || Character.isSupplementaryCodePoint(cp);
    }

    private static boolean noise(Token k) {
        int cp = k.text().codePointAt(0);
        return !Character.isLetterOrDigit(cp) && k.text().length() <= 8 && !k.text().equals("'");
    }
}
