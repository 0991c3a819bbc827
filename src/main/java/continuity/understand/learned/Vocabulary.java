package continuity.understand.learned;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import opennlp.tools.ml.model.AbstractModel;
import opennlp.tools.ml.model.MaxentModel;

/**
 * The words the models know by themselves. A word used by fewer than three voices of the train
 * split is those writers' (a name, a setting, a pet phrase): the models learn it as unknown, from
 * its shape, suffixes and the words around it, so that a new writer's new words are read the same
 * way. At reading time, the known words are those the trained tagger has a feature for.
 */
public interface Vocabulary {
    boolean knows(String folded);

    /** Every word known (features as written, before any vocabulary was used). */
    Vocabulary ALL = w -> true;

    /**
     * How many voices must use a word for it to be known: three (dev split, 28 train voices: claim
     * F1 en 0.513 / fr 0.542 with two, 0.538 / 0.555 with three, 0.498 / 0.514 with five).
     */
    int VOICES = 3;

    /** The words of the train examples used by at least {@link #VOICES} voices. */
    static Vocabulary of(List<Example> train) {
        Map<String, Set<String>> voices = new HashMap<>();
        for (Example ex : train)
            for (Token t : Tokenizer.tokens(ex.message()))
                voices.computeIfAbsent(t.folded(), k -> new HashSet<>()).add(ex.voice());
        Set<String> known = new HashSet<>();
        voices.forEach(
                (w, v) -> {
                    if (v.size() >= VOICES) known.add(w);
                });
        return known::contains;
    }

    /** The words a trained tagger has a word feature for. */
    static Vocabulary of(MaxentModel tagger) {
        Object[] data = ((AbstractModel) tagger).getDataStructures();
        @SuppressWarnings("unchecked")
        Map<String, ?> predicates = (Map<String, ?>) data[1];
        Set<String> known = new HashSet<>();
        for (String k : predicates.keySet()) if (k.startsWith("w=")) known.add(k.substring(2));
        return known::contains;
    }
}
