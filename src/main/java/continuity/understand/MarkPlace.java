package continuity.understand;

import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where a mark is, without the word that places it: "a scar on his right cheek" is the scar's
 * "right cheek", « une tache de naissance sur le poignet gauche » its « poignet gauche », as the
 * corpus labels them (the mark's own word, "a scar", goes too). The placing words are the
 * [mark_places] sections of en.txt and fr.txt; "through one eyebrow" or "of a snake" keep theirs.
 */
final class MarkPlace {
    private MarkPlace() {}

    /** The details that are a mark somewhere on the body. */
    static final Set<String> MARKS = Set.of("scar", "tattoo", "birthmark", "freckles", "piercing");

    private static final Pattern LEAD =
            Pattern.compile(
                    "^(?:"
                            + Words.alternation(Words.all(Words.Section.MARK_PLACES))
                            + ") (?:(?<article>[\\p{L}]+) |l')?(?=\\S)");

    /** The marks whose value is where they are, not what they look like. */
    static final Set<String> PLACED = Set.of("scar", "piercing", "freckles");

    /**
     * The details a described thing is told before its own name and placed after it: "a dragon
     * tattoo on his back" is the tattoo "dragon", "a silver ring on his pinky" the ring "silver",
     * "a crescent moon birthmark on her shoulder" the birthmark "crescent moon" (the place is no
     * part of what it is); but "a thin scar on her cheekbone" is the scar "cheekbone", a mark whose
     * value is its place ({@link #PLACED}). "a silver mask" and "a tattoo of a snake on his arm"
     * are left to {@link OwnDetailWord}.
     */
    static String described(String value, String attribute) {
        if (value == null || attribute == null || !Lexicon.isKey(attribute)) return value;
        String[] words = value.strip().split("\\s+");
        int i = OwnDetailWord.nameIndex(words, attribute);
        if (i <= 0 || i >= words.length - 1) return value;
        int first = 0;
        while (first < i && OwnDetailWord.ARTICLES.contains(Fold.key(words[first]))) first++;
        if (first == i) return value;
        String after = String.join(" ", java.util.Arrays.copyOfRange(words, i + 1, words.length));
        if (!LEAD.matcher(Fold.key(after) + " ").lookingAt()) return value;
        Fired.words(Words.Section.MARK_PLACES);
        if (PLACED.contains(attribute)) return after;
        return String.join(" ", java.util.Arrays.copyOfRange(words, first, i));
    }

    /** The value without its placing words, for a mark; else the value as it is. */
    static String cut(String value, String attribute) {
        value = described(value, attribute);
        if (value == null || attribute == null || !MARKS.contains(attribute)) return value;
        // "a scar on his right cheek": the mark's own word goes with its placing words
        Span v = Span.of(OwnDetailWord.cut(value, attribute));
        Matcher m = LEAD.matcher(v.folded());
        if (!m.find()) return value;
        int end = m.end();
        String article = m.group("article");
        if (article != null && !OwnDetailWord.ARTICLES.contains(article)) end = m.start("article");
        if (end >= v.folded().length()) return value;
        Fired.words(Words.Section.MARK_PLACES);
        return v.sub(end, v.folded().length()).tidy(" ").written();
    }

    /** The claim with its value cut so. */
    static FactClaim cut(FactClaim f) {
        String v = cut(f.value(), f.detail().keyOrNull());
        return v.equals(f.value()) ? f : f.withValue(v);
    }
}
