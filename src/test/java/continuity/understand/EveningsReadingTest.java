package continuity.understand;

import static continuity.understand.OneMention.one;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Readings the descriptive reader missed or got wrong in the evenings of corpus/evenings (dev and
 * train), each fixed as a general rule: one test per rule, English and French where the rule is of
 * both.
 */
class EveningsReadingTest {
    private static final List<String> NAMES =
            List.of("Mira", "Corvin", "Joaquim Tellès", "Honoria Vantage", "Élodie");

    private static List<Descriptions.Mention> read(String text) {
        return Descriptions.read(text, NAMES, null);
    }

    private static List<Descriptions.Mention> read(String text, String speaker) {
        return Descriptions.read(text, NAMES, speaker);
    }

    /** « avant-bras » is a part of the body, not « avant » (another time) in the value. */
    @Test
    void aPartOfTheBodyWrittenWithAHyphenIsOneWord() {
        assertEquals(
                "Joaquim Tellès|tattoo|avant-bras gauche",
                one(
                        read(
                                "*Joaquim retrousse sa manche, l'ancre tatouée sur son avant-bras gauche.*")));
        assertEquals(
                "Mira|scar|avant-bras droit",
                one(read("*Mira frotte la cicatrice sur son avant-bras droit.*")));
        assertEquals(
                "Mira|scar|left shoulder-blade",
                one(read("*Mira rubs the scar on her left shoulder-blade.*")));
    }

    /**
     * A possessive of the other gender than a pronoun already said of the sentence's subject, with
     * no one else named, is someone the post does not name ("the drunk's face and his eyes").
     */
    @Test
    void aPossessiveOfTheOtherGenderThanTheSubjectsIsNobodys() {
        assertTrue(
                read("*Honoria murmurs behind her fan, studying the drunk's face and his watery"
                                + " blue eyes.*")
                        .isEmpty());
        assertTrue(
                read("*Mira sets down her cup, watching the newcomer's hands and his grey eyes.*")
                        .isEmpty());
        // the subject's own: still read
        assertEquals(
                "Mira|eyes|blue",
                one(read("*Mira pushes her hair back, her blue eyes narrowing.*")));
        assertEquals(
                "Corvin|eyes|grey",
                one(read("*Corvin sets down his cup, his grey eyes on the door.*")));
    }

    /**
     * "before every", « avant chaque » tell a habit ([sequence]); "the way" begins a comparison
     * whose untrue words are its own ([comparisons]); "have a think" is no opinion ([untrue
     * aside]).
     */
    @Test
    void aHabitAComparisonAndAThinkSayNothingOfAnotherTime() {
        assertEquals(
                "Mira|scar|left forearm",
                one(
                        read(
                                "*Mira flexes her fingers; the scar on her left forearm aches, the way it"
                                        + " always does before a long dive.*")));
        assertEquals(
                "Mira|scar|left forearm",
                one(read("*Mira rubs the scar on her left forearm before every dive.*")));
        assertEquals(
                "Mira|hair|longs gris",
                one(
                        read(
                                "*Mira dénoue ses longs cheveux gris et les renoue, comme avant chaque"
                                        + " plongée.*")));
        assertEquals(
                "Corvin|beard|ginger",
                one(read("*I scratch at my ginger beard and have a think*", "Corvin")));
        // another time, still: nothing
        assertTrue(read("*Mira's hair was black before the war.*").isEmpty());
        assertTrue(read("*Avant la guerre, Mira avait les cheveux noirs.*").isEmpty());
        assertTrue(read("*I think my beard is ginger*", "Corvin").isEmpty());
    }

