package continuity.understand.learned;

import continuity.understand.Fold;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
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
        try (BufferedReader r =
                new BufferedReader(
                        new InputStreamReader(
                                SpanEdges.class.getResourceAsStream("/understand/span-edges.tsv"),
                                StandardCharsets.UTF_8))) {
            for (String line; (line = r.readLine()) != null; ) {
                if (line.isBlank() || line.startsWith("#")) continue;
                String[] f = line.split("\t");
                (f[0].equals("lead") ? LEAD : TRAIL).add(Fold.key(f[1]));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private SpanEdges() {}

    /**
     * The token range [from, to) with its edges cleaned; {@code from == to} when nothing is left.
     */
    static int[] clean(List<Token> t, int from, int to) {
        while (from < to && (noise(t.get(from)) || LEAD.contains(t.get(from).folded()))) from++;
        while (to > from && (noise(t.get(to - 1)) || TRAIL.contains(t.get(to - 1).folded()))) to--;
        return new int[] {from, to};
    }

    private static boolean noise(Token k) {
        int cp = k.text().codePointAt(0);
        return !Character.isLetterOrDigit(cp) && k.text().length() <= 8 && !k.text().equals("'");
    }
}
