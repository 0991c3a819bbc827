package continuity.understand;

import static org.junit.jupiter.api.Assertions.assertEquals;

import continuity.chat.Lang;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Replies follow the language of the message; the English article "a" is not French. */
class LanguageGuessTest {
    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "Mira keeps a journal|EN",
                "Mira has a scar on her left cheek|EN",
                "Mira a les yeux verts|FR",
                "Les yeux de Mira sont verts, pas bleus.|FR",
                "what colour are Mira's eyes?|EN",
                "de quelle couleur sont les yeux de Mira ?|FR",
            })
    void guessesTheLanguage(String text, String lang) {
        assertEquals(Lang.valueOf(lang), LanguageGuess.of(Fold.key(text)));
    }
}
