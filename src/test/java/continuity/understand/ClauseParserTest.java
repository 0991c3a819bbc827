package continuity.understand;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The third stage: one clause read as subject, attribute, value, old value and negation, English
 * and French.
 */
class ClauseParserTest {
    private static ParsedClause parse(String text) {
        Span s =
                Normaliser.normalise(
                        Span.of(text),
                        new NamesFor("Mira", "Corvin", "Élodie", "Esme", "Lysander"));
        return ClauseParser.parse(s, w -> true);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            nullValues = "-",
            value = {
                "Mira's eyes are green, not blue|Mira|eyes|green|blue|false",
                "mira has green eyes instead of blue|mira|eyes|green|blue|false",
                "Corvin is a smuggler, not a soldier|Corvin|occupation|a smuggler|soldier|false",
                "Corvin has a scar over his right eye|Corvin|scar|a scar over his right eye|-|false",
                "Corvin is Mira's brother|Corvin|sibling|Mira's brother|-|false",
                "Corvin is left-handed|Corvin|handedness|left-handed|-|false",
                "the raven is called Pip not Pit|-|pet|Pip|Pit|false",
                "Corvin est le frère de Mira|Corvin|sibling|le frère de Mira|-|false",
                "it's hazel eyes for Esme, not blue|Esme|eyes|hazel|blue|false",
                "Mira was born in Saltreach|Mira|birthplace|Saltreach|-|false",
                "Mira is no longer a courier|Mira|occupation|a courier|-|true",
                "esme isnt 24|esme|age|24|-|true",
                "les yeux de Mira sont verts, pas bleus|Mira|eyes|verts|bleus|false",
                "Élodie a les cheveux roux, pas bruns|Élodie|hair|roux|bruns|false",
                "Élodie est gauchère|Élodie|handedness|gauchère|-|false",
                "c'est noisette les yeux de Lysander, pas bleu|Lysander|eyes|noisette|bleu|false",
                "élodie a pas 27 ans|élodie|age|27|-|true",
                "Mira porte une cape verte|Mira|outfit|une cape verte|-|false",
                "Oriane est née à Salvent|Oriane|birthplace|Salvent|-|false",
                "talia's sister is Elena|talia|sibling|Elena|-|false",
                "dahlia's cat is called pepper not biscuit|dahlia|pet|pepper|biscuit|false",
                "talia's horse is a black mare|talia|pet|a black mare|-|false",
            })
    void readsTheClause(
            String text,
            String name,
            String attribute,
            String value,
            String old,
            boolean negative) {
        ParsedClause p = parse(text);
        if (name == null) assertEquals(Subject.Type.PRONOUN, p.subject().type(), p.toString());
        else assertEquals(name, p.subject().name(), p.toString());
        assertEquals(attribute, p.attribute(), p.toString());
        assertEquals(value, p.value(), p.toString());
        assertEquals(old, p.old(), p.toString());
        assertEquals(negative, p.negative(), p.toString());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "Mira has blue eyes and black hair|eyes=blue;hair=black",
                "Mira a les yeux verts et les cheveux noirs|eyes=verts;hair=noirs",
            })
    void twoDetailsInOneClauseAreTwoClaims(String text, String expected) {
        Span s = Normaliser.normalise(Span.of(text), new NamesFor("Mira"));
        List<String> got =
                ClauseParser.parseAll(s, w -> true).stream()
                        .map(p -> p.attribute() + "=" + p.value())
                        .toList();
        assertEquals(List.of(expected.split(";")), got);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "what if Mira had green eyes",
                "maybe Mira should be a thief",
                "Mira aurait pu être voleuse",
                "is Mira left handed?",
                "the weather is nice",
                "Mira's eyes are so pretty in that art",
                "les yeux de Mira sont trop beaux",
                // a relative's own detail is nothing of the character
                "talia's sister has blue eyes",
                "talia's mom had red hair",
                "talia's horse is black",
                "le cheval de talia est noir",
            })
    void hypothesesQuestionsAndSmallTalkAreNoClaim(String text) {
        assertNull(parse(text));
    }
}
