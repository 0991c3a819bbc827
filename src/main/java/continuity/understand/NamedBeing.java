package continuity.understand;

import java.util.List;
import java.util.regex.Pattern;

/**
 * A name the message gives a pet or a relative is theirs, not the character's: "Tamsin now has a
 * cat. He is grey, one-eyed, and called Footnote" is the pet Footnote, not Tamsin's nickname; « Ti
 * Paco a un hérisson qui s'appelle Bibiche » the pet Bibiche. When one claim reads the being's kind
 * (a pet "cat", a parent "mam") and another reads the name after it, given by a naming word
 * ([naming] of en.txt and fr.txt, « s'appelle »), as the character's own nickname or name, the two
 * are one claim: the being's, with the name as its value. A nickname the character is given ("
 * Brandon Yeo aka Ghostpepper", « se fait appeler Corbeau ») has no such kind before it and stays.
 */
final class NamedBeing {
    private NamedBeing() {}

    /** The details that name the character itself. */
    private static final java.util.Set<String> OWN_NAMES = java.util.Set.of("nickname", "name");

    /** How far before the name the being's kind may stand, in characters. */
    private static final int REACH = 90;

    private static final Pattern NAMING_BEFORE =
            Pattern.compile(
                    "(?:\\s(?:"
                            + Words.alternation(Words.all(Words.Section.NAMING))
                            + ")|\\ss'appelle|\\sse nomme)\\s$");

    /**
     * Gives each pet's or relative's name to the being, not the character ({@code facts} changed).
     */
    static void merge(List<FactClaim> facts, String text) {
        if (facts.size() < 2 || text == null) return;
        List<FactClaim> out = facts;
        String folded = Span.of(text).folded();
        for (FactClaim n : List.copyOf(facts)) {
            if (n.detail().none() || !OWN_NAMES.contains(n.detail().key()) || n.value() == null)
                continue;
            String name = Fold.key(n.value());
            int at = folded.indexOf(name);
            if (at < 0 || !NAMING_BEFORE.matcher(folded.substring(0, at)).find()) continue;
            for (int i = 0; i < out.size(); i++) {
                FactClaim r = out.get(i);
                if (r == n
                        || r.detail().none()
                        || !RelativeName.RELATIVES.contains(r.detail().key())
                        || r.value() == null
                        || !java.util.Objects.equals(r.subject(), n.subject())) continue;
                String kind = Fold.key(r.value());
                int k = folded.lastIndexOf(kind, at);
                if (kind.equals(name) || (k >= 0 && k + kind.length() <= at && at - k <= REACH)) {
                    Fired.words(Words.Section.NAMING);
                    out.set(i, r.withValue(n.value()));
                    out.remove(n);
                    break;
                }
            }
        }
    }
}
