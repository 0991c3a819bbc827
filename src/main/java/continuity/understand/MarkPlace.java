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

    /** The value without its placing words, for a mark; else the value as it is. */
    static String cut(String value, String attribute) {
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
