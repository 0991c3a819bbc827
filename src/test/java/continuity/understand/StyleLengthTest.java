package continuity.understand;

import static continuity.understand.OneMention.one;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A hair style that needs hair long enough to braid or tie up ("tied" in lengths.tsv: braids, «
 * tresses », a ponytail) cannot hold with a short cut, a shaved or a bald head; a note that shaves
 * only part of the head ([partial]) says no length of all of it; « ses deux tresses » is read.
 */
class StyleLengthTest {
    private static final List<String> NAMES = List.of("Mira", "Corvin", "Élodie");

    @Test
    void aTiedStyleClashesWithAShortCut() {
        assertTrue(Descriptions.contradicts("hair", "carré roux, coupé court", "tresses rousses"));
        assertTrue(Descriptions.contradicts("hair", "ginger buzzcut", "braids"));
        assertTrue(Descriptions.contradicts("hair", "chauve", "chignon gris"));
        assertTrue(Descriptions.contradicts("hair", "red pixie cut", "ponytail"));
    }

    @Test
    void aTiedStyleLooksAlikeStayApart() {
        // a length the post names itself, close to the note's
        assertFalse(Descriptions.contradicts("hair", "short", "short braids"));
        assertFalse(Descriptions.contradicts("hair", "long black", "braids"));
        assertFalse(Descriptions.contradicts("hair", "shoulder-length", "ponytail"));
        assertFalse(Descriptions.contradicts("hair", "dark box braids", "braids"));
        assertFalse(Descriptions.contradicts("hair", "tresses rousses", "tresses"));
        // words that are often something else: a cinnamon bun, a straw mat
        assertFalse(Descriptions.contradicts("hair", "short", "cinnamon bun"));
        assertFalse(Descriptions.contradicts("hair", "courts", "natte de paille"));
        // a colour alone says no length
        assertFalse(Descriptions.contradicts("hair", "buzzed", "black"));
        // a shave of part of the head leaves hair to tie
        assertFalse(
                Descriptions.contradicts("hair", "grey-streaked black, shaved sides", "ponytail"));
        assertFalse(Descriptions.contradicts("hair", "half-shaved", "long"));
        assertFalse(Descriptions.contradicts("hair", "undercut, shaved", "braid"));
    }

    @Test
    void aCountBeforeTheDetailIsRead() {
        assertEquals(
                "Mira|hair|tresses rousses",
                one(
                        Descriptions.read(
                                "*Mira s'élance, ses deux tresses rousses qui volent derrière elle.*",
                                NAMES,
                                null)));
        // dialogue, a lie, someone else's
        assertTrue(
                Descriptions.read("« Mira a deux tresses rousses », dit Corvin.", NAMES, null)
                        .isEmpty());
        assertTrue(
                Descriptions.read(
                                "*Mira ment : ses deux tresses rousses seraient une perruque.*",
                                NAMES,
                                null)
                        .isEmpty());
        assertTrue(
                Descriptions.read(
                                "*Mira regarde Élodie, ses deux tresses rousses au vent.*",
                                NAMES,
                                null)
                        .isEmpty());
    }

    /** Hair that moves of itself ("whips", « volent ») is long enough to move: not shaved. */
    @Test
    void hairThatMovesIsNoShavedHead() {
        List<String> names = List.of("Sparrow Quell", "Mira", "Corvin");
        String post =
                "The whole bus rocks. Sparrow's copper hair whips across her face as she wrestles"
                        + " the last window shut.";
        assertEquals(
                "Sparrow Quell|hair|copper hair whips", one(Descriptions.read(post, names, null)));
        assertTrue(Descriptions.contradicts("hair", "buzzed", "copper hair whips"));
        assertTrue(Descriptions.contradicts("hair", "chauve", "tresses volent"));
        // any other length may move
        assertFalse(Descriptions.contradicts("hair", "short", "copper hair whips"));
        assertFalse(Descriptions.contradicts("hair", "red pixie cut", "hair streams"));
        assertFalse(Descriptions.contradicts("hair", "shaved sides, grey", "grey hair whips"));
        // someone else's, dialogue, a lie, a dream, a wig: not read
        assertTrue(
                Descriptions.read(
                                "*Sparrow watches Mira run, her hair whipping behind her.*",
                                names,
                                null)
                        .isEmpty());
        assertTrue(
                Descriptions.read(
                                "\"Sparrow's copper hair whips in the wind,\" Corvin says.",
                                names,
                                null)
                        .isEmpty());
        assertTrue(
                Descriptions.read(
                                "*Sparrow lies that her copper hair whips in the wind.*",
                                names,
                                null)
                        .isEmpty());
        assertTrue(
                Descriptions.read(
                                "*In the dream Sparrow's copper hair whips across her face.*",
                                names,
                                null)
                        .isEmpty());
        assertTrue(
                Descriptions.read("*Sparrow's copper wig whips across her face.*", names, null)
                        .isEmpty());
        // a mention with no verb of its own stays the colour alone
        assertEquals(
                "Sparrow Quell|hair|copper",
                one(Descriptions.read("*Sparrow's copper hair is wet.*", names, null)));
    }
}
