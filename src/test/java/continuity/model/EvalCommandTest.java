package continuity.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.cli.Io;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code eval --model} on the shipped labelled file, against the fake server replaying answers
 * recorded for it (written by hand, like the file: they show what the figures count, not how good
 * any model is).
 */
class EvalCommandTest {
    static String run(List<String> args, Map<String, String> env, ByteArrayOutputStream err)
            throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code =
                continuity.cli.EvalCommand.run(
                        args,
                        new Io(
                                new ByteArrayInputStream(new byte[0]),
                                new PrintStream(out, true, StandardCharsets.UTF_8),
                                new PrintStream(err, true, StandardCharsets.UTF_8),
                                env));
        assertEquals(0, code, err.toString(StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void theModelIsMeasuredBesideTheGrammarOnTheSameFile() throws Exception {
        try (FakeModelServer fake =
                new FakeModelServer("eval-model", "/model/eval-recordings.jsonl")) {
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            String out =
                    run(
                            List.of("--model", "examples/eval/understanding.jsonl"),
                            Map.of(
                                    ModelConfig.URL,
                                    fake.baseUrl().toString(),
                                    ModelConfig.NAME,
                                    "eval-model"),
                            err);
            assertEquals(List.of(), fake.problems(), "every message sent has a recorded answer");
            String all = out.substring(out.indexOf("== all languages =="));
            assertTrue(out.contains("grammar + model eval-model"), out);
            assertTrue(out.contains("== language en ==") && out.contains("== language fr =="), out);
            assertEquals(
                    List.of("0", String.valueOf(fake.asked().size())), cells(all, "model calls"));
            assertEquals(
                    List.of("0/9", "0/9"),
                    fractions(all, "false triggers (in character)"),
                    "no system triggers on in-character text");
            List<String> recall = fractions(all, "value recall");
            assertTrue(
                    hits(recall.get(1)) >= hits(recall.get(0)),
                    "the model only adds to what the grammar read: " + recall);
            // the recorded answers hold one wrong claim that passes every check ("dramatic"):
            // precision must show it
            List<String> precision = fractions(all, "character precision");
            assertTrue(hits(precision.get(1)) < total(precision.get(1)), precision.toString());
        }
    }

    @Test
    void withoutModelTheGrammarAloneIsMeasured() throws Exception {
        String out =
                run(
                        List.of("examples/eval/understanding.jsonl"),
                        Map.of(),
                        new ByteArrayOutputStream());
        assertTrue(out.contains("grammar alone") && !out.contains("grammar + model"), out);
    }

    @Test
    void wilsonIntervalsAndPercentiles() {
        double[] w = Evaluation.wilson(0, 10);
        assertEquals(0.0, w[0], 1e-9);
        assertEquals(0.2775, w[1], 1e-4);
        double[] h = Evaluation.wilson(5, 10);
        assertEquals(0.2366, h[0], 1e-4);
        assertEquals(0.7634, h[1], 1e-4);
        assertEquals(
                50,
                Evaluation.percentile(
                        List.of(10L, 20L, 30L, 40L, 50L, 60L, 70L, 80L, 90L, 100L), 50));
        assertEquals(
                100,
                Evaluation.percentile(
                        List.of(10L, 20L, 30L, 40L, 50L, 60L, 70L, 80L, 90L, 100L), 95));
    }

    /** The cells of a row, one per system. */
    private static List<String> cells(String block, String row) {
        for (String line : block.split("\n")) {
            if (line.startsWith(row + " ") || line.equals(row)) {
                return java.util.Arrays.stream(line.substring(32).trim().split("\\s{2,}"))
                        .map(String::trim)
                        .toList();
            }
        }
        throw new AssertionError("no row " + row + " in\n" + block);
    }

    private static List<String> fractions(String block, String row) {
        return cells(block, row).stream()
                .map(c -> c.replaceAll(".*\\((\\d+/\\d+)\\)$", "$1"))
                .toList();
    }

    private static int hits(String fraction) {
        return Integer.parseInt(fraction.split("/")[0]);
    }

    private static int total(String fraction) {
        return Integer.parseInt(fraction.split("/")[1]);
    }
}
