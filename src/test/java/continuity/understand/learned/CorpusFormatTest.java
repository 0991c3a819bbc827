package continuity.understand.learned;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every corpus line holds to the guidelines the tagger learns from: its spans are words of the
 * message that fall on token edges (else the tagger is taught nothing for them), and the splits
 * hold what the README says (two whole test voices per language, 40% silence at least).
 */
class CorpusFormatTest {
    private final Corpus corpus = Corpus.at(Path.of("corpus"));

    @Test
    void everyValueIsWordsOfItsMessageOnTokenEdges() {
        List<String> bad = new ArrayList<>();
        int spans = 0;
        for (Corpus.Split split : Corpus.Split.values())
            for (Example ex : corpus.examples(split)) {
                var tokens = Tokenizer.tokens(ex.message());
                String[] tags = Labels.gold(ex, tokens);
                for (Example.Fact f : ex.facts()) {
                    spans++;
                    if (!ex.message().contains(f.value()))
                        bad.add(ex.id() + ": value '" + f.value() + "' is not in the message");
                }
                long marked =
                        java.util.Arrays.stream(tags).filter(t -> t.startsWith("B-VAL")).count();
                if (marked < ex.facts().stream().map(Example.Fact::value).distinct().count() - 1)
                    bad.add(ex.id() + ": values off token edges " + ex.message());
            }
        assertTrue(spans > 1000, "the corpus holds claims: " + spans);
        // a few values cut inside a word (an abbreviation, a quote) are tolerated, not many
        assertTrue(bad.size() < spans / 50, bad.size() + " of " + spans + ": " + bad);
    }

    @Test
    void theSplitsHoldWholeVoicesAndEnoughSilence() {
        for (String lang : List.of("en", "fr")) {
            long testVoices =
                    corpus.files(Corpus.Split.TEST).stream()
                            .filter(p -> p.getFileName().toString().endsWith("-" + lang + ".jsonl"))
                            .count();
            assertEquals(2, testVoices, "two whole test voices in " + lang);
        }
        int all = 0, silent = 0, french = 0;
        for (Corpus.Split split : Corpus.Split.values())
            for (Example ex : corpus.examples(split)) {
                all++;
                if (ex.silent()) silent++;
                if (ex.lang().equals("fr")) french++;
            }
        assertTrue(all >= 4000, "at least 4,000 utterances: " + all);
        assertTrue(french >= 1500, "at least 1,500 French: " + french);
        assertTrue(silent * 10 >= all * 4, "at least 40% silence: " + silent + " of " + all);
    }
}
