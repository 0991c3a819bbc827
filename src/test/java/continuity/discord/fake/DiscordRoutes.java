package continuity.discord.fake;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import continuity.discord.fake.RestServer.Reply;
import continuity.discord.fake.RestServer.Request;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * What each REST route of the fake means: the Discord semantics (who may edit what, acknowledgement
 * rules, follow-ups) on top of the fixture's state. Routes run while holding the fixture's monitor.
 */
final class DiscordRoutes {
    private final FakeDiscord fake;

    DiscordRoutes(FakeDiscord fake) {
        this.fake = fake;
    }

    void install(RestServer rest) {
        // ---- login and gateway discovery
        rest.route("GET", "/users/@me").answer(r -> Reply.ok(fake.botUserJson()));
        // ---- direct messages the bot opens itself (the canon check tells a post's author)
        rest.route("POST", "/users/@me/channels")
                .answer(
                        r ->
                                Reply.ok(
                                        fake.openDirectChannel(
                                                r.body().path("recipient_id").asText())));
        rest.route("GET", "/users/{user_id}")
                .answer(r -> Reply.ok(fake.userJson(r.param("user_id"))));
        rest.route("GET", "/applications/@me").answer(r -> Reply.ok(application()));
        rest.route("GET", "/oauth2/applications/@me").answer(r -> Reply.ok(application()));
        rest.route("GET", "/gateway")
                .answer(r -> Reply.ok(Json.object().put("url", fake.gatewayUrl())));
        rest.route("GET", "/gateway/bot").answer(r -> Reply.ok(gatewayBot()));

        // ---- application commands
        rest.route("PUT", "/applications/{application_id}/commands")
                .precheck(this::ownApplication)
                .limits(r -> DiscordLimits.commands(r.body()))
                .answer(
                        r ->
                                Reply.ok(
                                        fake.commands()
                                                .replaceGlobal(fake.applicationId(), r.body())));
        rest.route("GET", "/applications/{application_id}/commands")
                .precheck(this::ownApplication)
                .answer(r -> Reply.ok(fake.commands().global()));
        rest.route("PUT", "/applications/{application_id}/guilds/{guild_id}/commands")
                .precheck(
                        r -> {
                            ownApplication(r);
                            guild(r.param("guild_id"));
                        })
                .limits(r -> DiscordLimits.commands(r.body()))
                .answer(
                        r ->
                                Reply.ok(
                                        fake.commands()
                                                .replaceGuild(
                                                        fake.applicationId(),
                                                        r.param("guild_id"),
                                                        r.body())));
        rest.route("GET", "/applications/{application_id}/guilds/{guild_id}/commands")
                .precheck(this::ownApplication)
                .answer(r -> Reply.ok(fake.commands().guild(r.param("guild_id"))));

        // ---- interaction responses
        rest.route("POST", SpecValidator.CALLBACK_TEMPLATE)
                .precheck(this::callbackAllowed)
                .limits(this::callbackLimits)
                .onRefused(
                        r -> {
                            FakeInteraction i = fake.interaction(r.param("interaction_id"));
                            if (i != null) {
                                i.refuse(r.body());
                            }
                        })
                .answer(this::acknowledge);

        String original = "/webhooks/{webhook_id}/{webhook_token}/messages/@original";
        rest.route("GET", original)
                .precheck(this::webhookAcknowledged)
                .answer(r -> Reply.ok(live(originalOf(r))));
        rest.route("PATCH", original)
                .precheck(this::webhookAcknowledged)
                .limits(r -> DiscordLimits.message(r.body()))
                .answer(r -> Reply.ok(fake.messages().edit(originalOf(r), r.body()).json()));
        rest.route("DELETE", original)
                .precheck(this::webhookAcknowledged)
                .answer(
                        r -> {
                            delete(originalOf(r));
                            return Reply.noContent();
                        });
        String followup = "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}";
        rest.route("GET", followup)
                .precheck(this::webhookAcknowledged)
                .answer(r -> Reply.ok(live(followupOf(r))));
        rest.route("PATCH", followup)
                .precheck(this::webhookAcknowledged)
                .limits(r -> DiscordLimits.message(r.body()))
                .answer(r -> Reply.ok(fake.messages().edit(followupOf(r), r.body()).json()));
        rest.route("DELETE", followup)
                .precheck(this::webhookAcknowledged)
                .answer(
                        r -> {
                            delete(followupOf(r));
                            return Reply.noContent();
                        });
        rest.route("POST", "/webhooks/{webhook_id}/{webhook_token}")
                .precheck(
                        r -> {
                            webhookAcknowledged(r);
                            notEmpty(r.body());
                        })
                .limits(r -> DiscordLimits.message(r.body()))
                .answer(this::followup);

        // ---- a member of a guild (the dashboard asks the bot whether a member has the GM role)
        rest.route("GET", "/guilds/{guild_id}/members/{user_id}")
                .answer(
                        r -> {
                            FakeGuild g = guild(r.param("guild_id"));
                            FakeGuild.Member m = g.member(r.param("user_id"));
                            if (m == null)
                                throw new DiscordError(
                                        404, 10007, "Unknown Member " + r.param("user_id"));
                            return Reply.ok(g.memberJson(m, true, false));
                        });

        // ---- channel messages
        rest.route("GET", "/channels/{channel_id}")
                .answer(
                        r -> {
                            FakeGuild g = guildOfChannel(r.param("channel_id"));
                            return Reply.ok(
                                    g.channelJson(g.channelById(r.param("channel_id")), null));
                        });
        rest.route("POST", "/channels/{channel_id}/typing")
                .precheck(r -> guildOfChannel(r.param("channel_id")))
                .answer(r -> Reply.noContent());
        rest.route("POST", "/channels/{channel_id}/messages")
                .precheck(
                        r -> {
                            if (fake.directChannelUser(r.param("channel_id")) == null) {
                                guildOfChannel(r.param("channel_id"));
                            }
                            notEmpty(r.body());
                            referencedMessageExists(r);
                        })
                .limits(r -> DiscordLimits.message(r.body()))
                .answer(this::channelMessage);
        rest.route("GET", "/channels/{channel_id}/messages")
                .precheck(r -> guildOfChannel(r.param("channel_id")))
                .answer(this::history);
        String message = "/channels/{channel_id}/messages/{message_id}";
        rest.route("GET", message)
                .precheck(r -> guildOfChannel(r.param("channel_id")))
                .answer(r -> Reply.ok(live(inChannel(r))));
        rest.route("PATCH", message)
                .precheck(
                        r -> {
                            guildOfChannel(r.param("channel_id"));
                            String mid = inChannel(r);
                            if (!fake.botUserId()
                                    .equals(live(mid).path("author").path("id").asText())) {
                                throw new DiscordError(
                                                403,
                                                50005,
                                                "Cannot edit a message authored by another user")
                                        .violation("message.edit-others");
                            }
                        })
                .limits(r -> DiscordLimits.message(r.body()))
                .answer(r -> Reply.ok(fake.messages().edit(inChannel(r), r.body()).json()));
        rest.route("DELETE", message)
                .precheck(
                        r -> {
                            FakeGuild g = guildOfChannel(r.param("channel_id"));
                            String mid = inChannel(r);
                            boolean own =
                                    fake.botUserId()
                                            .equals(live(mid).path("author").path("id").asText());
                            if (!own
                                    && (g.permissionsOf(g.botMember()) & Perms.MANAGE_MESSAGES)
                                            == 0) {
                                throw new DiscordError(
                                                403, 50013, "Missing Permissions (MANAGE_MESSAGES)")
                                        .violation("permission.missing");
                            }
                        })
                .answer(
                        r -> {
                            delete(inChannel(r));
                            return Reply.noContent();
                        });
        String reaction = "/channels/{channel_id}/messages/{message_id}/reactions/{emoji_name}/@me";
        rest.route("PUT", reaction)
                .precheck(
                        r -> {
                            guildOfChannel(r.param("channel_id"));
                            inChannel(r);
                        })
                .answer(
                        r -> {
                            react(live(inChannel(r)), r.param("emoji_name"), true);
                            return Reply.noContent();
                        });
        rest.route("DELETE", reaction)
                .precheck(
                        r -> {
                            guildOfChannel(r.param("channel_id"));
                            inChannel(r);
                        })
                .answer(
                        r -> {
                            react(live(inChannel(r)), r.param("emoji_name"), false);
                            return Reply.noContent();
                        });
    }

