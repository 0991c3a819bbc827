package continuity.understand;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** A value holds no word naming its own detail (corpus/GUIDELINES.md). */
class OwnDetailWordTest {
    @Test
    void theDetailsNameIsDroppedWhereItEndsTheValue() {
        assertEquals(
                "dragon tattoo on his back",
                OwnDetailWord.cut("dragon tattoo on his back", "tattoo"),
                "what follows the name says where: kept");
        assertEquals("crescent moon", OwnDetailWord.cut("crescent moon birthmark", "birthmark"));
        assertEquals("green", OwnDetailWord.cut("green eyes", "eyes"));
        assertEquals("verts", OwnDetailWord.cut("verts yeux", "eyes"));
    }

    @Test
    void aLeadingNameIsDroppedWithItsArticle() {
        assertEquals("poivre et sel", OwnDetailWord.cut("une barbe poivre et sel", "beard"));
        assertEquals("poivre et sel", OwnDetailWord.cut("barbe poivre et sel", "beard"));
        assertEquals("trois jours", OwnDetailWord.cut("barbe de trois jours", "beard"));
    }

    @Test
    void aLeadingNameGoesWithTheWordsThatTieItToWhatItIsOf() {
        assertEquals(
                "moth on her wrist",
                OwnDetailWord.cut("a tattoo of a moth on her wrist", "tattoo"));
        assertEquals(
                "ancre sur l'avant-bras",
                OwnDetailWord.cut("tatouage d'ancre sur l'avant-bras", "tattoo"));
        assertEquals(
                "plaque d'identité",
                OwnDetailWord.cut("un collier avec la plaque d'identité", "necklace"));
        assertEquals("ancient runes", OwnDetailWord.cut("tattoo of ancient runes", "tattoo"));
        // a kind of mask, and what it is worn with: the whole stays
        assertEquals("masque à gaz", OwnDetailWord.cut("masque à gaz", "mask"));
        assertEquals("beard with beads", OwnDetailWord.cut("beard with beads", "beard"));
    }

    @Test
    void petsRelativesFreeDetailsAndValuesWithoutTheNameStayWhole() {
        assertEquals("cafe cat", OwnDetailWord.cut("cafe cat", "pet"));
        assertEquals("older brother", OwnDetailWord.cut("older brother", "sibling"));
        assertEquals("AB negative", OwnDetailWord.cut("AB negative", "blood type"));
        assertEquals("pale green", OwnDetailWord.cut("pale green", "eyes"));
        assertEquals("tattoo", OwnDetailWord.cut("tattoo", "tattoo"));
        assertEquals("x", OwnDetailWord.cut("x", null));
    }

    @Test
    void onlyALeadingNameIsCutWhereTheGrammarReadTheValueWhole() {
        assertEquals("en croix", OwnDetailWord.cutLeading("une cicatrice en croix", "scar"));
        assertEquals("a silver mask", OwnDetailWord.cutLeading("a silver mask", "mask"));
        assertEquals("silver", OwnDetailWord.cutLeading("silver", "mask"));
    }
}
