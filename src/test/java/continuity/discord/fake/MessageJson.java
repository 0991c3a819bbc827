package continuity.discord.fake;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;

/**
 * Builds Discord message objects: what users and webhooks post, and what the bot's requests become.
 */
final class MessageJson {
    /**
     * Flags a sender may set: SUPPRESS_EMBEDS, EPHEMERAL, SUPPRESS_NOTIFICATIONS, IS_COMPONENTS_V2.
     */
    private static final int SETTABLE_FLAGS = 4 | 64 | 4096 | (1 << 15);

    private MessageJson() {}

    static int allowedFlags(int flags) {
        return flags & SETTABLE_FLAGS;
    }

    /** The fields every message object has, empty. */
    static ObjectNode base(
            String id,
            String channelId,
            String guildId,
            ObjectNode author,
            String content,
            int type) {
        ObjectNode m = Json.object();
        m.put("id", id);
        m.put("type", type);
        m.put("channel_id", channelId);
        if (guildId != null) {
            m.put("guild_id", guildId);
        }
        m.set("author", author);
        m.put("content", content == null ? "" : content);
        m.put("timestamp", Instant.now().toString());
        m.putNull("edited_timestamp");
        m.put("tts", false);
        m.put("mention_everyone", false);
        m.putArray("mentions");
        m.putArray("mention_roles");
        m.putArray("attachments");
        m.putArray("embeds");
        m.putArray("components");
        m.put("pinned", false);
        m.put("flags", 0);
        return m;
    }

    static ArrayNode embeds(JsonNode requested) {
        ArrayNode out = Json.array();
        if (requested != null && requested.isArray()) {
            for (JsonNode e : requested) {
                ObjectNode copy = e.deepCopy();
                if (!copy.has("type")) {
                    copy.put("type", "rich");
                }
                out.add(copy);
            }
        }
        return out;
    }

    static ArrayNode components(JsonNode requested) {
        ArrayNode out =
                requested != null && requested.isArray() ? requested.deepCopy() : Json.array();
        ComponentTree.assignIds(out);
        return out;
    }

    static ArrayNode attachments(JsonNode requested) {
        ArrayNode out = Json.array();
        if (requested != null && requested.isArray()) {
            for (JsonNode a : requested) {
                ObjectNode o = Json.object();
                String id =
                        Ids.isSnowflake(a.path("id").asText(""))
                                        && a.path("id").asText().length() > 5
                                ? a.path("id").asText()
                                : Snowflakes.next();
                String name = a.path("filename").asText("file");
                o.put("id", id);
                o.put("filename", name);
                // an upload the fake stored (see FakeDiscord#uploaded) keeps its size, type and
                // loopback URLs
                o.put("size", a.path("size").asInt(0));
                o.put(
                        "url",
                        a.hasNonNull("url")
                                ? a.get("url").asText()
                                : "https://cdn.discordapp.invalid/attachments/" + id + "/" + name);
                o.put(
                        "proxy_url",
                        a.hasNonNull("proxy_url")
                                ? a.get("proxy_url").asText()
                                : "https://media.discordapp.invalid/attachments/"
                                        + id
                                        + "/"
                                        + name);
                if (a.hasNonNull("content_type")) {
                    o.set("content_type", a.get("content_type"));
                }
                if (a.hasNonNull("description")) {
                    o.set("description", a.get("description"));
                }
                out.add(o);
            }
        }
        return out;
    }

    /**
     * A message made from a bot's create body (channel message, interaction response or follow-up).
     */
    static ObjectNode fromBotBody(
            String id,
            String channelId,
            String guildId,
            ObjectNode botUser,
            JsonNode body,
            int type) {
        ObjectNode m = base(id, channelId, guildId, botUser, Json.text(body, "content"), type);
        m.set("embeds", embeds(body == null ? null : body.get("embeds")));
        m.set("components", components(body == null ? null : body.get("components")));
        m.set("attachments", attachments(body == null ? null : body.get("attachments")));
        m.put("tts", body != null && body.path("tts").asBoolean(false));
        m.put("flags", body == null ? 0 : allowedFlags(body.path("flags").asInt(0)));
        return m;
    }
}
