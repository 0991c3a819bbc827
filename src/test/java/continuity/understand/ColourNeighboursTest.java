package continuity.understand;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Which colours are close in colours.tsv, as writers of corpus/evenings planted them: brown and
 * blond clash, French « noisette » (a light brown) clashes with green while English "hazel" does
 * not, "mousy" is brown and "fair" blond.
 */
class ColourNeighboursTest {
    @Test
    void brownAndBlondClash() {
        assertTrue(Descriptions.contradicts("beard", "barbe blonde tressée", "brune"));
        assertTrue(Descriptions.contradicts("hair", "brune (teinte)", "blonds trempés"));
        assertTrue(Descriptions.contradicts("hair", "dark brown", "blond"));
        assertFalse(Descriptions.contradicts("hair", "chestnut", "brown"));
        assertFalse(Descriptions.contradicts("hair", "honey blond", "amber"));
    }

    @Test
    void noisetteIsALightBrownHazelIsBetween() {
        assertTrue(Descriptions.contradicts("eyes", "noisette", "verts"));
        assertTrue(Descriptions.contradicts("eyes", "vert d'eau", "noisette"));
        assertFalse(Descriptions.contradicts("eyes", "hazel", "green"));
        assertFalse(Descriptions.contradicts("eyes", "hazel", "noisette"));
        assertFalse(Descriptions.contradicts("eyes", "noisette", "marron"));
    }

    @Test
    void mousyIsBrownAndFairIsBlond() {
        assertTrue(Descriptions.contradicts("hair", "bleached platinum", "mousy"));
        assertTrue(Descriptions.contradicts("hair", "black curls, greying", "poker-straight fair"));
        assertFalse(Descriptions.contradicts("hair", "blonde", "fair"));
        assertFalse(Descriptions.contradicts("hair", "light brown", "mousy"));
    }
}
