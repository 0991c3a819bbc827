package continuity.understand;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The words that say a value came to be ("gone", "turned", « redevenu », « passée ») are no part of
 * it ([hedges] of en.txt and fr.txt; span-edges.tsv for the learned reader's spans).
 */
class ValueCameToBeTest {
    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "(( Kael's hair has turned white ))|hair|white",
                "(( Kael's hair has become white ))|hair|white",
                // "gone" is a value, no word of becoming
                "(( Mira's beard is gone ))|beard|gone",
            })
    void theWordsOfBecomingAreNoPartOfTheValue(String text, String detail, String value) {
        FactClaim c = CorrectionGrammarTest.read(text, false);
        assertEquals(Detail.of(detail).keyOrNull(), c.detail().keyOrNull(), text);
        assertEquals(value, c.value(), text);
    }
}
