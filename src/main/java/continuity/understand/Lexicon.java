package continuity.understand;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The canonical attribute keys shared by every language ({@code /understand/lexicon.tsv}): "eye
 * colour", "eyes" and "yeux" are all {@code eyes}. A noun that is not listed is its own key.
 */
public final class Lexicon {
    private static final Map<String, String> WORD_TO_KEY = new LinkedHashMap<>();
    private static final Map<String, String[]> NOUNS = new LinkedHashMap<>();

    static {
        for (String[] row : Words.table("/understand/lexicon.tsv")) {
            String key = row[0].strip();
            NOUNS.put(key, new String[] {row[1].strip(), row[2].strip()});
            for (String w : row[3].split(",")) {
                String k = Fold.key(w);
                if (!k.isEmpty()) WORD_TO_KEY.putIfAbsent(k, key);
            }
        }
    }

    private static final String ALTERNATION = buildAlternation();
    private static final Pattern ATTRIBUTE_ALTERNATION = Pattern.compile(ALTERNATION);
    private static final Pattern DETERMINER =
            Pattern.compile(
                    "^(?:(?:the|her|his|their|my|its|les|le|la|ses|sa|son|mes|ma|mon|leur|leurs|un|une|a|an) |l'|d')");
    private static final Pattern MODIFIER =
            Pattern.compile(
                    "^(?:fav|fave|favourite|favorite|preferred|main|usual"
                            + "|real|actual|current|true|new|old|older|younger|big|little|elder|eldest|youngest|twin|only|pet)\\s+"
                            + "|\\s+(?:preferee?s?|favorite?s?|favori|prefere|principale?|actuelle?|prefered)$");
    private static final Pattern MENTION =
            Pattern.compile("(?<![\\p{L}])(?:" + ALTERNATION + ")(?![\\p{L}])");

    private Lexicon() {}

    /**
     * The canonical key for a folded attribute phrase: a listed word (modifiers aside), or the
     * phrase itself.
     */
    public static String canonical(String phrase) {
        String hit = lookup(phrase);
        return hit != null ? hit : strip(phrase);
    }

    /** True when the phrase (modifiers aside) is a listed attribute word. */
    public static boolean isKnown(String phrase) {
        return lookup(phrase) != null;
    }

    /** True when the key is one of the listed canonical keys. */
    public static boolean isKey(String key) {
        return key != null && NOUNS.containsKey(key);
    }

    private static String lookup(String phrase) {
        String k = strip(phrase);
        String hit = WORD_TO_KEY.get(k);
        if (hit != null) return hit;
        if (k.endsWith("s") && k.length() > 3)
            return WORD_TO_KEY.get(k.substring(0, k.length() - 1));
        return null;
    }

    private static String strip(String phrase) {
        String k = Fold.key(phrase);
        k = DETERMINER.matcher(k).replaceAll("");
        for (int i = 0; i < 2; i++) {
            Matcher m = MODIFIER.matcher(k);
            if (!m.find()) break;
            k = (k.substring(0, m.start()) + k.substring(m.end())).trim();
        }
        return k;
    }

    /** The noun to write in a sentence for a key, in English or French. */
    public static String noun(String key, boolean french) {
        String[] n = NOUNS.get(key);
        if (n == null) return key;
        return french ? n[1] : n[0];
    }

    /** A regex alternation of every listed attribute word, longest first (for grammar patterns). */
    public static Pattern attributePattern() {
        return ATTRIBUTE_ALTERNATION;
    }

    /** Listed attributes mentioned anywhere in a folded text, in order of appearance. */
    public static List<String> mentioned(String folded) {
        List<String> keys = new ArrayList<>();
        Matcher m = MENTION.matcher(folded);
        while (m.find()) {
            String k = WORD_TO_KEY.get(m.group().replaceAll("\\s+", " "));
            if (k != null && !keys.contains(k)) keys.add(k);
        }
        return keys;
    }

    /** Every listed word, folded (the descriptive reader's first look). */
    static java.util.Set<String> words() {
        return java.util.Collections.unmodifiableSet(WORD_TO_KEY.keySet());
    }

    static String alternation() {
        return ALTERNATION;
    }

    private static String buildAlternation() {
        List<String> words = new ArrayList<>(WORD_TO_KEY.keySet());
        words.sort(Comparator.comparingInt(String::length).reversed());
        StringBuilder sb = new StringBuilder();
        for (String w : words) {
            if (sb.length() > 0) sb.append('|');
            sb.append(Pattern.quote(w));
        }
        return sb.toString();
    }
}
