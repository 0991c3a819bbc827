package continuity.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.memory.Limits;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ConfigLoaderTest {
    @TempDir Path dir;

    private Path yaml(String text) throws Exception {
        return Files.writeString(dir.resolve("continuity.yaml"), text);
    }

    @Test
    void withoutFileOrEnvironmentTheDefaultsAreTheCoresDefaults() {
        Config c = ConfigLoader.load(null, Map.of());
        assertEquals(Limits.DEFAULTS, c.coreLimits());
        assertEquals(Path.of("continuity.sqlite"), c.databasePath());
        assertTrue(c.discordToken().isEmpty());
        assertEquals("Game Master", c.discord().gmRole());
        assertEquals(List.of("((", "ooc:", "hrp:", "//"), c.outOfCharacter().markers());
        assertEquals(30, c.retention().graceDays());
    }

    @Test
    void theDocumentedExampleLoadsAndStatesTheDefaults() {
        Config example = ConfigLoader.load(Path.of("config", "continuity.example.yaml"), Map.of());
        assertEquals(
                ConfigLoader.load(null, Map.of()),
                example,
                "config/continuity.example.yaml must document the built-in defaults");
    }

    @Test
    void everyKeyIsDocumentedInTheExampleAndTheReadmeTable() throws Exception {
        String example = Files.readString(Path.of("config", "continuity.example.yaml"));
        // the README and its docs/ pages
        List<String> readme = continuity.testing.Docs.lines();
        int section = readme.indexOf("## Configuration");
        int at =
                section < 0
                        ? -1
                        : section
                                + readme.subList(section, readme.size())
                                        .indexOf(
                                                "| key | environment variable | default | allowed |");
        assertTrue(section >= 0 && at > section, "README.md's Configuration table");
        StringBuilder table = new StringBuilder();
        for (int i = at; i < readme.size() && readme.get(i).startsWith("|"); i++)
            table.append(readme.get(i)).append('\n');
        for (Setting s : Settings.ALL_SETTINGS) {
            String leaf = s.key().substring(s.key().lastIndexOf('.') + 1);
            assertTrue(
                    example.contains(s.env()) && example.contains(leaf + ":"),
                    s.key() + " and " + s.env() + " in config/continuity.example.yaml");
            assertTrue(
                    table.toString().contains("`" + s.key() + "`")
                            && table.toString().contains("`" + s.env() + "`"),
                    s.key() + " and " + s.env() + " in README.md's Configuration table");
        }
        for (String secret : List.of(Settings.TOKEN_ENV, Settings.MODEL_KEY_ENV)) {
            assertTrue(example.contains(secret), secret + " in the example");
            assertTrue(table.toString().contains("`" + secret + "`"), secret + " in the README");
        }
    }

    @Test
    void fileValuesAreBoundAndJsonWorksToo() throws Exception {
        Config c =
                ConfigLoader.load(
                        yaml(
                                """
                database:
                  path: /data/notes.sqlite
                limits:
                  note_length: 500
                  changes_per_minute: 0
                language:
                  default: FR
                proxies:
                  pluralkit_api: true
                """),
                        Map.of());
        assertEquals(Path.of("/data/notes.sqlite"), c.databasePath());
        assertEquals(500, c.coreLimits().noteLength());
        assertEquals(0, c.coreLimits().changesPerMinute());
        assertEquals("fr", c.language().code());
        assertTrue(c.proxies().pluralkitApi());
        Path json =
                Files.writeString(dir.resolve("c.json"), "{\"limits\": {\"notes_per_guild\": 10}}");
        assertEquals(10, ConfigLoader.load(json, Map.of()).coreLimits().notesPerGuild());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            textBlock =
                    """
            limits:\\n  note_length: 0                 | limits.note_length    | 0           | a whole number from 1 to 4000
            limits:\\n  note_length: lots              | limits.note_length    | "lots"      | a whole number from 1 to 4000
            limits:\\n  changes_per_minute: -1         | limits.changes_per_minute | -1      | a whole number from 0 to 10000
            language:\\n  default: de                  | language.default      | "de"        | one of en, fr
            proxies:\\n  webhooks: maybe               | proxies.webhooks      | "maybe"     | true or false
            logging:\\n  level: loud                   | logging.level         | "loud"      | one of trace, debug, info, warn, error, off
            discord:\\n  gm_role: ''                   | discord.gm_role       | ""          | text of 1 to 100 characters
            out_of_character:\\n  markers: [a b]       | out_of_character.markers | ["a b"]  | each 1 to 16 characters without spaces
            limits:\\n  note_lenght: 5                 | limits.note_lenght    | 5           | one of the keys note_length, name_length
            colours:\\n  eyes: green                   | colours               | {"eyes":"green"} | one of the sections discord, database
            limits: 7                                  | limits                | 7           | a mapping with the keys note_length
            database:\\n  path: ''                     | database.path         | ""          | a file path
            """)
    void eachErrorNamesTheKeyTheValueAndWhatIsAllowed(
            String text, String key, String value, String allowed) throws Exception {
        Path file = yaml(text.replace("\\n", "\n"));
        ConfigException e =
                assertThrows(ConfigException.class, () -> ConfigLoader.load(file, Map.of()));
        assertEquals(1, e.problems().size(), e.getMessage());
        ConfigProblem p = e.problems().get(0);
        assertEquals(key, p.key(), e.getMessage());
        assertEquals(value, p.value(), e.getMessage());
        assertTrue(p.allowed().contains(allowed), e.getMessage());
        assertTrue(
                e.getMessage().contains(key)
                        && e.getMessage().contains(value)
                        && e.getMessage().contains(allowed),
                "the message shows key, value and what is allowed: " + e.getMessage());
        assertTrue(
                p.source().contains(file.toString()),
                "the message says where the value came from: " + p);
    }

    @Test
    void everyProblemIsReportedAtOnce() throws Exception {
        ConfigException e =
                assertThrows(
                        ConfigException.class,
                        () ->
                                ConfigLoader.load(
                                        yaml(
                                                """
                limits:
                  note_length: 0
                  notes_per_user: many
                language:
                  default: de
                """),
                                        Map.of()));
        assertEquals(
                List.of("limits.note_length", "limits.notes_per_user", "language.default"),
                e.problems().stream()
                        .map(ConfigProblem::key)
                        .sorted((a, b) -> Integer.compare(order(a), order(b)))
                        .toList());
    }

    private static int order(String key) {
        return List.of("limits.note_length", "limits.notes_per_user", "language.default")
                .indexOf(key);
    }

    @Test
    void aTokenInTheFileIsRefusedWithoutShowingIt() throws Exception {
        ConfigException e =
                assertThrows(
                        ConfigException.class,
                        () ->
                                ConfigLoader.load(
                                        yaml(
                                                "discord:\n  token: MTIzNDU2Nzg5.secret-token-value\n"),
                                        Map.of()));
        assertFalse(
                e.getMessage().contains("secret-token-value"),
                "the token must never be printed: " + e.getMessage());
        assertTrue(
                e.getMessage().contains("discord.token")
                        && e.getMessage().contains("DISCORD_TOKEN"),
                e.getMessage());
    }

    @Test
    void malformedYamlNamesTheFileAndTheLine() throws Exception {
        Path file = yaml("limits:\n  note_length: 5\n   bad: [\n");
        ConfigException e =
                assertThrows(ConfigException.class, () -> ConfigLoader.load(file, Map.of()));
        assertTrue(
                e.getMessage().contains(file.toString()) && e.getMessage().contains("line"),
                e.getMessage());
        ConfigException missing =
                assertThrows(
                        ConfigException.class,
                        () -> ConfigLoader.load(dir.resolve("nope.yaml"), Map.of()));
        assertTrue(missing.getMessage().contains("nope.yaml"), missing.getMessage());
    }

    @Test
    void environmentVariablesOverrideTheFile() throws Exception {
        Path file =
                yaml(
                        "limits:\n  note_length: 500\ndatabase:\n  path: from-file.sqlite\nproxies:\n  webhooks: true\n");
        Config c =
                ConfigLoader.load(
                        file,
                        Map.of(
                                "CONTINUITY_NOTE_LENGTH", "700",
                                "CONTINUITY_DB", "/data/from-env.sqlite",
                                "CONTINUITY_PROXY_WEBHOOKS", "no",
                                "CONTINUITY_OOC_MARKERS", "((, ooc:",
                                "CONTINUITY_LOG_LEVEL", "DEBUG",
                                "DISCORD_TOKEN", "abc.def.ghi"));
        assertEquals(700, c.coreLimits().noteLength());
        assertEquals(Path.of("/data/from-env.sqlite"), c.databasePath());
        assertFalse(c.proxies().webhooks());
        assertEquals(List.of("((", "ooc:"), c.outOfCharacter().markers());
        assertEquals("debug", c.logging().level());
        assertEquals("abc.def.ghi", c.discordToken().orElseThrow());
        assertFalse(c.toString().contains("abc.def.ghi"), "toString must not show the token");
        assertEquals(
                500,
                ConfigLoader.load(file, Map.of("CONTINUITY_NOTE_LENGTH", ""))
                        .coreLimits()
                        .noteLength(),
                "an empty variable counts as unset");
    }

    @Test
    void aBadEnvironmentValueNamesTheVariable() {
        ConfigException e =
                assertThrows(
                        ConfigException.class,
                        () ->
                                ConfigLoader.load(
                                        null, Map.of("CONTINUITY_NOTES_PER_GUILD", "lots")));
        ConfigProblem p = e.problems().get(0);
        assertEquals("limits.notes_per_guild", p.key());
        assertEquals("\"lots\"", p.value());
        assertTrue(p.source().contains("CONTINUITY_NOTES_PER_GUILD"), p.toString());
        assertTrue(p.allowed().contains("from 1 to 10000000"), p.toString());
    }

    @Test
    void theTokenComesFromATokenFileAndTheConfigFileFromContinuityConfig() throws Exception {
        Path token = Files.writeString(dir.resolve("token"), "  file.token.value\n");
        Path file = yaml("discord:\n  token_file: " + token + "\n");
        Config c = ConfigLoader.load(null, Map.of("CONTINUITY_CONFIG", file.toString()));
        assertEquals("file.token.value", c.discordToken().orElseThrow());
        assertEquals(
                "env.token",
                ConfigLoader.load(file, Map.of("DISCORD_TOKEN", "env.token"))
                        .discordToken()
                        .orElseThrow(),
                "DISCORD_TOKEN wins over the token file");
        ConfigException e =
                assertThrows(
                        ConfigException.class,
                        () ->
                                ConfigLoader.load(
                                        null,
                                        Map.of(
                                                "CONTINUITY_TOKEN_FILE",
                                                dir.resolve("missing-token").toString())));
        assertEquals("discord.token_file", e.problems().get(0).key());
        ConfigException spaced =
                assertThrows(
                        ConfigException.class,
                        () -> ConfigLoader.load(null, Map.of("DISCORD_TOKEN", "two words")));
        assertFalse(spaced.getMessage().contains("two words"), spaced.getMessage());
    }
}
