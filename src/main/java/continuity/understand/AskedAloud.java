package continuity.understand;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Out of character and not said to the bot, a detail said only in sentences that end with a
 * question mark is a question between players, never a claim: "[ooc: priya is marigold's hand brass
 * or copper?]", « Ysolde a les cheveux rasés, n'est-ce pas ? », "c'est il ou iel finalement?". A
 * sentence that ends with a word of the {@code [said_tags]} sections before its question mark
 * ("kiyo's hair is slicked back ok?") is said, not asked.
 */
final class AskedAloud {
    /** A sentence and the marks that end it. */
    private static final Pattern SENTENCE = Pattern.compile("[^.!?\\n]+([.!?]+|\\n|$)");

    private static final Pattern TAG_END =
            Pattern.compile(
                    "(?<![\\p{L}])(?:"
                            + Words.alternation(Words.all(Words.Section.SAID_TAGS))
                            + ")\\s*[!?.\\s]*$");

    private AskedAloud() {}

    /** The reading without the claims whose values are only asked aloud. */
    static Reading dropped(Reading r, String content) {
        if (r.addressed() || !r.outOfCharacter() || r.facts().isEmpty()) return r;
        if (content == null || content.indexOf('?') < 0) return r;
        List<String[]> sentences = sentences(Fold.key(content));
        List<FactClaim> kept = new ArrayList<>();
        for (FactClaim f : r.facts()) if (!onlyAsked(f.value(), sentences)) kept.add(f);
        return kept.size() == r.facts().size() ? r : r.withFacts(kept);
    }

    /** Each sentence (folded) and whether it is asked. */
    private static List<String[]> sentences(String folded) {
        List<String[]> out = new ArrayList<>();
        Matcher m = SENTENCE.matcher(folded);
        while (m.find()) {
            String s = m.group();
            if (s.isBlank()) continue;
            boolean asked = m.group(1).contains("?");
            if (asked && Fired.found(TAG_END, s, Words.Section.SAID_TAGS)) asked = false;
            out.add(new String[] {s, asked ? "?" : "."});
        }
        return out;
    }

    private static boolean onlyAsked(String value, List<String[]> sentences) {
        if (value == null || value.isBlank()) return false;
        String v = Fold.key(value);
        boolean found = false;
        for (String[] s : sentences) {
            int at = s[0].indexOf(v);
            if (at < 0) continue;
            if (s[1].equals(".") || !askedPiece(s[0], at + v.length())) return false;
            found = true;
        }
        return found;
    }

    /** Most words a question's tag may have after a comma (« , n'est-ce pas ? », ", right?"). */
    private static final int TAG_WORDS = 3;

    /**
     * Whether the comma piece that ends at or after {@code end} is asked: it is the sentence's last
     * piece, or only a short tag follows it. "corvin est gaucher pas droitier, et qqn sait quand on
     * reprend ?" says its first piece and asks the second.
     */
    private static boolean askedPiece(String sentence, int end) {
        int comma = sentence.indexOf(',', end);
        if (comma < 0) return true;
        String tail = sentence.substring(comma + 1).replaceAll("[?!.\\s]+$", "").strip();
        return tail.isEmpty() || tail.split("\\s+").length <= TAG_WORDS;
    }
}
