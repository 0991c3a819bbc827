package continuity.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.model.ModelConfig;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The optional language model's settings ({@code model.*}) read like every other key: from the
 * file, overridden by {@code CONTINUITY_MODEL_*}, each value checked with its key named; the API
 * key never in the file.
 */
class ModelSettingsTest {
    @TempDir Path dir;

    private Path yaml(String text) throws Exception {
        return Files.writeString(dir.resolve("continuity.yaml"), text);
    }

    private static ModelConfig model(Config c) {
        return c.modelConfig().orElseThrow(() -> new AssertionError("no model in " + c));
    }

    @Test
    void nothingSetMeansNoModel() throws Exception {
        assertEquals(Optional.empty(), ConfigLoader.load(null, Map.of()).modelConfig());
        // the other model keys alone configure nothing, and a key file is not even read then
        Path file =
                yaml(
                        "model:\n  timeout_ms: 5000\n  api_key_file: "
                                + dir.resolve("no-such-key")
                                + "\n");
        assertEquals(Optional.empty(), ConfigLoader.load(file, Map.of()).modelConfig());
        assertEquals(
                Optional.empty(),
                ConfigLoader.load(
                                file,
                                Map.of(
                                        ModelConfig.URL,
                                        " ",
                                        ModelConfig.NAME,
                                        "",
                                        ModelConfig.KEY,
                                        "sk"))
                        .modelConfig(),
                "empty variables count as unset");
    }

    @Test
    void theFileGivesTheModelSettings() throws Exception {
        Path key = Files.writeString(dir.resolve("model-key"), "  sk-from-file\n");
        Path file =
                yaml(
                        """
                model:
                  url: http://localhost:11434/v1/
                  name: qwen2.5:7b-instruct
                  api_key_file: %s
                  timeout_ms: 5000
                  requests_per_minute: 6
                  ask_below: 0.6
                """
                                .formatted(key));
        Config c = ConfigLoader.load(file, Map.of());
        ModelConfig m = model(c);
        assertEquals("http://localhost:11434/v1", m.baseUrl().toString(), "no trailing slash");
        assertEquals("qwen2.5:7b-instruct", m.model());
        assertEquals("sk-from-file", m.apiKey());
        assertEquals(Duration.ofMillis(5000), m.timeout());
        assertEquals(6, m.requestsPerMinute());
        assertEquals(0.6, m.askBelow(), 1e-9);
        assertEquals(3, m.breakerFailures(), "what the file does not set keeps its default");
        assertFalse(m.toString().contains("sk-from-file"), m.toString());
        assertFalse(c.toString().contains("sk-from-file"), c.toString());
        assertTrue(c.toString().contains("qwen2.5:7b-instruct"), c.toString());

        ModelConfig defaults =
                model(
                        ConfigLoader.load(
                                yaml("model:\n  url: https://api.example.com/v1\n  name: m\n"),
                                Map.of()));
        assertEquals(
                ModelConfig.of(java.net.URI.create("https://api.example.com/v1"), "m", null),
                defaults,
                "only the URL and the name given: every other value is ModelConfig's default");
    }

