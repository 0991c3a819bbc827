package continuity.cli;

import continuity.understand.learned.Corpus;
import continuity.understand.learned.MentionModel;
import continuity.understand.learned.Models;
import continuity.understand.learned.Training;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

/**
 * {@code continuity train [--corpus DIR] [--out DIR]}: trains the learned reader's two models on
 * the corpus's train split (fixed settings, one thread: the same corpus gives the same bytes) and
 * writes them with their manifest, by default into {@code src/main/resources/understand/model},
 * where the build puts them in the jar. With {@code --mentions}, trains the descriptive-mention
 * model alone ({@code mention.bin}, {@link continuity.understand.learned.MentionModel}) on the
 * train voices' labelled mentions, the other models untouched.
 */
public final class TrainCommand {
    static final String USAGE =
            "train [--corpus DIR] [--out DIR] [--mentions] [--algorithm MAXENT_QN|MAXENT|PERCEPTRON] [--iterations N] [--cutoff N] [--l2 X]";

    private TrainCommand() {}

    public static int run(List<String> args, Io io) {
        Args a =
                Args.parse(
                        "train",
                        args,
                        Set.of(
                                "--corpus",
                                "--out",
                                "--algorithm",
                                "--iterations",
                                "--cutoff",
                                "--l2"),
                        Set.of("--mentions"));
        a.positional(0, "nothing");
        Path dir = Path.of(a.get("--corpus") == null ? "corpus" : a.get("--corpus"));
        Path out =
                Path.of(
                        a.get("--out") == null
                                ? "src/main/resources/understand/model"
                                : a.get("--out"));
        Models.Settings d = Models.Settings.DEFAULT;
        Models.Settings s;
        try {
            s =
                    new Models.Settings(
                            a.get("--algorithm") == null ? d.algorithm() : a.get("--algorithm"),
                            a.get("--iterations") == null
                                    ? d.iterations()
                                    : Integer.parseInt(a.get("--iterations")),
                            a.get("--cutoff") == null
                                    ? d.cutoff()
                                    : Integer.parseInt(a.get("--cutoff")),
                            a.get("--l2") == null ? d.l2() : Double.parseDouble(a.get("--l2")));
        } catch (NumberFormatException e) {
            io.err()
                    .println(
                            "train: --iterations and --cutoff take a whole number, --l2 a number"
                                    + " (e.g. --l2 0.5)");
            return 2;
        }
        long t0 = System.nanoTime();
        if (a.has("--mentions")) return mentions(dir, out, s, io, t0);
        Training.Result r;
        try {
            r = Training.train(Corpus.at(dir), s);
            Training.write(r, s, out);
        } catch (IOException | RuntimeException e) {
            io.err().println("train: " + e.getMessage());
            return 1;
        }
        io.out()
                .printf(
                        "trained on %d examples (%d tokens) of %s in %.1f s: tagger %d bytes, intent %d bytes, into %s%n",
                        r.examples(),
                        r.tokens(),
                        dir,
                        (System.nanoTime() - t0) / 1e9,
                        r.tagger().length,
                        r.intent().length,
                        out);
        return 0;
    }

    private static int mentions(Path dir, Path out, Models.Settings s, Io io, long t0) {
        MentionModel.Trained t;
        try {
            t = MentionModel.train(Corpus.at(dir), s);
            java.nio.file.Files.createDirectories(out);
            java.nio.file.Files.write(out.resolve("mention.bin"), t.bytes());
        } catch (IOException | RuntimeException e) {
            io.err().println("train: " + e.getMessage());
            return 1;
        }
        io.out()
                .printf(
                        "trained the mention model on %d posts (%d tokens) of %s in %.1f s: %d bytes, into %s%n",
                        t.posts(),
                        t.events(),
                        dir,
                        (System.nanoTime() - t0) / 1e9,
                        t.bytes().length,
                        out);
        return 0;
    }
}
