package continuity.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import continuity.understand.learned.Corpus;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A claim the reader leaves for the core to complete ("her" of two characters, resolved by the note
 * holding the old value it names) counts as the note the core wrote: right when the core found the
 * labelled character, wrong when it wrote another's.
 */
class CorpusEvalCreditsTheCoreTest {
    private static CorpusEval.Figures measured(Path dir, String message, String expectedWho)
            throws Exception {
        Path f = dir.resolve("probe-en.jsonl");
        Files.writeString(
                f,
                "{\"id\": \"probe-en-0001\", \"voice\": \"probe\", \"lang\": \"en\", \"door\":"
                        + " \"ooc\", \"message\": \""
                        + message
                        + "\", \"characters\": [\"Tova\", \"Brannic\"], \"speaker\": null,"
                        + " \"known\": [{\"character\": \"Tova\", \"detail\": \"eyes\", \"value\":"
                        + " \"blue\", \"scope\": \"profile\"}], \"expect\": {\"claims\":"
                        + " [{\"character\": \""
                        + expectedWho
                        + "\", \"detail\": \"eyes\", \"detail_words\": \"eyes\", \"value\":"
                        + " \"green\", \"old\": \"blue\", \"scope\": null, \"scope_words\": null,"
                        + " \"change\": false, \"change_words\": null, \"type\": \"fact\"}]}}\n");
        return CorpusEval.measure(Corpus.read(f), null).byLang().get("en");
    }

    @Test
    void aPronounResolvedByTheCoreCountsAsTheCharacterItWroteFor(@TempDir Path dir)
            throws Exception {
        CorpusEval.Figures en = measured(dir, "(( oops her eyes are green, not blue ))", "Tova");
        assertEquals(1, en.predictedClaims);
        assertEquals(1, en.rightClaims, "the core found Tova by her blue eyes");
    }

    @Test
    void theCoresCharacterIsHeldToTheLabel(@TempDir Path dir) throws Exception {
        CorpusEval.Figures en = measured(dir, "(( oops her eyes are green, not blue ))", "Brannic");
        assertEquals(0, en.rightClaims, "the core wrote Tova's eyes; the label says Brannic's");
    }
}
