package continuity.understand;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.chat.Lang;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every rule of the grammar written as data has examples, and they hold: each {@code example:}
 * line, read as a message addressed to the bot (as it is when it opens with an out-of-character
 * marker), fires the rule, and each {@code not:} line does not. The sentence shapes of {@code
 * shapes.txt} (as {@code shape:ID}) and the word sections of {@code en.txt} and {@code fr.txt} (as
 * {@code words:SECTION}, per language). A rule without an example fails. (The sections read outside
 * the grammar, AGAIN, ENDINGS and CHATTER, are held to their examples by {@code
 * continuity.memory.WordExamplesTest}.)
 */
class RuleExamplesTest {
    static final KnownNames CAST =
            new NamesFor("Mira", "Kade", "Corvin", "Esme", "Quill", "Brynn", "Oriane", "Dahlia");

    /** The sections the memory core reads itself, not the reader. */
    static final Set<Words.Section> OUTSIDE =
            EnumSet.of(Words.Section.AGAIN, Words.Section.ENDINGS, Words.Section.CHATTER);

    /** An example written with an out-of-character marker is read as it is, not addressed. */
    static final java.util.regex.Pattern OOC_START =
            java.util.regex.Pattern.compile("^(?:\\(\\(|//|\\[)");

    static List<String> fired(String message) {
        Trace trace = new Trace();
        boolean addressed = !OOC_START.matcher(message).find();
        Reader.read(message, null, addressed, false, CAST, false, List.of(), trace);
        return trace.rules();
    }

    @TestFactory
    Stream<DynamicTest> shapes() {
        List<DynamicTest> out = new ArrayList<>();
        for (RuleFile.Rule r : RuleFile.read(ClauseParser.SHAPES_FILE)) {
            String id = "shape:" + r.id();
            out.add(
                    DynamicTest.dynamicTest(
                            id + " has examples",
                            () ->
                                    assertFalse(
                                            r.all("example").isEmpty(), id + " has no example:")));
            for (String e : r.all("example"))
                out.add(DynamicTest.dynamicTest(id + " reads: " + e, () -> fires(id, e)));
            for (String n : r.all("not"))
                out.add(DynamicTest.dynamicTest(id + " leaves: " + n, () -> firesNot(id, n)));
        }
        return out.stream();
    }

    @TestFactory
    Stream<DynamicTest> words() {
        List<DynamicTest> out = new ArrayList<>();
        for (Lang lang : Lang.values()) {
            for (Words.Section s : Words.Section.values()) {
                if (OUTSIDE.contains(s) || Words.of(lang, s).isEmpty()) continue;
                String id = "words:" + s.name().toLowerCase(java.util.Locale.ROOT);
                String where =
                        lang.name().toLowerCase(java.util.Locale.ROOT)
                                + ".txt ["
                                + s.name().toLowerCase(java.util.Locale.ROOT)
                                + "]";
                List<String> examples = Words.examples(lang, s, "example");
                out.add(
                        DynamicTest.dynamicTest(
                                where + " has examples",
                                () -> assertFalse(examples.isEmpty(), where + " has no example:")));
                for (String e : examples)
                    out.add(DynamicTest.dynamicTest(where + " fires on: " + e, () -> fires(id, e)));
                for (String n : Words.examples(lang, s, "not"))
                    out.add(
                            DynamicTest.dynamicTest(
                                    where + " not on: " + n, () -> firesNot(id, n)));
            }
        }
        return out.stream();
    }

    private static void fires(String id, String message) {
        List<String> f = fired(message);
        assertTrue(f.contains(id), id + " did not fire on «" + message + "»; fired: " + f);
    }

    private static void firesNot(String id, String message) {
        List<String> f = fired(message);
        assertFalse(f.contains(id), id + " fired on «" + message + "»: " + f);
    }
}
