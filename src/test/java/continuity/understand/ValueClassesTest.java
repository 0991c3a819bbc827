package continuity.understand;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The attribute a bare value speaks of, from typed value lists and patterns; what fits no class has
 * none.
 */
class ValueClassesTest {
    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            nullValues = "-",
            value = {
                "24|age",
                "19 years old|age",
                "29 ans|age",
                "190cm|height",
                "1m80|height",
                "5'9|height",
                "left-handed|handedness",
                "gauchère|handedness",
                "droitier|handedness",
                "she/her|pronouns",
                "iel|pronouns",
                "an elf|species",
                "a half-elf|species",
                "a smuggler|occupation",
                "une cartographe|occupation",
                "a retired soldier|occupation",
                "captain|rank",
                "a redhead|hair",
                "rousse|hair",
                "muscular|build",
                "nice|-",
                "in love with the sea|-",
            })
    void classifies(String value, String attribute) {
        assertEquals(attribute, ValueClasses.classify(Fold.key(value)));
    }
}
