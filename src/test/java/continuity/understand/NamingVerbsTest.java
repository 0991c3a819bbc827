package continuity.understand;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Verbs that name their attribute by themselves (verbs.tsv): "worships" is a deity, "plays the
 * lute" an instrument, « parle elfique » a language; a verb that lists its objects reads nothing
 * from another object ("plays chess").
 */
class NamingVerbsTest {
    private static ParsedClause parse(String text) {
        Span s = Normaliser.normalise(Span.of(text), new NamesFor("Cosme", "Lucien", "Ines"));
        return ClauseParser.parse(s, w -> true);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            nullValues = "-",
            value = {
                "Cosme worships Solara|deity|Solara|-",
                "cosme worships the storm god veyl, not solara|deity|storm god veyl|solara",
                "Lucien plays the lute|instrument|lute|-",
                "lucien plays the violin not the lute|instrument|violin|lute",
                "Ines speaks Elvish|language|Elvish|-",
                "Lucien joue du luth|instrument|luth|-",
                "ines parle elfique, pas nain|language|elfique|nain",
                "Cosme vénère Solara|deity|Solara|-",
            })
    void theVerbNamesTheAttribute(String text, String attribute, String value, String old) {
        ParsedClause p = parse(text);
        assertEquals(attribute, p.attribute(), p.toString());
        assertEquals(value, p.value(), p.toString());
        if (old != null) assertEquals(old, p.old(), p.toString());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "lucien plays chess",
        "Lucien plays the villain",
        "ines parle fort",
        // a clause, not a name: an idiom names no deity, a manner no language
        "talia worships the ground he walks on",
        "cosme worships everything you do",
        "ines speaks as if she owned the place",
        "cosme vénère tout ce qu'elle fait"
    })
    void anObjectTheVerbDoesNotListIsNoSuchDetail(String text) {
        ParsedClause p = parse(text);
        if (p != null) {
            assertNotEquals("instrument", p.attribute(), p.toString());
            assertNotEquals("language", p.attribute(), p.toString());
            assertNotEquals("deity", p.attribute(), p.toString());
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "who does cosme worship again?|deity",
                "what does lucien play?|instrument",
                "de quoi joue lucien ?|instrument",
            })
    void aQuestionByTheVerbAsksTheAttribute(String question, String attribute) {
        assertEquals(attribute, QuestionWords.attribute(Fold.key(question)));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"what does lucien do for a living?"})
    void otherQuestionsAreNotTakenByTheVerbs(String question) {
        assertNull(ClauseParser.namingAttributeAsked(Fold.key(question)));
    }
}
