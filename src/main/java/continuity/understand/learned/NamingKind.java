package continuity.understand.learned;

import continuity.understand.Fold;
import continuity.understand.Lexicon;
import continuity.understand.Words;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The being a name is given to: "a fat orange boy named Marmalade" after "a café cat", « un chien,
 * un vieux berger qui s'appelle Clou », « une fille de 8 ans, elle s'appelle Fatou ». A value right
 * after a naming word ([naming] of en.txt and fr.txt, « s'appelle ») takes the detail of the
 * nearest pet, relative or named thing the lexicon lists before it in its sentence, when no
 * character's name stands between them ("Rosalie se fait appeler Nadia" is Rosalie's own name).
 */
final class NamingKind {
    private NamingKind() {}

    /** The details a name can be given to. */
    private static final Set<String> KINDS =
            Set.of("pet", "sibling", "parent", "child", "partner", "weapon", "instrument");

    /** How far back in its sentence the being's word may stand, in tokens. */
    private static final int REACH = 12;

    /** The last token of each naming phrase ("called", « appelle » of « qui s'appelle »). */
    private static final Set<String> NAMING_WORDS = new HashSet<>();

    static {
        for (String phrase : Words.all(Words.Section.NAMING)) {
            List<Token> t = Tokenizer.tokens(Fold.key(phrase));
            NAMING_WORDS.add(t.get(t.size() - 1).text());
        }
    }

    private static final Set<String> SENTENCE_ENDS = Set.of(".", "!", "?");

    /** The detail of the being named by the value at token {@code at}, or null. */
    static String before(Features.Prepared p, int at) {
        int k = at - 1;
        if (k >= 0 && isArticle(p.folded(k))) k--;
        if (k < 0 || !NAMING_WORDS.contains(p.folded(k))) return null;
        for (int i = k - 1; i >= Math.max(0, k - REACH); i--) {
            String w = p.folded(i);
            if (SENTENCE_ENDS.contains(w) || p.isName(i)) return null;
            if (w.length() > 2 && Lexicon.isKnown(w) && KINDS.contains(Lexicon.canonical(w)))
                return Lexicon.canonical(w);
        }
        return null;
    }

    private static boolean isArticle(String w) {
        return switch (w) {
            case "the", "le", "la", "l'", "les" -> true;
            default -> false;
        };
    }
}
