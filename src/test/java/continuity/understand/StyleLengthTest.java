package continuity.understand;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A hair style that needs hair long enough to braid or tie up ("tied" in lengths.tsv: braids, «
 * tresses », a bun) cannot hold with a short cut, a shaved or a bald head; a note that shaves only
 * part of the head ([partial]) says no length of all of it; « ses deux tresses » is read.
 */
class StyleLengthTest {
    private static final List<String> NAMES = List.of("Mira", "Corvin", "Élodie");

    private static String one(List<Descriptions.Mention> got) {
        assertEquals(1, got.size(), got.toString());
        Descriptions.Mention m = got.get(0);
        return m.character() + "|" + m.detail() + "|" + m.value();
    }

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
}
