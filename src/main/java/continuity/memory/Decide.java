package continuity.memory;

import continuity.chat.Lang;
import continuity.understand.Detail;
import continuity.understand.ScopeCue;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * What replaces what: the one rule, for every road a note takes (a correction, an answer to a
 * question, {@code /memory remember}, choosing among notes, accepting a proposal, Undo, moving a
 * note to another scope, import). Pure: from one read of the character's notes, the claim, the
 * place and who is writing, it returns a {@link Decision}; it reads no database and words nothing.
 * Writing the decision (and retiring notes, with their history: {@link Retire}) is the caller's.
 *
 * <p>On evidence only. When the claim names the old value ("green, not blue"), the character's
 * current fact in that scope whose value (or sentence) is that value; else the fact of the same
 * canonical attribute in the same scope ({@link Slot}). Never a fact of another attribute that the
 * claim does not name. When two notes could be meant, nothing is chosen: the author is asked which.
 * A named old value that matches no current note is a question too (the slot's note as the one
 * choice), never a silent replacement. Where the scope is not said and a profile note says
 * otherwise inside a story, the scope is asked. Someone who may not decide about the character only
 * proposes, for the owner.
 *
 * <p>{@code notes} may hold any of the character's notes: only its current facts count. They need
 * not be all of them: those of the slots the decision looks at and, when the words name an old
 * value, those that could hold it ({@link FactStems}) are enough, which is all {@code
 * Corrections.notesFor} reads, so that a correction costs the same whether the character has one
 * note or ten thousand.
 */
public final class Decide {
    private Decide() {}

    /** Whether the writer decides about the character (its owner, a GM, anyone while unowned). */
    enum Who {
        DECIDES,
        PROPOSES;

        static Who of(boolean decides) {
            return decides ? DECIDES : PROPOSES;
        }
    }

    /** What a claim (or a button on a note) does. */
    sealed interface Decision
            permits Write, Dispute, AskScope, AskWhich, AlreadyNoted, Refuse, Restore, Withdraw {}

    /**
     * Write the note in {@code scope} about {@code detail}, retiring {@code replaces} (null:
     * nothing). {@code keepText}: the note keeps its own sentence even when its detail changes.
     */
    record Write(Scope scope, Detail detail, Note replaces, boolean keepText) implements Decision {
        Write(Scope scope, Detail detail, Note replaces) {
            this(scope, detail, replaces, false);
        }
    }

    /** The writer may not decide: the note waits for the owner, as a proposal to replace. */
    record Dispute(Scope scope, Detail detail, Note replaces) implements Decision {}

    /**
     * Ask where the claim applies; {@code elsewhere} is the profile note it would contradict,
     * {@code noScene} that a scene was named where none runs.
     */
    record AskScope(Note elsewhere, boolean noScene) implements Decision {}

    /**
     * Ask which note the claim replaces ({@code scope} is where it goes); {@code unmatched}: the
     * one choice is the slot's note, offered because the named old value matched no current note.
     */
    record AskWhich(Scope scope, List<Note> choices, boolean unmatched) implements Decision {}

    /** The same value is already the current note: nothing to write. */
    record AlreadyNoted(Note current) implements Decision {}

    /** Nothing is done, and why. */
    record Refuse(Why why) implements Decision {}

    /** Undo brings back the note the undone one replaced. */
    record Restore(Note old) implements Decision {}

    /** Undo of a note that replaced nothing: it is withdrawn. */
    record Withdraw() implements Decision {}

    enum Why {
        /** The note or proposal is no longer in the state the button was offered for. */
        EXPIRED,
        /** The slot was filled by another note since: acting now would leave two current facts. */
        NOTE_CHANGED
    }