    // ---- login
    // ----------------------------------------------------------------------------------------------

    private ObjectNode application() {
        ObjectNode a = Json.object();
        a.put("id", fake.applicationId());
        a.put("name", fake.botName());
        a.putNull("icon");
        a.put("description", "");
        a.put("summary", "");
        a.put("type", (String) null);
        a.put("bot_public", false);
        a.put("bot_require_code_grant", false);
        a.put("verify_key", "0".repeat(64));
        a.put("flags", 0);
        a.set("owner", fake.userJson(fake.botUserId()));
        a.putNull("team");
        a.set("bot", fake.botUserJson());
        a.putArray("rpc_origins");
        a.putArray("tags");
        a.putArray("redirect_uris");
        return a;
    }

    private ObjectNode gatewayBot() {
        ObjectNode g = Json.object();
        g.put("url", fake.gatewayUrl());
        g.put("shards", 1);
        ObjectNode limit = g.putObject("session_start_limit");
        limit.put("total", 1000);
        limit.put("remaining", 999);
        limit.put("reset_after", 14400000);
        limit.put("max_concurrency", fake.maxConcurrency());
        return g;
    }

    private void ownApplication(Request r) {
        if (!fake.applicationId().equals(r.param("application_id"))) {
            throw new DiscordError(
                            403,
                            50001,
                            "Missing Access (application "
                                    + r.param("application_id")
                                    + " is not the bot's "
                                    + fake.applicationId()
                                    + ")")
                    .violation("application.foreign");
        }
    }

