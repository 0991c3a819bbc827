package continuity.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.cli.ConsoleCommand;
import continuity.cli.EvalCommand;
import continuity.cli.Io;
import continuity.cli.ReplayCommand;
import continuity.cli.UsageError;
import continuity.config.ConfigException;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The doors that build the model ({@code replay --model}, {@code eval --model}, {@code console})
 * take it from the configuration file and the environment, the environment winning; the fake server
 * refuses a request for any other model name than the one it serves.
 */
class ModelDoorsTest {
    @TempDir Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    /**
     * A message neither in-process reader reads (they read English and French), so the model is
     * asked: an English one became readable when the learned reader learned it.
     */
    private static final String MESSAGE = "Mira trägt jetzt einen langen silbernen Zopf";

    private Io io(String stdin, Map<String, String> env) {
        out.reset();
        err.reset();
        return new Io(
                new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8),
                env);
    }

    private Path config(FakeModelServer fake, String name) throws Exception {
        return Files.writeString(
                dir.resolve("continuity.yaml"),
                "model:\n  url: " + fake.baseUrl() + "\n  name: " + name + "\n");
    }

    private Path script() throws Exception {
        return Files.writeString(
                dir.resolve("script.jsonl"),
                String.join(
                        "\n",
                        "{\"type\":\"slash\",\"command\":\"memory\",\"subcommand\":\"remember\",\"options\":{\"character\":\"Mira\",\"text\":\"Mira has blue eyes\"}}",
                        "{\"type\":\"slash\",\"gm\":true,\"user\":\"gm\",\"command\":\"settings\",\"subcommand\":\"model\",\"options\":{\"state\":\"on\"}}",
                        "{\"type\":\"message\",\"content\":\"(( " + MESSAGE + " ))\"}"));
    }

    private String stdout() {
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void replayModelTakesTheModelFromTheConfigFile() throws Exception {
        try (FakeModelServer fake = new FakeModelServer("test-model")) {
            Path config = config(fake, "test-model");
            int code =
                    ReplayCommand.run(
                            List.of("--model", "--config", config.toString(), script().toString()),
                            io("", Map.of()));
            assertEquals(0, code, err.toString(StandardCharsets.UTF_8));
            assertEquals(List.of(MESSAGE), fake.asked(), stdout());
            assertEquals(List.of(), fake.problems());
            assertTrue(stdout().contains("\"type\":\"model\""), stdout());
        }
    }

    @Test
    void theEnvironmentOverridesTheFileGivenByContinuityConfig() throws Exception {
        try (FakeModelServer fake = new FakeModelServer("test-model")) {
            Path config = config(fake, "the-file-model");
            int code =
                    ReplayCommand.run(
                            List.of("--model", script().toString()),
                            io(
                                    "",
                                    Map.of(
                                            "CONTINUITY_CONFIG",
                                            config.toString(),
                                            ModelConfig.NAME,
                                            "test-model")));
            assertEquals(0, code, err.toString(StandardCharsets.UTF_8));
            assertEquals(List.of(MESSAGE), fake.asked());
            assertEquals(List.of(), fake.problems(), "the model named by the environment");
        }
    }

    @Test
    void replayModelWithoutAModelOrWithABadValueSaysWhatToSet() throws Exception {
        Path script = script();
        UsageError none =
                assertThrows(
                        UsageError.class,
                        () ->
                                ReplayCommand.run(
                                        List.of("--model", script.toString()), io("", Map.of())));
        assertTrue(
                none.getMessage().contains("model.url")
                        && none.getMessage().contains(ModelConfig.URL),
                none.getMessage());
        Path bad = Files.writeString(dir.resolve("bad.yaml"), "model:\n  ask_below: 2\n");
        ConfigException e =
                assertThrows(
                        ConfigException.class,
                        () ->
                                ReplayCommand.run(
                                        List.of("--model", "--config", bad.toString(), "-"),
                                        io("", Map.of())));
        assertTrue(e.getMessage().contains("model.ask_below = 2"), e.getMessage());
        UsageError alone =
                assertThrows(
                        UsageError.class,
                        () ->
                                ReplayCommand.run(
                                        List.of("--config", bad.toString(), script.toString()),
                                        io("", Map.of())));
        assertTrue(alone.getMessage().contains("--model"), alone.getMessage());
    }

    @Test
    void evalModelTakesTheModelFromTheConfigFile() throws Exception {
        try (FakeModelServer fake = new FakeModelServer("test-model")) {
            Path labelled =
                    Files.writeString(
                            dir.resolve("labelled.jsonl"),
                            "{\"id\":\"braid\",\"lang\":\"en\",\"message\":\"(( "
                                    + MESSAGE
                                    + " ))\",\"context\":[{\"character\":\"Mira\",\"text\":\"Mira has blue eyes\"}],"
                                    + "\"expected\":[{\"character\":\"Mira\",\"attribute\":\"hair\",\"value\":\"langen silbernen Zopf\"}]}\n");
            int code =
                    EvalCommand.run(
                            List.of(
                                    "--model",
                                    "--config",
                                    config(fake, "test-model").toString(),
                                    labelled.toString()),
                            io("", Map.of()));
            assertEquals(0, code, err.toString(StandardCharsets.UTF_8));
            assertTrue(stdout().contains("grammar + model test-model"), stdout());
            assertEquals(List.of(MESSAGE), fake.asked());
            assertEquals(List.of(), fake.problems());
        }
    }

    @Test
    void theConsoleTakesTheModelFromTheConfigFile() throws Exception {
        try (FakeModelServer fake = new FakeModelServer("test-model")) {
            String typed =
                    String.join(
                                    "\n",
                                    "/memory remember character:Mira text:Mira has blue eyes",
                                    ":gm on",
                                    "/settings model state:on",
                                    "(( " + MESSAGE + " ))",
                                    ":quit")
                            + "\n";
            int code =
                    ConsoleCommand.run(
                            List.of(
                                    "--config",
                                    config(fake, "test-model").toString(),
                                    "--db",
                                    dir.resolve("console.sqlite").toString()),
                            io(typed, Map.of()));
            assertEquals(0, code, err.toString(StandardCharsets.UTF_8));
            assertEquals(List.of(MESSAGE), fake.asked(), stdout());
            assertEquals(List.of(), fake.problems());
        }
    }
}
