package continuity.understand;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * A player's own detail said out of character is never a character's, whichever reader read it;
 * through a proxy "my" is the character, and a character named after "my" owns the value.
 */
class PlayersOwnTest {
    static final KnownNames NAMES = new NamesFor("Ilarine", "Mira");

    @Test
    void aPlayersOwnDetailIsNoCharactersClaim() {
        for (String text :
                new String[] {
                    "(( mdr mwin aussi j'ai les yeux marron orangé au soleil, c pou ça j'ai donné"
                            + " ça à Ilarine ))",
                }) {
            Reading r = Reader.read(text, null, false, false, NAMES, false);
            assertTrue(r.facts().isEmpty(), "read the player's detail as a claim: " + r.facts());
        }
    }

    @Test
    void aCharacterNamedAfterMyOwnsItsValue() {
        Reading r =
                Reader.read(
                        "(( my oc Mira has hazel eyes, not blue ))",
                        null,
                        false,
                        false,
                        NAMES,
                        false);
        assertEquals(1, r.facts().size(), r.toString());
        assertEquals("Mira", r.facts().get(0).subject().name());
    }
}
