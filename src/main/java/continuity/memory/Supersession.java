package continuity.memory;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * What a new fact replaces, on evidence only. When the correction names the old value ("green, not
 * blue"), the character's current fact in that scope whose value (or sentence) is that value; else
 * the fact of the same canonical attribute in the same scope ({@link Slot}). Never a fact of
 * another attribute that the correction does not name. When two notes could be meant, nothing is
 * chosen: the caller asks which. A named old value that matches no current note is a question too
 * (the slot's note as the one choice), never a silent replacement.
 */
final class Supersession {
    /**
     * Details a character may have several of: a second one adds up unless the old one is named.
     */
    static final Set<String> MANY =
            Set.of(
                    "sibling",
                    "child",
                    "pet",
                    "scar",
                    "tattoo",
                    "birthmark",
                    "allergy",
                    "fear",
                    "ring",
                    "necklace",
                    "bracelet",
                    "weapon",
                    "piercing");

    /** The note to replace (or none), or the notes among which the user must choose. */
    record Target(Memory note, List<Memory> choices, boolean slotTaken) {
        static final Target NONE = new Target(null, List.of(), false);

        Target(Memory note, List<Memory> choices) {
            this(note, choices, false);
        }

        boolean ambiguous() {
            return !choices.isEmpty();
        }

        /**
         * The words named an old value no current note holds: the slot's note is the one choice.
         */
        boolean unmatched() {
            return note == null && choices.size() == 1;
        }
    }

    private Supersession() {}

    static Target find(
            Turn t,
            String characterKey,
            String attribute,
            String oldValue,
            String newValue,
            Scope scope,
            String scopeId) {
        List<Memory> here = new ArrayList<>();
        for (Memory m : t.repo.facts(t.guild(), characterKey, Set.of(Status.ACTIVE))) {
            if (m.kind() == Kind.FACT && m.scope() == scope && Objects.equals(m.scopeId(), scopeId))
                here.add(m);
        }
        Slot slot =
                attribute == null
                        ? null
                        : new Slot(t.guild(), characterKey, attribute, scope, scopeId);
        Memory inSlot =
                slot == null ? null : here.stream().filter(slot::holds).findFirst().orElse(null);
        if (oldValue != null && !oldValue.isBlank()) {
            List<Memory> named = new ArrayList<>();
            for (Memory m : here) {
                if (Values.fits(oldValue, m.value()) || Values.names(oldValue, m.text()))
                    named.add(m);
            }
            if (named.size() > 1 && inSlot != null && named.contains(inSlot))
                return new Target(inSlot, List.of());
            if (named.size() > 1) {
                List<Memory> sameAttribute =
                        named.stream().filter(m -> m.attribute().equals(attribute)).toList();
                if (sameAttribute.size() == 1) return new Target(sameAttribute.get(0), List.of());
                return new Target(null, List.copyOf(named));
            }
            if (named.size() == 1) {
                Memory n = named.get(0);
                // the named note and another note of the new slot: replacing one would leave two,
                // or retire the wrong one
                if (inSlot != null && !inSlot.id().equals(n.id()))
                    return new Target(null, List.of(n, inSlot));
                return new Target(n, List.of());
            }
            // "black, not red" when brown is noted: the words name a value that is not the current
            // one, so which note they correct is asked, never taken to be the slot's
            if (inSlot != null
                    && !Values.stems(oldValue).isEmpty()
                    && !Values.same(inSlot.value(), newValue))
                return new Target(null, List.of(inSlot));
        }
        if (inSlot == null) return Target.NONE;
        if (MANY.contains(attribute)
                && oldValue == null
                && !Values.same(inSlot.value(), newValue)) {
            // "Fenwick has a sister" next to "Fenwick has a brother": one more, not a replacement
            return new Target(null, List.of(), true);
        }
        return new Target(inSlot, List.of());
    }
}
