package continuity.understand;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * An interrogative inside the clause (understand/*.txt, [asked_inside]) makes it a question to the
 * bot, never a correction: « Hortense a les cheveux de quelle couleur » once replaced her hair with
 * "de quelle couleur".
 */
class AskedInsideTest {
    static final KnownNames NAMES = new NamesFor("Hortense", "Yannick", "Mira");

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "@Continuity Hortense a les cheveux de quelle couleur|hair",
                "@Continuity Yannick a quel âge|age",
                "@Continuity Yannick mesure combien|height",
                "@Continuity Mira's eyes are which colour again|eyes",
            })
    void aQuestionAskedInsideTheClauseIsAQuestion(String text, String detail) {
        Reading r = Reader.read(text, null, true, false, NAMES, false);
        assertTrue(r.facts().isEmpty(), r.facts().toString());
        assertEquals(1, r.questions().size(), r.toString());
        assertEquals(Detail.of(detail), r.questions().get(0).detail());
    }

    /**
     * « Madeleine est-elle née à Lyon, selon vos notes ? » once replaced her birthplace: a verb and
     * its subject inverted ask, said to the bot or between players.
     */
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "@Continuity Hortense est-elle née à Lyon, selon vos notes ?|true",
                "@Continuity Yannick porte-t-il un bandeau, et sur quel œil ?|true",
                "(HRP : Hortense a-t-elle les cheveux blonds ou châtain clair ? Sur le dessin, je"
                        + " vois plutôt du châtain.)|false",
            })
    void anInvertedQuestionIsNeverAClaim(String text, boolean addressed) {
        Reading r = Reader.read(text, null, addressed, false, NAMES, false);
        assertTrue(r.facts().isEmpty(), r.facts().toString());
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "(( Mira's eyes are green, not blue ))|green",
                "(( quelle horreur, Mira a les yeux verts pas bleus ))|verts",
            })
    void aCorrectionStaysOne(String text, String value) {
        Reading r = Reader.read(text, null, false, false, NAMES, false);
        assertEquals(value, r.facts().get(0).value());
    }
}