    private FakeGuild guild(String guildId) {
        FakeGuild g = fake.guildById(guildId);
        if (g == null) {
            throw new DiscordError(404, 10004, "Unknown Guild " + guildId)
                    .violation("guild.unknown");
        }
        return g;
    }

    // ---- interactions
    // ---------------------------------------------------------------------------------------

    private FakeInteraction interactionOf(Request r) {
        FakeInteraction i = fake.interaction(r.param("interaction_id"));
        if (i == null || !i.token().equals(r.param("interaction_token"))) {
            throw DiscordError.unknownInteraction(r.param("interaction_id"))
                    .violation("interaction.unknown");
        }
        return i;
    }

    /** Types of acknowledgement Discord takes for each interaction type. */
    private static Set<Integer> allowedCallbacks(FakeInteraction i) {
        return switch (i.type()) {
            case FakeInteraction.COMMAND -> Set.of(4, 5, 9);
            case FakeInteraction.COMPONENT -> Set.of(4, 5, 6, 7, 9);
            case FakeInteraction.AUTOCOMPLETE -> Set.of(8);
            case FakeInteraction.MODAL_SUBMIT ->
                    i.sourceMessageId() != null ? Set.of(4, 5, 6, 7) : Set.of(4, 5);
            default -> Set.of(1);
        };
    }

    private void callbackAllowed(Request r) {
        FakeInteraction i = interactionOf(r);
        if (i.acknowledged()) {
            throw DiscordError.alreadyAcknowledged(i.id()).violation("interaction.double-ack");
        }
        if (i.expired()) {
            throw DiscordError.unknownInteraction(i.id() + " (not acknowledged within 3 s)")
                    .violation("interaction.late-ack");
        }
        int type = r.body() == null ? -1 : r.body().path("type").asInt(-1);
        if (!allowedCallbacks(i).contains(type)) {
            throw new DiscordError(
                            400,
                            50035,
                            "Invalid Form Body: callback type "
                                    + type
                                    + " is not allowed for "
                                    + i
                                    + "; allowed: "
                                    + allowedCallbacks(i))
                    .violation("interaction.callback-type");
        }
    }

