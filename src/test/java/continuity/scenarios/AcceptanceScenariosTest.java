package continuity.scenarios;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import continuity.testing.Expectations;
import continuity.testing.ReplayRun;
import continuity.testing.ScenarioFile;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * The acceptance scenarios (copied from ../shared/scenarios, plus the project's own), the casual
 * development set (copied from ../shared/scenarios-casual) and the project's probe set, each
 * replayed on a fresh SQLite file through the real pipeline and checked like the shared grader
 * checks them.
 */
class AcceptanceScenariosTest {
    @TempDir Path tmp;

    @TestFactory
    Stream<DynamicTest> everyScenarioPasses() throws IOException, URISyntaxException {
        List<Path> files = scenarios("/scenarios");
        assertTrue(
                files.size() >= 21,
                "the 21 shared scenarios are copied into src/test/resources/scenarios");
        return play(files, name -> tmp.resolve(name + ".sqlite").toString());
    }

    @TestFactory
    Stream<DynamicTest> everyCasualScenarioPasses() throws IOException, URISyntaxException {
        List<Path> files = scenarios("/scenarios-casual");
        assertTrue(
                files.size() >= 120,
                "the 120 casual scenarios are copied into src/test/resources/scenarios-casual");
        return play(files, name -> tmp.resolve(name + ".sqlite").toString());
    }

    /**
     * The project's own probe set (src/test/resources/scenarios-probe): casual phrasings with other
     * names, attributes and values than the published sets.
     */
    @TestFactory
    Stream<DynamicTest> everyProbeScenarioPasses() throws IOException, URISyntaxException {
        List<Path> files = scenarios("/scenarios-probe");
        assertTrue(
                files.size() >= 40,
                "the probe scenarios are in src/test/resources/scenarios-probe");
        return play(files, name -> tmp.resolve(name + ".sqlite").toString());
    }

    /**
     * The same scenarios, each on a fresh PostgreSQL database: the results must be the same as on
     * SQLite.
     */
    @TestFactory
    Stream<DynamicTest> everyScenarioPassesOnPostgresql() throws IOException, URISyntaxException {
        continuity.testing.Skip.unless(
                continuity.testing.Postgres.available(),
                "no PostgreSQL could be started here ("
                        + continuity.testing.Postgres.failure()
                        + ")");
        return play(scenarios("/scenarios"), name -> continuity.testing.Postgres.url());
    }

    @TestFactory
    Stream<DynamicTest> everyCasualScenarioPassesOnPostgresql()
            throws IOException, URISyntaxException {
        continuity.testing.Skip.unless(
                continuity.testing.Postgres.available(),
                "no PostgreSQL could be started here ("
                        + continuity.testing.Postgres.failure()
                        + ")");
        return play(scenarios("/scenarios-casual"), name -> continuity.testing.Postgres.url());
    }

    private List<Path> scenarios(String folder) throws IOException, URISyntaxException {
        Path dir = Path.of(getClass().getResource(folder).toURI());
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.toString().endsWith(".jsonl")).sorted().toList();
        }
    }

    /** {@code database}: the --db of a scenario (by its name), a fresh database each. */
    private Stream<DynamicTest> play(
            List<Path> files, java.util.function.Function<String, String> database) {
        return files.stream()
                .map(
                        f ->
                                DynamicTest.dynamicTest(
                                        f.getFileName().toString(),
                                        () -> {
                                            ScenarioFile scenario = ScenarioFile.read(f);
                                            List<JsonNode> out =
                                                    ReplayRun.run(
                                                            database.apply(scenario.name()),
                                                            scenario.script(),
                                                            continuity.memory.Limits.DEFAULTS);
                                            List<String> fails = Expectations.check(scenario, out);
                                            assertTrue(
                                                    fails.isEmpty(),
                                                    scenario.name()
                                                            + " ("
                                                            + scenario.about()
                                                            + "):\n  "
                                                            + String.join("\n  ", fails));
                                            assertFalse(
                                                    scenario.events().isEmpty(),
                                                    "a scenario has events");
                                        }));
    }
}
