package continuity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import continuity.config.Setting;
import continuity.config.Settings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * No container engine runs here, so compose.yaml is linted instead: it parses, every bot uses the
 * PostgreSQL store and only variables the bot reads (or the pgjdbc credentials it documents), its
 * shard ranges cover every shard of the total exactly once, and it waits for a healthy database.
 */
class ComposeFileTest {
    @Test
    void theComposeFileRunsEveryShardOnceOnOnePostgresql() throws Exception {
        JsonNode compose = new YAMLMapper().readTree(Files.readString(Path.of("compose.yaml")));
        JsonNode services = compose.path("services");
        assertTrue(services.has("postgres"), "a PostgreSQL service");
        assertTrue(
                services.path("postgres").has("healthcheck"),
                "with a health check the bots wait for");
        Set<String> known =
                new HashSet<>(
                        Set.of(
                                "DISCORD_TOKEN",
                                "CONTINUITY_DB_USER",
                                "CONTINUITY_DB_PASSWORD",
                                "CONTINUITY_DB_PASSWORD_FILE",
                                "CONTINUITY_DB_POOL",
                                "CONTINUITY_CONFIG"));
        for (Setting s : Settings.ALL_SETTINGS) known.add(s.env());
        Set<Integer> shards = new TreeSet<>();
        int total = -1, bots = 0;
        for (Iterator<Map.Entry<String, JsonNode>> it = services.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            if (e.getKey().equals("postgres")) continue;
            bots++;
            JsonNode env = e.getValue().path("environment");
            for (Iterator<String> names = env.fieldNames(); names.hasNext(); ) {
                String name = names.next();
                assertTrue(
                        known.contains(name),
                        e.getKey() + " sets " + name + ", which the bot does not read");
            }
            assertTrue(
                    env.path("CONTINUITY_STORE_URL")
                            .asText()
                            .startsWith("jdbc:postgresql://postgres:5432/"),
                    e.getKey());
            assertEquals(
                    "service_healthy",
                    e.getValue().path("depends_on").path("postgres").path("condition").asText(),
                    e.getKey());
            int t = Integer.parseInt(env.path("CONTINUITY_SHARDS_TOTAL").asText());
            if (total >= 0) assertEquals(total, t, "every bot agrees on the total");
            total = t;
            continuity.memory.OwnedShards range =
                    continuity.discord.ShardSetting.parse(
                            env.path("CONTINUITY_SHARDS_RANGE").asText(), t);
            assertTrue(range != null, e.getKey() + ": a range the bot accepts");
            for (int shard = range.from(); shard <= range.to(); shard++)
                assertTrue(shards.add(shard), "shard " + shard + " is run by one bot only");
        }
        assertTrue(bots >= 2, "two bot processes");
        Set<Integer> expected = new TreeSet<>();
        for (int i = 0; i < total; i++) expected.add(i);
        assertEquals(expected, shards, "every shard of " + total + " is run");
    }
}