    private List<Violation> callbackLimits(Request r) {
        JsonNode data = r.body().get("data");
        return switch (r.body().path("type").asInt()) {
            case 4, 7 -> {
                List<Violation> v = new ArrayList<>(DiscordLimits.message(data));
                if (r.body().path("type").asInt() == 4 && isEmptyMessage(data)) {
                    v.add(
                            new Violation(
                                    "message.empty",
                                    "interaction reply without content, embeds or components"));
                }
                yield v;
            }
            case 8 -> DiscordLimits.autocomplete(data);
            case 9 -> DiscordLimits.modal(data);
            default -> List.of();
        };
    }

    private Reply acknowledge(Request r) {
        FakeInteraction i = interactionOf(r);
        JsonNode body = r.body();
        int type = body.path("type").asInt();
        JsonNode data = body.get("data");
        i.acknowledge(body);
        ObjectNode message = null;
        switch (type) {
            case 4 -> {
                message = interactionMessage(i, data, i.type() == FakeInteraction.COMMAND ? 20 : 0);
                fake.messages()
                        .add(message, data == null ? null : data.get("allowed_mentions"), i.id());
                i.originalMessageId(message.get("id").asText());
            }
            case 5 -> {
                message = interactionMessage(i, null, i.type() == FakeInteraction.COMMAND ? 20 : 0);
                int ephemeral =
                        data == null ? 0 : data.path("flags").asInt(0) & FakeMessage.EPHEMERAL;
                message.put("flags", FakeMessage.LOADING | ephemeral);
                fake.messages().add(message, null, i.id());
                i.originalMessageId(message.get("id").asText());
            }
            case 6 -> i.originalMessageId(i.sourceMessageId());
            case 7 -> {
                i.originalMessageId(i.sourceMessageId());
                fake.messages().edit(i.sourceMessageId(), data);
                message = live(i.sourceMessageId());
            }
            default -> {
                // 8 autocomplete choices and 9 modal: kept as the acknowledgement
            }
        }
        if (!r.queryFlag("with_response")) {
            return Reply.noContent();
        }
        ObjectNode response = Json.object();
        ObjectNode interaction = response.putObject("interaction");
        interaction.put("id", i.id());
        interaction.put("type", i.type());
        if (message != null) {
            interaction.put("response_message_id", message.get("id").asText());
            interaction.put("response_message_loading", type == 5);
            interaction.put(
                    "response_message_ephemeral", (message.path("flags").asInt() & 64) != 0);
            ObjectNode resource = response.putObject("resource");
            resource.put("type", type);
            resource.set("message", message.deepCopy());
        }
        return Reply.ok(response);
    }

    private ObjectNode interactionMessage(FakeInteraction i, JsonNode data, int messageType) {
        ObjectNode m =
                MessageJson.fromBotBody(
                        Snowflakes.next(),
                        i.channelId(),
                        i.guildId(),
                        fake.botUserJson(),
                        data,
                        messageType);
        m.put("webhook_id", fake.applicationId());
        m.put("application_id", fake.applicationId());
        ObjectNode meta = m.putObject("interaction_metadata");
        meta.put("id", i.id());
        meta.put("type", i.type());
        meta.set("user", fake.userJson(i.userId()));
        meta.putObject("authorizing_integration_owners").put("0", i.guildId());
        if (i.type() == FakeInteraction.COMMAND) {
            meta.put("name", i.payload().path("data").path("name").asText());
            meta.put("command_type", 1);
        }
        return m;
    }

    private FakeInteraction webhookInteraction(Request r) {
        if (!fake.applicationId().equals(r.param("webhook_id"))) {
            throw DiscordError.unknownWebhook(
                            r.param("webhook_id")
                                    + " (the fake only knows interaction webhooks"
                                    + " of application "
                                    + fake.applicationId()
                                    + ")")
                    .violation("webhook.unknown");
        }
        FakeInteraction i = fake.interactionByToken(r.param("webhook_token"));
        if (i == null) {
            throw DiscordError.unknownWebhook(
                            r.param("webhook_id") + " (unknown interaction token)")
                    .violation("webhook.unknown");
        }
        if (i.tokenExpired()) {
            throw new DiscordError(401, 50027, "Invalid Webhook Token (older than 15 minutes)")
                    .violation("interaction.token-expired");
        }
        return i;
    }

