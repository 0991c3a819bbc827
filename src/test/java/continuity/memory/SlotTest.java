package continuity.memory;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import org.junit.jupiter.api.Test;

/** The slot rule, asked by every place that decides what a note may replace. */
class SlotTest {
    private static Note fact(String attribute, Scope scope, String scopeId) {
        return Note.of(
                "id" + attribute,
                "g1",
                "Mira",
                "mira",
                attribute,
                "green",
                "Mira has green eyes",
                Kind.FACT,
                scope,
                scopeId,
                null,
                Status.ACTIVE,
                "u1",
                "c1",
                null,
                Instant.EPOCH,
                null,
                null,
                null,
                null,
                "en");
    }

    @Test
    void aFactHoldsItsOwnSlotButNotAnotherScopeInstance() {
        Slot story = Slot.of(fact("eyes", Scope.STORY, "story:au"));
        assertTrue(story.holds(fact("eyes", Scope.STORY, "story:au")));
        assertFalse(
                story.holds(fact("eyes", Scope.STORY, "story:other")),
                "another story is another slot");
        assertFalse(story.holds(fact("eyes", Scope.PROFILE, null)), "the profile is another slot");
        assertFalse(
                story.holds(fact("hair", Scope.STORY, "story:au")),
                "another attribute is another slot");
    }

    @Test
    void freeNotesSitSomewhereButHoldNoSlot() {
        Note note = fact(Note.FREE_NOTE, Scope.PROFILE, null);
        Slot slot = Slot.of(note);
        assertTrue(slot.free());
        assertTrue(slot.at(note), "a free note has a place");
        assertFalse(slot.holds(note), "free notes add up: none holds a slot");
        assertTrue(note.sameSlot(fact(Note.FREE_NOTE, Scope.PROFILE, null)));
    }

    @Test
    void preferencesShareASlotOnlyWithTheirAuthor() {
        Note mine =
                Note.of(
                        "p1",
                        "g1",
                        "Mira",
                        "mira",
                        "style",
                        "short",
                        "short lines",
                        Kind.PREFERENCE,
                        Scope.CHARACTER,
                        null,
                        null,
                        Status.ACTIVE,
                        "u1",
                        "c1",
                        null,
                        Instant.EPOCH,
                        null,
                        null,
                        null,
                        null,
                        "en");
        Note theirs = mine.withStatus(Status.ACTIVE, null, null, null);
        Note other =
                Note.of(
                        "p2",
                        "g1",
                        "Mira",
                        "mira",
                        "style",
                        "short",
                        "short lines",
                        Kind.PREFERENCE,
                        Scope.CHARACTER,
                        null,
                        null,
                        Status.ACTIVE,
                        "u2",
                        "c1",
                        null,
                        Instant.EPOCH,
                        null,
                        null,
                        null,
                        null,
                        "en");
        assertTrue(mine.sameSlot(theirs));
        assertFalse(mine.sameSlot(other), "someone else's preference is never replaced");
        assertFalse(
                mine.sameSlot(fact("style", Scope.CHARACTER, null)),
                "a fact is not a preference's slot");
    }
}
