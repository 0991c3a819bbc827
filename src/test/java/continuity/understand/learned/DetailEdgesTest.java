package continuity.understand.learned;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A detail's words keep their listed detail without a side before them or a word run on after. */
class DetailEdgesTest {
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "left eye|eyes",
                "right ear|ears",
                "first language|language",
                "oeil gauche|eyes",
                "role to|role",
                "eyes now|eyes",
                // listed since the sixth session of 7 December (lexicon.tsv), as the labels have it
                "beauty mark|birthmark",
                "left|left",
                "singing voice|singing voice",
            })
    void aDetailKeepsItsListedWords(String words, String key) {
        assertEquals(key, LearnedReader.detail(words));
    }
}
