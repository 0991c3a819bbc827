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
                        asSaid(ex).size() >= (r.more() ? 2 : 1),
                        r.lang() + " " + r.pattern() + ": " + ex + " -> " + asSaid(ex));
            for (String not : r.not())
                assertTrue(
                        asSaid(not).isEmpty(),
                        r.lang() + " " + r.pattern() + ": " + not + " -> " + asSaid(not));
        }
    }

    /**
     * The canon check's first scan of a post's letters ({@code mayDescribe}) never hides what the
     * reader would read of a checked detail: every rule example that gives one passes it.
     */
    @Test
    void theFirstScanLetsThroughEveryExampleOfACheckedDetail() {
        for (Descriptions.Rule r : Descriptions.rules())
            for (String ex : r.examples()) {
                boolean checked =
                        asSaid(ex).stream().anyMatch(m -> Descriptions.checked(m.detail()));
                String text = ex.startsWith("(as ") ? ex.substring(ex.indexOf(')') + 1) : ex;
                if (checked)
                    assertTrue(
                            Descriptions.mayDescribe(text),
                            r.lang() + " " + r.pattern() + ": " + ex);
            }
    }

    /** A rule's example as posted: "(as Mira) *...*" is posted through a proxy as Mira. */
    private static List<Descriptions.Mention> asSaid(String line) {
        if (line.startsWith("(as ")) {
            int close = line.indexOf(')');
            return Descriptions.read(
                    line.substring(close + 1).strip(), NAMES, line.substring(4, close).strip());
        }
        return read(line);
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

    /**
     * "once" says another time ("Mira once had red hair"), except in a phrase of [untrue aside]:
     * "for once", "at once" say this time ("once more" may tell a change, as "again" does).
     */
    @Test
    void onceInAPhraseOfThisTimeIsNoOtherTime() {
        assertEquals(
                List.of("Corvin hair=sandy"),
                said("*Corvin straightens his tie, sandy hair neat for once, and smiles.*"));
        assertEquals(List.of("Mira eyes=green"), said("*Mira's green eyes narrow at once.*"));
        assertEquals(List.of(), said("*Mira's blue eyes flash once more.*"));
        assertEquals(List.of(), said("*Mira once had red hair.*"));
        assertEquals(List.of(), said("*Corvin's cane taps once, his sandy hair neat.*"));
        assertEquals(List.of(), said("*Mira's red hair, once again a wig, slips.*"));
    }

    /**
     * An occupation right after « de » with no determiner is a kind of thing, not someone ([kind
     * before]); « unique », « seul », « bon » after an eye are no value ([stop], as "good", "only"
     * in English).
     */
    @Test
    void aKindOfThingIsNoOneAndAnOnlyEyeHasNoValue() {
        assertEquals(
                List.of("Corvin hair=noirs"),
                said(
                        "*Corvin remonte le filet, la casquette de marin enfoncée sur ses cheveux"
                                + " noirs.*"));
        assertEquals(
                List.of(),
                said(
                        "*Corvin remonte le filet, la casquette du marin enfoncée sur ses cheveux"
                                + " noirs.*"));
        assertEquals(List.of(), said("*Corvin pose le sabre. Son œil unique ne cille pas.*"));
        assertEquals(List.of(), said("*Mira lève son bon œil vers la porte.*"));
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
                        "*Mira sees Corvin and pushes her black hair back.*",
                        "*Mira watches as she pushes her black hair back.*",
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

    /**
     * The one seen, the one a relative stands for, and the sentence's subject told again by its
     * pronoun (canon8: read as nobody's before).
     */
    @Test
    void theOneSeenTheOneARelativeStandsForAndTheSubjectAgain() {
        assertEquals(
                List.of("Corvin hair=black"),
                said("*Mira watches Corvin brush his black hair back.*"));
        assertEquals(
                List.of("Corvin glasses=thick black"),
                said(
                        "*Dov hangs over the chair, watching Corvin push his thick black glasses up.*"));
        assertEquals(
                List.of("Corvin hair=black"),
                said("*Mira nods at Corvin, who pushes his black hair back.*"));
        assertEquals(
                List.of("Corvin beard=noire"),
                said("*Lulu entre en piste, escorté par Corvin qui lisse sa barbe noire.*"));
        assertEquals(
                List.of("Mira eyes=green"),
                said("*Mira leans in, close enough that Corvin can see her green eyes.*"));
        assertEquals(
                List.of("Mira hair=fair"),
                said("*Mira laughs so hard she has to sit down, her fair hair coming loose.*"));
    }

    /**
     * A tattoo told by its motif is compared only with a note that names the same motif (canon8:
     * "the anchor on his right forearm" was not read before).
     */
    @Test
    void aTattooByItsMotifMeetsOnlyANoteOfThatMotif() {
        assertEquals(
                List.of("Corvin tattoo=anchor on his right forearm"),
                said(
                        "*Corvin goes still. Then he pushes his sleeve up over the anchor on his right"
                                + " forearm, as if checking it's still there.*"));
        assertTrue(
                Descriptions.contradicts(
                        "tattoo", "anchor, left forearm", "anchor on his right forearm"));
        assertFalse(
                Descriptions.contradicts(
                        "tattoo", "rose, left forearm", "anchor on his right forearm"));
        assertFalse(
                Descriptions.contradicts("tattoo", "left forearm", "anchor on his right forearm"));
        assertTrue(Descriptions.contradicts("tattoo", "rose, left forearm", "right forearm"));
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

    @Test
    void aPronounThatCouldBeTwoCharactersIsNobodys() {
        // the post shows both are "she": "her" after the comma could be either
        for (String s :
                List.of(
                        "*Mira brushes her hair back. Daisy twirls her hair. Mira sits beside"
                                + " Daisy, her blue eyes on the door.*",
                        "*Mira brushes her hair back. Mira sits beside Daisy, her blue eyes on"
                                + " the door.*",
                        "*Daisy entre. Mira la regarde, ses yeux bleus plissés.*",
                        "*Daisy entre. Elle sourit. Mira la regarde, ses yeux bleus plissés.*"))
            assertTrue(said(s).isEmpty(), s + " -> " + said(s));
        // the other shown "he": still hers
        assertEquals(
                List.of("Mira eyes=blue"),
                said(
                        "*Corvin pushes his hair back. Mira glares at Corvin, her blue eyes"
                                + " narrowing.*"));
        assertEquals(
                List.of("Mira eyes=green"), said("*Mira smiles at Daisy with her green eyes.*"));
    }

    /** The mentions of a post read with these pronouns notes (character -> values). */
    private static List<String> saidWith(String text, java.util.Map<String, List<String>> notes) {
        return Descriptions.read(text, NAMES, null, notes::get).stream()
                .map(m -> m.character() + " " + m.detail() + "=" + m.value())
                .toList();
    }

    @Test
    void storedPronounsSayWhichOfTwoCharactersAPronounIs() {
        var corvinHe = java.util.Map.of("Mira", List.of("she/her"), "Corvin", List.of("he/him"));
        // two characters named, "her" after the comma: Corvin is "he/him", so Mira's
        String glare = "*Mira glares at Corvin, her blue eyes narrowing.*";
        assertEquals(List.of(), said(glare));
        assertEquals(List.of("Mira eyes=blue"), saidWith(glare, corvinHe));
        // "her" opening a sentence after both were named, the post saying "he" of Corvin
        String two = "*Corvin and Mira step in. He sits. Her blue eyes narrow.*";
        assertEquals(List.of(), said(two));
        assertEquals(List.of("Mira eyes=blue"), saidWith(two, corvinHe));
        // "they/them" is not "her"; "she/they" may be
        assertEquals(
                List.of("Mira eyes=blue"),
                saidWith(
                        "*Mira glares at Daisy, her blue eyes narrowing.*",
                        java.util.Map.of("Daisy", List.of("they/them"))));
        assertEquals(
                List.of(),
                saidWith(
                        "*Mira glares at Daisy, her blue eyes narrowing.*",
                        java.util.Map.of(
                                "Mira", List.of("she/her"), "Daisy", List.of("she/they"))));
        // both "she", a note of any pronouns, a note of unknown words, notes that disagree (a
        // scene's "he/him" beside the profile's "she/her"): nobody ruled out, nothing read
        for (var notes :
                List.of(
                        java.util.Map.of("Mira", List.of("she/her"), "Daisy", List.of("she/her")),
                        java.util.Map.of("Corvin", List.of("any/all")),
                        java.util.Map.of("Corvin", List.of("ask me")),
                        java.util.Map.of("Corvin", List.of("she/her", "he/him"))))
            assertEquals(
                    List.of(),
                    saidWith(
                            glare.replace(
                                    "Corvin", notes.containsKey("Daisy") ? "Daisy" : "Corvin"),
                            notes),
                    notes.toString());
        // what the post shows comes first: Corvin shown "she" here is not ruled out by "he/him"
        assertEquals(
                List.of(),
                saidWith(
                        "*Corvin tucks her hair back. Mira glares at Corvin, her blue eyes"
                                + " narrowing.*",
                        corvinHe));
        // the one named before "her" cannot be "her": nobody's, where the post alone read Corvin's
        String one = "*Corvin waves. Her blue eyes narrow.*";
        assertEquals(List.of("Corvin eyes=blue"), said(one));
        assertEquals(List.of(), saidWith(one, corvinHe));
    }

    @Test
    void storedPronounsInFrench() {
        var notes = java.util.Map.of("Mira", List.of("elle"), "Corvin", List.of("il"));
        // « Elle » after two names: Corvin is « il », so Mira's
        String s = "*Corvin rejoint Mira au comptoir. Elle plisse ses yeux bleus.*";
        assertEquals(List.of(), said(s));
        assertEquals(List.of("Mira eyes=bleus"), saidWith(s, notes));
        // both « elle », or « il ou iel »: nothing read
        assertEquals(
                List.of(),
                saidWith(
                        "*Daisy rejoint Mira au comptoir. Elle plisse ses yeux bleus.*",
                        java.util.Map.of("Mira", List.of("elle"), "Daisy", List.of("elle/iel"))));
        // « iel » is neither: Sacha's when Sacha's note says « iel » and Mira's « elle »
        String iel = "*Sacha rejoint Mira au comptoir. Iel plisse ses yeux gris.*";
        assertEquals(List.of(), said(iel.replace("Sacha", "Pépin")));
        assertEquals(
                List.of("Pépin eyes=gris"),
                saidWith(
                        iel.replace("Sacha", "Pépin"),
                        java.util.Map.of("Mira", List.of("elle"), "Pépin", List.of("iel/lui"))));
        // « ses » says no gender: the notes do not make « Mira regarde Corvin, ses yeux » hers
        assertEquals(List.of(), saidWith("*Mira regarde Corvin, ses yeux bleus plissés.*", notes));
    }

    @Test
    void anUnnamedDescriptionOnlyWhenThePostTiesItToTheName() {
        assertEquals(
                List.of("Mira eyes=blue"), said("*The blue-eyed courier, Mira, steps forward.*"));
        assertEquals(
                List.of("Mira hair=black", "Mira eyes=grey"),
                said("*Mira lowers the spyglass. Black hair, grey eyes, a crooked smile.*"));
        assertEquals(
                List.of("Mira eyes=bleus"), said("*Mira, la coursière aux yeux bleus, s'avance.*"));
        assertEquals(
                List.of("Mira eyes=bleus"), said("*La coursière aux yeux bleus, Mira, s'avance.*"));
        assertEquals(
                List.of("Mira hair=platine", "Mira eyes=verts"),
                said("*Mira pousse la porte. Cheveux platine, yeux verts, un sourire en coin.*"));
        for (String s :
                List.of(
                        "*The blue-eyed courier steps forward.*",
                        "*Mira waits by the door. The blue-eyed courier steps forward.*",
                        "*Mira looks at the newcomer. Black hair, grey eyes.*",
                        "*Mira nods at Corvin. Black hair, grey eyes.*",
                        "*The captain steps off the ramp. Short hair, amber eyes.*",
                        "*Mira lowers the spyglass. Black hair, grey eyes: the man she hunts.*",
                        "*La coursière aux yeux bleus s'avance.*",
                        "*Mira attend. La coursière aux yeux bleus s'avance.*",
                        "*Mira regarde l'inconnu. Cheveux platine, yeux verts.*"))
            assertTrue(said(s).isEmpty(), s + " -> " + said(s));
        assertTrue(said("*Black hair, grey eyes.*", "Corvin").isEmpty());
    }

    /** The mentions of a post the canon check would compare: not those of a change it tells. */
    private static List<String> compared(String text) {
        return Descriptions.read(text, NAMES, null).stream()
                .filter(m -> !m.changed())
                .map(m -> m.character() + " " + m.detail() + "=" + m.value())
                .toList();
    }

    @Test
    void aChangeToldInThePostIsTheScenesNotAContradiction() {
        for (String s :
                List.of(
                        "*Mira cut her hair last night. Her short hair sticks up.*",
                        "*Mira's hair is short now; she cut it last night.*",
                        "*Mira runs a hand through her short hair, freshly cut.*",
                        "*Mira shaved her head last week; her short hair is growing back.*",
                        "*Mira hacks off her long braid with a knife. Her short hair feels"
                                + " strange.*",
                        "*Corvin, clean-shaven now, his short black hair combed, bows.*",
                        "*Mira s'est coupé les cheveux. Ses cheveux courts lui vont bien.*",
                        "*Mira se rase la tête. Ses cheveux courts piquent.*",
                        "*Mira se les est coupés cette nuit. Ses cheveux courts piquent.*",
                        "*Mira's hair is short now, and she hates it.*",
                        "*Mira tugs at her now-short hair.*",
                        "*Les cheveux de Mira sont courts désormais.*",
                        "*Mira a les cheveux courts maintenant.*"))
            assertTrue(
                    compared(s).isEmpty() && !said(s).isEmpty() || s.contains("clean-shaven"),
                    s + " -> " + said(s) + " / " + compared(s));
        // "now" that is not beside the value
        assertEquals(
                List.of("Mira eyes=blue"),
                compared("*Mira looks up now, her blue eyes narrowing.*"));
        // the detail a change is of, alone: the eyes stay compared
        assertEquals(
                List.of("Mira eyes=blue"),
                compared("*Mira cut her hair short. Her blue eyes sparkle.*"));
        // the word as an adjective says a state, not a change: still compared
        assertEquals(
                List.of("Mira hair=cropped white"),
                compared("*Mira runs a hand over her cropped white hair.*"));
        assertEquals(
                List.of("Mira hair=noirs"),
                compared(
                        "*Mira penche la tête ; ses cheveux noirs, coupés à la mâchoire, brillent.*"));
        // a cut that is not the hair's
        assertEquals(
                List.of("Mira hair=long"),
                compared("*Mira cuts the rope. Her long hair whips in the wind.*"));
        assertEquals(
                List.of("Mira hair=longs"),
                compared("*Mira coupe la corde. Ses cheveux longs fouettent l'air.*"));
    }

    /** The changes a post tells, as "character detail", in order. */
    private static List<String> told(String text, String speaker) {
        return Descriptions.post(text, NAMES, speaker, null).changes().stream()
                .map(x -> x.character() + " " + x.detail())
                .toList();
    }

    @Test
    void aChangeToldIsTheCharactersItIsSaidOf() {
        // the possessive after the change word, else the sentence's subject
        assertEquals(List.of("Mira hair"), told("*Mira grabs the knife and cuts her hair.*", null));
        assertEquals(
                List.of("Daisy hair"), told("*Mira waits. Daisy cut her hair last night.*", null));
        assertEquals(
                List.of("Corvin beard"),
                told("*Corvin, clean-shaven now, his short black hair combed, bows.*", null));
        assertEquals(List.of("Mira hair"), told("*I hack off my braid.*", "Mira"));
        assertEquals(List.of("Mira hair"), told("*Mira s'est coupé les cheveux.*", null));
        assertEquals(
                List.of("Daisy hair"), told("*Daisy s'assoit. Elle les a coupés ce matin.*", null));
        // a value with "now" beside it
        assertEquals(List.of("Daisy hair"), told("*Daisy's hair is blonde now.*", null));
        // whose is not sure: every known character of the post
        assertEquals(
                List.of("Mira hair", "Daisy hair"),
                told("*Mira watches as Daisy cuts her hair.*", null));
        assertEquals(
                List.of("Mira hair"), told("\"I cut it all off,\" she says. *Mira smiles.*", null));
        // another character's same detail is still compared
        assertEquals(
                List.of("Mira hair=long black"),
                compared("*Daisy cut her hair last night. Mira's long black hair is tied back.*"));
        assertEquals(
                List.of(), told("*Mira cuts the rope. Her long hair whips in the wind.*", null));
        // a state held since before (canon8: was told as a change, so the scene's later posts
        // were never compared with the note)
        assertEquals(
                List.of(), told("*Corvin rubs his jaw, clean-shaven since the wedding.*", null));
        assertEquals(
                List.of(),
                told("*Corvin se frotte la lèvre, rasée de près depuis ce maudit pari.*", null));
        assertEquals(List.of("Corvin beard"), told("*Corvin rubs his jaw, clean-shaven.*", null));
        // « les » an article, not the hair: « les coupes » are cups
        assertEquals(
                List.of(),
                told("*Mira rit, et son rire fait trembler les coupes sur la table.*", null));
    }

    /** The mentions of a post among these names, as "character detail=value". */
    private static List<String> among(List<String> names, String text) {
        return Descriptions.read(text, names, null).stream()
                .map(m -> m.character() + " " + m.detail() + "=" + m.value())
                .toList();
    }

    /** Issue 24, fourth pass: what the reader reads more of, and its look-alikes. */
    @Test
    void fourthPassReadsMoreAndStillNotTheLookAlikes() {
        // a word of a longer name that no other character has, never a title
        var names = List.of("Dee Parrish", "Aurèle Pralong", "Brother Anselm", "Mira");
        assertEquals(
                List.of("Dee Parrish eyes=green"),
                among(names, "*Dee squints at the road, green eyes stinging.*"));
        assertEquals(
                List.of("Aurèle Pralong beard=rousse"),
                among(names, "*Aurèle passe la main dans sa barbe rousse.*"));
        assertEquals(List.of(), among(names, "*Brother's grey eyes narrow.*"));
        assertEquals(
                List.of(),
                among(List.of("Dee Parrish", "Dee Walsh"), "*Dee's green eyes narrow.*"));
        // a title or a rank right before a name is the name's own
        assertEquals(
                List.of("Nalia hair=rasé"),
                said("*La reine Nalia passe une main sur son crâne rasé.*"));
        // a sentence that opens with a pronoun is about the one it stands for, not its object;
        // « de ses yeux » after the object is the subject's
        assertEquals(
                List.of("Mira eyes=violets"),
                said("*Mira entre. Elle fixe Daisy de ses yeux violets.*"));
        assertEquals(List.of("Mira eyes=verts"), said("*Mira fixe Daisy de ses yeux verts.*"));
        // a bare head, one eye, locs, a lock
        assertEquals(List.of("Corvin hair=bald"), said("*Corvin rubs his bald head.*"));
        assertEquals(
                List.of("Corvin hair=rasé"), said("*Corvin passe une main sur son crâne rasé.*"));
        assertEquals(List.of("Kes eyes=amber"), said("*Kes squints her one amber eye.*"));
        assertEquals(List.of("Kes hair=locs"), said("*Kes twists her locs up.*"));
        // ... and not a tired head, a half-shaved one, a good eye, a fur coat
        for (String t :
                List.of(
                        "*Corvin rests his tired head on the table.*",
                        "*Corvin rubs his half-shaved head.*",
                        "*Corvin passe une main sur son crâne rasé d'un côté.*",
                        "*Kes narrows her good eye.*",
                        "*Kes pulls her white fur coat tighter.*",
                        "*Kes ties back her red hair ribbon.*"))
            assertEquals(List.of(), said(t), t);
        // the colour of hair shaved on one side, not the shave
        assertEquals(
                List.of("Mira hair=violets"),
                said("*Mira passe une main dans ses cheveux violets, rasés sur le côté gauche.*"));
        // ages: "and", Swiss and Belgian numbers, a likeness in the sentence
        assertEquals(List.of("Daisy age=thirty-one"), said("*Daisy, thirty-one and tired, sits.*"));
        assertEquals(
                List.of("Daisy age=nonante-deux"), said("*Daisy, nonante-deux ans, se lève.*"));
        assertEquals(List.of("Daisy age=27"), said("*Daisy, 27, grins like a fox.*"));
        // a word of [untrue] that is not another time: the first part of a compound, "before"
        // and what is done next, a person after a determiner, a comparison after the description
        assertEquals(
                List.of("Oskar beard=noire trempée"),
                said("*Oskar pose le fusil sur son avant-bras, sa barbe noire trempée.*"));
        assertEquals(
                List.of("Kes hair=teal"),
                said("*Kes tucks her teal hair away before walking out.*"));
        assertEquals(
                List.of("Kes hair=noirs"), said("*Kes attache ses cheveux noirs avant d'entrer.*"));
        assertEquals(
                List.of("Kes beard=blanche"),
                said("*Kes caresse sa barbe blanche et sourit à l'enfant.*"));
        assertEquals(
                List.of("Kes eyes=cloudy"),
                said("*Kes's cloudy eyes follow the ghost like he could see her plain as day.*"));
        // ... but still: before a time, once a colour, a time in the description's own clause
        for (String t :
                List.of(
                        "*Kes's hair was black before the war.*",
                        "*Kes rubs her once-black hair.*",
                        "*Kes's hair was black once.*",
                        "*Enfant, Kes avait les cheveux blonds.*",
                        "*Like it might, Kes's hair could be black.*"))
            assertEquals(List.of(), said(t), t);
    }

    @Test
    void firstPersonInAProxysActionIsItsCharacter() {
        assertEquals(List.of("Mira hair=black"), said("*I brush my black hair back*", "Mira"));
        assertEquals(List.of("Mira eyes=green"), said("*I narrow my green eyes at him*", "Mira"));
        assertEquals(List.of("Mira hair=noirs"), said("*je repousse mes cheveux noirs*", "Mira"));
        assertEquals(List.of("Mira hair=black"), said("_I brush my black hair back_", "Mira"));
        assertEquals(
                List.of("Mira eyes=verts"),
                said("*j'ai les yeux verts et un sale caractère*", "Mira"));
        // "she" and "her" in a first-person post are never the proxy's own character
        for (String s :
                List.of(
                        "*I sit down. Her blue eyes narrow.*",
                        "*I sit down, her blue eyes on me.*",
                        "*I brush her black hair back*",
                        "*Je m'assois. Ses yeux bleus me fixent.*",
                        "*Je m'assois, ses yeux bleus sur moi.*"))
            assertTrue(said(s, "Mira").isEmpty(), s + " -> " + said(s, "Mira"));
        // said, not told; nobody's in a post not sent as a character
        assertTrue(said("My eyes are blue, idiot.", "Mira").isEmpty());
        assertTrue(said("J'ai les yeux bleus, idiot.", "Mira").isEmpty());
        assertTrue(said("*I brush my black hair back*").isEmpty());
        assertTrue(said("my_black_hair is my username", "Mira").isEmpty());
        assertTrue(said("*je repousse mes cheveux noirs*").isEmpty());
        // "my" said outside the action does not make the action first-person (hair "flying" is
        // long enough to move, lengths.tsv: the verb is read into the value)
        assertEquals(
                List.of("Mira hair=lilac hair flying"),
                said("*spins, lilac hair flying* who ate my strawberry milk??", "Mira"));
        // "she" is the other one there
        assertEquals(
                List.of("Daisy hair=black"),
                said("*I glare at Daisy. She brushes her black hair back.*", "Mira"));
    }
}