    @Test
    void theEnvironmentOverridesTheFile() throws Exception {
        Path fileKey = Files.writeString(dir.resolve("file-key"), "sk-file");
        Path envKey = Files.writeString(dir.resolve("env-key"), "sk-env-file");
        Path file =
                yaml(
                        """
                model:
                  url: http://file.example/v1
                  name: file-model
                  api_key_file: %s
                  timeout_ms: 5000
                  requests_per_minute: 6
                  ask_below: 0.6
                """
                                .formatted(fileKey));
        ModelConfig m =
                model(
                        ConfigLoader.load(
                                file,
                                Map.of(
                                        ModelConfig.URL, "https://env.example/v1",
                                        ModelConfig.NAME, "env-model",
                                        ModelConfig.KEY_FILE, envKey.toString(),
                                        ModelConfig.TIMEOUT, "7000",
                                        ModelConfig.RATE, "20",
                                        ModelConfig.ASK_BELOW, "0.9")));
        assertEquals("https://env.example/v1", m.baseUrl().toString());
        assertEquals("env-model", m.model());
        assertEquals("sk-env-file", m.apiKey(), "CONTINUITY_MODEL_API_KEY_FILE over the file's");
        assertEquals(Duration.ofMillis(7000), m.timeout());
        assertEquals(20, m.requestsPerMinute());
        assertEquals(0.9, m.askBelow(), 1e-9);
        assertEquals(
                "sk-env",
                model(ConfigLoader.load(file, Map.of(ModelConfig.KEY, "sk-env"))).apiKey(),
                "CONTINUITY_MODEL_API_KEY wins over any key file");
        ModelConfig partly = model(ConfigLoader.load(file, Map.of(ModelConfig.NAME, "env-model")));
        assertEquals("http://file.example/v1", partly.baseUrl().toString());
        assertEquals("env-model", partly.model());
        assertEquals("sk-file", partly.apiKey());
        // the environment alone, as before the file knew the model
        ModelConfig envOnly =
                model(
                        ConfigLoader.load(
                                null,
                                Map.of(
                                        ModelConfig.URL,
                                        "http://localhost:8080/v1",
                                        ModelConfig.NAME,
                                        "llama")));
        assertEquals("llama", envOnly.model());
        assertNull(envOnly.apiKey());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            textBlock =
                    """
            model:\\n  timeout_ms: 0                        | model.timeout_ms          | 0          | a whole number from 100 to 60000
            model:\\n  timeout_ms: 60001                    | model.timeout_ms          | 60001      | a whole number from 100 to 60000
            model:\\n  requests_per_minute: 0               | model.requests_per_minute | 0          | a whole number from 1 to 10000
            model:\\n  ask_below: 2                         | model.ask_below           | 2          | a number from 0 to 1
            model:\\n  ask_below: -0.1                      | model.ask_below           | -0.1       | a number from 0 to 1
            model:\\n  ask_below: sure                      | model.ask_below           | "sure"     | a number from 0 to 1
            model:\\n  url: ftp://x\\n  name: m             | model.url                 | "ftp://x"  | an http:// or https:// URL
            model:\\n  url: localhost:11434/v1\\n  name: m  | model.url                 | "localhost:11434/v1" | an http:// or https:// URL
            model:\\n  url: http:///v1\\n  name: m          | model.url                 | "http:///v1" | an http:// or https:// URL
            model:\\n  url: http://localhost:11434/v1       | model.name                | (empty)    | model.name or CONTINUITY_MODEL_NAME
            model:\\n  name: qwen2.5:7b-instruct            | model.url                 | (empty)    | model.url or CONTINUITY_MODEL_URL
            model:\\n  timeout: 5000                        | model.timeout             | 5000       | one of the keys url, name, api_key_file, timeout_ms
            """)
    void aBadValueNamesTheKeyAndWhatIsAllowed(String text, String key, String value, String allowed)
            throws Exception {
        Path file = yaml(text.replace("\\n", "\n"));
        ConfigException e =
                assertThrows(ConfigException.class, () -> ConfigLoader.load(file, Map.of()));
        assertEquals(1, e.problems().size(), e.getMessage());
        ConfigProblem p = e.problems().get(0);
        assertEquals(key, p.key(), e.getMessage());
        assertEquals(value, p.value(), e.getMessage());
        assertTrue(p.allowed().contains(allowed), e.getMessage());
        assertTrue(
                e.getMessage().contains(key + " = " + value) && e.getMessage().contains(allowed),
                e.getMessage());
        assertTrue(p.source().contains(file.toString()), "where it came from: " + p);
    }

    @Test
    void aBadEnvironmentValueNamesTheKeyAndTheVariable() {
        ConfigException e =
                assertThrows(
                        ConfigException.class,
                        () ->
                                ConfigLoader.load(
                                        null,
                                        Map.of(
                                                ModelConfig.TIMEOUT, "0",
                                                ModelConfig.ASK_BELOW, "NaN",
                                                ModelConfig.URL, "ftp://x",
                                                ModelConfig.NAME, "m")));
        assertEquals(
                java.util.List.of(
                        "model.url = \"ftp://x\" (from CONTINUITY_MODEL_URL): allowed: an http:// or"
                                + " https:// URL, or empty",
                        "model.timeout_ms = 0 (from CONTINUITY_MODEL_TIMEOUT_MS): allowed: a whole"
                                + " number from 100 to 60000",
                        "model.ask_below = \"NaN\" (from CONTINUITY_MODEL_ASK_BELOW): allowed: a"
                                + " number from 0 to 1"),
                e.problems().stream().map(ConfigProblem::describe).toList());
    }

    @Test
    void aLiteralApiKeyInTheFileIsRefusedWithoutShowingIt() throws Exception {
        Path file =
                yaml(
                        "model:\n  url: http://localhost:11434/v1\n  name: m\n  api_key: sk-very-secret-value\n");
        ConfigException e =
                assertThrows(ConfigException.class, () -> ConfigLoader.load(file, Map.of()));
        assertEquals(1, e.problems().size(), e.getMessage());
        assertEquals("model.api_key", e.problems().get(0).key());
        assertFalse(e.getMessage().contains("sk-very-secret-value"), e.getMessage());
        assertTrue(
                e.getMessage().contains("model.api_key_file")
                        && e.getMessage().contains("CONTINUITY_MODEL_API_KEY"),
                e.getMessage());
    }

    @Test
    void anUnreadableOrMalformedKeyIsRefusedWithoutShowingIt() throws Exception {
        Path file =
                yaml(
                        "model:\n  url: http://localhost:11434/v1\n  name: m\n  api_key_file: "
                                + dir.resolve("missing-key")
                                + "\n");
        ConfigException missing =
                assertThrows(ConfigException.class, () -> ConfigLoader.load(file, Map.of()));
        assertEquals("model.api_key_file", missing.problems().get(0).key(), missing.getMessage());
        assertEquals(
                "m",
                model(ConfigLoader.load(file, Map.of(ModelConfig.KEY, "sk-env"))).model(),
                "the variable wins, so the missing file is not read");
        ConfigException spaced =
                assertThrows(
                        ConfigException.class,
                        () ->
                                ConfigLoader.load(
                                        null,
                                        Map.of(
                                                ModelConfig.URL, "http://localhost:11434/v1",
                                                ModelConfig.NAME, "m",
                                                ModelConfig.KEY, "sk secret")));
        assertFalse(spaced.getMessage().contains("sk secret"), spaced.getMessage());
        assertTrue(spaced.getMessage().contains(ModelConfig.KEY), spaced.getMessage());
    }
}
