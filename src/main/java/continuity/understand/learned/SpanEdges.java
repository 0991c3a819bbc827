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
    private static final Set<String> LEAD = new HashSet<>(),
            TRAIL = new HashSet<>(),
            TITLE = new HashSet<>();

    static {
        for (String[] f : Words.table("/understand/span-edges.tsv"))
            (f[0].equals("lead") ? LEAD : f[0].equals("title") ? TITLE : TRAIL).add(Fold.key(f[1]));
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
        for (boolean cut = true; cut && to > from; ) {
            cut = false;
            if (noise(t.get(to - 1)) || TRAIL.contains(t.get(to - 1).folded())) {
                to--;
                cut = true;
            } else if (to - from > 2
                    && TRAIL.contains(t.get(to - 2).folded() + " " + t.get(to - 1).folded())) {
                to -= 2; // "these days", « ces temps-ci »
                cut = true;
            }
        }
        if (from >= to) return new int[] {from, to};
        // a title's abbreviation is not the end of a name: "Mrs. Han", "St. Christopher", "M. Roux"
        if (to + 1 < t.size() && titled(t, to - 1)) to += 2;
        // words joined by a slash are one value ("she/her", "grey/blue"): never half of them
        while (from >= 2 && glued(t, from - 2, from)) from -= 2;
        while (to + 1 < t.size() && glued(t, to - 1, to + 1)) to += 2;
        return new int[] {from, to};
    }

    /**
     * Whether token {@code i} is a title's abbreviation written with its full stop and a
     * capitalised word after it ("Mrs. Han"): the tokenizer cuts it at the stop.
     */
    private static boolean titled(List<Token> t, int i) {
        Token stop = t.get(i + 1), next = t.get(i + 2);
        return TITLE.contains(t.get(i).folded())
                && Character.isUpperCase(t.get(i).text().codePointAt(0))
                && stop.text().equals(".")
                && t.get(i).end() == stop.start()
                && Character.isUpperCase(next.text().codePointAt(0));
    }

    /** Whether tokens a, a+1, a+2 are a word, a slash and a word written with no space. */
    private static boolean glued(List<Token> t, int a, int c) {
        Token slash = t.get(a + 1);
        return slash.text().equals("/")
                && t.get(a).end() == slash.start()
                && slash.end() == t.get(c).start()
                && Character.isLetterOrDigit(t.get(a).text().codePointAt(0))
                && Character.isLetterOrDigit(t.get(c).text().codePointAt(0));
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
