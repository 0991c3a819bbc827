package continuity.understand.learned;

import continuity.understand.Fold;
import continuity.understand.ScopeCue;
import continuity.understand.Words;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The scope a span of scope words names ({@code understand/scope-words.tsv}), for the words the
 * grammar's cues do not know ("till the scene wraps", "across all our stories").
 */
final class ScopeWords {
    private record Row(ScopeCue cue, Set<String> words) {}

    private static final List<Row> ROWS = new ArrayList<>();

    static {
        for (String[] f : Words.table("/understand/scope-words.tsv")) {
            ScopeCue c = ScopeCue.valueOf(f[0].toUpperCase(java.util.Locale.ROOT));
            java.util.HashSet<String> w = new java.util.HashSet<>();
            for (int i = 1; i < f.length; i++) w.add(Fold.key(f[i]));
            ROWS.add(new Row(c, w));
        }
    }

    private ScopeWords() {}

    static ScopeCue classify(String folded) {
        String[] words = folded.split("[^\\p{L}\\p{N}]+");
        for (Row r : ROWS) for (String w : words) if (r.words.contains(w)) return r.cue;
        return null;
    }
}
