package continuity.understand;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The descriptive reader measured on the labelled corpus ({@code corpus/voices}, the {@code
 * mentions} of in-character and proxy posts), per split: precision and recall of (character,
 * detail, value), a value matching when the two share a word. The rules were written looking at the
 * train voices only; dev and test are measured, never tuned on. The figures are printed (and in the
 * README); the test holds precision on every split to a floor.
 */
class DescriptionsCorpusTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** {@code -Ddescriptions.aliases=false}: measure without the characters' other names. */
    private static final boolean ALIASES =
            !"false".equals(System.getProperty("descriptions.aliases"));

    record Figures(int predicted, int correct, int gold, int found, int posts, int falsePosts) {
        double precision() {
            return predicted == 0 ? 1 : (double) correct / predicted;
        }

        double recall() {
            return gold == 0 ? 1 : (double) found / gold;
        }
    }

    static Map<String, Figures> measure(Path corpus) throws IOException {
        return measure(corpus, false);
    }

    /** With {@code checkedOnly}, only the details the canon check compares (eyes, hair, age...). */
    static Map<String, Figures> measure(Path corpus, boolean checkedOnly) throws IOException {
        Map<String, String> split = new LinkedHashMap<>();
        for (String line : Files.readAllLines(corpus.resolve("splits.tsv"))) {
            if (line.startsWith("#") || line.isBlank()) continue;
            String[] f = line.split("\t");
            split.put(f[0] + "-" + f[1], f[2]);
        }
        Map<String, int[]> acc = new LinkedHashMap<>();
        for (String s : List.of("train", "dev", "test")) acc.put(s, new int[6]);
        for (Map.Entry<String, String> v : split.entrySet()) {
            Path file = corpus.resolve("voices/" + v.getKey() + ".jsonl");
            if (!Files.exists(file)) continue;
            int[] a = acc.get(v.getValue());
            for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                if (line.isBlank()) continue;
                JsonNode d = JSON.readTree(line);
                if (!d.has("mentions")) continue;
                List<String> names = new ArrayList<>();
                d.path("characters").forEach(n -> names.add(n.asText()));
                String speaker = d.path("speaker").isTextual() ? d.path("speaker").asText() : null;
                // the characters' other names, from the notes the corpus says are stored
                List<CharacterAliases.Note> notes = new ArrayList<>();
                d.path("known")
                        .forEach(
                                k ->
                                        notes.add(
                                                new CharacterAliases.Note(
                                                        k.path("character").asText(),
                                                        k.path("detail").asText(),
                                                        k.path("value").asText())));
                Map<String, String> aliases =
                        ALIASES ? CharacterAliases.of(names, notes) : Map.of();
                List<Descriptions.Mention> got =
                        new ArrayList<>(
                                Descriptions.read(
                                        d.path("message").asText(), names, aliases, speaker));
                List<JsonNode> gold = new ArrayList<>();
                d.path("mentions").forEach(gold::add);
                if (checkedOnly) {
                    got.removeIf(m -> !Descriptions.checked(m.detail()));
                    gold.removeIf(
                            g ->
                                    !Descriptions.checked(
                                            Lexicon.canonical(g.path("detail").asText())));
                }
                Set<Integer> used = new HashSet<>();
                int correct = 0;
                for (Descriptions.Mention m : got) {
                    for (int i = 0; i < gold.size(); i++) {
                        if (used.contains(i)) continue;
                        if (same(m, gold.get(i))) {
                            used.add(i);
                            correct++;
                            break;
                        }
                    }
                }
                if (showMisses(v.getValue()) && (used.size() < gold.size() || correct < got.size()))
                    System.out.println(
                            (checkedOnly ? "MISS(checked) " : "MISS ")
                                    + d.path("message").asText()
                                    + "\n   gold "
                                    + gold
                                    + "\n   got "
                                    + got);
                a[0] += got.size();
                a[1] += correct;
                a[2] += gold.size();
                a[3] += used.size();
                a[4]++;
                if (gold.isEmpty() && !got.isEmpty()) a[5]++;
            }
        }
        Map<String, Figures> out = new LinkedHashMap<>();
        acc.forEach((k, a) -> out.put(k, new Figures(a[0], a[1], a[2], a[3], a[4], a[5])));
        return out;
    }

    /**
     * Whether to print the misses and false readings of a split: {@code
     * -Ddescriptions.misses=train} (or {@code train,dev}). Never those of the test split: nobody
     * tunes on it, so nobody reads them.
     */
    static boolean showMisses(String split) {
        if (split.equals("test")) return false;
        String want = System.getProperty("descriptions.misses", "");
        if (want.equals("true")) want = "train"; // the old switch
        return List.of(want.split(",")).contains(split);
    }

    static boolean same(Descriptions.Mention m, JsonNode g) {
        if (!Fold.key(m.character()).equals(Fold.key(g.path("character").asText()))) return false;
        if (!m.detail().equals(Lexicon.canonical(g.path("detail").asText()))) return false;
        Set<String> a = words(m.value()), b = words(g.path("value").asText());
        a.retainAll(b);
        return !a.isEmpty();
    }

    private static Set<String> words(String s) {
        Set<String> out = new HashSet<>();
        for (String w : Fold.key(s).split("[^\\p{L}\\p{N}]+")) if (w.length() > 1) out.add(w);
        return out;
    }

    @Test
    void precisionAndRecallPerSplit() throws IOException {
        Path corpus = Path.of("corpus");
        if (!Files.isDirectory(corpus.resolve("voices"))) {
            System.out.println("SKIPPED DescriptionsCorpusTest: no corpus/voices here");
            return;
        }
        Map<String, Figures> f = measure(corpus);
        print("all details", f);
        Map<String, Figures> checked = measure(corpus, true);
        print("checked details", checked);
        for (Figures x : f.values()) assertTrue(x.precision() >= 0.7, f.toString());
        for (Figures x : checked.values()) assertTrue(x.precision() >= 0.8, checked.toString());
    }

    private static void print(String what, Map<String, Figures> f) {
        f.forEach(
                (split, x) ->
                        System.out.printf(
                                "descriptions ("
                                        + what
                                        + ") %s: posts %d, mentions %d, predicted %d, precision %.2f"
                                        + " (%d/%d), recall %.2f (%d/%d), posts with no mention"
                                        + " given one %d%n",
                                split,
                                x.posts(),
                                x.gold(),
                                x.predicted(),
                                x.precision(),
                                x.correct(),
                                x.predicted(),
                                x.recall(),
                                x.found(),
                                x.gold(),
                                x.falsePosts()));
    }
}
