package continuity.understand.learned;

import continuity.understand.Lexicon;
import continuity.understand.Words;
import java.util.HashSet;
import java.util.Set;

/**
 * A detail's words with a side or rank before them, or a word the tagger ran on into after them
 * ({@code understand/detail-edges.tsv}): "left eye" names the eyes, "role to" the role, when the
 * whole words name no listed detail. (The callers look the words up in the lexicon.)
 */
final class DetailEdges {
    private static final Set<String> BEFORE = new HashSet<>(), AFTER = new HashSet<>();

    static {
        for (String[] f : Words.table("/understand/detail-edges.tsv"))
            (f[0].equals("before") ? BEFORE : AFTER).add(f[1]);
    }

    private DetailEdges() {}

    /**
     * The detail's words without the words the tagger ran on into after them, and without a side or
     * rank (before them or after them, « œil gauche ») when the rest is a listed detail; null when
     * no edge word goes.
     */
    static String listed(String folded) {
        String[] w = folded.split(" ");
        int from = 0, to = w.length;
        while (to - from > 1 && AFTER.contains(w[to - 1])) to--;
        int f = from, t = to;
        while (t - f > 1 && BEFORE.contains(w[f])) f++;
        while (t - f > 1 && BEFORE.contains(w[t - 1])) t--;
        String side = String.join(" ", java.util.Arrays.asList(w).subList(f, t));
        if ((f > from || t < to) && Lexicon.isKnown(side)) return side;
        return to < w.length
                ? String.join(" ", java.util.Arrays.asList(w).subList(from, to))
                : null;
    }
}