    /**
     * The hand a character favours, by what they do with it ([handed], {hand}, {doer}): the
     * sentence's subject's, whoever else it names as an object; « gauche » against « droitière »
     * clashes (hands.tsv); holding a cup or a name right before the verb says nothing.
     */
    @Test
    void whatOneDoesWithAHandSaysWhichHandOneFavours() {
        List<Descriptions.Mention> fr =
                read(
                        "*Mira plaque Corvin contre la planche, recule de dix pas, fait tourner le"
                                + " couteau et le lance de la main droite.*");
        assertEquals("Mira|handedness|droite", one(fr));
        assertTrue(Descriptions.contradicts("handedness", "gauchère", fr.get(0).value()));
        assertTrue(Descriptions.contradicts("handedness", "droitière", "gauche"));
        List<Descriptions.Mention> en =
                read("*Corvin flips the knife over and throws it with his left hand.*");
        assertEquals("Corvin|handedness|left", one(en));
        assertTrue(Descriptions.contradicts("handedness", "right-handed", en.get(0).value()));
        assertTrue(read("*Mira holds the cup in her left hand.*").isEmpty());
        assertTrue(read("*Mira tient sa tasse de la main gauche.*").isEmpty());
        assertTrue(read("*Mira watches Corvin sign the form with his right hand.*").isEmpty());
        assertTrue(read("*Mira regarde Corvin le lancer de la main droite.*").isEmpty());
    }

    /** « pas » after a number or a determiner is a step, not a negation ([negation nouns]). */
    @Test
    void aStepIsNoNegation() {
        assertEquals(
                "Mira|hair|noirs",
                one(read("*Mira recule de dix pas et repousse ses cheveux noirs.*")));
        assertEquals(
                "Mira|hair|noirs",
                one(read("*Mira s'avance d'un pas lourd et repousse ses cheveux noirs.*")));
        assertTrue(read("*Mira n'a pas ses cheveux noirs ce soir.*").isEmpty());
        assertTrue(read("*Mira a pas ses cheveux noirs ce soir.*").isEmpty());
    }

    /**
     * A short form of a first name opening a sentence, before its verb ("*Gwen crouches*" for
     * Gwenllian, « *Bex s'accroupit* » for Bexley), when no other character's name begins so and it
     * is no word the reader knows.
     */
    @Test
    void aShortFormOfAFirstNameOpeningASentenceIsThatCharacter() {
        List<String> names = List.of("Gwenllian Ashby", "Bexley Thorne", "Idris Vaughan");
        List<Descriptions.Mention> en =
                Descriptions.read(
                        "*Gwen crouches in the straw and shoves her tortoiseshell glasses up.*",
                        names,
                        null);
        assertEquals(1, en.size(), en.toString());
        assertEquals("Gwenllian Ashby", en.get(0).character());
        List<Descriptions.Mention> lower =
                Descriptions.read(
                        "*bex is a lefty so he shoves the bag into his pocket*", names, null);
        assertEquals(1, lower.size(), lower.toString());
        assertEquals("Bexley Thorne", lower.get(0).character());
        List<Descriptions.Mention> fr =
                Descriptions.read("*Bex s'accroupit et repousse ses cheveux noirs.*", names, null);
        assertEquals(1, fr.size(), fr.toString());
        assertEquals("Bexley Thorne", fr.get(0).character());
        // two characters whose names begin so, or a word inside a sentence: no one
        assertTrue(
                Descriptions.read(
                                "*Bex pushes her black hair back.*",
                                List.of("Bexley Thorne", "Bexana Moor"),
                                null)
                        .isEmpty());
        assertTrue(
                Descriptions.read("*The bex pushes her black hair back.*", names, null).isEmpty());
    }

    /**
     * A change told after its detail ([change verbs]): "His eyes go from brown to gold", « ses yeux
     * virent au rouge »; what the scene then says of that detail is its change.
     */
    @Test
    void aChangeToldAfterItsDetailIsTheScenesChange() {
        Descriptions.Read en =
                Descriptions.post(
                        "Corvin drops his cup. His eyes go from brown to a bright molten gold.",
                        NAMES,
                        null,
                        null);
        assertTrue(
                en.changes().contains(new Descriptions.Change("Corvin", "eyes")),
                en.changes().toString());
        Descriptions.Read fr =
                Descriptions.post(
                        "*Mira pâlit. Ses yeux virent au rouge sang.*", NAMES, null, null);
        assertTrue(
                fr.changes().contains(new Descriptions.Change("Mira", "eyes")),
                fr.changes().toString());
        assertTrue(
                Descriptions.post("*Mira turns her head and her eyes go wide.*", NAMES, null, null)
                        .changes()
                        .isEmpty());
    }
}
