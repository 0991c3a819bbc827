package continuity.discord.fake;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The application commands the bot registered (bulk overwrite, global and per guild), echoed as
 * Discord does: with ids (kept for a name that stays), application_id, version, type and numeric
 * contexts. Callers hold the fixture's monitor.
 */
final class CommandRegistry {
    private ArrayNode global = Json.array();
    private final Map<String, ArrayNode> byGuild = new LinkedHashMap<>();
    private int registrations;

    ArrayNode replaceGlobal(String applicationId, JsonNode body) {
        global = echo(applicationId, null, body, global);
        registrations++;
        return global.deepCopy();
    }

    ArrayNode replaceGuild(String applicationId, String guildId, JsonNode body) {
        ArrayNode echoed =
                echo(applicationId, guildId, body, byGuild.getOrDefault(guildId, Json.array()));
        byGuild.put(guildId, echoed);
        registrations++;
        return echoed.deepCopy();
    }

    ArrayNode global() {
        return global.deepCopy();
    }

    ArrayNode guild(String guildId) {
        return byGuild.getOrDefault(guildId, Json.array()).deepCopy();
    }

    int registrations() {
        return registrations;
    }

    /**
     * The command a user in {@code guildId} can invoke by that name and type (guild commands
     * first), or null.
     */
    ObjectNode find(String guildId, String name, int type) {
        for (ArrayNode list : List.of(byGuild.getOrDefault(guildId, Json.array()), global)) {
            for (JsonNode c : list) {
                if (name.equals(Json.text(c, "name")) && c.path("type").asInt(1) == type) {
                    return (ObjectNode) c;
                }
            }
        }
        return null;
    }

    /** All chat command names visible in a guild, for error messages. */
    List<String> names(String guildId) {
        List<String> names = new ArrayList<>();
        byGuild.getOrDefault(guildId, Json.array())
                .forEach(c -> names.add(c.path("name").asText()));
        global.forEach(c -> names.add(c.path("name").asText()));
        return names;
    }

    private static ArrayNode echo(
            String applicationId, String guildId, JsonNode body, ArrayNode previous) {
        Map<String, String> oldIds = new HashMap<>();
        previous.forEach(
                c ->
                        oldIds.put(
                                c.path("type").asInt(1) + ":" + c.path("name").asText(),
                                c.path("id").asText()));
        ArrayNode out = Json.array();
        if (body == null || !body.isArray()) {
            return out;
        }
        for (JsonNode requested : body) {
            ObjectNode c = (ObjectNode) SpecValidator.normalise(requested.deepCopy());
            int type = c.path("type").isNumber() ? c.get("type").asInt() : 1;
            c.put("type", type);
            String id =
                    oldIds.getOrDefault(type + ":" + c.path("name").asText(), Snowflakes.next());
            c.put("id", id);
            c.put("application_id", applicationId);
            c.put("version", Snowflakes.next());
            if (guildId != null) {
                c.put("guild_id", guildId);
            }
            if (!c.has("description")) {
                c.put("description", "");
            }
            JsonNode perms = c.get("default_member_permissions");
            if (perms != null && !perms.isNull()) {
                c.put("default_member_permissions", perms.asText());
            } else {
                c.putNull("default_member_permissions");
            }
            if (!c.has("nsfw")) {
                c.put("nsfw", false);
            }
            if (!c.has("contexts") || c.get("contexts").isNull()) {
                c.putArray("contexts").add(0).add(1).add(2);
            }
            if (!c.has("integration_types") || c.get("integration_types").isNull()) {
                c.putArray("integration_types").add(0);
            }
            out.add(c);
        }
        return out;
    }
}
