package continuity.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.chat.Lang;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The per-server change rate and the default language are configurable like the other settings. */
class GuildRateConfigTest {
    @TempDir Path dir;

    @Test
    void theServerRateComesFromTheFileOrTheEnvironment() throws Exception {
        assertEquals(120, ConfigLoader.load(null, Map.of()).coreLimits().guildChangesPerMinute());
        Path f =
                Files.writeString(
                        dir.resolve("c.yaml"),
                        "limits:\n  guild_changes_per_minute: 7\n  changes_per_minute: 3\n");
        Config c = ConfigLoader.load(f, Map.of());
        assertEquals(7, c.coreLimits().guildChangesPerMinute());
        assertEquals(3, c.coreLimits().changesPerMinute());
        assertEquals(
                0,
                ConfigLoader.load(f, Map.of("CONTINUITY_GUILD_CHANGES_PER_MINUTE", "0"))
                        .coreLimits()
                        .guildChangesPerMinute(),
                "the variable wins; 0 turns the limit off");
        ConfigException e =
                assertThrows(
                        ConfigException.class,
                        () ->
                                ConfigLoader.load(
                                        null, Map.of("CONTINUITY_GUILD_CHANGES_PER_MINUTE", "-5")));
        assertTrue(e.getMessage().contains("limits.guild_changes_per_minute"), e.getMessage());
    }

    @Test
    void theDefaultLanguageIsRead() {
        assertEquals(
                Lang.FR,
                ConfigLoader.load(null, Map.of("CONTINUITY_LANGUAGE", "fr")).defaultLanguage());
        assertEquals(Lang.EN, ConfigLoader.load(null, Map.of()).defaultLanguage());
    }

    @Test
    void theConsoleAppliesTheDefaultLanguageAndTheLimits() {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        String script =
                "/memory remember character:Mira text:Mira has blue eyes\n"
                        + "/memory remember character:Mira text:Mira has a very long scarf that goes on and on\n:quit\n";
        int code =
                continuity.cli.ConsoleCommand.run(
                        java.util.List.of(),
                        new continuity.cli.Io(
                                new java.io.ByteArrayInputStream(
                                        script.getBytes(java.nio.charset.StandardCharsets.UTF_8)),
                                new java.io.PrintStream(
                                        out, true, java.nio.charset.StandardCharsets.UTF_8),
                                System.err,
                                Map.of(
                                        "CONTINUITY_LANGUAGE",
                                        "fr",
                                        "CONTINUITY_NOTE_LENGTH",
                                        "30")));
        String said = out.toString(java.nio.charset.StandardCharsets.UTF_8);
        assertEquals(0, code, said);
        assertTrue(said.contains("C'est noté : « Mira has blue eyes »"), said);
        assertTrue(said.contains("Cette note est trop longue : 30 caractères au plus"), said);
    }
}
