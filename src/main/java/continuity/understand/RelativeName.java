package continuity.understand;

import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Who a relative or a pet is: its name, when the message gives one right by the kind ("Agnes had a
 * daughter, Rosemary", "a fat orange boy named Marmalade", « un chat qui s'appelle Pastis », « une
 * fille, Nadège »). The value read as the kind ("daughter", "small brown spaniel called Dorcas")
 * becomes the name; a value that already is a name, or a message that names none, stays. The naming
 * words are the [naming] sections of en.txt and fr.txt.
 */
final class RelativeName {
    private RelativeName() {}

    /** The details whose value is another being of the story. */
    static final Set<String> RELATIVES = Set.of("pet", "sibling", "parent", "child", "partner");

    /** How far after the kind the name may stand. */
    private static final int REACH = 48;

    private static final String NAMING = Words.alternation(Words.all(Words.Section.NAMING));

    /** ", Rosemary" or " named Marmalade" (folded text; the name's capital is checked written). */
    private static final Pattern NAMED =
            Pattern.compile("(?:, ?|\\s(?:" + NAMING + ")\\s)([\\p{L}][\\p{L}'\\-]+)");

    private static final Pattern NAMING_INSIDE = Pattern.compile("\\s(?:" + NAMING + ")\\s");

    /** The word right after a name, which may be its second ("Alban Tulley"). */
    private static final Pattern NEXT_WORD = Pattern.compile("^ ([\\p{L}][\\p{L}'\\-]+)");

    private static final Pattern CLAUSE_END = Pattern.compile("[.!?;:()\\[\\]]");

    /** {@code f} with the relative's name as its value, or {@code f} itself. */
    static FactClaim named(FactClaim f, String text) {
        if (f.detail().none() || !RELATIVES.contains(f.detail().key()) || f.value() == null)
            return f;
        String v = f.value();
        // a value that is a name already ("Rosemary", "Mr. Alban Tulley") stays
        if (!v.equals(v.toLowerCase(java.util.Locale.ROOT))
                && !NAMING_INSIDE.matcher(Fold.key(v)).find()) return f;
        Span s = Span.of(text);
        String folded = s.folded();
        int at = folded.indexOf(Fold.key(v));
        if (at < 0) return f;
        int end = Math.min(folded.length(), at + Fold.key(v).length() + REACH);
        Matcher stop = CLAUSE_END.matcher(folded);
        stop.region(at, end);
        if (stop.find()) end = stop.start();
        // ", Rosemary" only after a kind ("a daughter", "older brother"), never after a value that
        // may be a name itself ("Kade's sister is mira, Corvin's cousin")
        String[] valueWords = Fold.key(v).split("\\s+");
        boolean kind =
                RELATIVES.contains(Lexicon.canonical(valueWords[valueWords.length - 1]))
                        || NAMING_INSIDE.matcher(Fold.key(v)).find();
        Matcher m = NAMED.matcher(folded);
        m.region(at + 1, end);
        while (m.find()) {
            boolean named = !m.group().startsWith(",");
            if (!named && !kind) continue;
            String word = s.sub(m.start(1), m.end(1)).written();
            if (word.isEmpty() || !Character.isUpperCase(word.codePointAt(0))) continue;
            // "Corvin's cousin": a possessive is no one's name here
            if (word.endsWith("'s") || word.endsWith("\u2019s")) continue;
            // a second capitalised word is the name's too ("Alban Tulley")
            Matcher next = NEXT_WORD.matcher(folded);
            next.region(m.end(1), folded.length());
            int to = m.end(1);
            if (next.find()) {
                String w2 = s.sub(next.start(1), next.end(1)).written();
                if (!w2.isEmpty() && Character.isUpperCase(w2.codePointAt(0))) to = next.end(1);
            }
            Fired.words(Words.Section.NAMING);
            return f.withValue(s.sub(m.start(1), to).written());
        }
        return f;
    }
}