    private void webhookAcknowledged(Request r) {
        FakeInteraction i = webhookInteraction(r);
        if (!i.acknowledged()) {
            throw DiscordError.unknownWebhook(i + " is not acknowledged yet; reply or defer first")
                    .violation("interaction.not-acknowledged");
        }
    }

    private String originalOf(Request r) {
        FakeInteraction i = webhookInteraction(r);
        String mid = i.originalMessageId();
        if (mid == null || fake.messages().json(mid) == null) {
            throw DiscordError.unknownMessage(
                            "@original of " + i + " (acknowledged with type " + i.ackType() + ")")
                    .violation("interaction.no-original");
        }
        return mid;
    }

    private String followupOf(Request r) {
        FakeInteraction i = webhookInteraction(r);
        String mid = r.param("message_id");
        boolean ours =
                mid.equals(i.originalMessageId())
                        || i.followups().stream().anyMatch(m -> m.id().equals(mid));
        if (!ours || fake.messages().json(mid) == null) {
            throw DiscordError.unknownMessage(mid);
        }
        return mid;
    }

    private Reply followup(Request r) {
        FakeInteraction i = webhookInteraction(r);
        JsonNode body = r.body();
        String originalId = i.originalMessageId();
        ObjectNode result;
        ObjectNode original = originalId == null ? null : fake.messages().json(originalId);
        if (i.ackType() == 5
                && i.followups().isEmpty()
                && original != null
                && (original.path("flags").asInt() & FakeMessage.LOADING) != 0) {
            // Discord: the first follow-up after a deferred reply replaces the "thinking..."
            // message
            result = fake.messages().edit(originalId, body).json();
        } else {
            result = interactionMessage(i, body, 0);
            fake.messages().add(result, body.get("allowed_mentions"), i.id());
            i.addFollowup(result.get("id").asText());
        }
        return r.queryFlag("wait") ? Reply.ok(result) : Reply.noContent();
    }

    // ---- channel messages
    // -----------------------------------------------------------------------------------

    private FakeGuild guildOfChannel(String channelId) {
        FakeGuild g = fake.guildOfChannel(channelId);
        if (g == null) {
            throw DiscordError.unknownChannel(channelId).violation("channel.unknown");
        }
        return g;
    }

    private static boolean isEmptyMessage(JsonNode body) {
        if (body == null) {
            return true;
        }
        return body.path("content").asText("").isEmpty()
                && body.path("embeds").isEmpty()
                && body.path("components").isEmpty()
                && body.path("attachments").isEmpty()
                && body.path("sticker_ids").isEmpty()
                && !body.hasNonNull("poll");
    }

    private static void notEmpty(JsonNode body) {
        if (isEmptyMessage(body)) {
            throw DiscordError.emptyMessage().violation("message.empty");
        }
    }

    private void referencedMessageExists(Request r) {
        JsonNode ref = r.body().get("message_reference");
        if (ref != null
                && ref.hasNonNull("message_id")
                && ref.path("fail_if_not_exists").asBoolean(true)
                && fake.messages().json(ref.get("message_id").asText()) == null) {
            throw new DiscordError(
                    400, 50035, "Invalid Form Body: message_reference: Unknown message");
        }
    }

    private Reply channelMessage(Request r) {
        String channelId = r.param("channel_id");
        if (fake.directChannelUser(channelId) != null) {
            ObjectNode dm =
                    MessageJson.fromBotBody(
                            Snowflakes.next(), channelId, null, fake.botUserJson(), r.body(), 0);
            fake.messages().add(dm, r.body().get("allowed_mentions"), null);
            return Reply.ok(dm);
        }
        FakeGuild g = guildOfChannel(channelId);
        JsonNode body = r.body();
        JsonNode ref = body.get("message_reference");
        ObjectNode referenced =
                ref == null || !ref.hasNonNull("message_id")
                        ? null
                        : fake.messages().json(ref.get("message_id").asText());
        ObjectNode m =
                MessageJson.fromBotBody(
                        Snowflakes.next(),
                        channelId,
                        g.id(),
                        fake.botUserJson(),
                        body,
                        referenced != null ? 19 : 0);
        if (referenced != null) {
            ObjectNode mr = m.putObject("message_reference");
            mr.put("type", 0);
            mr.put("message_id", referenced.get("id").asText());
            mr.put("channel_id", referenced.get("channel_id").asText());
            mr.put("guild_id", g.id());
            m.set("referenced_message", referenced.deepCopy());
        }
        m.set("mentions", mentions(body, g));
        m.set("member", g.memberJson(g.botMember(), false, false));
        fake.messages().add(m, body.get("allowed_mentions"), null);
        return Reply.ok(m);
    }

