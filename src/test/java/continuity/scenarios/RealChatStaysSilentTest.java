package continuity.scenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import continuity.testing.Expectations;
import continuity.testing.ReplayRun;
import continuity.testing.ScenarioFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Thousands of lines of real chat (../shared/corpora, other people's text, read from there and
 * never copied here): the bot must not answer any of it nor store anything from it.
 */
class RealChatStaysSilentTest {
    static final Path CORPORA = Path.of("..", "shared", "corpora");

    @TempDir Path tmp;

    @TestFactory
    Stream<DynamicTest> noReplyAndNothingStored() throws IOException {
        continuity.testing.Skip.unless(
                Files.isDirectory(CORPORA),
                "../shared/corpora is absent: the real-chat suites cannot run here");
        List<Path> files;
        try (Stream<Path> s = Files.list(CORPORA)) {
            files = s.filter(p -> p.toString().endsWith(".jsonl")).sorted().toList();
        }
        return files.stream()
                .map(
                        f ->
                                DynamicTest.dynamicTest(
                                        f.getFileName().toString(),
                                        () -> {
                                            ScenarioFile corpus = ScenarioFile.read(f);
                                            String script =
                                                    corpus.script() + "{\"type\":\"dump\"}\n";
                                            List<JsonNode> out =
                                                    ReplayRun.run(
                                                            tmp.resolve(corpus.name() + ".sqlite"),
                                                            script);
                                            List<String> fails = Expectations.check(corpus, out);
                                            assertTrue(
                                                    fails.isEmpty(),
                                                    corpus.name()
                                                            + ": "
                                                            + fails.size()
                                                            + " false positives, first: "
                                                            + fails.subList(
                                                                    0, Math.min(5, fails.size())));
                                            long seeded =
                                                    corpus.events().stream()
                                                            .filter(
                                                                    e ->
                                                                            e instanceof JsonNode j
                                                                                    && "slash"
                                                                                            .equals(
                                                                                                    j.path(
                                                                                                                    "type")
                                                                                                            .asText()))
                                                            .count();
                                            JsonNode dump = out.get(out.size() - 1);
                                            assertEquals("memories", dump.path("type").asText());
                                            assertEquals(
                                                    seeded,
                                                    dump.path("items").size(),
                                                    "only the notes the corpus itself remembered with /memory remember are stored: "
                                                            + dump.path("items"));
                                        }));
    }
}
