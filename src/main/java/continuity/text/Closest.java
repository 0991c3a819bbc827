package continuity.text;

import java.util.Collection;
import java.util.Locale;
import java.util.Optional;

/**
 * The known word a mistyped one was most likely meant to be ({@code charcter} -> {@code character},
 * {@code --dbb} -> {@code --db}), for errors that name the unknown word and the closest known one.
 */
public final class Closest {
    private Closest() {}

    /**
     * The known word nearest to {@code typed} by edit distance (case aside), when it is near enough
     * to be a slip: at most a third of the longer word's letters, and at least one; empty
     * otherwise.
     */
    public static Optional<String> to(String typed, Collection<String> known) {
        if (typed == null || typed.isBlank()) return Optional.empty();
        String t = typed.toLowerCase(Locale.ROOT);
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String k : known) {
            int d = distance(t, k.toLowerCase(Locale.ROOT));
            int allowed = Math.max(1, Math.max(t.length(), k.length()) / 3);
            if (d <= allowed && d < bestDistance) {
                best = k;
                bestDistance = d;
            }
        }
        return Optional.ofNullable(best);
    }

    /** Levenshtein distance, with a swap of two neighbouring letters counted as one edit. */
    static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) d[i][0] = i;
        for (int j = 0; j <= b.length(); j++) d[0][j] = j;
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] =
                        Math.min(
                                Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1
                        && j > 1
                        && a.charAt(i - 1) == b.charAt(j - 2)
                        && a.charAt(i - 2) == b.charAt(j - 1))
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
            }
        }
        return d[a.length()][b.length()];
    }
}
