package continuity.understand.learned;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import opennlp.tools.ml.EventTrainer;
import opennlp.tools.ml.TrainerFactory;
import opennlp.tools.ml.model.AbstractModel;
import opennlp.tools.ml.model.BinaryFileDataReader;
import opennlp.tools.ml.model.Event;
import opennlp.tools.ml.model.GenericModelReader;
import opennlp.tools.ml.model.GenericModelWriter;
import opennlp.tools.ml.model.MaxentModel;
import opennlp.tools.util.ObjectStreamUtils;
import opennlp.tools.util.TrainingParameters;

/**
 * The two learned models (Apache OpenNLP maximum entropy, trained with L-BFGS): the tagger, which
 * labels each token given the tokens around it and the two tags before it, and the intent
 * classifier. Training is deterministic (one thread, the corpus in file order), so the same corpus
 * gives the same bytes.
 */
public final class Models {
    /** Whether the tagger learns only from the doors it reads (measured on the dev split). */
    static final boolean TAGGED_DOORS_ONLY =
            Boolean.parseBoolean(System.getProperty("continuity.taggeddoors", "true"));

    /** Where the shipped models live on the class path. */
    public static final String TAGGER = "/understand/model/tagger.bin";

    public static final String INTENT = "/understand/model/intent.bin";
    public static final String DETAIL = "/understand/model/detail.bin";
    public static final String MANIFEST = "/understand/model/manifest.json";

    /**
     * The trainer's settings, measured on the dev split (docs/understanding.md): 400 iterations, as
     * 150 left the tagger short of fitting 28 train voices (dev claim F1 en 0.497 / fr 0.516 at
     * 150, 0.538 / 0.555 at 400, the same at 800).
     */
    public record Settings(String algorithm, int iterations, int cutoff, double l2) {
        public static final Settings DEFAULT = new Settings("MAXENT_QN", 400, 1, 0.1);

        TrainingParameters parameters() {
            TrainingParameters p = new TrainingParameters();
            p.put(TrainingParameters.ALGORITHM_PARAM, algorithm);
            p.put(TrainingParameters.ITERATIONS_PARAM, iterations);
            p.put(TrainingParameters.CUTOFF_PARAM, cutoff);
            p.put(TrainingParameters.THREADS_PARAM, 1);
            if (algorithm.equals("MAXENT_QN")) {
                p.put("L1Cost", 0.0);
                p.put("L2Cost", l2);
            }
            return p;
        }
    }

    private Models() {}

    /**
     * The tagger's training events: one per token, with the gold tags before it; the words of one
     * voice only are unknown words ({@link Vocabulary}).
     */
    public static List<Event> taggerEvents(List<Example> examples) {
        return taggerEvents(examples, Vocabulary.of(examples));
    }

    public static List<Event> taggerEvents(List<Example> examples, Vocabulary vocabulary) {
        List<Event> out = new ArrayList<>();
        for (Example ex : examples) {
            // the tagger reads only what reaches it: out of character, said to the bot, a proxy
            if (TAGGED_DOORS_ONLY && !ex.door().tagged()) continue;
            Features.Prepared p =
                    new Features.Prepared(
                            ex.message(), ex.door(), ex.characters(), Grammar.of(ex), vocabulary);
            String[] gold = Labels.gold(ex, p.tokens());
            for (int i = 0; i < p.size(); i++) {
                String prev = i > 0 ? gold[i - 1] : "<s>";
                String prev2 = i > 1 ? gold[i - 2] : "<s>";
                out.add(new Event(gold[i], Features.tag(p, i, prev, prev2)));
            }
        }
        return out;
    }

    public static List<Event> intentEvents(List<Example> examples) {
        return intentEvents(examples, Vocabulary.of(examples));
    }

    public static List<Event> intentEvents(List<Example> examples, Vocabulary vocabulary) {
        List<Event> out = new ArrayList<>();
        for (Example ex : examples) {
            Features.Prepared p =
                    new Features.Prepared(
                            ex.message(), ex.door(), ex.characters(), Grammar.of(ex), vocabulary);
            out.add(new Event(ex.intent().name(), Features.intent(p)));
        }
        return out;
    }

    public static MaxentModel train(List<Event> events, Settings s) {
        // OpenNLP's trainers print their progress on standard output; keep ours clean. L-BFGS
        // trains through Restarting, which does not stop at the first short step
        java.io.PrintStream was = System.out;
        try {
            System.setOut(new java.io.PrintStream(java.io.OutputStream.nullOutputStream()));
            EventTrainer t =
                    s.algorithm().equals("MAXENT_QN")
                            ? new Restarting(s.parameters(), s.l2())
                            : TrainerFactory.getEventTrainer(s.parameters(), new HashMap<>());
            return t.train(ObjectStreamUtils.createObjectStream(events));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            System.setOut(was);
        }
    }

    public static byte[] bytes(MaxentModel m) {
        try {
            ByteArrayOutputStream b = new ByteArrayOutputStream();
            GenericModelWriter w =
                    new GenericModelWriter((AbstractModel) m, new DataOutputStream(b));
            w.persist();
            w.close();
            return b.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static MaxentModel read(InputStream in) throws IOException {
        return new GenericModelReader(new BinaryFileDataReader(new DataInputStream(in))).getModel();
    }

    /** A shipped model from the class path, or null when the jar has none. */
    public static MaxentModel shipped(String resource) {
        try (InputStream in = Models.class.getResourceAsStream(resource)) {
            return in == null ? null : read(in);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot load " + resource + ": " + e.getMessage(), e);
        }
    }
}
