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

    /** The mentions of a post as "character detail=value", in order. */
    private static List<String> said(String text, String speaker) {
        return Descriptions.read(text, NAMES, speaker).stream()
                .map(m -> m.character() + " " + m.detail() + "=" + m.value())
                .toList();
    }

    private static List<String> said(String text) {
        return said(text, null);
    }

    @Test
    void aPossessiveIsTheSentencesSubjectOrTheOnlyOneItCanBe() {
        // the subject, with the other names after a preposition
        assertEquals(
                List.of("Mira eyes=green"), said("*Mira glares at Corvin with her green eyes.*"));
        assertEquals(
                List.of("Pépin eyes=bleus"),
                said("*Pépin lève vers Daisy ses grands yeux bleus.*"));
        // the name that opens the sentence, though another was named before
        assertEquals(
                List.of("Mira hair=black"),
                said("*Corvin leaves without a word. Mira brushes her black hair back.*"));
        // the only one named before, across sentences
        assertEquals(List.of("Mira eyes=grey"), said("*Mira turned. Her eyes were grey.*"));
        // the post's own "he" and "she" say who is who
        assertEquals(
                List.of("Mira eyes=blue"),
                said(
                        "*Corvin pushes his hair back. Mira glares at Corvin, her blue eyes"
                                + " narrowing.*"));
        assertEquals(
                List.of("Corvin eyes=grey"),
                said("*Mira brushes her hair back. Corvin glares at Mira, his grey eyes cold.*"));
        // a proxy's action that opens with its verb is the proxy's
        assertEquals(List.of("Mira eyes=bleus"), said("*plisse ses yeux bleus*", "Mira"));
        assertEquals(
                List.of("Mira hair=blonde"),
                said("*tucks a strand of blonde hair behind her ear*", "Mira"));
        // "With a flick of her red hair, Mira turns": the name after
        assertEquals(
                List.of("Mira hair=red"), said("*With a flick of her red hair, Mira turns away.*"));
    }

    @Test
    void aPossessiveThatCouldBeSomeoneElsesIsNobodys() {
        for (String s :
                List.of(
                        "*Mira watches Corvin brush his black hair back.*",
                        "*Mira hands Corvin the map. He pockets it, his grey eyes unreadable.*",
                        "*Mira brushes her hair. Corvin nods. She smiles, her grey eyes warm.*",
                        "*Mira glares at Corvin, her blue eyes narrowing.*",
                        "*Mira looks at her, her blue eyes cold.*",
                        "*Mira pets her cat, its green eyes half-closed.*",
                        "*Mira smiles at her daughter. Her blue eyes are soft.*",
                        "*Mira grins at the stranger. He pushes his black hair back.*",
                        "*Mira regarde Corvin, ses yeux verts plissés.*",
                        "*Mira caresse son chat, ses yeux verts mi-clos.*",
                        "*Corvin salue Mira. Ses yeux bleus brillent.*"))
            assertTrue(said(s).isEmpty(), s + " -> " + said(s));
        assertTrue(said("*regarde Corvin, ses yeux bleus plissés*", "Mira").isEmpty());
    }

    @Test
    void possessivesWithAndWithoutApostrophe() {
        assertEquals(List.of("Mira eyes=blue"), said("*Miras blue eyes narrow.*"));
        assertEquals(List.of("Mira eyes=blue"), said("*Mira\u2019s blue eyes narrow.*"));
        assertEquals(List.of("Mira eyes=blue"), said("*mira's eyes r blue*"));
        assertEquals(
                List.of("Jules eyes=blue"),
                Descriptions.read("*Jules' blue eyes narrow.*", List.of("Jules"), null).stream()
                        .map(m -> m.character() + " " + m.detail() + "=" + m.value())
                        .toList());
        assertEquals(List.of("Élodie eyes=bleus"), said("*Les yeux bleus d'Élodie se plissent.*"));
    }

    @Test
    void nounPhrasesInBothLanguages() {
        assertEquals(List.of("Mira hair=long black"), said("*Mira's long black hair sways.*"));
        assertEquals(
                List.of("Mira eyes=blue", "Mira hair=red"),
                said("*Mira, with her blue eyes and red hair, draws every gaze.*"));
        assertEquals(List.of("Mira eyes=green"), said("*The green eyes of Mira fix on the door.*"));
        assertEquals(List.of("Mira eyes=grey"), said("*Mira's eyes were the grey of slate.*"));
        assertEquals(List.of("Mira hair=red"), said("Mira, a tall red-haired woman, steps in."));
        assertEquals(
                List.of("Salomé hair=longues blondes"),
                said("*Salomé passe une main dans ses longues mèches blondes.*"));
        assertEquals(
                List.of("Mira eyes=verts", "Mira hair=noirs"),
                said("Mira, aux yeux verts et aux cheveux noirs, s'avance."));
        // a French adjective before the noun is in the value when it says a length
        assertEquals(
                List.of("Mira hair=longs noirs"),
                said("*Les longs cheveux noirs de Mira tombent.*"));
        assertEquals(List.of("Pépin eyes=bleus"), said("*Pépin ouvre ses grands yeux bleus.*"));
        assertEquals(List.of("Nyla hair=chignon"), said("*Nyla recule, la main sur son chignon.*"));
    }

    @Test
    void agesInDigitsAndWords() {
        assertEquals(
                List.of("Mira age=twenty-seven"), said("Mira, twenty-seven, signs the lease."));
        assertEquals(List.of("Mira age=27"), said("*The 27-year-old Mira signs the lease.*"));
        assertEquals(
                List.of("Mira age=trente et un"), said("Mira, trente et un ans, signe le bail."));
        assertEquals("27", Descriptions.valueKey("age", "twenty-seven"));
        assertEquals("31", Descriptions.valueKey("age", "trente et un ans"));
        assertEquals("77", Descriptions.valueKey("age", "soixante-dix-sept"));
        assertEquals("80", Descriptions.valueKey("age", "quatre-vingts"));
        assertFalse(Descriptions.contradicts("age", "27", "twenty-seven"));
        assertFalse(Descriptions.contradicts("age", "31 years old", "trente et un"));
        assertTrue(Descriptions.contradicts("age", "30", "twenty-seven"));
        for (String s :
                List.of(
                        "*Mira was 27 years old when the war began.*",
                        "*Mira, the 27-year-old's mother, signs.*",
                        "*Mira avait 27 ans quand la guerre a commencé.*",
                        "*1994. Un jeune Mira, trente ans à peine, repeint la chapelle.*"))
            assertTrue(said(s).isEmpty(), s + " -> " + said(s));
    }

    @Test
    void onlyValuesOfOneClassAreCompared() {
        assertTrue(Descriptions.contradicts("hair", "long black", "short"));
        assertTrue(Descriptions.contradicts("hair", "long", "courts"));
        assertTrue(Descriptions.contradicts("beard", "long", "short"));
        assertFalse(Descriptions.contradicts("hair", "long", "shoulder-length"));
        assertFalse(Descriptions.contradicts("hair", "black", "short"));
        assertTrue(Descriptions.contradicts("hair", "short black", "long black curls"));
        // a passing state is not a colour of the detail; canon may still hold it
        assertFalse(Descriptions.contradicts("eyes", "blue", "red"));
        assertFalse(Descriptions.contradicts("eyes", "vert", "rouges"));
        assertTrue(Descriptions.contradicts("eyes", "red", "blue"));
        assertFalse(Descriptions.contradicts("skin", "brown", "white"));
        // "dark" alone says no colour for sure
        assertFalse(Descriptions.contradicts("eyes", "blue", "dark"));
        assertTrue(Descriptions.contradicts("eyes", "blue", "dark brown"));
        assertTrue(Descriptions.contradicts("eyes", "green", "ice-blue"));
        assertFalse(Descriptions.contradicts("hair", "black", "jet-black"));
    }

    @Test
    void passingStatesIdiomsQuestionsAndQuotesAreNotDescriptions() {
        for (String s :
                List.of(
                        "*Mira's eyes are red from crying.*",
                        "*Mira's hair is white with snow.*",
                        "*Mira a les cheveux blancs de neige.*",
                        "*Mira a les yeux rouges d'avoir pleuré.*",
                        "*Mira's black eye throbs.*",
                        "*Mira a un œil au beurre noir.*",
                        "mira has blue eyes right?",
                        "> Mira's blue eyes narrow.",
                        "*Mira remembers when her hair was black.*",
                        "*Mira will have blue eyes after the ritual.*",
                        "*In the firelight, Mira's eyes are amber.*",
                        "*Mira's eyes, golden in the firelight, fix on him.*",
                        "*Mira's glowing blue eyes pierce the dark.*"))
            assertTrue(said(s).isEmpty(), s + " -> " + said(s));
        // a colour said before its detail is the detail's own, whatever the light does
        assertEquals(
                List.of("Mira eyes=brown"),
                said("*Mira's brown eyes glint amber in the firelight.*"));
    }

    @Test
    void clothesWithAnAdjectiveAreAnOutfitNeverCompared() {
        assertEquals(
                List.of("Mira outfit=charcoal trench coat"),
                said("*Mira turns up the collar of her charcoal trench coat.*"));
        assertEquals(
                List.of("Nyla outfit=cape bleu nuit"),
                said("*Nyla rajuste sa cape bleu nuit de première année.*"));
        // a garment alone says nothing of it; after a French one, only a colour is sure
        assertTrue(said("*Mira pulls on her coat.*").isEmpty());
        assertTrue(said("*Mira enfile sa chemise trop vite.*").isEmpty());
        assertTrue(said("*Sa combinaison craque aux coutures, Mira jure.*").isEmpty());
        assertFalse(Descriptions.checked("outfit"));
        assertFalse(Descriptions.contradicts("outfit", "red cloak", "black cloak"));
    }
}
