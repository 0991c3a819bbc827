package continuity.understand;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A game master's leading tag before the story itself (narration in the past tense, dialogue, an
 * action) is in-character text: the bot reads nothing in it, with the learned reader too. A note
 * after the same tag is still read.
 */
class TaggedNarrationTest {
    static final KnownNames NAMES = new NamesFor("Ardmore", "Pavla", "Hawtrey", "Kade", "Odile");

    @ParameterizedTest(name = "[{index}] {0}")
    @ValueSource(
            strings = {
                "[GM] The Perdita came about under a grey sky; Ardmore stood at the weather rail,"
                        + " and his pale eyes followed the smudge of the French vessel.",
                "[GM] Pavla's eyes had gone the colour of mercury, and when she looked at the"
                        + " Tessellate, it looked back.",
                "[GM] The English lieutenant was called Hawtrey, and he was eighteen, and he was"
                        + " very frightened.",
                "[GM] \"You owe nothing, boy,\" said Hawtrey, \"not twelve drams, not one.\"",
                "[MJ] Le capitaine Ardmore se tenait au bastingage ; ses yeux pâles suivaient la"
                        + " voile et il serrait les dents.",
            })
    void narrationAfterAGameMastersTagIsTheStory(String text) {
        Reading r = Reader.read(text, null, false, false, NAMES, false);
        assertTrue(r.isSilent(), "narration read: " + text + " -> " + r);
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @ValueSource(
            strings = {
                "[GM] Kade is 19, not 18",
                "[MJ] Odile a 34 ans, pas 43",
                "[MJ] Odile était gauchère. c'est un indice, notez-le",
                "[GM] retcon: Kade was born in Hull, not Leeds",
            })
    void aNoteAfterTheTagIsStillRead(String text) {
        Reading r = Reader.read(text, null, false, false, NAMES, false);
        assertFalse(r.facts().isEmpty(), "note not read: " + text + " -> " + r);
    }
}
