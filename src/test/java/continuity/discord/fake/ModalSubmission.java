package continuity.discord.fake;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Builds the {@code data} of a modal submit (interaction type 5) from the modal the bot opened and
 * the values a user typed, the way Discord sends it now: each input inside a Label (type 18) as
 * {@code component}, with the numeric {@code id}s of the modal; text inputs as {@code value},
 * selects as {@code values}.
 */
final class ModalSubmission {
    private ModalSubmission() {}

    static ObjectNode data(JsonNode modal, Map<String, ?> values) {
        ArrayNode components = modal.path("components").deepCopy();
        ComponentTree.assignIds(components);
        Set<String> used = new HashSet<>();
        ObjectNode data = Json.object();
        data.put("custom_id", modal.path("custom_id").asText());
        ArrayNode out = data.putArray("components");
        for (JsonNode top : components) {
            int type = top.path("type").asInt();
            ObjectNode o = out.addObject();
            o.put("type", type);
            o.put("id", top.path("id").asInt());
            if (type == ComponentTree.LABEL) {
                o.set("component", submitted(top.path("component"), values, used));
            } else if (type == ComponentTree.ACTION_ROW) {
                ArrayNode children = o.putArray("components");
                top.path("components").forEach(c -> children.add(submitted(c, values, used)));
            }
        }
        for (String key : values.keySet()) {
            if (!used.contains(key)) {
                throw new AssertionError(
                        "Fake Discord: the modal "
                                + modal.path("custom_id").asText()
                                + " has no input '"
                                + key
                                + "' (it has "
                                + ComponentTree.customIds(components)
                                + ")");
            }
        }
        return data;
    }

    private static ObjectNode submitted(JsonNode input, Map<String, ?> values, Set<String> used) {
        int type = input.path("type").asInt();
        String customId = input.path("custom_id").asText();
        ObjectNode o = Json.object();
        o.put("type", type);
        o.put("id", input.path("id").asInt());
        o.put("custom_id", customId);
        Object given = values.get(customId);
        if (given != null) {
            used.add(customId);
        }
        if (type == ComponentTree.TEXT_INPUT) {
            String value = given != null ? String.valueOf(given) : input.path("value").asText("");
            int len = DiscordLimits.length(value);
            boolean required = input.path("required").asBoolean(true);
            if (required && len == 0) {
                throw new AssertionError(
                        "Fake Discord: text input '" + customId + "' is required; give it a value");
            }
            if (len > 0
                    && (len < input.path("min_length").asInt(0)
                            || len > input.path("max_length").asInt(4000))) {
                throw new AssertionError(
                        "Fake Discord: text input '"
                                + customId
                                + "' takes "
                                + input.path("min_length").asInt(0)
                                + ".."
                                + input.path("max_length").asInt(4000)
                                + " characters, not "
                                + len
                                + "; the Discord client would not submit it");
            }
            o.put("value", value);
        } else {
            ArrayNode v = o.putArray("values");
            if (given instanceof List<?> list) {
                list.forEach(x -> v.add(String.valueOf(x)));
            } else if (given != null) {
                v.add(String.valueOf(given));
            }
        }
        return o;
    }
}
