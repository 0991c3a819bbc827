package continuity.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import continuity.understand.learned.Corpus;
import continuity.understand.learned.Example;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The eval counts a note retired as wrongful only when the labels do not call for it: a forget the
 * message asks for, of that character's detail, is called for; the same forget labelled as silence
 * is not.
 */
class CorpusEvalReplacementsTest {
    private static final String KNOWN =
            "\"characters\": [\"Odran\", \"Belis\"], \"speaker\": null, \"known\": [{\"character\":"
                    + " \"Odran\", \"detail\": \"voice\", \"value\": \"rauque\", \"scope\":"
                    + " \"profile\"}]";

    private static List<Example> examples(Path dir, String expect) throws Exception {
        Path f = dir.resolve("probe-fr.jsonl");
        Files.writeString(
                f,
                "{\"id\": \"probe-fr-0001\", \"voice\": \"probe\", \"lang\": \"fr\", \"door\":"
                        + " \"addressed\", \"message\": \"@Continuity Odran est parti ce soir. oublie sa voix, elle servira plus\", "
                        + KNOWN
                        + ", \"expect\": "
                        + expect
                        + "}\n");
        return Corpus.read(f);
    }

    @Test
    void aForgetTheLabelsAskForIsNotWrongful(@TempDir Path dir) throws Exception {
        CorpusEval.Figures fr =
                CorpusEval.measure(
                                examples(
                                        dir,
                                        "{\"request\": {\"request\": \"forget\", \"character\":"
                                                + " \"Odran\", \"detail\": \"voice\"}}"),
                                null)
                        .byLang()
                        .get("fr");
        assertEquals(1, fr.replacements, "the forget retired the note");
        assertEquals(0, fr.wrongful);
    }

    @Test
    void aForgetOfAnotherCharacterIsWrongful(@TempDir Path dir) throws Exception {
        CorpusEval.Figures fr =
                CorpusEval.measure(
                                examples(
                                        dir,
                                        "{\"request\": {\"request\": \"forget\", \"character\":"
                                                + " \"Belis\", \"detail\": \"voice\"}}"),
                                null)
                        .byLang()
                        .get("fr");
        assertEquals(1, fr.replacements);
        assertEquals(1, fr.wrongful);
    }
}
