package continuity.scenarios;

import com.fasterxml.jackson.databind.JsonNode;
import continuity.testing.Expectations;
import continuity.testing.ReplayRun;
import continuity.testing.ScenarioFile;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The acceptance scenarios (copied from ../shared/scenarios, plus the project's own) and the casual
 * development set (copied from ../shared/scenarios-casual), each replayed on a fresh SQLite file
 * through the real pipeline and checked like the shared grader checks them.
 */
class AcceptanceScenariosTest {
    @TempDir
    Path tmp;

    @TestFactory
    Stream<DynamicTest> everyScenarioPasses() throws IOException, URISyntaxException {
        List<Path> files = scenarios("/scenarios");
        assertTrue(files.size() >= 21, "the 21 shared scenarios are copied into src/test/resources/scenarios");
        return play(files);
    }

    @TestFactory
    Stream<DynamicTest> everyCasualScenarioPasses() throws IOException, URISyntaxException {
        List<Path> files = scenarios("/scenarios-casual");
        assertTrue(files.size() >= 120, "the 120 casual scenarios are copied into src/test/resources/scenarios-casual");
        return play(files);
    }

    private List<Path> scenarios(String folder) throws IOException, URISyntaxException {
        Path dir = Path.of(getClass().getResource(folder).toURI());
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.toString().endsWith(".jsonl")).sorted().toList();
        }
    }

    private Stream<DynamicTest> play(List<Path> files) {
        return files.stream().map(f -> DynamicTest.dynamicTest(f.getFileName().toString(), () -> {
            ScenarioFile scenario = ScenarioFile.read(f);
            List<JsonNode> out = ReplayRun.run(tmp.resolve(scenario.name() + ".sqlite"), scenario.script());
            List<String> fails = Expectations.check(scenario, out);
            assertTrue(fails.isEmpty(), scenario.name() + " (" + scenario.about() + "):\n  " + String.join("\n  ", fails));
            assertFalse(scenario.events().isEmpty(), "a scenario has events");
        }));
    }
}
