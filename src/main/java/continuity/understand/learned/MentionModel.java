package continuity.understand.learned;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import continuity.understand.Descriptions;
import continuity.understand.Fold;
import continuity.understand.Lexicon;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import opennlp.tools.ml.model.Event;
import opennlp.tools.ml.model.MaxentModel;

/**
 * The learned reader's descriptive mode (issue 24): a tagger of the words of an in-character post
 * that describe a character's detail ("*Mira's blue eyes*": "blue" is a value of eyes). It is
 * trained on the train voices' labelled descriptive {@code mentions} (in-character and proxy
 * posts), reads the post with its dialogue blanked as the rules do ({@link
 * Descriptions#narration}), and labels each token {@code O}, the detail whose value it is when the
 * canon check compares it ({@link Descriptions#checked}), or {@link #OTHER}. It says only where a
 * value is and of which detail: whose it is, and whether the post hedges, lies or is in the light,
 * is left to the descriptive reader's own rules ({@link Descriptions}), which read a learned value
 * as a candidate through the same gates as theirs. A separate model from the claim tagger, with
 * features of its own (the claim models' are unchanged).
 */
public final class MentionModel {
    /** Where the shipped model lives on the class path. */
    public static final String RESOURCE = "/understand/model/mention.bin";

    /** The label of a value of a detail the canon check does not compare (an outfit, a pet). */
    public static final String OTHER = "other";

    /** A value the model read: its detail, where it is in the text, the least token probability. */
    public record Span(String detail, int start, int end, double probability) {}

    private final MaxentModel model;
    private final Vocabulary vocabulary;

    MentionModel(MaxentModel model) {
        this.model = model;
        this.vocabulary = Vocabulary.of(model);
    }

    private static final class Shipped {
        static final MentionModel MODEL = load();

        private static MentionModel load() {
            MaxentModel m = Models.shipped(RESOURCE);
            return m == null ? null : new MentionModel(m);
        }
    }

    /** The shipped model, loaded at its first use, or null when the jar has none. */
    public static MentionModel shipped() {
        return Shipped.MODEL;
    }

