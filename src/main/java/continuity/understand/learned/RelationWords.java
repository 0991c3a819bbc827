package continuity.understand.learned;

import continuity.understand.Fold;
import continuity.understand.Words;
import java.util.ArrayList;
import java.util.List;

/**
 * The detail named by the words just before a value ({@code understand/relation-words.tsv}: "born
 * on" -> birthplace, « vient de » -> hometown), for a learned claim with no detail words and a
 * value of no known class.
 */
final class RelationWords {
    private record Row(String key, List<String[]> phrases) {}

    private static final List<Row> ROWS = new ArrayList<>();

    static {
        for (String[] f : Words.table("/understand/relation-words.tsv")) {
            List<String[]> phrases = new ArrayList<>();
            for (int i = 1; i < f.length; i++)
                phrases.add(
                        Tokenizer.tokens(Fold.key(f[i])).stream()
                                .map(Token::text)
                                .toArray(String[]::new));
            ROWS.add(new Row(f[0], phrases));
        }
    }

    private RelationWords() {}

    /** The detail that relation words name by themselves ("born in" -> birthplace), or null. */
    static String named(String folded) {
        String[] words = Tokenizer.tokens(folded).stream().map(Token::text).toArray(String[]::new);
        for (Row row : ROWS)
            for (String[] phrase : row.phrases)
                if (java.util.Arrays.equals(phrase, words)) return row.key;
        return null;
    }

    /** The detail whose words end right before token {@code at} (an article between allowed). */
    static String before(Features.Prepared p, int at) {
        int end = at;
        if (end > 0 && isArticle(p.folded(end - 1))) end--;
        for (Row row : ROWS)
            for (String[] words : row.phrases) {
                int start = end - words.length;
                if (start < 0) continue;
                boolean all = true;
                for (int k = 0; k < words.length && all; k++)
                    all = p.folded(start + k).equals(words[k]);
                if (all) return row.key;
            }
        return null;
    }

    private static boolean isArticle(String w) {
        return switch (w) {
            case "a", "an", "the", "un", "une", "le", "la", "les", "l'", "des", "du" -> true;
            default -> false;
        };
    }
}
