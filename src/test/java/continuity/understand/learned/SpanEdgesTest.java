package continuity.understand.learned;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A tagged span's edges, cleaned by span-edges.tsv. */
class SpanEdgesTest {
    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "a courier lol|courier",
                "redevenu forgeron|forgeron",
                "passée colonelle|colonelle",
                "gone|gone",
                "turned white|white",
            })
    void theEdgesGo(String span, String left) {
        List<Token> t = Tokenizer.tokens(span);
        int[] r = SpanEdges.clean(t, 0, t.size());
        assertEquals(left, span.substring(t.get(r[0]).start(), t.get(r[1] - 1).end()));
    }

    /** The tagger stopped at a title's full stop: the value goes on into the name. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "called Mrs. Han, she runs|1|Mrs. Han",
                "est M. Roux depuis|1|M. Roux",
                "wears a St. Christopher medal|2|St. Christopher",
                "she is a mrs. han|3|mrs",
                "the end is near. Then|3|near",
            })
    void aTitleGoesOnIntoItsName(String message, int at, String value) {
        List<Token> t = Tokenizer.tokens(message);
        int[] r = SpanEdges.clean(t, at, at + 1);
        assertEquals(value, message.substring(t.get(r[0]).start(), t.get(r[1] - 1).end()));
    }
}
