package continuity.understand.learned;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The labelled corpus ({@code corpus/}): one JSON-lines file per voice and language under {@code
 * voices/}, and {@code splits.tsv}, which puts each whole voice in the train, dev or test split.
 */
public final class Corpus {
    private static final ObjectMapper JSON = new ObjectMapper();

    public enum Split {
        TRAIN,
        DEV,
        TEST
    }

    private final Path dir;
    private final Map<String, Split> splits;

    private Corpus(Path dir, Map<String, Split> splits) {
        this.dir = dir;
        this.splits = splits;
    }

    public static Corpus at(Path dir) {
        Path tsv = dir.resolve("splits.tsv");
        Map<String, Split> splits = new LinkedHashMap<>();
        try {
            for (String line : Files.readAllLines(tsv, StandardCharsets.UTF_8)) {
                if (line.isBlank() || line.startsWith("#")) continue;
                String[] f = line.split("\t");
                splits.put(
                        f[0] + "-" + f[1],
                        Split.valueOf(f[2].trim().toUpperCase(java.util.Locale.ROOT)));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + tsv + ": " + e.getMessage(), e);
        }
        return new Corpus(dir, splits);
    }

    public Path dir() {
        return dir;
    }

    /** The voice files of a split, in name order (so that training sees them in one order). */
    public List<Path> files(Split split) {
        List<Path> out = new ArrayList<>();
        try (Stream<Path> s = Files.list(dir.resolve("voices"))) {
            s.filter(p -> p.getFileName().toString().endsWith(".jsonl"))
                    .sorted()
                    .forEach(
                            p -> {
                                String name = p.getFileName().toString().replace(".jsonl", "");
                                if (splits.get(name) == split) out.add(p);
                            });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    public List<Example> examples(Split split) {
        List<Example> out = new ArrayList<>();
        for (Path p : files(split)) out.addAll(read(p));
        return out;
    }

    public static List<Example> read(Path file) {
        List<Example> out = new ArrayList<>();
        int n = 0;
        try {
            for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                n++;
                if (line.isBlank()) continue;
                out.add(parse(JSON.readTree(line)));
            }
        } catch (IOException | RuntimeException e) {
            throw new IllegalArgumentException(file + ":" + n + ": " + e.getMessage(), e);
        }
        return out;
    }

    static Example parse(JsonNode j) {
        List<String> chars = new ArrayList<>();
        j.path("characters").forEach(c -> chars.add(c.asText()));
        List<Example.Known> known = new ArrayList<>();
        for (JsonNode k : j.path("known"))
            known.add(
                    new Example.Known(
                            k.path("character").asText(),
                            k.path("detail").asText(),
                            k.path("value").asText(),
                            k.path("scope").asText("profile")));
        JsonNode e = j.path("expect");
        List<Example.Fact> facts = new ArrayList<>();
        List<Example.Preference> prefs = new ArrayList<>();
        for (JsonNode c : e.path("claims")) {
            if ("preference".equals(c.path("type").asText())) {
                prefs.add(new Example.Preference(text(c, "character"), text(c, "value")));
            } else {
                facts.add(
                        new Example.Fact(
                                text(c, "character"),
                                text(c, "detail"),
                                text(c, "detail_words"),
                                text(c, "value"),
                                text(c, "old"),
                                text(c, "scope"),
                                text(c, "scope_words"),
                                c.path("change").asBoolean(false),
                                text(c, "change_words")));
            }
        }
        List<Example.Question> questions = new ArrayList<>();
        for (JsonNode q : e.path("questions"))
            questions.add(
                    new Example.Question(
                            text(q, "character"), text(q, "detail"), text(q, "detail_words")));
        JsonNode r = e.path("request");
        Example.Request request =
                e.has("request")
                        ? new Example.Request(
                                r.path("request").asText(), text(r, "character"), text(r, "detail"))
                        : null;
        String answer = e.hasNonNull("answer") ? e.get("answer").asText() : null;
        String open =
                j.has("open_question") ? j.path("open_question").path("asks").asText(null) : null;
        return new Example(
                j.path("id").asText(),
                j.path("voice").asText(),
                j.path("lang").asText("en"),
                Door.of(j.path("door").asText("ooc")),
                j.path("message").asText(),
                chars,
                text(j, "speaker"),
                known,
                open,
                facts,
                prefs,
                questions,
                request,
                answer);
    }

    private static String text(JsonNode n, String field) {
        JsonNode v = n.get(field);
        return v == null || v.isNull() ? null : v.asText();
    }
}
