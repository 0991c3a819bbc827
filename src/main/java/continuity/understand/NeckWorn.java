package continuity.understand;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What is worn at the neck is a necklace, not the character's clothes: "Dusty wears a little gold
 * cross on a chain" is the necklace "little gold cross", « porte une croix d'argent au cou » the
 * necklace « croix d'argent », so it never replaces the outfit noted before. The words that put a
 * thing at the neck are the [worn_at_neck] sections of en.txt and fr.txt.
 */
final class NeckWorn {
    private NeckWorn() {}

    private static final String WORDS = Words.alternation(Words.all(Words.Section.WORN_AT_NECK));

    /** The words right after the value. */
    private static final Pattern AFTER = Pattern.compile("^\\s*(?:" + WORDS + ")(?![\\p{L}])");

    /** The words ending the value itself. */
    private static final Pattern INSIDE = Pattern.compile("\\s(?:" + WORDS + ")(?![\\p{L}])");

    private static final Detail OUTFIT = Detail.of("outfit"), NECKLACE = Detail.of("necklace");

    /** {@code f} as the necklace it describes, or {@code f} itself. */
    static FactClaim necklace(FactClaim f, String text) {
        if (!f.detail().equals(OUTFIT) || f.value() == null || text == null) return f;
        String value = Fold.key(f.value());
        String folded = Span.of(text).folded();
        int at = folded.indexOf(value);
        if (at < 0 || value.isBlank()) return f;
        // the words right after the value, or its own last words, put it at the neck
        Matcher after = AFTER.matcher(folded.substring(at + value.length()));
        String kept = f.value();
        if (!after.find()) {
            Matcher inside = INSIDE.matcher(value);
            if (!inside.find() || inside.start() == 0) return f;
            kept = Span.of(f.value()).sub(0, inside.start()).written().strip();
        }
        Fired.words(Words.Section.WORN_AT_NECK);
        return f.withDetail(NECKLACE).withValue(kept);
    }
}
