package continuity.understand;

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

    private static String one(List<Descriptions.Mention> got) {
        assertEquals(1, got.size(), got.toString());
        Descriptions.Mention m = got.get(0);
        return m.character() + "|" + m.detail() + "|" + m.value();
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
}
