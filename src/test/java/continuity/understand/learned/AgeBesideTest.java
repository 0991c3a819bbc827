package continuity.understand.learned;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A number no word names is an age only by the name, a subject or the words of an age. */
class AgeBesideTest {
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "(( Oriel, 16, a wand ))|16|true",
                "(( dez is 21 btw ))|21|true",
                "(( Kiyo Lan, 29, manager ))|29|true",
                "(( she's 17 actually ))|17|true",
                "(( Pim a 16 ans ))|16|true",
                "(( a tattoo on the left wrist, a 7 ))|7|false",
                "(( Ilse has a daughter, Maartje, 12 ))|12|false",
                "(( Anton: scar from the stove, 1945 ))|1945|false",
                // a number standing alone in a list after the name, nobody else named between
                "(( airship game!! oriel farthing, 19, courier ))|19|true",
                "(( Kiyo is the band manager. 41, chain smoker ))|41|true",
                "(( Kiyo plays for Team Hornbill, 23, tall ))|23|false",
                "(( Pim: cabin 4, top bunk ))|4|false",
            })
    void anAgeStandsByItsOwner(String message, String number, boolean age) {
        Features.Prepared p =
                new Features.Prepared(
                        message, Door.OOC, List.of("Oriel", "Dez", "Kiyo", "Pim", "Ilse", "Anton"));
        int at = -1;
        for (int i = 0; i < p.size(); i++) if (p.tokens().get(i).text().equals(number)) at = i;
        assertEquals(
                age,
                LearnedReader.ageBeside(p, new LearnedReader.Span("VAL", at, at + 1, 1.0)),
                message);
    }
}
