package continuity.model;

import continuity.understand.Fold;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The figures of {@code continuity eval}: claim precision and recall per field (character, then
 * attribute, then value, then old value, each counted with the fields before it), the rate of
 * wrongful replacements, the ask rate and false triggers on in-character text, per language, with
 * 95% Wilson intervals; for the model, the latency (p50, p95) and the tokens of each call.
 */
public final class Evaluation {
    /**
     * A claim as the labelled file or a system gives it (attribute and values folded for
     * comparison).
     */
    public record Claim(String character, String attribute, String value, String old) {
        public static Claim of(String character, String attribute, String value, String old) {
            return new Claim(
                    key(character),
                    attribute == null ? "" : Fold.key(attribute),
                    value(value),
                    old == null ? null : value(old));
        }

        private static String value(String v) {
            String k = key(v);
            // a whole word: "left" keeps its "le", "Duluth" its "du"
            return k.replaceFirst("^(?:(?:a|an|the|le|la|les|un|une|des|du|de)\\s+|l'|d')", "")
                    .strip();
        }

        private static String key(String s) {
            return s == null ? "" : Fold.key(s).replaceAll("[.!?,;:]+$", "");
        }
    }

    /** What happened to one labelled message. */
    public record Outcome(
            String id,
            String lang,
            boolean inCharacter,
            List<Claim> expected,
            List<Claim> predicted,
            int replacements,
            int wrongfulReplacements,
            boolean asked,
            boolean triggered,
            Long modelLatencyMs,
            Integer modelTokens) {}

    private static final String[] FIELDS = {"character", "attribute", "value", "old value"};

    private final List<Outcome> outcomes = new ArrayList<>();

    public void add(Outcome o) {
        outcomes.add(o);
    }

    public List<Outcome> outcomes() {
        return List.copyOf(outcomes);
    }

    /** One line of figures per measure, for the given language ("all" for every one). */
    public Map<String, String> figures(String lang) {
        List<Outcome> os =
                outcomes.stream().filter(o -> lang.equals("all") || o.lang().equals(lang)).toList();
        Map<String, String> f = new LinkedHashMap<>();
        f.put("messages", String.valueOf(os.size()));
        for (int level = 0; level < FIELDS.length; level++) {
            int tp = 0, p = 0, e = 0;
            for (Outcome o : os) {
                Set<String> pred = keys(o.predicted(), level), exp = keys(o.expected(), level);
                p += pred.size();
                e += exp.size();
                for (String k : pred) if (exp.contains(k)) tp++;
            }
            f.put(FIELDS[level] + " precision", ratio(tp, p));
            f.put(FIELDS[level] + " recall", ratio(tp, e));
        }
        int replacements = os.stream().mapToInt(Outcome::replacements).sum();
        int wrongful = os.stream().mapToInt(Outcome::wrongfulReplacements).sum();
        f.put("wrongful replacements", ratio(wrongful, replacements));
        f.put("ask rate", ratio((int) os.stream().filter(Outcome::asked).count(), os.size()));
        List<Outcome> ic = os.stream().filter(Outcome::inCharacter).toList();
        f.put(
                "false triggers (in character)",
                ratio((int) ic.stream().filter(Outcome::triggered).count(), ic.size()));
        List<Long> lat = new ArrayList<>();
        List<Integer> tok = new ArrayList<>();
        for (Outcome o : os) {
            if (o.modelLatencyMs() != null) lat.add(o.modelLatencyMs());
            if (o.modelTokens() != null) tok.add(o.modelTokens());
        }
        f.put("model calls", String.valueOf(lat.size()));
        f.put(
                "latency p50 / p95 (ms)",
                lat.isEmpty() ? "-" : percentile(lat, 50) + " / " + percentile(lat, 95));
        f.put(
                "tokens per call",
                tok.isEmpty()
                        ? "-"
                        : String.format(
                                Locale.ROOT,
                                "%.0f",
                                tok.stream().mapToInt(i -> i).average().orElse(0)));
        return f;
    }

    /**
     * The claims at a level of detail: the character; with the attribute; with the value; with the
     * old value (claims naming one).
     */
    private static Set<String> keys(List<Claim> claims, int level) {
        Set<String> s = new HashSet<>();
        for (Claim c : claims) {
            if (level == 3 && c.old() == null) continue;
            s.add(
                    switch (level) {
                        case 0 -> c.character();
                        case 1 -> c.character() + "|" + c.attribute();
                        case 2 -> c.character() + "|" + c.attribute() + "|" + c.value();
                        default ->
                                c.character()
                                        + "|"
                                        + c.attribute()
                                        + "|"
                                        + c.value()
                                        + "|"
                                        + c.old();
                    });
        }
        return s;
    }

    static String ratio(int k, int n) {
        if (n == 0) return "- (0/0)";
        double[] w = wilson(k, n);
        return String.format(
                Locale.ROOT, "%.2f [%.2f, %.2f] (%d/%d)", (double) k / n, w[0], w[1], k, n);
    }

    /** The 95% Wilson score interval of k successes in n. */
    public static double[] wilson(int k, int n) {
        if (n == 0) return new double[] {0, 1};
        double z = 1.959963984540054, p = (double) k / n, z2 = z * z;
        double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
        double half = z * Math.sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / (1 + z2 / n);
        return new double[] {Math.max(0, centre - half), Math.min(1, centre + half)};
    }

    /** Nearest-rank percentile. */
    static long percentile(List<Long> values, int pct) {
        List<Long> s = new ArrayList<>(values);
        Collections.sort(s);
        int rank = (int) Math.ceil(pct / 100.0 * s.size());
        return s.get(Math.max(0, Math.min(s.size() - 1, rank - 1)));
    }

    /** The languages present, in order of first appearance, then "all". */
    public List<String> languages() {
        List<String> l = new ArrayList<>();
        for (Outcome o : outcomes) if (!l.contains(o.lang())) l.add(o.lang());
        l.add("all");
        return l;
    }

    /** Side by side: one column per system, one block per language. */
    public static String table(Map<String, Evaluation> systems) {
        StringBuilder sb = new StringBuilder();
        Evaluation first = systems.values().iterator().next();
        for (String lang : first.languages()) {
            sb.append("== ")
                    .append(lang.equals("all") ? "all languages" : "language " + lang)
                    .append(" ==\n");
            Map<String, List<String>> rows = new LinkedHashMap<>();
            for (Evaluation e : systems.values())
                e.figures(lang)
                        .forEach((k, v) -> rows.computeIfAbsent(k, x -> new ArrayList<>()).add(v));
            sb.append(String.format(Locale.ROOT, "%-32s", ""));
            for (String name : systems.keySet())
                sb.append(String.format(Locale.ROOT, "%-34s", name));
            sb.append('\n');
            rows.forEach(
                    (k, vs) -> {
                        sb.append(String.format(Locale.ROOT, "%-32s", k));
                        for (String v : vs) sb.append(String.format(Locale.ROOT, "%-34s", v));
                        sb.append('\n');
                    });
            sb.append('\n');
        }
        return sb.toString();
    }
}
