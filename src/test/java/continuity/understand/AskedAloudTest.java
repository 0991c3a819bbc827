package continuity.understand;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Out of character and not said to the bot, a detail said only in a sentence that asks is a
 * question between players, never a claim; a sentence that ends "ok?" is said, and the same
 * question said to the bot is still the bot's.
 */
class AskedAloudTest {
    static final KnownNames NAMES = new NamesFor("Ysolde", "Marigold", "Kade", "Gui");

    @ParameterizedTest(name = "[{index}] {0}")
    @ValueSource(
            strings = {
                "(HRP : Ysolde a les cheveux rasés depuis l'infection de la station, n'est-ce pas ?"
                        + " Je l'ai lu ce matin, mais je n'en suis plus sûr. Léa ?)",
                "[ooc: priya is Marigold's hand brass or copper? i keep writing the wrong one]",
                "hrp: gui c'est il ou iel finalement? je veux pas me tromper dans mes posts",
            })
    void aDetailOnlyAskedBetweenPlayersIsNoClaim(String text) {
        Reading r = Reader.read(text, null, false, false, NAMES, false);
        assertTrue(r.facts().isEmpty(), "read a claim in: " + text + " -> " + r.facts());
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @ValueSource(
            strings = {
                "(( Kade's hair is short now, ok? i described it wrong ))",
                "(( Kade's eyes are green, not blue. right? ))",
                "(( is that right? Kade's eyes are green, not blue ))",
                "(( hrp dsl pour le retard !! au fait Kade est gaucher pas droitier, et qqn sait"
                        + " quand on reprend ? ))",
            })
    void aDetailSaidStaysAClaim(String text) {
        Reading r = Reader.read(text, null, false, false, NAMES, false);
        assertFalse(r.facts().isEmpty(), "no claim in: " + text);
    }
}
