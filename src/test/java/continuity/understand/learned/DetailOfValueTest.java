package continuity.understand.learned;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The model of a value's detail, where no word of the message names one. */
class DetailOfValueTest {
    private static Example fact(String voice, int n, String message, String detail, String value) {
        return new Example(
                voice + "-en-" + n,
                voice,
                "en",
                Door.OOC,
                message,
                List.of("Vey", "Tam"),
                null,
                List.of(),
                null,
                List.of(
                        new Example.Fact(
                                "Vey", detail, null, value, null, null, null, false, null)),
                List.of(),
                List.of(),
                null,
                null);
    }

    @Test
    void itLearnsADetailFromTheValuesWordsAndStaysQuietWhenUnsure() {
        List<Example> train = new ArrayList<>();
        String[] jobs = {"ship's medic", "line cook", "night nurse", "dock worker", "bike courier"};
        String[] hair = {"pixie cut", "buzz cut", "messy bun", "side braid", "long braid"};
        int n = 0;
        for (String voice : List.of("ash", "bo"))
            for (int i = 0; i < jobs.length; i++) {
                train.add(
                        fact(
                                voice,
                                n++,
                                "(( vey works as a " + jobs[i] + " ))",
                                "occupation",
                                jobs[i]));
                train.add(fact(voice, n++, "(( vey has a " + hair[i] + " now ))", "hair", hair[i]));
            }
        var vocab = Vocabulary.of(train);
        var model = Models.train(DetailOfValue.events(train, vocab), Models.Settings.DEFAULT);
        DetailOfValue d = new DetailOfValue(model);
        assertEquals(
                "hair", ofWords(d, prepared("(( vey has a buzz cut now ))", vocab), "buzz", 2));
        assertEquals(
                "occupation",
                ofWords(d, prepared("(( vey works as a line cook ))", vocab), "line", 2));
        // below the threshold, no detail
        Features.Prepared r = prepared("(( ¤ ))", vocab);
        int at = index(r, "¤");
        double best = 0;
        for (double x : model.eval(DetailOfValue.features(r, at, at + 1))) best = Math.max(best, x);
        assertEquals(best >= DetailOfValue.MIN, d.of(r, at, at + 1) != null);
    }

    private static Features.Prepared prepared(String message, Vocabulary vocab) {
        return new Features.Prepared(message, Door.OOC, List.of("Vey"), null, vocab);
    }

    private static String ofWords(DetailOfValue d, Features.Prepared p, String first, int n) {
        int at = index(p, first);
        return d.of(p, at, at + n);
    }

    private static int index(Features.Prepared p, String word) {
        for (int i = 0; i < p.size(); i++) if (p.tokens().get(i).text().equals(word)) return i;
        throw new AssertionError(word + " not a token");
    }
}
