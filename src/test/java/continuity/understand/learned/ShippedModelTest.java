package continuity.understand.learned;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.InputStream;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The models in the jar were trained on the corpus as it is now (retrain: the train command). */
class ShippedModelTest {
    @Test
    void theShippedModelsAreNotOlderThanTheCorpus() throws Exception {
        JsonNode manifest;
        try (InputStream in = getClass().getResourceAsStream(Models.MANIFEST)) {
            assertTrue(in != null, "no model manifest on the class path: run the train command");
            manifest = new ObjectMapper().readTree(in);
        }
        String now = Training.corpusHash(Corpus.at(Path.of("corpus")));
        assertEquals(
                now,
                manifest.path("corpus_sha256").asText(),
                "the corpus's train split changed since the models were trained: run"
                        + " `java -cp target/continuity.jar continuity.Main train`, then build");
    }

    @Test
    void theShippedModelsLoadAndRead() {
        LearnedReader r = LearnedReader.shipped().orElseThrow();
        Proposal p =
                r.propose(
                        "(( Quenby's eyes are green, not blue ))",
                        Door.OOC,
                        java.util.List.of("Quenby"),
                        null);
        assertTrue(p.intentScore() > 0 && p.intentScore() <= 1, "a probability: " + p);
    }
}
