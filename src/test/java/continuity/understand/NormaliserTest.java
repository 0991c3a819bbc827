package continuity.understand;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The first stage: markers inside markers, chatter, emoji and missing apostrophes made plain, in
 * both languages.
 */
class NormaliserTest {
    private static final KnownNames NAMES =
            new NamesFor("Corvin", "Mira", "Élodie", "Brynn", "Silas");

    private static String plain(String text) {
        return Normaliser.normalise(Span.of(text), NAMES).folded().replaceAll("\\s+", " ").strip();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                // inner labels
                "ooc: Mira is 19|mira is 19",
                "[hrp] Élodie est gauchère|elodie est gauchere",
                "HRP : Élodie a les cheveux roux|elodie a les cheveux roux",
                // fillers and apologies, English and French
                "lol no mira's 22 not 19|no mira's 22 not 19",
                "btw the raven is called Pip not Pit 😤|the raven is called pip not pit",
                // a question stays one ("??", "?!"); a shout does not
                "mira's eyes are blue??|mira's eyes are blue?",
                "mira's eyes are blue?!|mira's eyes are blue?",
                "mira's eyes are blue!!!|mira's eyes are blue",
                "sorry for being picky but Mira has green eyes|but mira has green eyes",
                "dsl élodie a 29 ans mdr|elodie a 29 ans",
                // missing apostrophes
                "corvins eyes are brown|corvin's eyes are brown",
                "shes 20 now|she's 20 now",
                "mira isnt 24|mira isn't 24",
                // a word ending in s before a detail noun is not always a possessive
                "Les yeux de Mira sont verts|les yeux de mira sont verts",
                "his eyes are grey|his eyes are grey",
                // a known name that ends in s keeps it
                "Silas eyes are grey|silas eyes are grey",
                // text speak ("r" for "are") is a word of its own, never a letter inside a word
                // with marks drawn over it
                "sable's eyes r green|sable's eyes are green",
                "M\u0338i\u0335r\u0337a's eyes|m\u0338i\u0335r\u0337a's eyes",
            })
    void makesTheTextPlain(String text, String expected) {
        assertEquals(expected, plain(text));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "corvins eyes are brown|corvin's eyes are brown",
                "lol Mira is 19|Mira is 19",
            })
    void keepsTheWrittenWordsForValues(String text, String written) {
        assertEquals(
                written,
                Normaliser.normalise(Span.of(text), NAMES)
                        .written()
                        .replaceAll("\\s+", " ")
                        .strip());
    }
}
