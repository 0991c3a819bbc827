package continuity.understand;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/**
 * A note typed for {@code /memory remember} about a character whose name has a particle ("Aart de
 * Bruin", "Jan van Dijk") is read as its detail and value, as one about "Mira" is: it was stored as
 * a free note, so the canon check had nothing to compare (corpus/evenings, rhodri-en).
 */
class NoteOfANameWithAParticleTest {
    @Test
    void aNameWithAParticleIsTheNotesSubject() {
        FactClaim beard =
                Reader.readNote("Aart de Bruin's beard is white, close-trimmed", "Aart de Bruin");
        assertNotNull(beard);
        assertEquals("Aart de Bruin", beard.subject().name());
        assertEquals(Detail.of("beard"), beard.detail());
        assertEquals("white, close-trimmed", beard.value());
        FactClaim eyes = Reader.readNote("Jan van Dijk's eyes are grey", "Jan van Dijk");
        assertNotNull(eyes);
        assertEquals(Detail.of("eyes"), eyes.detail());
        assertEquals("grey", eyes.value());
        // another character's note is still not this one's
        assertNull(Reader.readNote("Lenny Vosper's beard is white", "Aart de Bruin"));
        assertNull(Reader.readNote("Aart de Bruin's beard is white", "Jan van Dijk"));
    }
}
