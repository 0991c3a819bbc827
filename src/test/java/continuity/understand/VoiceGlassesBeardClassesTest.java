package continuity.understand;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The classes of values added for details the writers of corpus/evenings planted beyond colours and
 * lengths: a voice's pitch and timbre (pitches.tsv, timbres.tsv), a pair of glasses' frames
 * (frames.tsv), and a beard against a note that says there is none (beardless.tsv, "present=some"
 * in classes.tsv), English and French.
 */
class VoiceGlassesBeardClassesTest {
    private static final List<String> NAMES = List.of("Mira", "Corvin", "Karim", "Élias");

    @Test
    void aVoiceOfAnotherPitchOrTimbreContradicts() {
        assertTrue(Descriptions.contradicts("voice", "deep, gravelly", "shrill"));
        assertTrue(Descriptions.contradicts("voice", "voix rauque", "claire"));
        assertTrue(Descriptions.contradicts("voice", "voix grave", "aiguë"));
        assertTrue(Descriptions.contradicts("voice", "clear", "raspy"));
        // the same, or one class against another, or a moment: no clash
        assertFalse(Descriptions.contradicts("voice", "raspy", "gravelly"));
        assertFalse(Descriptions.contradicts("voice", "deep", "raspy"));
        assertFalse(Descriptions.contradicts("voice", "clear", "hoarse"));
        assertFalse(Descriptions.contradicts("voice", "voix rauque", "haute"));
        assertFalse(Descriptions.contradicts("voice", "soft", "low"));
    }

    @Test
    void glassesOfOtherFramesContradict() {
        assertTrue(Descriptions.contradicts("glasses", "wire-framed", "thick black-rimmed"));
        assertTrue(Descriptions.contradicts("glasses", "rimless", "horn-rimmed"));
        assertTrue(Descriptions.contradicts("glasses", "cerclées de métal", "à monture épaisse"));
        assertFalse(Descriptions.contradicts("glasses", "round wire-framed", "round"));
        assertFalse(Descriptions.contradicts("glasses", "wire-rimmed", "gold-rimmed"));
    }

    @Test
    void anyBeardContradictsANoteThatSaysThereIsNone() {
        assertTrue(Descriptions.contradicts("beard", "clean-shaven", "black"));
        assertTrue(Descriptions.contradicts("beard", "clean-shaven", "stubble"));
        assertTrue(
                Descriptions.contradicts(
                        "beard", "rasé de près pour le mariage", "barbe de trois jours"));
        assertFalse(Descriptions.contradicts("beard", "barbe de trois jours", "stubble"));
        assertFalse(Descriptions.contradicts("beard", "grey, braided", "grey"));
        assertFalse(Descriptions.contradicts("beard", "clean-shaven", "clean-shaven"));
    }

    @Test
    void aStubbleIsReadAsABeardInBothLanguages() {
        List<Descriptions.Mention> en =
                Descriptions.read("*Corvin scratches his stubble and waits.*", NAMES, null);
        assertEquals(1, en.size(), en.toString());
        assertEquals("beard", en.get(0).detail());
        List<Descriptions.Mention> fr =
                Descriptions.read(
                        "*je frotte ma barbe de trois jours, comme à chaque fois que je réfléchis*",
                        NAMES,
                        "Karim");
        assertEquals(1, fr.size(), fr.toString());
        assertEquals("barbe de trois jours", fr.get(0).value());
    }

    @Test
    void aVoiceIsReadAndComparedInBothLanguages() {
        List<Descriptions.Mention> en =
                Descriptions.read(
                        "*Corvin clears his throat, his shrill voice cutting in.*", NAMES, null);
        assertEquals(1, en.size(), en.toString());
        assertTrue(Descriptions.contradicts("voice", "deep", en.get(0).value()));
        List<Descriptions.Mention> fr =
                Descriptions.read(
                        "*Élias ouvre sa bible et entonne un cantique de sa voix claire.*",
                        NAMES,
                        null);
        assertEquals(1, fr.size(), fr.toString());
        assertTrue(Descriptions.contradicts("voice", "voix rauque", fr.get(0).value()));
        // « à voix basse » is a whisper, no pitch
        assertTrue(
                Descriptions.read("*Mira parle à voix basse.*", NAMES, null).stream()
                        .noneMatch(m -> Descriptions.contradicts("voice", "aiguë", m.value())));
    }

    /**
     * Glasses against a note that says none (noglasses.tsv), a monocle against a pair's shape
     * (shapes.tsv), and their colours (colours.tsv now compares glasses).
     */
    @Test
    void glassesAgainstNoneAMonocleOrAnotherColour() {
        assertTrue(Descriptions.contradicts("glasses", "none, wearing contacts", "tortoiseshell"));
        assertTrue(Descriptions.contradicts("glasses", "aucune, porte des lentilles", "rondes"));
        assertTrue(Descriptions.contradicts("glasses", "monocle", "rondes"));
        assertTrue(Descriptions.contradicts("glasses", "red cat-eye", "little gold wire-rims"));
        assertFalse(Descriptions.contradicts("glasses", "round, black", "round, black-rimmed"));
        assertFalse(Descriptions.contradicts("glasses", "wire-framed", "thin gold-rimmed"));
    }

    /**
     * An eye and its eyebrow are one place for a scar's side, and a biceps a part of its own
     * (parts.tsv).
     */
    @Test
    void anEyeAndItsEyebrowAreOnePlaceAndABicepsHasASide() {
        assertTrue(Descriptions.contradicts("scar", "over left eyebrow", "right eye"));
        assertTrue(Descriptions.contradicts("scar", "cicatrice au sourcil gauche", "œil droit"));
        assertTrue(Descriptions.contradicts("tattoo", "cœur, biceps gauche", "biceps droit"));
        assertTrue(Descriptions.contradicts("tattoo", "anchor on the left bicep", "right bicep"));
        assertFalse(Descriptions.contradicts("scar", "over left eyebrow", "right hand"));
    }

    /** A husky voice is deep, a squeak high (pitches.tsv). */
    @Test
    void aHuskyVoiceIsDeepAndASqueakHigh() {
        assertTrue(Descriptions.contradicts("voice", "helium squeak (on heliox)", "low and husky"));
        assertFalse(Descriptions.contradicts("voice", "deep", "husky"));
    }

    /**
     * A scarred part of the body is a scar there ("my scarred left brow", « mon sourcil gauche
     * balafré »: [detail words] and the rules {poss} {detail} {place}, {poss} {place} {detail}).
     */
    @Test
    void aScarredPartIsAScarThere() {
        List<Descriptions.Mention> en =
                Descriptions.read("*I raise my scarred left brow at her.*", NAMES, "Corvin");
        assertEquals(1, en.size(), en.toString());
        assertTrue(Descriptions.contradicts("scar", "through right eyebrow", en.get(0).value()));
        List<Descriptions.Mention> fr =
                Descriptions.read("*je hausse mon sourcil gauche balafré*", NAMES, "Karim");
        assertEquals(1, fr.size(), fr.toString());
        assertTrue(Descriptions.contradicts("scar", "sourcil droit", fr.get(0).value()));
    }
}
