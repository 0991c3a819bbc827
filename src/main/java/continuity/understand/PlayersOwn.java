package continuity.understand;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A player's own detail said out of character: « mdr moi aussi j'ai les yeux marron orangé au
 * soleil, c pour ça j'ai donné ça à Ilarine » is the player's eyes, not Ilarine's. Out of
 * character, not said to the bot and not through a proxy, a claim whose value follows a word of the
 * {@code [own_subject]} sections in its clause, with no known character named between them, is left
 * (whichever reader read it). Through a proxy "my" is the character; said to the bot, the core asks
 * which character is meant.
 */
final class PlayersOwn {
    private static final Pattern OWN =
            Pattern.compile(
                    "(?<![\\p{L}'])(?:"
                            + Words.alternation(Words.all(Words.Section.OWN_SUBJECT))
                            + ")(?![\\p{L}])");

    /** A third person taking the clause over from the player. */
    private static final Pattern SOMEONE =
            Pattern.compile(
                    "(?<![\\p{L}])(?:he|she|they|it|il|elle|iel|ils|elles|c'est|ces)(?![\\p{L}])");

    /** What ends a clause: punctuation, a colon, a bracket, a line. */
    private static final Pattern CLAUSE = Pattern.compile("[^,.;:!?()\\[\\]\\n]+");

    private PlayersOwn() {}

    static Reading dropped(Reading r, String content, String proxyName, KnownNames names) {
        if (r.addressed() || !r.outOfCharacter() || r.facts().isEmpty() || content == null)
            return r;
        if (proxyName != null && !proxyName.isBlank()) return r;
        String f = Fold.key(content).replace('\u2019', '\'');
        List<FactClaim> kept = new ArrayList<>();
        for (FactClaim c : r.facts())
            // the grammar's own "my" (a correction naming its old value asks which character) stays
            if (c.subject().type() != Subject.Type.NAMED
                    || !owned(c.value(), Fold.key(c.subject().name()), f, names)) kept.add(c);
        return kept.size() == r.facts().size() ? r : r.withFacts(kept);
    }

    /**
     * Whether {@code value} is said of the player in each clause of {@code folded} it is in: after
     * a word of theirs, with neither {@code who} nor another character nor a third person between.
     */
    private static boolean owned(String value, String who, String folded, KnownNames names) {
        if (value == null || value.isBlank()) return false;
        String v = Fold.key(value);
        boolean found = false;
        Matcher m = CLAUSE.matcher(folded);
        while (m.find()) {
            String clause = m.group();
            int at = clause.indexOf(v);
            if (at < 0) continue;
            String before = clause.substring(0, at);
            Matcher own = OWN.matcher(before);
            int last = -1;
            while (own.find()) last = own.end();
            if (last < 0) return false;
            String between = " " + before.substring(last) + " ";
            // "mon pnj il a une moustache", "i'm sure Kade has": someone else between them
            if (names.firstIn(between).isPresent()
                    || between.contains(" " + who + " ")
                    || SOMEONE.matcher(between).find()) return false;
            found = true;
        }
        if (found) Fired.words(Words.Section.OWN_SUBJECT);
        return found;
    }
}
