package continuity.understand;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The descriptive reader: every rule's examples and look-alikes, and the colour comparison. */
class DescriptionsTest {
    private static final List<String> NAMES =
            List.of(
                    "Mira", "Corvin", "Anselm", "Corwen", "Oskar", "Cal", "Nalia", "Élodie", "Kes",
                    "Salomé", "Pépin", "Daisy", "Nyla", "Abigaïl");

    private static List<Descriptions.Mention> read(String text) {
        return Descriptions.read(text, NAMES, null);
    }

    @Test
    void everyRuleReadsItsExamplesAndNotItsLookAlikes() {
        assertFalse(Descriptions.rules().isEmpty());
        for (Descriptions.Rule r : Descriptions.rules()) {
            for (String ex : r.examples())
                assertTrue(
                        read(ex).size() >= (r.more() ? 2 : 1),
                        r.lang() + " " + r.pattern() + ": " + ex + " -> " + read(ex));
            for (String not : r.not())
                assertTrue(
                        read(not).isEmpty(),
                        r.lang() + " " + r.pattern() + ": " + not + " -> " + read(not));
        }
    }

    @Test
    void readsTheCharacterDetailAndValue() {
        var m = read("*Mira's blue eyes narrow.*").get(0);
        assertEquals("Mira", m.character());
        assertEquals("eyes", m.detail());
        assertEquals("blue", m.value());
        m = read("*Mira sighs and brushes her black hair back.*").get(0);
        assertEquals("hair", m.detail());
        assertEquals("black", m.value());
        m =
                read("*Les yeux bleus d'Élodie se plissent.*").isEmpty()
                        ? read("*Les yeux bleus de Mira se plissent.*").get(0)
                        : read("*Les yeux bleus d'Élodie se plissent.*").get(0);
        assertEquals("eyes", m.detail());
        assertEquals("bleus", m.value());
        m = Descriptions.read("*remue ses oreilles rousses d'un air vexé*", NAMES, "Mira").get(0);
        assertEquals("Mira", m.character());
        assertEquals("ears", m.detail());
    }

    @Test
    void staysSilentOnDialogueLiesTricksOfLightAndOthers() {
        for (String s :
                List.of(
                        "\"My eyes are blue,\" Mira said.",
                        "*'Mira's eyes are blue,' she lied*",
                        "*Mira lied about her blue eyes.*",
                        "Mira's eyes look almost blue in this light.",
                        "*Her eyes look almost blue in this light, Mira thinks.*",
                        "*She brushes her black hair back.*",
                        "*Mira watches Corvin brush his black hair back.*",
                        "*Mira glares at the Captain, who pushes his black hair back.*",
                        "*Mira grins at the stranger, who pushes his black hair back.*",
                        "*Mira watches him. She sighs as he pushes his black hair back.*",
                        "*The blue-eyed courier steps forward.*",
                        "« J'ai les yeux bleus », dit Mira.",
                        "*Les yeux de Mira paraissent presque bleus sous la lumière.*",
                        "*If Mira had blue eyes, she would be a Vantis.*",
                        "*Mira wears a wig of black hair.*",
                        "*Mira's hair is not black.*"))
            assertTrue(read(s).isEmpty(), s + " -> " + read(s));
    }

    @Test
    void onlyColoursThatCannotBothHoldContradict() {
        assertTrue(Descriptions.contradicts("eyes", "green", "blue"));
        assertTrue(Descriptions.contradicts("eyes", "vert", "bleus"));
        assertTrue(Descriptions.contradicts("hair", "black", "blonde"));
        assertTrue(Descriptions.contradicts("age", "27", "31"));
        assertFalse(Descriptions.contradicts("eyes", "green", "tired"));
        assertFalse(Descriptions.contradicts("eyes", "brown", "dark brown"));
        assertFalse(Descriptions.contradicts("eyes", "brown", "hazel"));
        assertFalse(Descriptions.contradicts("eyes", "blue", "bleus"));
        assertFalse(Descriptions.contradicts("hair", "red", "rousse"));
        assertFalse(Descriptions.contradicts("outfit", "red cloak", "black dress"));
        assertFalse(Descriptions.contradicts("age", "27", "about 30"));
        assertFalse(Descriptions.contradicts("eyes", "one blue, one green", "green"));
    }
}
