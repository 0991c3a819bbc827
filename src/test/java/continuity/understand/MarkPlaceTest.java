package continuity.understand;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Where a mark is, and what a thing described before its name and placed after it is. */
class MarkPlaceTest {
    @Test
    void aThingDescribedBeforeItsNameAndPlacedAfterItIsTheDescription() {
        assertEquals("dragon", MarkPlace.cut("a dragon tattoo on his back", "tattoo"));
        assertEquals("bee", MarkPlace.cut("bee tattoo on her wrist", "tattoo"));
        assertEquals("silver", MarkPlace.cut("a silver ring on his pinky", "ring"));
        assertEquals(
                "crescent moon",
                MarkPlace.cut("a crescent moon birthmark on her shoulder", "birthmark"));
    }

    @Test
    void aMarkWhoseValueIsItsPlaceKeepsThePlace() {
        assertEquals("cheekbone", MarkPlace.cut("a thin scar on her cheekbone", "scar"));
        assertEquals("right forearm", MarkPlace.cut("burn scar on his right forearm", "scar"));
        assertEquals(
                "joue gauche", MarkPlace.cut("une petite cicatrice sur la joue gauche", "scar"));
    }

    @Test
    void whatIsNotSoStaysAsItWas() {
        // nothing placed after the name: the grammar's whole value, said back as it was written
        assertEquals("a silver mask", MarkPlace.cut("a silver mask", "mask"));
        // the name leads: what it is of (OwnDetailWord's to cut), and where
        assertEquals(
                "a tattoo of a moth on her wrist",
                MarkPlace.cut("a tattoo of a moth on her wrist", "tattoo"));
        assertEquals("right cheek", MarkPlace.cut("a scar on his right cheek", "scar"));
        // no placing word after the name
        assertEquals(
                "reading glasses with a chain",
                MarkPlace.cut("reading glasses with a chain", "glasses"));
        // a being's name is never cut
        assertEquals("tabby cat on the sofa", MarkPlace.cut("tabby cat on the sofa", "pet"));
    }
}
