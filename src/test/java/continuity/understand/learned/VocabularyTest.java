package continuity.understand.learned;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import opennlp.tools.ml.model.Event;
import org.junit.jupiter.api.Test;

/** A word of one train voice only is an unknown word, to the tagger as to the reader. */
class VocabularyTest {
    private static Example said(String voice, String message) {
        return said(voice, message, null);
    }

    private static Example said(String voice, String message, String eyes) {
        return new Example(
                voice + "-en-0001",
                voice,
                "en",
                Door.OOC,
                message,
                List.of("Vey"),
                null,
                List.of(),
                null,
                eyes == null
                        ? List.of()
                        : List.of(
                                new Example.Fact(
                                        "Vey", "eyes", "eyes", eyes, null, null, null, false,
                                        null)),
                List.of(),
                List.of(),
                null,
                null);
    }

    @Test
    void aWordIsKnownWhenThreeVoicesUseIt() {
        Vocabulary v =
                Vocabulary.of(
                        List.of(
                                said("ash", "(( vey's eyes are green ))"),
                                said("bo", "(( vey's eyes are grey, the zorblax kind ))"),
                                said("cy", "(( vey's eyes are grey ))")));
        assertTrue(v.knows("eyes"));
        assertTrue(v.knows("vey"));
        assertFalse(v.knows("zorblax"), "one voice's word");
        assertFalse(v.knows("green"), "one voice's word");
        assertFalse(v.knows("kind"), "one voice's word");
        assertFalse(v.knows("grey"), "two voices' word");
    }

    @Test
    void theTaggerSeesAnUnknownWordByItsShapeAndNeighboursNotItself() {
        List<Example> train =
                List.of(
                        said("ash", "(( vey's eyes are green ))", "green"),
                        said("bo", "(( vey's eyes are grey, the zorblax kind ))", "grey"),
                        said("cy", "(( vey's eyes are blue ))", "blue"));
        List<Event> events = Models.taggerEvents(train);
        boolean unk = false, word = false;
        for (Event e : events)
            for (String c : e.getContext()) {
                unk |= c.equals("w=<unk>");
                word |= c.equals("w=zorblax");
            }
        assertTrue(unk);
        assertFalse(word);
        // a reader whose tagger knows "eyes" but not "zorblax" prepares a message the same way
        var m = Models.train(events, Models.Settings.DEFAULT);
        Vocabulary known = Vocabulary.of(m);
        assertTrue(known.knows("eyes"));
        assertFalse(known.knows("zorblax"));
        assertEquals(
                "<unk>",
                java.util.Arrays.stream(
                                Features.tag(
                                        new Features.Prepared(
                                                "(( zorblax ))",
                                                Door.OOC,
                                                List.of("Vey"),
                                                null,
                                                known),
                                        2,
                                        "O",
                                        "O"))
                        .filter(c -> c.startsWith("w="))
                        .findFirst()
                        .orElseThrow()
                        .substring(2));
    }
}
