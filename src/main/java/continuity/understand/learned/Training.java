package continuity.understand.learned;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import opennlp.tools.ml.model.MaxentModel;

/**
 * Trains the three models on the corpus's train split and writes them with a manifest that names
 * the corpus they came from (the SHA-256 of the train files, in name order), so that a test can
 * fail when the shipped models are older than the corpus.
 */
public final class Training {
    private Training() {}

    public record Result(
            byte[] tagger,
            byte[] intent,
            byte[] detail,
            String corpusHash,
            int examples,
            int tokens) {}

    public static Result train(Corpus corpus, Models.Settings s) {
        List<Example> train = corpus.examples(Corpus.Split.TRAIN);
        // one vocabulary for the three models, as the reader reads it back from the tagger
        Vocabulary words = Vocabulary.of(train);
        var tagEvents = Models.taggerEvents(train, words);
        MaxentModel tagger = Models.train(tagEvents, s);
        MaxentModel intent = Models.train(Models.intentEvents(train, words), s);
        MaxentModel detail = Models.train(DetailOfValue.events(train, words), s);
        return new Result(
                Models.bytes(tagger),
                Models.bytes(intent),
                Models.bytes(detail),
                corpusHash(corpus),
                train.size(),
                tagEvents.size());
    }

    public static void write(Result r, Models.Settings s, Path dir) throws IOException {
        Files.createDirectories(dir);
        Files.write(dir.resolve("tagger.bin"), r.tagger());
        Files.write(dir.resolve("intent.bin"), r.intent());
        Files.write(dir.resolve("detail.bin"), r.detail());
        ObjectNode m = new ObjectMapper().createObjectNode();
        m.put("corpus_sha256", r.corpusHash());
        m.put("train_examples", r.examples());
        m.put("train_tokens", r.tokens());
        m.put("algorithm", s.algorithm());
        m.put("iterations", s.iterations());
        m.put("cutoff", s.cutoff());
        m.put("l2", s.l2());
        m.put("tagger_bytes", r.tagger().length);
        m.put("intent_bytes", r.intent().length);
        m.put("detail_bytes", r.detail().length);
        Files.writeString(
                dir.resolve("manifest.json"),
                new ObjectMapper().writerWithDefaultPrettyPrinter().writeValueAsString(m) + "\n");
    }

    /** The SHA-256 of the train split's files (names and bytes, in name order). */
    public static String corpusHash(Corpus corpus) {
        try {
            MessageDigest d = MessageDigest.getInstance("SHA-256");
            for (Path p : corpus.files(Corpus.Split.TRAIN)) {
                d.update(
                        p.getFileName()
                                .toString()
                                .getBytes(java.nio.charset.StandardCharsets.UTF_8));
                d.update(Files.readAllBytes(p));
            }
            return HexFormat.of().formatHex(d.digest());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
