package continuity.understand;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * One message gives one slot one value: two claims of one character's detail with two values are
 * kept only when the later corrects the earlier; otherwise neither is.
 */
class OneValueASlotTest {
    static final KnownNames NAMES = new NamesFor("Mira", "Kael");

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                // the message does not say which is true: nothing is kept
                "Mira is 19 now, the old sheet says she's 18|",
                // the writer corrects themselves: the later stands
                "Mira is 19. no wait, she's 20|Mira:age:20",
                "mira's eyes are blue. wait no, her eyes are green|mira:eyes:green",
                // two details, or one value said twice: both stand
                "Mira's eyes are green and she's 31|Mira:eyes:green;Mira:age:31",
                "Mira's eyes are green, not blue|Mira:eyes:green",
                "Kael is 40 and Mira is 19|Kael:age:40;Mira:age:19",
                // a detail one may have several of adds up; scope words may part the two
                "Mira has a cat named Pip and she has a dog named Rex|Mira:pet:Pip;Mira:pet:Rex",
                "Mira's 25 in this AU, everywhere else she's 24|Mira:age:25;Mira:age:24"
            })
    void oneSlotOneValue(String text, String expected) {
        Reading r = Reader.read(text, null, true, false, NAMES, false);
        List<String> got =
                r.facts().stream()
                        .map(
                                f ->
                                        f.subject().name()
                                                + ":"
                                                + f.detail().keyOrNull()
                                                + ":"
                                                + f.value())
                        .toList();
        assertEquals(expected == null ? List.of() : List.of(expected.split(";")), got, text);
    }
}
