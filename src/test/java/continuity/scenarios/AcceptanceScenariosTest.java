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
 * The acceptance scenarios (copied from ../shared/scenarios, plus the project's own), each replayed
 * on a fresh SQLite file through the real pipeline and checked like the shared grader checks them.
 */
class AcceptanceScenariosTest {
    @TempDir
    Path tmp;

    @TestFactory
    Stream<DynamicTest> everyScenarioPasses() throws IOException, URISyntaxException {
        return scenarios(f -> tmp.resolve(f + ".sqlite").toString());
    }

    /** The same scenarios, each on a fresh PostgreSQL database: the results must be the same as on SQLite. */
    @TestFactory
    Stream<DynamicTest> everyScenarioPassesOnPostgresql() throws IOException, URISyntaxException {
        continuity.testing.Skip.unless(continuity.testing.Postgres.available(),
                "no PostgreSQL could be started here (" + continuity.testing.Postgres.failure() + ")");
        return scenarios(f -> continuity.testing.Postgres.url());
    }

    private Stream<DynamicTest> scenarios(java.util.function.Function<String, String> database)
            throws IOException, URISyntaxException {
        Path dir = Path.of(getClass().getResource("/scenarios").toURI());
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(p -> p.toString().endsWith(".jsonl")).sorted().toList();
        }
        assertTrue(files.size() >= 21, "the 21 shared scenarios are copied into src/test/resources/scenarios");
        return files.stream().map(f -> DynamicTest.dynamicTest(f.getFileName().toString(), () -> {
            ScenarioFile scenario = ScenarioFile.read(f);
            List<JsonNode> out = ReplayRun.run(database.apply(scenario.name()), scenario.script(),
                    continuity.memory.Limits.DEFAULTS);
            List<String> fails = Expectations.check(scenario, out);
            assertTrue(fails.isEmpty(), scenario.name() + " (" + scenario.about() + "):\n  " + String.join("\n  ", fails));
            assertFalse(scenario.events().isEmpty(), "a scenario has events");
        }));
    }
}
