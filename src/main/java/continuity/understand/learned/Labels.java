package continuity.understand.learned;

import java.util.Arrays;
import java.util.List;

/**
 * The tagger's labels: BIO tags for a value, an old value, the words naming a detail, scope words
 * and change words. Characters are not tagged: they are the server's known names, found by rule.
 */
public final class Labels {
    public static final String O = "O";
    public static final String VAL = "VAL", OLD = "OLD", DET = "DET", SCOPE = "SCOPE", CHG = "CHG";

    private Labels() {}

    /** The gold tags of an example's tokens, from the spans its labels give. */
    public static String[] gold(Example ex, List<Token> tokens) {
        String[] tags = new String[tokens.size()];
        Arrays.fill(tags, O);
        int from = 0;
        for (Example.Fact f : ex.facts()) {
            mark(ex.message(), tokens, tags, f.scopeWords(), SCOPE, 0);
            mark(ex.message(), tokens, tags, f.changeWords(), CHG, 0);
            int at = mark(ex.message(), tokens, tags, f.value(), VAL, from);
            if (at >= 0) from = at;
            mark(ex.message(), tokens, tags, f.old(), OLD, 0);
            mark(ex.message(), tokens, tags, f.detailWords(), DET, 0);
        }
        for (Example.Question q : ex.questions())
            mark(ex.message(), tokens, tags, q.detailWords(), DET, 0);
        return tags;
    }

    /**
     * Marks the first occurrence of {@code words} at or after token {@code from} whose edges fall
     * on token edges and whose tokens are all unlabelled; returns its first token, or -1.
     */
    static int mark(
            String msg, List<Token> tokens, String[] tags, String words, String type, int from) {
        if (words == null || words.isBlank()) return -1;
        for (int pass = 0; pass < 2; pass++) {
            int start = pass == 0 ? from : 0;
            for (int i = start; i < tokens.size(); i++) {
                if (!msg.startsWith(words, tokens.get(i).start())) continue;
                int end = tokens.get(i).start() + words.length();
                int j = i;
                while (j < tokens.size() && tokens.get(j).end() < end) j++;
                if (j >= tokens.size() || tokens.get(j).end() != end) continue;
                boolean free = true;
                for (int k = i; k <= j; k++) free &= tags[k].equals(O);
                if (!free) continue;
                for (int k = i; k <= j; k++) tags[k] = (k == i ? "B-" : "I-") + type;
                return i;
            }
        }
        return -1;
    }

    /** The type of a tag ({@code VAL} for {@code B-VAL}), or null for O. */
    public static String type(String tag) {
        return tag.equals(O) ? null : tag.substring(2);
    }
}