    /**
     * A claim where the words may not have said the scope: the scope is decided (or asked), then
     * what the claim replaces there.
     */
    static Decision claim(List<Note> notes, Draft d, Place place, Who who) {
        boolean decides = who == Who.DECIDES;
        Scope scope;
        if (d.cue() == ScopeCue.SCENE) {
            if (place.scene() == null) {
                if (decides) return new AskScope(null, true);
                scope = Scope.STORY;
            } else scope = Scope.SCENE;
        } else if (d.cue() == ScopeCue.STORY) {
            scope = Scope.STORY;
        } else if (d.cue() == ScopeCue.EVERYWHERE) {
            scope = Scope.PROFILE;
        } else if (!place.story().named() && place.scene() == null) {
            scope = Scope.PROFILE;
        } else {
            List<Note> current = current(notes);
            Target inScene =
                    place.scene() == null ? Target.NONE : target(current, d, Scope.SCENE, place);
            Target inStory =
                    place.story().named() ? target(current, d, Scope.STORY, place) : Target.NONE;
            Target inProfile = target(current, d, Scope.PROFILE, place);
            if (inScene.note() != null || inScene.ambiguous()) scope = Scope.SCENE;
            else if (inStory.note() != null || inStory.ambiguous()) scope = Scope.STORY;
            else if ((inProfile.note() != null && !Values.same(inProfile.note().value(), d.value()))
                    || inProfile.ambiguous()) {
                // a profile note says otherwise: its owner is asked, a proposal stays in the story
                if (!decides) scope = place.story().named() ? Scope.STORY : Scope.PROFILE;
                else return new AskScope(inProfile.note(), false);
            } else if (inProfile.note() != null) scope = Scope.PROFILE;
            else scope = place.story().named() ? Scope.STORY : Scope.PROFILE;
        }
        return in(notes, d, scope, place, who);
    }

    /** A claim whose scope is known: what it replaces there, or what must be asked. */
    static Decision in(List<Note> notes, Draft d, Scope scope, Place place, Who who) {
        Target target = target(current(notes), d, scope, place);
        if (target.ambiguous())
            return new AskWhich(
                    scope, target.choices(), target.choices().size() == 1 && d.oldValue() != null);
        Note replaced = target.note();
        Detail detail = settle(d.detail(), replaced, target.slotTaken());
        if (replaced != null
                && Values.same(replaced.value(), d.value())
                && detail.equals(replaced.detail())) return new AlreadyNoted(replaced);
        return who == Who.DECIDES
                ? new Write(scope, detail, replaced)
                : new Dispute(scope, detail, replaced);
    }

    /**
     * The detail the new note is about: its own; that of the note it replaces when the words named
     * none; a free note otherwise, or when a detail a character may have several of (a second
     * sibling) would otherwise share a slot with the one it does not replace.
     */
    private static Detail settle(Detail detail, Note replaced, boolean slotTaken) {
        if (detail.none()) detail = replaced != null ? replaced.detail() : Detail.FREE;
        if (replaced == null && slotTaken) detail = Detail.FREE;
        return detail;
    }

    /** The detail a pending change takes when a note is picked: its own, else the picked one's. */
    static Detail chosenDetail(Note pending, Note chosen) {
        return pending.detail().free() ? chosen.detail() : pending.detail();
    }

    /**
     * The author picked the note a pending change replaces: it goes in that note's place, under its
     * own attribute (the picked note's when it named none). When that attribute's slot holds
     * another current note there, it takes the picked note's attribute instead, keeping its words,
     * so that it never stands beside a note it did not name.
     */
    static Decision chosen(List<Note> notes, Note pending, Note chosen) {
        if (pending.status() != Status.PENDING || chosen.status() != Status.ACTIVE)
            return new Refuse(Why.EXPIRED);
        Detail detail = chosenDetail(pending, chosen);
        Slot slot =
                new Slot(
                        chosen.guild(),
                        chosen.characterKey(),
                        detail,
                        chosen.scope(),
                        chosen.scopeId());
        boolean slotTaken =
                current(notes).stream().anyMatch(m -> slot.holds(m) && !m.id().equals(chosen.id()));
        if (slotTaken) detail = chosen.detail();
        return new Write(chosen.scope(), detail, chosen, slotTaken);
    }

    /**
     * Accepting a proposal: it replaces the current note of its slot, or the note it named when it
     * was made. When both are current and differ (the slot was filled since), applying it would
     * contradict a note it never named: refused, and the proposal stays open.
     */
    static Decision accept(List<Note> notes, Note proposal) {
        if (proposal.status() != Status.DISPUTED) return new Refuse(Why.EXPIRED);
        Note inSlot = slotNote(notes, proposal);
        Note named = null;
        if (proposal.replaces() != null)
            for (Note m : current(notes)) if (m.id().equals(proposal.replaces())) named = m;
        if (inSlot != null && named != null && !inSlot.id().equals(named.id()))
            return new Refuse(Why.NOTE_CHANGED);
        return new Write(
                proposal.scope(), proposal.detail(), inSlot != null ? inSlot : named, true);
    }

