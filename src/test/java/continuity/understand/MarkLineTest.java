package continuity.understand;

import static continuity.understand.OneMention.one;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A mark, a relative and a verb of its line before its place: « les trois griffures qui me barrent
 * l'avant-bras gauche » (the first person object {me} says whose, in a proxy's *actions* only),
 * "the scar that cuts through her right eyebrow"; « griffures » are scars.
 */
class MarkLineTest {
    private static final List<String> NAMES = List.of("Matthias Koenig", "Mira", "Corvin");

    private static List<Descriptions.Mention> read(String text, String speaker) {
        return Descriptions.read(text, NAMES, speaker);
    }

    @Test
    void aMarkAndItsLineBeforeItsPlace() {
        assertEquals(
                "Matthias Koenig|scar|avant-bras gauche",
                one(
                        read(
                                "*Je souris. Je retrousse ma manche et je lui montre les trois"
                                        + " griffures qui me barrent l'avant-bras gauche, blanches"
                                        + " et boursouflées.*",
                                "Matthias Koenig")));
        assertTrue(
                Descriptions.contradicts(
                        "scar", "trois griffures, avant-bras droit", "avant-bras gauche"));
        assertEquals(
                "Mira|scar|right eyebrow",
                one(
                        read(
                                "*Mira frowns, the old scar that cuts through her right eyebrow.*",
                                null)));
    }

    @Test
    void itsLookAlikesStaySilent() {
        // said, not told: outside the stars, or quoted
        assertTrue(
                read(
                                "Les griffures qui me barrent l'avant-bras gauche ? Un tigre.",
                                "Matthias Koenig")
                        .isEmpty());
        assertTrue(
                read(
                                "*« Les griffures qui me barrent l'avant-bras gauche », dit-il.*",
                                "Matthias Koenig")
                        .isEmpty());
        // a lie, a dream
        assertTrue(
                read(
                                "*Je mens : les griffures qui me barrent l'avant-bras gauche viennent"
                                        + " d'un tigre.*",
                                "Matthias Koenig")
                        .isEmpty());
        assertTrue(
                read(
                                "*Je rêve que les griffures qui me barrent l'avant-bras gauche"
                                        + " disparaissent.*",
                                "Matthias Koenig")
                        .isEmpty());
        // someone else's: « lui », "his" after someone else, no proxy
        assertTrue(
                read(
                                "*Je regarde les griffures qui lui barrent l'avant-bras gauche.*",
                                "Matthias Koenig")
                        .isEmpty());
        assertTrue(
                read("*Je montre les griffures qui me barrent l'avant-bras gauche.*", null)
                        .isEmpty());
        assertTrue(
                read(
                                "*Mira watches Corvin, the old scar that cuts through his right eyebrow.*",
                                null)
                        .isEmpty());
        // scratches on a thing, not on a part of the body
        assertTrue(read("*Mira touche les griffures qui barrent la porte.*", null).isEmpty());
        // another part of the body: no contradiction
        assertFalse(
                Descriptions.contradicts(
                        "scar", "trois griffures, avant-bras droit", "joue gauche"));
    }
}
