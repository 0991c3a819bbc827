package continuity.understand;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The detail a question asks about when it names no listed detail ({@code
 * understand/question-words.tsv}): "where's Hyeri from" asks the hometown, « elle écrit de quelle
 * main » the handedness. Words of a row match whole words, in order, anywhere in the question.
 */
public final class QuestionDetails {
    private record Row(String key, List<Pattern> phrases) {}

    private static final List<Row> ROWS = new ArrayList<>();

    static {
        for (String[] f : Words.table("/understand/question-words.tsv")) {
            List<Pattern> ps = new ArrayList<>();
            for (int i = 1; i < f.length; i++) {
                // "where from": "where" and later "from", whole words, a few words between
                String[] words = Fold.key(f[i]).split(" ");
                StringBuilder re = new StringBuilder("(?<![\\p{L}])");
                for (int k = 0; k < words.length; k++) {
                    if (k > 0) re.append("(?:[^.?!]{0,40}?[^\\p{L}])?");
                    re.append(Pattern.quote(words[k]));
                }
                re.append(words[words.length - 1].endsWith("'") ? "" : "(?![\\p{L}])");
                ps.add(Pattern.compile(re.toString()));
            }
            ROWS.add(new Row(f[0], ps));
        }
    }

    private QuestionDetails() {}

    /**
     * Details of origin: "where is X from?" asks the hometown, and a birthplace answers it as well
     * (issue 23); either asks the other when it has no note.
     */
    private static final java.util.Set<String> ORIGIN = java.util.Set.of("hometown", "birthplace");

    /**
     * Whether a note of detail {@code noted} answers a question of detail {@code asked} that found
     * no note of its own: the other detail of origin, or a free detail whose words point to the
     * asked one ("homeworld" answers "where is X from?").
     */
    public static boolean answers(Detail noted, Detail asked) {
        if (noted.none() || asked.none()) return false;
        String n = Fold.key(noted.key()), a = Fold.key(asked.key());
        if (n.equals(a)) return true;
        if (ORIGIN.contains(n) && ORIGIN.contains(a)) return true;
        if (Lexicon.isKey(n)) return false;
        String pointed = of(n);
        if (pointed == null) return false;
        return pointed.equals(a) || (ORIGIN.contains(pointed) && ORIGIN.contains(a));
    }

    /** The detail a folded question points to, or null. */
    public static String of(String folded) {
        for (Row row : ROWS)
            for (Pattern p : row.phrases) if (p.matcher(folded).find()) return row.key;
        return null;
    }
}
