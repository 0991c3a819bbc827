package continuity.memory;

import continuity.understand.Fold;

/**
 * What a note is found by when a member names it by its words ({@code /memory forget}, {@code
 * /memory edit}, autocomplete): its character, attribute, sentence and value, folded ({@link
 * Fold#key}); a word of the query matches when it is in that text. A store keeps it for the facts
 * that may be acted on ({@link #kept}), so that a search reads the notes it finds, not every note
 * of the server. Like {@link FactStems}, it is data derived by the code of its time: a change of
 * {@link Fold} means computing it again (a migration), and {@code FactLookupsTest} pins it.
 */
public final class SearchText {
    private SearchText() {}

    /** Whether a store keeps the search text of this note: current and proposed facts. */
    public static boolean kept(Note m) {
        return m.kind() == Kind.FACT
                && (m.status() == Status.ACTIVE || m.status() == Status.DISPUTED);
    }

    /** The folded text a query's words are looked for in. */
    public static String of(Note m) {
        return of(m.character(), m.attributeWire(), m.text(), m.value());
    }

    public static String of(String character, String attribute, String text, String value) {
        return Fold.key(character + " " + attribute + " " + text + " " + value);
    }
}
