package continuity.discord.fake;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/** Walks message and modal component trees (action rows, sections, containers, labels). */
final class ComponentTree {
    static final int ACTION_ROW = 1;
    static final int BUTTON = 2;
    static final int STRING_SELECT = 3;
    static final int TEXT_INPUT = 4;
    static final int TEXT_DISPLAY = 10;
    static final int LABEL = 18;

    private ComponentTree() {}

    /** Visits every component, depth first, parents before children. */
    static void forEach(JsonNode components, Consumer<ObjectNode> visitor) {
        if (components == null || !components.isArray()) {
            return;
        }
        for (JsonNode c : components) {
            if (c instanceof ObjectNode o) {
                visitor.accept(o);
                forEach(o.get("components"), visitor);
                JsonNode child = o.get("component");
                if (child instanceof ObjectNode co) {
                    forEach(Json.array().add(co), visitor);
                }
                JsonNode accessory = o.get("accessory");
                if (accessory instanceof ObjectNode ao) {
                    forEach(Json.array().add(ao), visitor);
                }
            }
        }
    }

    /** Gives every component without an {@code id} the next free number, as Discord does. */
    static void assignIds(JsonNode components) {
        int[] max = {0};
        forEach(components, c -> max[0] = Math.max(max[0], c.path("id").asInt(0)));
        forEach(
                components,
                c -> {
                    if (!c.hasNonNull("id") || c.get("id").asInt(0) <= 0) {
                        c.put("id", ++max[0]);
                    }
                });
    }

    static ObjectNode findByCustomId(JsonNode components, String customId) {
        ObjectNode[] found = {null};
        forEach(
                components,
                c -> {
                    if (found[0] == null && customId.equals(Json.text(c, "custom_id"))) {
                        found[0] = c;
                    }
                });
        return found[0];
    }

    static List<String> customIds(JsonNode components) {
        List<String> ids = new ArrayList<>();
        forEach(
                components,
                c -> {
                    String id = Json.text(c, "custom_id");
                    if (id != null) {
                        ids.add(id);
                    }
                });
        return ids;
    }
}
