package continuity.discord.fake;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;

/**
 * A snapshot of one message as the fake holds it (the bot's, a user's or a webhook's), taken when
 * read.
 *
 * @param json the full Discord message object, as the fake would send it back
 * @param allowedMentions the {@code allowed_mentions} the bot sent with it (null when not sent)
 * @param interactionId the interaction this message answers (original response or follow-up), else
 *     null
 * @param deleted whether it has been deleted since
 * @param edits how many times it has been edited
 */
public record FakeMessage(
        ObjectNode json,
        JsonNode allowedMentions,
        String interactionId,
        boolean deleted,
        int edits) {
    public static final int EPHEMERAL = 64;
    public static final int LOADING = 128;
    public static final int IS_COMPONENTS_V2 = 1 << 15;

    public String id() {
        return json.path("id").asText();
    }

    public String channelId() {
        return json.path("channel_id").asText();
    }

    public String authorId() {
        return json.path("author").path("id").asText();
    }

    public String authorName() {
        return json.path("author").path("username").asText();
    }

    public boolean authorIsBot() {
        return json.path("author").path("bot").asBoolean(false);
    }

    public String webhookId() {
        return Json.text(json, "webhook_id");
    }

    public String content() {
        return json.path("content").asText("");
    }

    public JsonNode embeds() {
        return Json.arrayOf(json, "embeds");
    }

    /**
     * Its attachments (id, filename, size, content_type, url); the bytes: {@link
     * FakeDiscord#attachedFile}.
     */
    public JsonNode attachments() {
        return Json.arrayOf(json, "attachments");
    }

    public JsonNode components() {
        return Json.arrayOf(json, "components");
    }

    public int flags() {
        return json.path("flags").asInt(0);
    }

    public boolean isEphemeral() {
        return (flags() & EPHEMERAL) != 0;
    }

    /** A deferred response still showing "Bot is thinking...". */
    public boolean isLoading() {
        return (flags() & LOADING) != 0;
    }

    /** The id of the message this one replies to, or null. */
    public String referencedMessageId() {
        return Json.text(json.get("message_reference"), "message_id");
    }

    /** Every custom_id of its buttons and menus, in order. */
    public List<String> customIds() {
        return ComponentTree.customIds(components());
    }

    /** Titles of its embeds, in order. */
    public List<String> embedTitles() {
        List<String> titles = new ArrayList<>();
        embeds().forEach(e -> titles.add(e.path("title").asText(null)));
        return titles;
    }

    /**
     * Content plus embed titles, descriptions and fields, and text displays: all words a reader
     * sees.
     */
    public String visibleText() {
        StringBuilder sb = new StringBuilder(content());
        for (JsonNode e : embeds()) {
            sb.append('\n')
                    .append(e.path("title").asText(""))
                    .append('\n')
                    .append(e.path("description").asText(""));
            for (JsonNode f : e.path("fields")) {
                sb.append('\n')
                        .append(f.path("name").asText(""))
                        .append(": ")
                        .append(f.path("value").asText(""));
            }
            sb.append('\n').append(e.path("footer").path("text").asText(""));
        }
        ComponentTree.forEach(
                components(),
                c -> {
                    if (c.path("type").asInt() == ComponentTree.TEXT_DISPLAY) {
                        sb.append('\n').append(c.path("content").asText(""));
                    }
                });
        return sb.toString();
    }

    @Override
    public String toString() {
        return "FakeMessage" + (deleted ? "[deleted]" : "") + Json.write(json);
    }
}
