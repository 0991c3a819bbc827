package continuity.understand;

import java.util.HashMap;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * What attribute a bare value speaks of when the words name none ("Mira is 24" is an age, "a
 * cartographer" an occupation, "gauchère" a handedness): typed value lists in {@code
 * /understand/values.tsv}, and patterns for ages, heights, handedness and pronouns. A value of no
 * class has no attribute: it is never put in another one's slot.
 */
public final class ValueClasses {
    private static final Map<String, String> WORD_TO_CLASS = new HashMap<>();

    static {
        for (String[] row : Words.table("/understand/values.tsv")) {
            for (String w : row[1].split(",")) {
                String k = Fold.key(w);
                if (!k.isEmpty()) WORD_TO_CLASS.putIfAbsent(k, row[0].strip());
            }
        }
    }

    static final Pattern AGE =
            Pattern.compile(
                    "^(?:about |around |nearly |almost |only |barely )?\\d{1,4}"
                            + "(?: ?(?:years? old|years?|yrs?(?: old)?|yo|y/o|ans|an))?$");
    static final Pattern HEIGHT =
            Pattern.compile(
                    "^(?:about |around |nearly |almost |like )?(?:\\d(?:[.,]\\d{1,2})? ?m(?:eters?|etres?|\\d{2})?"
                            + "|\\d{2,3} ?(?:cm|centimet(?:er|re)s?)|\\d ?(?:'|ft|feet|foot|pieds?)(?: ?\\d{1,2} ?(?:\"|''|in|inches?)?)?"
                            + "|\\d{2,3} ?(?:in|inches))(?: tall| grand| grande)?$");
    static final Pattern HANDED =
            Pattern.compile(
                    "^(?:(?:left|right)[- ]?hand(?:ed)?|ambidextrous|lefty|righty"
                            + "|gauch(?:er|ere|ere?s)|droiti(?:er|ere)s?|ambidextres?)$");
    static final Pattern PRONOUNS =
            Pattern.compile(
                    "^(?:(?:she|he|they|xe|ze|it|fae|elle|il|iel)(?:/(?:her|him|them|they|she|he|xem|zir|it|its|faer|hers|theirs|elle|il|iel|lui|eux))+"
                            + "|iel|ielle|they|il/elle)(?: pronouns?| pronoms?)?$");
    private static final Pattern ARTICLE =
            Pattern.compile("^(?:(?:a|an|the|one|un|une|le|la|les|des|du) |l')");
    private static final Pattern PREPOSITION =
            Pattern.compile(
                    " (?:of|in|at|from|for|with|on|de|du|des|d'|a|au|aux|dans|en|pour|avec|chez)(?: |$)");

    private ValueClasses() {}

    /** The attribute a folded value belongs to, or null. */
    public static String classify(String folded) {
        String v = Fold.key(folded).replaceAll("[.!?,;:]+$", "").trim();
        if (v.isEmpty()) return null;
        if (AGE.matcher(v).matches()) return "age";
        if (HEIGHT.matcher(v).matches() || v.matches(".*\\d.* tall$")) return "height";
        if (HANDED.matcher(v).matches()) return "handedness";
        if (PRONOUNS.matcher(v).matches()) return "pronouns";
        String bare = ARTICLE.matcher(v).replaceFirst("");
        String hit = WORD_TO_CLASS.get(bare);
        if (hit != null) return hit;
        var p = PREPOSITION.matcher(" " + bare + " ");
        String head = p.find() ? (" " + bare + " ").substring(0, p.start()).trim() : bare;
        hit = WORD_TO_CLASS.get(head);
        if (hit != null) return hit;
        String[] words = head.split(" ");
        if (words.length >= 2) {
            // English puts the noun last ("a retired soldier"), French first ("une guerrière
            // redoutable")
            hit = WORD_TO_CLASS.get(words[words.length - 1]);
            if (hit == null) hit = WORD_TO_CLASS.get(words[0]);
            if (hit == null && words.length >= 2)
                hit = WORD_TO_CLASS.get(words[words.length - 2] + " " + words[words.length - 1]);
        }
        return hit;
    }

    /** True when the folded word or phrase is a listed value of the class. */
    public static boolean isValueOf(String attribute, String folded) {
        return attribute.equals(WORD_TO_CLASS.get(Fold.key(folded)));
    }
}
