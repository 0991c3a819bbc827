package continuity.understand;

import java.util.Set;

/**
 * A value holds no word that names its own detail (corpus/GUIDELINES.md): "a crescent moon
 * birthmark" is the birthmark "crescent moon", « une barbe poivre et sel » the beard "poivre et
 * sel". The detail's name in either language (the lexicon's nouns, and their plurals) is dropped
 * where it ends the value or leads it; inside a value ("a long red scar across her cheek") it
 * stays, with what it says of where. Relatives and pets are left whole: "a café cat" names an
 * animal, not a detail.
 */
public final class OwnDetailWord {
    private static final Set<String> LEFT_WHOLE =
            Set.of("pet", "sibling", "parent", "child", "partner");

    /** Words that may stand before the detail's name without being a value ("a", « une »). */
    static final Set<String> ARTICLES =
            Set.of(
                    "a", "an", "the", "his", "her", "their", "un", "une", "le", "la", "les", "des",
                    "sa", "son", "ses", "leur", "leurs");

    /** The words that tie a leading name to what it is of: "of a", « de », « d' », « avec la ». */
    private static final java.util.regex.Pattern LINK =
            java.util.regex.Pattern.compile(
                    "^(?i:(?:of|de|du|des|avec)\\s+(?:(?:a|an|the|his|her|their|un|une|le|la|les|sa|son|ses)\\s+|l['’])?|d['’])");

    private OwnDetailWord() {}

    /**
     * {@code value} without the word naming {@code detail}; the value itself when none is in it.
     */
    public static String cut(String value, String detail) {
        String[] words = words(value, detail);
        if (words == null) return value;
        int i = nameAt(words, detail);
        return i < 0 ? value : cutAt(value, words, i);
    }

    /**
     * {@code value} without its detail's name only where the name leads it, after articles alone
     * ("une cicatrice en croix" -> "en croix"); a name after other words ("a silver mask") stays,
     * for the value the grammar read whole.
     */
    public static String cutLeading(String value, String detail) {
        String[] words = words(value, detail);
        if (words == null) return value;
        int i = nameAt(words, detail);
        return i >= 0 && onlyArticlesBefore(words, i) ? cutAt(value, words, i) : value;
    }

    /**
     * Whether {@code value} names its own detail inside it, with words after the name that say more
     * ("a long red scar across her cheek"): the whole is one description, and the words before the
     * name alone ("long red") are not the value.
     */
    public static boolean namedInside(String value, String detail) {
        String[] words = words(value, detail);
        if (words == null) return false;
        int i = nameAt(words, detail);
        return i > 0 && i < words.length - 1 && !onlyArticlesBefore(words, i);
    }

    /**
     * The value's words, or null where a detail's name is never cut (no value, no key, a being).
     */
    private static String[] words(String value, String detail) {
        if (value == null
                || detail == null
                || !Lexicon.isKey(detail)
                || LEFT_WHOLE.contains(detail)) return null;
        return value.strip().split("\\s+");
    }

    /** Whether only articles stand before the {@code i}th word. */
    private static boolean onlyArticlesBefore(String[] words, int i) {
        for (int k = 0; k < i; k++) if (!ARTICLES.contains(Fold.key(words[k]))) return false;
        return true;
    }

    /** {@code value} without the name that is its {@code i}th word. */
    private static String cutAt(String value, String[] words, int i) {
        // "crescent moon birthmark" -> "crescent moon"; "a long red scar across her cheek"
        // keeps where the scar is: the name is dropped only where nothing follows it
        if (i > 0 && !onlyArticlesBefore(words, i))
            return i == words.length - 1
                    ? String.join(" ", java.util.Arrays.copyOfRange(words, 0, i))
                    : value;
        if (i == words.length - 1) return value;
        String rest = String.join(" ", java.util.Arrays.copyOfRange(words, i + 1, words.length));
        // « barbe poivre et sel » -> "poivre et sel"; "a tattoo of a moth" -> "moth", « un
        // tatouage d'ancre » -> "ancre", « un collier avec la plaque » -> "plaque"; « un masque
        // à gaz » is a kind of mask and stays whole
        if (Fold.key(rest).matches("^(?:a|à|with)\\b.*")) return value;
        java.util.regex.Matcher link = LINK.matcher(rest);
        if (link.find() && link.end() < rest.length()) return rest.substring(link.end());
        return link.find(0) ? value : rest;
    }

    /**
     * Where the first word naming {@code detail} is among {@code words}, or -1 (-1 too for a being,
     * whose name is never cut).
     */
    static int nameIndex(String[] words, String detail) {
        return LEFT_WHOLE.contains(detail) ? -1 : nameAt(words, detail);
    }

    /** Where the first word naming {@code detail} (either language, or its plural) is, or -1. */
    private static int nameAt(String[] words, String detail) {
        String en = Fold.key(Lexicon.noun(detail, false)),
                fr = Fold.key(Lexicon.noun(detail, true));
        for (int i = 0; i < words.length; i++) {
            String w = Fold.key(words[i]).replaceAll("[^\\p{L}\\p{N}'-]", "");
            if (names(w, en) || names(w, fr)) return i;
        }
        return -1;
    }

    private static boolean names(String w, String noun) {
        return !noun.isEmpty() && !noun.contains(" ") && (w.equals(noun) || w.equals(noun + "s"));
    }
}