    /** Users pinged by {@code <@id>} in the content, as far as allowed_mentions lets them be. */
    private ArrayNode mentions(JsonNode body, FakeGuild g) {
        ArrayNode out = Json.array();
        String content = body.path("content").asText("");
        JsonNode allowed = body.get("allowed_mentions");
        java.util.regex.Matcher matcher =
                java.util.regex.Pattern.compile("<@!?(\\d+)>").matcher(content);
        while (matcher.find()) {
            String uid = matcher.group(1);
            boolean permitted = allowed == null || allowed.isNull();
            if (!permitted) {
                for (JsonNode p : allowed.path("parse")) {
                    permitted |= "users".equals(p.asText());
                }
                for (JsonNode u : allowed.path("users")) {
                    permitted |= uid.equals(u.asText());
                }
            }
            if (permitted && g.member(uid) != null) {
                out.add(fake.userJson(uid));
            }
        }
        return out;
    }

    private Reply history(Request r) {
        int limit =
                Math.max(1, Math.min(100, Integer.parseInt(r.query().getOrDefault("limit", "50"))));
        List<FakeMessage> all = fake.messages().inChannel(r.param("channel_id"));
        ArrayNode out = Json.array();
        for (int k = all.size() - 1; k >= 0 && out.size() < limit; k--) {
            FakeMessage m = all.get(k);
            if (!m.deleted() && !m.isEphemeral()) {
                out.add(m.json());
            }
        }
        return Reply.ok(out);
    }

    private String inChannel(Request r) {
        String mid = r.param("message_id");
        ObjectNode m = fake.messages().json(mid);
        if (m == null || !r.param("channel_id").equals(m.path("channel_id").asText())) {
            throw DiscordError.unknownMessage(mid);
        }
        return mid;
    }

    private ObjectNode live(String messageId) {
        ObjectNode m = fake.messages().json(messageId);
        if (m == null) {
            throw DiscordError.unknownMessage(messageId);
        }
        return m.deepCopy();
    }

    private void delete(String messageId) {
        ObjectNode m = fake.messages().json(messageId);
        if (m == null || !fake.messages().delete(messageId)) {
            throw DiscordError.unknownMessage(messageId);
        }
    }

    private void react(ObjectNode message, String emoji, boolean add) {
        ObjectNode stored = fake.messages().json(message.get("id").asText());
        ArrayNode reactions =
                stored.has("reactions")
                        ? (ArrayNode) stored.get("reactions")
                        : stored.putArray("reactions");
        for (int k = 0; k < reactions.size(); k++) {
            ObjectNode existing = (ObjectNode) reactions.get(k);
            if (emoji.equals(existing.path("emoji").path("name").asText())
                    || emoji.equals(
                            existing.path("emoji").path("name").asText()
                                    + ":"
                                    + existing.path("emoji").path("id").asText())) {
                if (add && !existing.path("me").asBoolean()) {
                    existing.put("me", true);
                    existing.put("count", existing.path("count").asInt() + 1);
                } else if (!add && existing.path("me").asBoolean()) {
                    existing.put("me", false);
                    existing.put("count", existing.path("count").asInt() - 1);
                    if (existing.path("count").asInt() <= 0) {
                        reactions.remove(k);
                    }
                }
                return;
            }
        }
        if (add) {
            ObjectNode re = reactions.addObject();
            re.put("count", 1);
            re.put("me", true);
            ObjectNode e = re.putObject("emoji");
            int colon = emoji.indexOf(':');
            if (colon > 0) {
                e.put("name", emoji.substring(0, colon));
                e.put("id", emoji.substring(colon + 1));
            } else {
                e.putNull("id");
                e.put("name", emoji);
            }
        }
    }
}