    /** A model from its bytes (for the tests). */
    public static MentionModel of(byte[] bytes) {
        try {
            return new MentionModel(Models.read(new java.io.ByteArrayInputStream(bytes)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The values a post describes: {@code narration} is the post with its dialogue blanked ({@link
     * Descriptions#narration}), {@code characters} the server's names, {@code proxy} whether it
     * came through a proxy or a webhook under a character's name.
     */
    public List<Span> read(String narration, List<String> characters, boolean proxy) {
        Features.Prepared p =
                new Features.Prepared(
                        narration,
                        proxy ? Door.PROXY : Door.IN_CHARACTER,
                        characters,
                        null,
                        vocabulary);
        List<Span> out = new ArrayList<>();
        String prev = "<s>", prev2 = "<s>";
        String open = null;
        int from = -1;
        double least = 1;
        for (int i = 0; i <= p.size(); i++) {
            String tag = Labels.O;
            double prob = 1;
            if (i < p.size()) {
                double[] probs = model.eval(features(p, i, prev, prev2));
                int best = 0;
                for (int k = 1; k < probs.length; k++) if (probs[k] > probs[best]) best = k;
                tag = model.getOutcome(best);
                prob = probs[best];
            }
            if (open != null && !tag.equals(open)) {
                out.add(
                        new Span(
                                open,
                                p.tokens().get(from).start(),
                                p.tokens().get(i - 1).end(),
                                least));
                open = null;
            }
            if (!tag.equals(Labels.O) && open == null) {
                open = tag;
                from = i;
                least = prob;
            } else if (open != null) least = Math.min(least, prob);
            prev2 = prev;
            prev = tag;
        }
        return out;
    }

    private static String lex(Features.Prepared p, int i) {
        return i < 0 || i >= p.size() || p.lex[i] == null ? "-" : p.lex[i];
    }

    /** The context of token {@code i}: its words around, the details and values near it. */
    static String[] features(Features.Prepared p, int i, String prev, String prev2) {
        List<String> f = new ArrayList<>(40);
        String w = Features.w(p, i);
        Features.window(p, i, f);
        f.add("sh=" + p.shape[i]);
        String raw = p.folded[i];
        if (raw.length() > 3) f.add("suf3=" + raw.substring(raw.length() - 3));
        if (raw.length() > 2) f.add("suf2=" + raw.substring(raw.length() - 2));
        if (p.lex[i] != null) f.add("lex=" + p.lex[i]);
        // the detail words near: "blue _eyes_", « les yeux _bleus_ »
        for (int d = 1; d <= 3; d++) {
            if (!lex(p, i + d).equals("-")) {
                f.add("lexR=" + lex(p, i + d));
                f.add("lexR" + d);
                break;
            }
        }
        for (int d = 1; d <= 3; d++) {
            if (!lex(p, i - d).equals("-")) {
                f.add("lexL=" + lex(p, i - d));
                f.add("lexL" + d);
                break;
            }
        }
        if (p.valueClass[i] != null) {
            f.add("vc=" + p.valueClass[i]);
            f.add("vc|lexR=" + p.valueClass[i] + "|" + lex(p, i + 1));
            f.add("vc|lexL=" + p.valueClass[i] + "|" + lex(p, i - 1));
        }
        if (i > 0 && p.valueClass[i - 1] != null) f.add("vc-1");
        if (i + 1 < p.size() && p.valueClass[i + 1] != null) f.add("vc+1");
        if (p.name[i]) f.add("name");
        for (int k = i - 1; k >= Math.max(0, i - 4); k--)
            if (p.name[k]) {
                f.add("nameL=" + (i - k));
                break;
            }
        f.add("door=" + p.door);
        f.add("t-1=" + prev);
        f.add("t-2t-1=" + prev2 + "|" + prev);
        f.add("t-1w=" + prev + "|" + w);
        return f.toArray(String[]::new);
    }

    // training

    /** One labelled post of the corpus: its narration, names, door and mentions. */
    record Post(
            String voice,
            String narration,
            List<String> characters,
            boolean proxy,
            List<String[]> mentions) {}

    /**
     * The in-character and proxy posts of a split that carry {@code mentions} (a post labelled with
     * none is a negative example).
     */
    static List<Post> posts(Corpus corpus, Corpus.Split split) {
        ObjectMapper json = new ObjectMapper();
        List<Post> out = new ArrayList<>();
        for (Path file : corpus.files(split)) {
            try {
                for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                    if (line.isBlank()) continue;
                    JsonNode d = json.readTree(line);
                    if (!d.has("mentions")) continue;
                    String door = d.path("door").asText("");
                    if (!door.equals("in_character") && !door.equals("proxy")) continue;
                    List<String> names = new ArrayList<>();
                    d.path("characters").forEach(n -> names.add(n.asText()));
                    List<String[]> mentions = new ArrayList<>();
                    for (JsonNode m : d.path("mentions")) {
                        String detail = Lexicon.canonical(m.path("detail").asText());
                        // the details the check compares by name, every other one as one label
                        mentions.add(
                                new String[] {
                                    detail != null && Descriptions.checked(detail) ? detail : OTHER,
                                    m.path("value").asText()
                                });
                    }
                    out.add(
                            new Post(
                                    d.path("voice").asText(),
                                    Descriptions.narration(d.path("message").asText()),
                                    names,
                                    door.equals("proxy"),
                                    mentions));
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return out;
    }

    /**
     * The gold tags of a post's tokens: each mention's value, found (folded) in its narration, its
     * tokens tagged with its detail; null when a value is not found there (in dialogue, or worded
     * otherwise): such a post is left out rather than taught as saying nothing.
     */
    static String[] gold(Post post, List<Token> tokens) {
        String[] tags = new String[tokens.size()];
        Arrays.fill(tags, Labels.O);
        String folded = Fold.keepLength(post.narration());
        if (folded.length() != post.narration().length()) return null;
        for (String[] m : post.mentions()) {
            String value = Fold.keepLength(m[1]).strip();
            if (value.isEmpty() || m[0] == null) return null;
            String[] t = new String[tokens.size()];
            Arrays.fill(t, Labels.O);
            for (int k = 0; k < tags.length; k++) if (!tags[k].equals(Labels.O)) t[k] = "X-X";
            int at = Labels.mark(folded, tokens, t, value, "V", 0);
            if (at < 0) return null;
            for (int k = at; k < t.length && t[k].endsWith("-V"); k++) tags[k] = m[0];
        }
        return tags;
    }

    /** The training events of a split's posts (one per token, with the gold tags before it). */
    static List<Event> events(List<Post> posts, Vocabulary vocabulary) {
        List<Event> out = new ArrayList<>();
        for (Post post : posts) {
            Features.Prepared p =
                    new Features.Prepared(
                            post.narration(),
                            post.proxy() ? Door.PROXY : Door.IN_CHARACTER,
                            post.characters(),
                            null,
                            vocabulary);
            String[] gold = gold(post, p.tokens());
            if (gold == null) continue;
            for (int i = 0; i < p.size(); i++) {
                String prev = i > 0 ? gold[i - 1] : "<s>";
                String prev2 = i > 1 ? gold[i - 2] : "<s>";
                out.add(new Event(gold[i], features(p, i, prev, prev2)));
            }
        }
        return out;
    }

    /** The words of the train posts used by at least {@link Vocabulary#VOICES} voices. */
    static Vocabulary vocabulary(List<Post> posts) {
        java.util.Map<String, java.util.Set<String>> voices = new java.util.HashMap<>();
        for (Post post : posts)
            for (Token t : Tokenizer.tokens(post.narration()))
                voices.computeIfAbsent(t.folded(), k -> new java.util.HashSet<>())
                        .add(post.voice());
        java.util.Set<String> known = new java.util.HashSet<>();
        voices.forEach(
                (w, v) -> {
                    if (v.size() >= Vocabulary.VOICES) known.add(w);
                });
        return known::contains;
    }

    /** The trained model's bytes, and what it was trained on. */
    public record Trained(byte[] bytes, int posts, int events) {}

    /** Trains the model on the corpus's train split (deterministic: one thread, file order). */
    public static Trained train(Corpus corpus, Models.Settings s) {
        List<Post> posts = posts(corpus, Corpus.Split.TRAIN);
        List<Event> events = events(posts, vocabulary(posts));
        return new Trained(Models.bytes(Models.train(events, s)), posts.size(), events.size());
    }
}
