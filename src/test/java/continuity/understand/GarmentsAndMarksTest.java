package continuity.understand;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A garment is the outfit, a beauty mark the birthmark, a « bandeau » the eyepatch (lexicon.tsv): a
 * key, not a free detail, whenever a key fits (corpus/GUIDELINES.md), as the questions already
 * asked them (question-words.tsv).
 */
class GarmentsAndMarksTest {
    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "(( Mira's coat is navy, not black ))|outfit",
                "(( Mira's apron is blue gingham ))|outfit",
                "(( la combi de Mira est noire et orange, pas grise ))|outfit",
                "(( Kael has a beauty mark under his left eye ))|birthmark",
                "(( Kael a un grain de beauté sous l'œil droit ))|birthmark",
                "(( le bandeau de Mira est sur l'œil gauche, pas le droit ))|eyepatch",
                "(( Kael's in-game rank is Immortal 2 ))|rank",
            })
    void theNounNamesItsKey(String text, String key) {
        FactClaim c = CorrectionGrammarTest.read(text, false);
        assertEquals(key, c.detail().keyOrNull(), text);
    }

    @org.junit.jupiter.api.Test
    void theLexiconMapsThem() {
        assertEquals("outfit", Lexicon.canonical("dress"));
        assertEquals("outfit", Lexicon.canonical("armure"));
        assertEquals("birthmark", Lexicon.canonical("mole"));
        assertEquals("guild", Lexicon.canonical("team name"));
        // "the suit is enough crime", a lawsuit, a suit of cards: not a garment by itself
        org.junit.jupiter.api.Assertions.assertNotEquals("outfit", Lexicon.canonical("suit"));
    }
}
