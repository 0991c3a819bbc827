package continuity.understand.learned;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Training is one reproducible command: the same examples give the same model bytes. */
class TrainingIsReproducibleTest {
    @Test
    void theSameExamplesTrainTheSameBytesTwice() {
        List<Example> some = Corpus.at(Path.of("corpus")).examples(Corpus.Split.TRAIN);
        some = some.subList(0, Math.min(80, some.size()));
        Models.Settings s = new Models.Settings("MAXENT_QN", 15, 1, 0.1);
        byte[] a = Models.bytes(Models.train(Models.taggerEvents(some), s));
        byte[] b = Models.bytes(Models.train(Models.taggerEvents(some), s));
        assertTrue(a.length > 1000, "a model was written: " + a.length + " bytes");
        assertArrayEquals(a, b);
        byte[] i1 = Models.bytes(Models.train(Models.intentEvents(some), s));
        byte[] i2 = Models.bytes(Models.train(Models.intentEvents(some), s));
        assertArrayEquals(i1, i2);
    }
}
