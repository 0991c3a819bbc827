package continuity.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.understand.Detail;
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
        Note note = fact(Detail.FREE.key(), Scope.PROFILE, null);
        Slot slot = Slot.of(note);
        assertTrue(slot.free());
        assertTrue(slot.at(note), "a free note has a place");
        assertFalse(slot.holds(note), "free notes add up: none holds a slot");
        assertTrue(note.sameSlot(fact(Detail.FREE.key(), Scope.PROFILE, null)));
    }

    /**
     * A slot's detail is a type: the core's own keys are its constants (a free note's, a
     * preference's), every other key is the reader's word, compared whole.
     */
    @Test
    void aSlotsDetailIsTypedAndOnlyTheFreeNotesKeyIsFree() {
        assertSame(Detail.FREE, Detail.of("note"));
        assertSame(Detail.PREFERENCE, Detail.of("preference"));
        assertSame(Detail.FREE, fact(Detail.FREE.key(), Scope.PROFILE, null).detail());
        assertTrue(Detail.of("note").free());
        assertFalse(Detail.of("notes").free(), "a detail named like it is not a free note");
        assertFalse(Detail.NONE.free());
        assertSame(Detail.NONE, Detail.of(null), "no words named a detail");
        assertTrue(Detail.NONE.none());
        assertThrows(IllegalStateException.class, Detail.NONE::key, "it has no key");
        Slot eyes = new Slot("g1", "mira", Detail.of("eyes"), Scope.PROFILE, null);
        assertEquals(Slot.of(fact("eyes", Scope.PROFILE, null)), eyes);
        assertFalse(eyes.free());
        assertTrue(eyes.holds(fact("eyes", Scope.PROFILE, null)));
        assertFalse(eyes.holds(fact("eye", Scope.PROFILE, null)), "keys are compared whole");
        assertThrows(
                NullPointerException.class,
                () -> new Slot("g1", "mira", null, Scope.PROFILE, null),
                "a slot always names its detail");
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
