package continuity.understand;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The second stage: sentences, joiners, commas of a list and pronoun clauses; a contrast stays with
 * its clause.
 */
class ClausesTest {
    private static List<String> clauses(String text) {
        return Clauses.split(Span.of(text)).stream().map(c -> c.text().folded().strip()).toList();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "Mira's eyes are grey, not green. also she's 20 now|mira's eyes are grey, not green;she's 20 now",
                "mira has blue eyes and she's 31 not 28|mira has blue eyes;she's 31 not 28",
                "esme isnt 24 she's 19|esme isnt 24;she's 19",
                "Mira is 19, human, she's a courier. blue eyes, black hair|mira is 19;human;she's a courier;blue eyes;black hair",
                "les yeux de Mira sont verts, pas bleus ; et elle a 20 ans|les yeux de mira sont verts, pas bleus;elle a 20 ans",
                "Élodie a les cheveux roux, pas bruns|elodie a les cheveux roux, pas bruns",
                "elle n'a pas 27 ans elle en a 29|elle n'a pas 27 ans;elle en a 29",
                // a number's period before a word ends the sentence; a height and a list's
                // number at a line's start do not
                "Léontine a 8 ans, pas 9. plus petite|leontine a 8 ans, pas 9;plus petite",
                "she's 19! and she has a cat|she's 19;she has a cat",
                "Bram is 1.80 m tall|bram is 1.80 m tall",
                "1. Bram is tall|1. bram is tall",
            })
    void cutsAtTheRightPlaces(String text, String expected) {
        assertEquals(List.of(expected.split(";")), clauses(text));
    }

    @Test
    void theQuestionMarkEndsOnlyTheLastClauseOfItsSentence() {
        List<Clauses.Clause> c =
                Clauses.split(Span.of("Mira's eyes are grey, not green. how old is she?"));
        assertEquals(2, c.size());
        assertTrue(!c.get(0).question() && c.get(1).question(), c.toString());
        assertEquals(Clauses.Joint.START, c.get(0).joint());
        assertEquals(Clauses.Joint.SENTENCE, c.get(1).joint());
    }
}
