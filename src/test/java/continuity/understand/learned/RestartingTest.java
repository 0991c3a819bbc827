package continuity.understand.learned;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import opennlp.tools.ml.TrainerFactory;
import opennlp.tools.ml.model.Event;
import opennlp.tools.ml.model.MaxentModel;
import opennlp.tools.util.ObjectStreamUtils;
import org.junit.jupiter.api.Test;

/**
 * The restarting trainer is OpenNLP's where OpenNLP's does not stall, and fits at least as well
 * where it does.
 */
class RestartingTest {
    private static final List<Example> SOME =
            Corpus.at(Path.of("corpus")).examples(Corpus.Split.TRAIN).subList(0, 120);

    private static MaxentModel plain(List<Event> events, Models.Settings s) {
        try {
            return TrainerFactory.getEventTrainer(s.parameters(), new HashMap<>())
                    .train(ObjectStreamUtils.createObjectStream(events));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static MaxentModel restarting(List<Event> events, Models.Settings s) {
        try {
            return new Restarting(s.parameters(), s.l2())
                    .train(ObjectStreamUtils.createObjectStream(events));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The summed log-probability of each event's own outcome: higher is a closer fit. */
    private static double logLikelihood(MaxentModel m, List<Event> events) {
        double sum = 0;
        for (Event e : events) sum += Math.log(m.eval(e.getContext())[m.getIndex(e.getOutcome())]);
        return sum;
    }

    @Test
    void whereTheMinimizerRunsItsCourseTheModelIsOpenNlpsToTheByte() {
        // ten iterations end before any stall: one run, the same arithmetic as OpenNLP's trainer
        List<Event> events = Models.taggerEvents(SOME);
        Models.Settings s = new Models.Settings("MAXENT_QN", 10, 1, 0.1);
        assertArrayEquals(Models.bytes(plain(events, s)), Models.bytes(restarting(events, s)));
    }

    @Test
    void givenMoreIterationsItFitsAtLeastAsWellAsOneRun() {
        List<Event> events = Models.intentEvents(SOME);
        Models.Settings s = new Models.Settings("MAXENT_QN", 400, 1, 0.1);
        double one = logLikelihood(plain(events, s), events);
        double again = logLikelihood(restarting(events, s), events);
        assertTrue(again >= one - 1e-6, "restarts " + again + " against one run " + one);
    }
}
