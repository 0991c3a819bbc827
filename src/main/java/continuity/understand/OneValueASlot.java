package continuity.understand;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * One message gives one detail of one character one value. When two of its claims, with no scope
 * words, give the same detail (one a character has one of) two values that neither names as the
 * other's old value ("Monika's nineteen now ... the line that says she's eighteen"), the message
 * does not say which is true: neither is kept (a wrong replacement is worse than silence; "X, not
 * Y" is one claim and stays), unless the later is said as a correction and the earlier not ("Mira
 * is 19. no wait, she's 20": the later stands). A pronoun's claim is the character named by the
 * claim before it.
 */
final class OneValueASlot {
    private OneValueASlot() {}

    static Reading dropped(Reading r) {
        List<FactClaim> facts = r.facts();
        if (facts.size() < 2) return r;
        List<String> slots = new ArrayList<>();
        String named = null;
        for (FactClaim c : facts) {
            if (c.subject().type() == Subject.Type.NAMED) named = Fold.key(c.subject().name());
            String who =
                    c.subject().type() == Subject.Type.PRONOUN && named != null
                            ? named
                            : c.subject().type()
                                    + ":"
                                    + Fold.key(Objects.toString(c.subject().name(), ""));
            // a detail one may have several of adds up; scope words may give each claim its own
            // scope ("25 in this verse, everywhere else 24"), which the core tells apart
            slots.add(
                    c.detail().none()
                                    || c.detail().several()
                                    || c.value() == null
                                    || c.cue() != null
                            ? null
                            : who + "|" + c.detail().keyOrNull());
        }
        Set<Integer> clash = new HashSet<>();
        for (int i = 0; i < facts.size(); i++)
            for (int j = i + 1; j < facts.size(); j++)
                if (slots.get(i) != null
                        && slots.get(i).equals(slots.get(j))
                        && disagree(facts.get(i), facts.get(j))) {
                    // "Mira is 19. no wait, she's 20": the writer corrects themselves, the later
                    // claim, said as a correction, stands
                    if (!facts.get(j).contrast() || facts.get(i).contrast()) clash.add(j);
                    clash.add(i);
                }
        if (clash.isEmpty()) return r;
        Fired.rule("one-value-a-slot");
        List<FactClaim> kept = new ArrayList<>();
        for (int i = 0; i < facts.size(); i++) if (!clash.contains(i)) kept.add(facts.get(i));
        return r.withFacts(kept);
    }

    private static boolean disagree(FactClaim a, FactClaim b) {
        String va = Fold.key(a.value()), vb = Fold.key(b.value());
        if (va.contains(vb) || vb.contains(va)) return false;
        return !named(a.oldValue(), vb) && !named(b.oldValue(), va);
    }

    private static boolean named(String old, String value) {
        if (old == null) return false;
        String o = Fold.key(old);
        return o.contains(value) || value.contains(o);
    }
}
