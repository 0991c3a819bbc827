package continuity.replay;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import continuity.memory.Note;

/** A note as the replay {@code dump} prints it. */
final class MemoryJson {
    private static final ObjectMapper JSON = new ObjectMapper();

    private MemoryJson() {}

    static ObjectNode of(Note m) {
        ObjectNode o = JSON.createObjectNode();
        o.put("id", m.id());
        o.put("guild", m.guild());
        o.put("character", m.character());
        o.put("attribute", m.attributeWire());
        o.put("value", m.value());
        o.put("text", m.text());
        o.put("kind", m.kind().wire());
        o.put("scope", m.scope().wire());
        o.put("scope_name", m.scopeName());
        o.put("status", m.status().wire());
        o.put("author", m.author());
        o.put("replaces", m.replaces());
        o.put("created_at", m.createdAt() == null ? null : m.createdAt().toString());
        return o;
    }
}
