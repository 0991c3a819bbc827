package continuity.discord.fake;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Collection;

/**
 * Builds the dispatch payloads the fake sends: messages of users and webhooks, deletions,
 * interactions.
 */
final class GatewayEvents {
    private final FakeDiscord fake;

    GatewayEvents(FakeDiscord fake) {
        this.fake = fake;
    }

    /**
     * MESSAGE_CREATE of a member: with guild_id and member (JDA drops guild messages without them).
     *
     * @param mentioned users pinged by the message (their ids), e.g. the bot
     * @param referenced the message replied to (type 19 then), or null
     */
    ObjectNode userMessage(
            FakeGuild g,
            FakeGuild.Channel c,
            FakeGuild.Member author,
            String content,
            Collection<String> mentioned,
            ObjectNode referenced) {
        ObjectNode m =
                MessageJson.base(
                        Snowflakes.next(),
                        c.id(),
                        g.id(),
                        fake.userJson(author.userId()),
                        content,
                        referenced == null ? 0 : 19);
        m.set("member", g.memberJson(author, false, false));
        ArrayNode mentions = m.putArray("mentions");
        for (String uid : mentioned) {
            ObjectNode u = fake.userJson(uid);
            FakeGuild.Member member = uid.equals(fake.botUserId()) ? g.botMember() : g.member(uid);
            if (member != null) {
                u.set("member", g.memberJson(member, false, false));
            }
            mentions.add(u);
        }
        if (referenced != null) {
            ObjectNode ref = m.putObject("message_reference");
            ref.put("type", 0);
            ref.put("message_id", referenced.get("id").asText());
            ref.put("channel_id", c.id());
            ref.put("guild_id", g.id());
            m.set("referenced_message", referenced.deepCopy());
        }
        m.put("nonce", Snowflakes.next());
        return m;
    }

    /**
     * MESSAGE_CREATE of a proxy (Tupperbox, PluralKit): webhook_id, an author that is the webhook
     * with the character's name and {@code bot: true}, and no member.
     */
    ObjectNode webhookMessage(
            FakeGuild g,
            FakeGuild.Channel c,
            String webhookId,
            String characterName,
            String content) {
        ObjectNode author = Json.object();
        author.put("id", webhookId);
        author.put("username", characterName);
        author.put("discriminator", "0000");
        author.putNull("global_name");
        author.putNull("avatar");
        author.put("bot", true);
        ObjectNode m = MessageJson.base(Snowflakes.next(), c.id(), g.id(), author, content, 0);
        m.put("webhook_id", webhookId);
        return m;
    }

    ObjectNode messageDelete(String messageId, String channelId, String guildId) {
        ObjectNode d = Json.object();
        d.put("id", messageId);
        d.put("channel_id", channelId);
        d.put("guild_id", guildId);
        return d;
    }

    /**
     * The parts every guild INTERACTION_CREATE has (JDA 6 needs version, channel, context, owners,
     * member).
     */
    ObjectNode interaction(
            String id,
            String token,
            int type,
            FakeGuild g,
            FakeGuild.Channel c,
            FakeGuild.Member member,
            ObjectNode data) {
        long perms = g.permissionsOf(member);
        ObjectNode i = Json.object();
        i.put("id", id);
        i.put("application_id", fake.applicationId());
        i.put("type", type);
        i.put("token", token);
        i.put("version", 1);
        i.put("guild_id", g.id());
        ObjectNode guild = i.putObject("guild");
        guild.put("id", g.id());
        guild.put("locale", "en-US");
        guild.putArray("features");
        i.put("channel_id", c.id());
        i.set("channel", g.channelJson(c, perms));
        i.set("member", g.memberJson(member, true, true));
        i.put("app_permissions", Long.toString(g.permissionsOf(g.botMember())));
        i.put("locale", fake.localeOf(member));
        i.put("guild_locale", "en-US");
        i.putArray("entitlements");
        i.putObject("authorizing_integration_owners").put("0", g.id());
        i.put("context", 0);
        i.put("attachment_size_limit", DiscordLimits.UPLOAD);
        i.set("data", data);
        return i;
    }
}
