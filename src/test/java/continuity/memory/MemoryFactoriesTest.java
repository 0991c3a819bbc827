package continuity.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.understand.Detail;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/**
 * The named ways a note comes to be: a new fact, a new preference, the replacement of an edited
 * note.
 */
class MemoryFactoriesTest {
    private static final Instant AT = Instant.parse("2026-01-01T10:00:00Z");
    private static final Note.Source ALICE = new Note.Source("u1", "c1", "m1", AT);

    @Test
    void aNewFactIsCurrentHistoryFreeAndWhereItWasSaid() {
        Note m =
                Note.newFact(
                        "g1",
                        "Mira",
                        "mira",
                        Detail.of("eyes"),
                        "green",
                        "Mira has green eyes",
                        new Note.Where(Scope.STORY, "story:au", "AU"),
                        Status.ACTIVE,
                        ALICE,
                        continuity.chat.Lang.EN);
        assertTrue(Ids.looksLikeId(m.id()), m.id());
        assertEquals(
                Note.of(
                        m.id(),
                        "g1",
                        "Mira",
                        "mira",
                        "eyes",
                        "green",
                        "Mira has green eyes",
                        Kind.FACT,
                        Scope.STORY,
                        "story:au",
                        "AU",
                        Status.ACTIVE,
                        "u1",
                        "c1",
                        "m1",
                        AT,
                        null,
                        null,
                        null,
                        null,
                        "en"),
                m);
    }

    @Test
    void aNewPreferenceIsItsAuthorsWishAndCurrentAtOnce() {
        Note p =
                Note.newPreference(
                        "g1",
                        "Mira",
                        "mira",
                        "short lines",
                        new Note.Where(Scope.CHARACTER, null, null),
                        ALICE,
                        continuity.chat.Lang.FR);
        assertEquals(
                Note.of(
                        p.id(),
                        "g1",
                        "Mira",
                        "mira",
                        Detail.PREFERENCE.key(),
                        "short lines",
                        "short lines",
                        Kind.PREFERENCE,
                        Scope.CHARACTER,
                        null,
                        null,
                        Status.ACTIVE,
                        "u1",
                        "c1",
                        "m1",
                        AT,
                        null,
                        null,
                        null,
                        null,
                        "fr"),
                p);
    }

    @Test
    void aReplacementKeepsTheSlotAndPointsAtWhatItReplaces() {
        Note old =
                Note.newFact(
                        "g1",
                        "Mira",
                        "mira",
                        Detail.of("eyes"),
                        "green",
                        "Mira has green eyes",
                        new Note.Where(Scope.SCENE, "s1", "Ball"),
                        Status.ACTIVE,
                        ALICE,
                        continuity.chat.Lang.EN);
        Note.Source bob = new Note.Source("u2", "c2", null, AT.plusSeconds(60));
        Note edit = old.replacement("grey", "Mira has grey eyes", bob);
        assertNotEquals(old.id(), edit.id());
        assertEquals(old.id(), edit.replaces());
        assertTrue(edit.sameSlot(old), "an edit stays in its slot");
        assertEquals("u2", edit.author());
        assertEquals(AT.plusSeconds(60), edit.createdAt());
        assertNull(edit.messageId());
        assertEquals(
                Note.of(
                        edit.id(),
                        "g1",
                        "Mira",
                        "mira",
                        "eyes",
                        "grey",
                        "Mira has grey eyes",
                        Kind.FACT,
                        Scope.SCENE,
                        "s1",
                        "Ball",
                        Status.ACTIVE,
                        "u2",
                        "c2",
                        null,
                        AT.plusSeconds(60),
                        null,
                        old.id(),
                        null,
                        null,
                        "en"),
                edit);
    }

    @Test
    void aNoteReadFromItsColumnsKeepsThemInItsNamedPartsAndGivesThemBack() {
        Instant gone = AT.plusSeconds(5);
        Note n =
                Note.of(
                        "n1",
                        "g1",
                        "Mira",
                        "mira",
                        "eyes",
                        "green",
                        "Mira has green eyes",
                        Kind.FACT,
                        Scope.SCENE,
                        "s1",
                        "Ball",
                        Status.SUPERSEDED,
                        "u1",
                        "c1",
                        "m1",
                        AT,
                        gone,
                        "n0",
                        "n2",
                        "corrected",
                        "fr");
        assertEquals(new Note.Where(Scope.SCENE, "s1", "Ball"), n.where());
        assertEquals(new Note.Source("u1", "c1", "m1", AT), n.source());
        assertEquals(new Note.Retirement(gone, "n2", Retire.Reason.CORRECTED), n.retirement());
        assertEquals(continuity.chat.Lang.FR, n.lang());
        assertEquals("fr", n.langWire(), "written back as the store keeps it");
        // the flat names read the parts
        assertEquals(Scope.SCENE, n.scope());
        assertEquals("s1", n.scopeId());
        assertEquals("Ball", n.scopeName());
        assertEquals("u1", n.author());
        assertEquals("c1", n.channel());
        assertEquals("m1", n.messageId());
        assertEquals(AT, n.createdAt());
        assertEquals(gone, n.retiredAt());
        assertEquals("n2", n.retiredBy());
        assertEquals(Retire.Reason.CORRECTED, n.whyRetired());
        assertEquals("n0", n.replaces());
        Note back = n.reactivated();
        assertEquals(Note.Retirement.NONE, back.retirement(), "current again: no retirement");
        assertEquals(n.where(), back.where());
        assertEquals(n.source(), back.source());
    }
}
