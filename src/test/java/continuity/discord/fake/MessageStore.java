package continuity.discord.fake;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Every message of the fake, in order of creation. Callers hold the fixture's {@link Monitor}. */
final class MessageStore {
    private static final class Entry {
        ObjectNode json;
        JsonNode allowedMentions;
        String interactionId;
        boolean deleted;
        int edits;

        FakeMessage snapshot() {
            return new FakeMessage(
                    json.deepCopy(),
                    allowedMentions == null ? null : allowedMentions.deepCopy(),
                    interactionId,
                    deleted,
                    edits);
        }
    }

    private final Map<String, Entry> byId = new LinkedHashMap<>();

    FakeMessage add(ObjectNode json, JsonNode allowedMentions, String interactionId) {
        Entry e = new Entry();
        e.json = json;
        e.allowedMentions = allowedMentions;
        e.interactionId = interactionId;
        byId.put(json.get("id").asText(), e);
        return e.snapshot();
    }

    /** The live message (not deleted), or null. */
    ObjectNode json(String id) {
        Entry e = byId.get(id);
        return e == null || e.deleted ? null : e.json;
    }

    FakeMessage snapshot(String id) {
        Entry e = byId.get(id);
        return e == null ? null : e.snapshot();
    }

    /**
     * Applies an edit body (content, embeds, components, flags, attachments, allowed_mentions) to a
     * live message.
     */
    FakeMessage edit(String id, JsonNode body) {
        Entry e = byId.get(id);
        if (e == null || e.deleted) {
            throw DiscordError.unknownMessage(id);
        }
        if (body != null) {
            if (body.has("content")) {
                e.json.put(
                        "content",
                        body.get("content").isNull() ? "" : body.get("content").asText());
            }
            if (body.has("embeds")) {
                e.json.set("embeds", MessageJson.embeds(body.get("embeds")));
            }
            if (body.has("components")) {
                e.json.set("components", MessageJson.components(body.get("components")));
            }
            if (body.has("attachments")) {
                e.json.set("attachments", MessageJson.attachments(body.get("attachments")));
            }
            if (body.hasNonNull("flags")) {
                int keep = e.json.path("flags").asInt(0) & FakeMessage.EPHEMERAL;
                // an edit cannot make a message ephemeral or public
                e.json.put(
                        "flags",
                        keep
                                | (MessageJson.allowedFlags(body.get("flags").asInt())
                                        & ~FakeMessage.EPHEMERAL));
            }
            if (body.has("allowed_mentions")) {
                e.allowedMentions = body.get("allowed_mentions");
            }
        }
        int flags = e.json.path("flags").asInt(0);
        e.json.put("flags", flags & ~FakeMessage.LOADING);
        e.json.put("edited_timestamp", Instant.now().toString());
        e.edits++;
        return e.snapshot();
    }

    boolean delete(String id) {
        Entry e = byId.get(id);
        if (e == null || e.deleted) {
            return false;
        }
        e.deleted = true;
        return true;
    }

    List<FakeMessage> inChannel(String channelId) {
        List<FakeMessage> out = new ArrayList<>();
        for (Entry e : byId.values()) {
            if (channelId == null || channelId.equals(e.json.path("channel_id").asText())) {
                out.add(e.snapshot());
            }
        }
        return out;
    }
}
