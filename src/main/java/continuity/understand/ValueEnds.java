package continuity.understand;

import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where a value ends, as the corpus labels it: a clause that says why or despite what ("long
 * because he lost a bet", « un costume gris même quand il fait chaud ») is no part of the value.
 * The words are the [value_ends] sections of en.txt and fr.txt. Details that are a way of behaving
 * keep their clauses ("afraid of the dark even when she has a torch").
 */
final class ValueEnds {
    private ValueEnds() {}

    /** Details whose value may be a whole clause: how a character behaves or is. */
    private static final Set<String> BEHAVIOURS = Set.of("personality", "fear", "magic", "allergy");

    private static final Pattern END =
            Pattern.compile(
                    "\\s(?:"
                            + Words.alternation(Words.all(Words.Section.VALUE_ENDS))
                            + ")(?=\\s|$)");

    /** The value without a clause after it; else the value as it is. */
    static String cut(String value, String attribute) {
        if (value == null || (attribute != null && BEHAVIOURS.contains(attribute))) return value;
        Span v = Span.of(value);
        Matcher end = END.matcher(v.folded());
        while (end.find()) {
            // the value keeps at least its first word
            if (v.folded().substring(0, end.start()).isBlank()) continue;
            String cut = v.sub(0, end.start()).tidy(" ,;:").written();
            if (cut.isEmpty()) return value;
            Fired.words(Words.Section.VALUE_ENDS);
            return cut;
        }
        return value;
    }

    /** The claim with its value (and old value) cut so. */
    static FactClaim cut(FactClaim c) {
        FactClaim out = c;
        String v = cut(c.value(), c.detail().keyOrNull());
        if (v != null && !v.equals(c.value())) out = out.withValue(v);
        String o = cut(c.oldValue(), c.detail().keyOrNull());
        if (o != null && !o.equals(c.oldValue())) out = out.withOld(o);
        return out;
    }
}