    /** The current note a proposal would replace: the one of its slot; none for a free note. */
    static Note slotNote(List<Note> notes, Note proposal) {
        if (proposal.detail().free()) return null;
        for (Note m : current(notes)) if (m.sameSlot(proposal)) return m;
        return null;
    }

    /**
     * Undo of a current note: the note it replaced ({@code old}, as stored; null when none) comes
     * back, unless a newer note took that note's slot since (bringing it back would make two); a
     * note that replaced nothing is withdrawn.
     */
    static Decision undo(List<Note> notes, Note note, Note old) {
        if (note.status() != Status.ACTIVE) return new Refuse(Why.EXPIRED);
        Note back =
                old != null
                                && old.status() == Status.SUPERSEDED
                                && note.id().equals(old.retiredBy())
                        ? old
                        : null;
        if (back == null) return new Withdraw();
        if (back.kind() == Kind.FACT && !back.detail().free()) {
            Slot slot = Slot.of(back);
            for (Note x : current(notes)) {
                if (slot.holds(x) && !x.id().equals(note.id()) && !x.id().equals(back.id()))
                    return new Refuse(Why.NOTE_CHANGED);
            }
        }
        return new Restore(back);
    }

    /**
     * The current fact of a slot among {@code notes} (an import checks that a note it brings is not
     * a second one), or null.
     */
    public static Note holder(List<Note> notes, Slot slot) {
        for (Note m : current(notes)) if (slot.holds(m)) return m;
        return null;
    }

    /**
     * The note a claim replaces in one scope (or none), or the notes the author must choose from.
     */
    record Target(Note note, List<Note> choices, boolean slotTaken) {
        static final Target NONE = new Target(null, List.of(), false);

        Target(Note note, List<Note> choices) {
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

    /** The current facts among the notes, in their order. */
    private static List<Note> current(List<Note> notes) {
        List<Note> out = new ArrayList<>(notes.size());
        for (Note m : notes) if (m.status() == Status.ACTIVE && m.kind() == Kind.FACT) out.add(m);
        return out;
    }

    /**
     * What the claim replaces in one scope of the place. Words in one language cannot be compared
     * with a note written in the other ("pas verts" of "green eyes"): there, when the named old
     * value matched nothing, the slot's note is the one corrected, as before.
     */
    static Target target(List<Note> current, Draft d, Scope scope, Place place) {
        Target found =
                find(
                        current,
                        d.characterKey(),
                        d.detail(),
                        d.oldValue(),
                        d.value(),
                        scope,
                        place.scopeId(scope));
        if (found.unmatched() && lang(found.choices().get(0)) != d.lang())
            return new Target(found.choices().get(0), List.of());
        return found;
    }

    private static Lang lang(Note m) {
        return m.isFrench() ? Lang.FR : Lang.EN;
    }

    private static Target find(
            List<Note> current,
            String characterKey,
            Detail detail,
            String oldValue,
            String newValue,
            Scope scope,
            String scopeId) {
        List<Note> here = new ArrayList<>();
        for (Note m : current) {
            if (m.characterKey().equals(characterKey)
                    && m.scope() == scope
                    && Objects.equals(m.scopeId(), scopeId)) here.add(m);
        }
        Note inSlot = null;
        if (detail.named() && !detail.free()) {
            for (Note m : here) {
                if (detail.equals(m.detail())) {
                    inSlot = m;
                    break;
                }
            }
        }
        if (oldValue != null && !oldValue.isBlank()) {
            List<Note> named = new ArrayList<>();
            for (Note m : here) {
                if (Values.fits(oldValue, m.value()) || Values.names(oldValue, m.text()))
                    named.add(m);
            }
            if (named.size() > 1 && inSlot != null && named.contains(inSlot))
                return new Target(inSlot, List.of());
            if (named.size() > 1) {
                List<Note> sameDetail =
                        named.stream().filter(m -> m.detail().equals(detail)).toList();
                if (sameDetail.size() == 1) return new Target(sameDetail.get(0), List.of());
                return new Target(null, List.copyOf(named));
            }
            if (named.size() == 1) {
                Note n = named.get(0);
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
        if (detail.several() && oldValue == null && !Values.same(inSlot.value(), newValue)) {
            // "Fenwick has a sister" next to "Fenwick has a brother": one more, not a replacement
            return new Target(null, List.of(), true);
        }
        return new Target(inSlot, List.of());
    }
}
