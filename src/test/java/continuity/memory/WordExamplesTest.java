package continuity.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.chat.Lang;
import continuity.understand.Words;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The word sections the core reads itself hold to their {@code example:} lines, as the reader's do
 * in {@code RuleExamplesTest}: AGAIN (a typed "yes, try again") and ENDINGS ("rousse = roux": the
 * two compare as one value).
 */
class WordExamplesTest {
    @TestFactory
    Stream<DynamicTest> again() {
        List<DynamicTest> out = new ArrayList<>();
        for (Lang lang : Lang.values()) {
            List<String> ex = Words.examples(lang, Words.Section.AGAIN, "example");
            out.add(
                    DynamicTest.dynamicTest(
                            lang + " [again] has examples", () -> assertFalse(ex.isEmpty())));
            for (String e : ex)
                out.add(
                        DynamicTest.dynamicTest(
                                lang + " again: " + e, () -> assertTrue(Words.saysAgain(e), e)));
        }
        out.add(
                DynamicTest.dynamicTest(
                        "a sentence is no retry",
                        () -> assertFalse(Words.saysAgain("yes she has green eyes"))));
        return out.stream();
    }

    @TestFactory
    Stream<DynamicTest> endings() {
        List<DynamicTest> out = new ArrayList<>();
        for (Lang lang : Lang.values()) {
            if (Words.of(lang, Words.Section.ENDINGS).isEmpty()) continue;
            List<String> ex = Words.examples(lang, Words.Section.ENDINGS, "example");
            out.add(
                    DynamicTest.dynamicTest(
                            lang + " [endings] has examples", () -> assertFalse(ex.isEmpty())));
            for (String e : ex) {
                String[] p = e.split("=", 2);
                out.add(
                        DynamicTest.dynamicTest(
                                lang + " endings: " + e,
                                () ->
                                        assertEquals(
                                                Values.stem(p[1].strip()),
                                                Values.stem(p[0].strip()))));
            }
        }
        return out.stream();
    }
}
