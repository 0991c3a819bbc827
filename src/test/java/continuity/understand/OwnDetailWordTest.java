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
        // « une barbe de trois jours »: what follows the name describes it, the whole stays
        assertEquals("barbe de trois jours", OwnDetailWord.cut("barbe de trois jours", "beard"));
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
}
