package continuity.understand;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import continuity.chat.Lang;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The correction shapes of the issue, English and French: who, attribute, new value, old value,
 * cue.
 */
class CorrectionGrammarTest {
    static final KnownNames NAMES = new NamesFor("Mira", "Kael");

    static FactClaim read(String text, boolean addressed) {
        Reading r = Reader.read(text, null, addressed, false, NAMES, false);
        assertEquals(1, r.facts().size(), "one claim in: " + text + " -> " + r);
        return r.facts().get(0);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "Mira's eyes are green, not blue.|Mira|eyes|green|blue|EN|",
                "No, Mira's eye colour is green.|Mira|eyes|green||EN|",
                "Actually, Mira has green eyes, not blue.|Mira|eyes|green|blue|EN|",
                "Correction: Mira's hair is silver, not black|Mira|hair|silver|black|EN|",
                "Mira doesn't have blue eyes, she has green eyes.|Mira|eyes|green|blue|EN|",
                "Mira is 24, not 19.|Mira|age|24|19|EN|",
                "(( in this scene Mira wears a green cape, not the grey coat ))|Mira|outfit|a green cape|grey coat|EN|SCENE",
                "For this AU, Mira has green eyes.|Mira|eyes|green||EN|STORY",
                "(( Kael is an elf, not a human ))|Kael|species|an elf|human|EN|",
                "Les yeux de Mira sont verts, pas bleus.|Mira|eyes|verts|bleus|FR|",
                "(( Mira a les yeux verts ))|Mira|eyes|verts||FR|",
                "En fait, Mira a les cheveux roux, pas bruns.|Mira|hair|roux|bruns|FR|",
                "Non, Mira n'a pas les yeux bleus, elle a les yeux verts.|Mira|eyes|verts|bleus|FR|",
                "(( Dans cette scène, Mira porte une cape verte. ))|Mira|outfit|une cape verte||FR|SCENE",
                "(( Pour cet UA, Mira a 30 ans ))|Mira|age|30||FR|STORY",
                "(( désormais, Mira a les yeux gris ))|Mira|eyes|gris||FR|EVERYWHERE",
                "(( MIRA'S EYES ARE GREEN, NOT BLUE ))|MIRA|eyes|GREEN|BLUE|EN|",
                "(( Mira’s eyes are green, not blue ))|Mira|eyes|green|blue|EN|",
            })
    void readsTheCorrection(
            String text,
            String who,
            String attribute,
            String value,
            String old,
            String lang,
            String cue) {
        FactClaim c = read(text, false);
        assertEquals(Subject.Type.NAMED, c.subject().type());
        assertEquals(who, c.subject().name());
        assertEquals(Detail.of(attribute), c.detail());
        assertEquals(value, c.value());
        assertEquals(old, c.oldValue());
        assertEquals(Lang.valueOf(lang), c.lang());
        assertEquals(cue == null ? null : ScopeCue.valueOf(cue), c.cue());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "(( her eyes are green, not blue ))|PRONOUN|eyes|green",
                "(( correction: my eyes are green, not blue ))|SPEAKER|eyes|green",
                "give her green eyes from now on, in every story|PRONOUN|eyes|green",
                "en fait, donne-lui les yeux verts à partir de maintenant.|PRONOUN|eyes|verts",
            })
    void readsPronounsAndTheSpeaker(String text, String type, String attribute, String value) {
        FactClaim c = read(text, text.startsWith("give") || text.startsWith("en fait"));
        assertEquals(Subject.Type.valueOf(type), c.subject().type());
        assertEquals(Detail.of(attribute), c.detail());
        assertEquals(value, c.value());
        assertNotNull(c.lang());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                // a scar's value is where it is, as for "a scar across her cheek" (MarkPlace)
                "(( Mira has a long red scar across her cheek ))|scar|cheek",
                "(( Mira has a silver mask, not a gold one ))|mask|a silver mask",
                "(( Mira a une cicatrice sur la joue ))|scar|joue",
            })
    void aDetailWithAnArticleIsNamedByItsHeadNoun(String text, String attribute, String value) {
        FactClaim c = read(text, false);
        assertEquals(Detail.of(attribute), c.detail());
        assertEquals(value, c.value());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                // a list item naming someone else: what follows is theirs, not the subject's
                "(( Mira has a daughter on the ground, Maartje, 12. she sends letters ))|0",
                "(( Mira has a daughter, Maartje, 12 ))|0",
                "(( Mira is tall, 19, human ))|2",
            })
    void aListGoesOnForItsSubjectUntilItNamesSomeoneElse(String text, int ages) {
        Reading r = Reader.read(text, null, false, false, NAMES, false);
        assertEquals(
                ages,
                r.facts().stream()
                        .filter(
                                f ->
                                        f.detail().equals(Detail.of("age"))
                                                || f.detail().equals(Detail.of("species")))
                        .count(),
                text + " -> " + r.facts());
    }
}
