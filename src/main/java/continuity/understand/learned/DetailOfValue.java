package continuity.understand.learned;

import continuity.understand.Lexicon;
import java.util.ArrayList;
import java.util.List;
import opennlp.tools.ml.model.Event;
import opennlp.tools.ml.model.MaxentModel;

/**
 * The third model: which listed detail a value is of when no word of the message names one ("she's
 * a library assistant now" is an occupation, "an undercut" a hairstyle, "a broken wrist" an
 * injury). It sees the value's words, their suffixes and shapes, and the words just before it,
 * never the detail's own words; it is trained on the train split's facts whose detail is a listed
 * key. Below {@link #MIN} the value keeps no detail and the claim is not taken.
 */
public final class DetailOfValue {
    /** The least probability for a detail read from its value (measured on the dev split). */
    public static final double MIN =
            Double.parseDouble(System.getProperty("continuity.mindetail", "0.6"));

    private final MaxentModel model;

    DetailOfValue(MaxentModel model) {
        this.model = model;
    }

    /** The listed detail of the value at tokens [from, to), or null when the model is unsure. */
    String of(Features.Prepared p, int from, int to) {
        double[] probs = model.eval(features(p, from, to));
        int best = 0;
        for (int k = 1; k < probs.length; k++) if (probs[k] > probs[best]) best = k;
        return probs[best] >= MIN ? model.getOutcome(best) : null;
    }

    static String[] features(Features.Prepared p, int from, int to) {
        List<String> f = new ArrayList<>();
        f.add("door=" + p.door);
        f.add("len=" + Math.min(to - from, 4));
        for (int i = from; i < to; i++) {
            String w = p.folded(i);
            f.add("v=" + (p.unknown[i] ? "<unk>" : w));
            if (w.length() > 3) f.add("vs3=" + w.substring(w.length() - 3));
            f.add("vsh=" + p.shape[i]);
            if (p.valueClass[i] != null) f.add("vc=" + p.valueClass[i]);
        }
        f.add("last=" + (p.unknown[to - 1] ? "<unk>" : p.folded(to - 1)));
        for (int k = 1; k <= 3; k++) {
            int i = from - k;
            if (i < 0) break;
            String w = p.name[i] ? "<name>" : p.unknown[i] ? "<unk>" : p.folded(i);
            f.add("b" + k + "=" + w);
            if (k == 1 && i > 0)
                f.add("b21=" + (p.name[i - 1] ? "<name>" : p.folded(i - 1)) + "|" + w);
        }
        if (to < p.size()) f.add("a1=" + (p.name[to] ? "<name>" : p.folded(to)));
        return f.toArray(String[]::new);
    }

    /** One event per train fact of a listed detail whose value is found among the tokens. */
    static List<Event> events(List<Example> examples, Vocabulary vocabulary) {
        List<Event> out = new ArrayList<>();
        for (Example ex : examples) {
            Features.Prepared p =
                    new Features.Prepared(
                            ex.message(), ex.door(), ex.characters(), Grammar.of(ex), vocabulary);
            for (Example.Fact fact : ex.facts()) {
                if (fact.detail() == null || !Lexicon.isKey(fact.detail())) continue;
                String[] tags = new String[p.size()];
                java.util.Arrays.fill(tags, Labels.O);
                int at = Labels.mark(ex.message(), p.tokens(), tags, fact.value(), Labels.VAL, 0);
                if (at < 0) continue;
                int end = at + 1;
                while (end < p.size() && tags[end].startsWith("I-")) end++;
                out.add(new Event(fact.detail(), features(p, at, end)));
            }
        }
        return out;
    }
}
