package continuity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The command line's Discord door: {@code run}, and no arguments, with and without a token. */
class MainRunDoorTest {

    private static String[] run(String[] args, Map<String, String> env, int expectedCode) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int code =
                Main.run(
                        args,
                        env,
                        new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(expectedCode, code);
        return new String[] {
            out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8)
        };
    }

    @Test
    void runWithoutATokenExplainsHowToGetOneAndExitsNonZero() {
        String err = run(new String[] {"run"}, Map.of(), 2)[1];
        assertTrue(err.contains("No Discord token") && err.contains("Reset Token"), err);
        assertTrue(err.contains("replay examples/first-session.jsonl"), err);
    }

    @Test
    void noArgumentsAndNoTokenSaysHowToGetOneAndHowToTryTheBotOffline() {
        String err = run(new String[0], Map.of(), 2)[1];
        assertTrue(
                err.contains("DISCORD_TOKEN")
                        && err.contains("replay examples/first-session.jsonl"),
                err);
    }

    @Test
    void aBadModelSettingInTheConfigFileStopsRunBeforeDiscordNamingTheKey(
            @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        java.nio.file.Path file =
                java.nio.file.Files.writeString(
                        dir.resolve("continuity.yaml"),
                        "model:\n  url: http://localhost:11434/v1\n");
        String err =
                run(
                        new String[] {"run", "--config", file.toString()},
                        Map.of("DISCORD_TOKEN", "x"),
                        2)[1];
        assertTrue(err.contains("model.name = (empty)"), err);
        assertTrue(err.contains("CONTINUITY_MODEL_NAME"), err);
    }

    @Test
    void runRejectsUnknownArguments() {
        String err = run(new String[] {"run", "--verbose"}, Map.of("DISCORD_TOKEN", "x"), 2)[1];
        assertTrue(err.contains("--verbose"), err);
    }

    @Test
    void aShardRangeThatIsNoneIsRefusedSayingWhatToGive() {
        String err =
                run(
                        new String[] {"run"},
                        Map.of(
                                "DISCORD_TOKEN", "x",
                                "CONTINUITY_SHARDS_TOTAL", "4",
                                "CONTINUITY_SHARDS_RANGE", "3-2"),
                        2)[1];
        assertTrue(err.contains("3-2") && err.contains("from 0 to 3"), err);
    }

    @Test
    void someShardsOfSeveralNeedThePostgresStoreAndEveryShardRunsOnSqlite() {
        String err =
                run(
                        new String[] {"run", "--db", "unused.sqlite"},
                        Map.of(
                                "DISCORD_TOKEN", "x",
                                "CONTINUITY_SHARDS_TOTAL", "4",
                                "CONTINUITY_SHARDS_RANGE", "0-1"),
                        2)[1];
        assertTrue(err.contains("PostgreSQL") && err.contains("remove discord.shards.range"), err);
        assertTrue(
                !java.nio.file.Files.exists(java.nio.file.Path.of("unused.sqlite")),
                "nothing was created");
    }
}
