package continuity.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.chat.Lang;
import continuity.memory.wording.Sentences;
import continuity.understand.Detail;
import continuity.understand.FactClaim;
import continuity.understand.NamesFor;
import continuity.understand.Reader;
import continuity.understand.Reading;
import continuity.understand.ScopeCue;
import continuity.understand.Subject;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/**
 * The claim the reader hands over is the one the core writes from: a draft keeps it as it is beside
 * the character, the note's wording and the message; a stored note's claim made again keeps the
 * note's words.
 */
class DraftTest {
    private static final NamesFor MIRA = new NamesFor("Mira");

    @Test
    void aDraftKeepsTheReadersClaimAsItWasHandedOver() {
        Reading r = Reader.read("Mira's eyes are green, not blue", null, false, false, MIRA, false);
        FactClaim claim = r.facts().get(0);
        Draft d = Draft.of(claim, "mira", "Mira", "m1");
        assertSame(claim, d.claim(), "the same claim, not a copy in another shape");
        assertEquals(Detail.of("eyes"), d.detail());
        assertEquals("green", d.value());
        assertEquals("blue", d.oldValue());
        assertEquals(Lang.EN, d.lang());
        assertEquals(FactClaim.Change.RETCON, claim.change());
        assertEquals(Sentences.fact(Lang.EN, "Mira", Detail.of("eyes"), "green"), d.sentence());
        assertEquals("m1", d.messageId());
    }

    @Test
    void aChangeInTheStoryIsTypedFromTheReaderToTheRetirement() {
        Reading r =
                Reader.read(
                        "(( Mira is no longer a courier, she's a thief now ))",
                        null,
                        false,
                        false,
                        MIRA,
                        false);
        FactClaim claim = r.facts().get(0);
        assertEquals(FactClaim.Change.IN_STORY, claim.change());
        assertTrue(Draft.of(claim, "mira", "Mira", null).change());
    }

    @Test
    void aStoredNotesClaimKeepsItsWordsCharacterAndMessage() {
        Note n =
                Note.newFact(
                        "g1",
                        "Mira",
                        "mira",
                        Detail.of("eyes"),
                        "green",
                        "Mira a les yeux verts",
                        new Note.Where(Scope.PROFILE, null, null),
                        Status.PENDING,
                        new Note.Source("u1", "c1", "m9", Instant.EPOCH),
                        Lang.FR);
        Draft d =
                Draft.ofNote(
                        n,
                        Detail.of("eyes"),
                        "bleus",
                        ScopeCue.STORY,
                        Lang.FR,
                        FactClaim.Change.RETCON);
        assertEquals(Subject.named("Mira"), d.claim().subject());
        assertEquals("Mira a les yeux verts", d.sentence());
        assertEquals("mira", d.characterKey());
        assertEquals("m9", d.messageId());
        assertEquals("bleus", d.oldValue());
        assertEquals(ScopeCue.STORY, d.cue());
        assertTrue(d.claim().contrast(), "an old value named is a contrast");
    }
}
