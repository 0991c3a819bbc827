package continuity.understand;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What a question said to the bot asks (issue 23): read by the grammar and the shipped learned
 * reader together, as the bot reads it.
 */
class AskedDetailsTest {
    static final KnownNames CAST = new NamesFor("Mira", "Kade", "Corvin", "Aenor");

    /** The (character, detail) pairs asked, as "kade|age" (the name folded). */
    private static List<String> asked(String message) {
        Reading r = Reader.read(message, null, true, false, CAST, false, List.of());
        return r.questions().stream()
                .map(
                        q ->
                                (q.subject() == null ? "?" : Fold.key(q.subject().name()))
                                        + "|"
                                        + (q.detail().named() ? q.detail().key() : q.topic()))
                .toList();
    }

    @Test
    void theBotsNameBeforeAQuestionIsNoPartOfIt() {
        assertEquals(List.of("kade|age"), asked("continuity what's Kade's age"));
        assertEquals(List.of("mira|birthday"), asked("(( bot pls when is Mira's birthday ))"));
    }

    @Test
    void aQuestionMarkAsksTheWholeSentence() {
        assertEquals(List.of("mira|hometown"), asked("@Continuity d'où est Mira, déjà ?"));
        assertEquals(
                List.of("corvin|scar"), asked("@Continuity la cicatrice de Corvin, où est-elle ?"));
    }

    @Test
    void aQuestionTheGrammarCannotReadIsAskedWhenTheLearnedReaderIsSure() {
        assertEquals(List.of("kade|hometown"), asked("@Continuity il vient d'où Kade déjà"));
        assertEquals(List.of("mira|pronouns"), asked("@Continuity mira pronouns"));
    }

    @Test
    void questionWordsPointToTheDetail() {
        assertEquals(List.of("kade|partner"), asked("@Continuity who is Kade married to?"));
        assertEquals(List.of("kade|weapon"), asked("@Continuity what does Kade carry"));
    }

    @Test
    void theNameOfAThingAsksThatThing() {
        assertEquals(
                List.of("mira|ship"),
                asked("Continuity, what is the name of Mira's ship? It has gone out of my head."));
        assertEquals(List.of("kade|pet"), asked("@Continuity what's Kade's dog called"));
    }

    @Test
    void whatIsStoredForADetailAsksThatDetail() {
        assertEquals(List.of("corvin|age"), asked("@Continuity what do you have for Corvin's age"));
    }

    @Test
    void aQuestionOfADetailFirstIsNoWish() {
        Reading r =
                Reader.read(
                        "@Continuity quelle est la couleur des yeux d'Aenor ? je voudrais la"
                                + " décrire correctement.",
                        null,
                        true,
                        false,
                        CAST,
                        false,
                        List.of());
        assertNull(r.preference());
        assertEquals(1, r.questions().size());
        assertEquals(Detail.of("eyes"), r.questions().get(0).detail());
    }
}
