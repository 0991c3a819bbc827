package continuity.discord.fake;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One server of the fake: its channels, roles and members, and how they look on the gateway.
 * Configure it before the bot connects; {@code READY}/{@code GUILD_CREATE} are built from it on
 * IDENTIFY.
 *
 * <pre>
 * fake.guild("g1", "Guild One").textChannel("c1", "rp").member("alice", "Alice", 0).member("gm", "Gm", Perms.MANAGE_GUILD);
 * </pre>
 */
public final class FakeGuild {
    /** A channel: type 0 text, 4 category, 11 public thread. */
    public record Channel(String key, String id, String name, int type, String parentId) {}

    public record Role(String id, String name, long permissions, boolean managed, int position) {}

    public record Member(String userId, String username, List<String> roleIds, boolean bot) {}

    private final FakeDiscord fake;
    private final String key;
    private final String id;
    private final String name;
    private final String ownerId = Snowflakes.next();
    private final String joinedAt = Instant.now().toString();
    private final Map<String, Channel> channels = new LinkedHashMap<>();
    private final Map<String, Role> roles = new LinkedHashMap<>();
    private final Map<String, Member> members = new LinkedHashMap<>();
    private final String botRoleId = Snowflakes.next();
    private long everyonePermissions = Perms.DEFAULT_EVERYONE;
    private long botPermissions = Perms.DEFAULT_BOT;

    FakeGuild(FakeDiscord fake, String key, String name) {
        this.fake = fake;
        this.key = key;
        this.id = fake.ids().of(key);
        this.name = name;
    }

    public String key() {
        return key;
    }

    public String id() {
        return id;
    }

    public String name() {
        return name;
    }

    /** Adds a text channel (type 0). */
    public synchronized FakeGuild textChannel(String channelKey, String channelName) {
        return channel(channelKey, channelName, 0, null);
    }

    /**
     * Adds a category (type 4); channels may name it as parent with {@link #textChannel(String,
     * String, String)}.
     */
    public synchronized FakeGuild category(String channelKey, String channelName) {
        return channel(channelKey, channelName, 4, null);
    }

    /** Adds a text channel under a category. */
    public synchronized FakeGuild textChannel(
            String channelKey, String channelName, String categoryKey) {
        return channel(channelKey, channelName, 0, requireChannel(categoryKey).id());
    }

    /** Adds an active public thread (type 11) of a text channel. */
    public synchronized FakeGuild thread(
            String threadKey, String threadName, String parentChannelKey) {
        return channel(threadKey, threadName, 11, requireChannel(parentChannelKey).id());
    }

    private FakeGuild channel(String channelKey, String channelName, int type, String parentId) {
        String channelId = fake.ids().of(channelKey);
        channels.put(channelId, new Channel(channelKey, channelId, channelName, type, parentId));
        fake.registerChannel(channelId, this);
        return this;
    }

    /** Adds a role; give its key to {@link #member(String, String, long, String...)}. */
    public synchronized FakeGuild role(String roleKey, String roleName, long permissions) {
        String roleId = fake.ids().of(roleKey);
        roles.put(roleId, new Role(roleId, roleName, permissions, false, roles.size() + 1));
        return this;
    }

    /**
     * Adds a member. {@code permissions} (raw bits, e.g. {@link Perms#MANAGE_GUILD}) are given
     * through a role of their own, so JDA computes them exactly as it would for a real server; 0
     * means @everyone only.
     */
    public synchronized FakeGuild member(
            String userKey, String username, long permissions, String... roleKeys) {
        String userId = fake.ids().of(userKey);
        List<String> roleIds = new ArrayList<>();
        if (permissions != 0) {
            String roleId = Snowflakes.next();
            roles.put(
                    roleId,
                    new Role(roleId, username + "-perms", permissions, false, roles.size() + 1));
            roleIds.add(roleId);
        }
        for (String rk : roleKeys) {
            String rid = fake.ids().of(rk);
            if (!roles.containsKey(rid)) {
                throw new IllegalArgumentException("unknown role " + rk + " in guild " + key);
            }
            roleIds.add(rid);
        }
        members.put(userId, new Member(userId, username, List.copyOf(roleIds), false));
        fake.registerUser(userId, username, false);
        return this;
    }

    public synchronized FakeGuild everyonePermissions(long permissions) {
        this.everyonePermissions = permissions;
        return this;
    }

    /** Permissions of the bot's own role here (default {@link Perms#DEFAULT_BOT}). */
    public synchronized FakeGuild botPermissions(long permissions) {
        this.botPermissions = permissions;
        return this;
    }

    /** Back to the fixture, to chain more configuration. */
    public FakeDiscord and() {
        return fake;
    }

    // ---- lookups
    // -------------------------------------------------------------------------------------------

    public synchronized String channelId(String channelKey) {
        return requireChannel(channelKey).id();
    }

    synchronized Channel requireChannel(String channelKeyOrId) {
        Channel c = channels.get(fake.ids().of(channelKeyOrId));
        if (c == null) {
            throw new IllegalArgumentException("no channel " + channelKeyOrId + " in guild " + key);
        }
        return c;
    }

    synchronized Channel channelById(String channelId) {
        return channels.get(channelId);
    }

    synchronized Member member(String userKeyOrId) {
        return members.get(fake.ids().of(userKeyOrId));
    }

    synchronized Member requireMember(String userKeyOrId) {
        Member m = member(userKeyOrId);
        if (m == null) {
            throw new IllegalArgumentException(
                    "no member "
                            + userKeyOrId
                            + " in guild "
                            + key
                            + " (add it with .member(...))");
        }
        return m;
    }

    synchronized Collection<Role> roles() {
        return List.copyOf(roles.values());
    }

    /** The member's permissions as Discord computes them server-wide (administrator means all). */
    synchronized long permissionsOf(Member m) {
        if (m.userId().equals(ownerId)) {
            return Perms.ALL;
        }
        long p = everyonePermissions;
        if (m.bot()) {
            p |= botPermissions;
        }
        for (String r : m.roleIds()) {
            Role role = roles.get(r);
            if (role != null) {
                p |= role.permissions();
            }
        }
        return (p & Perms.ADMINISTRATOR) != 0 ? Perms.ALL : p;
    }

    Member botMember() {
        return new Member(fake.botUserId(), fake.botName(), List.of(botRoleId), true);
    }

    // ---- JSON as the gateway sends it
    // ---------------------------------------------------------------------

    ObjectNode userJson(Member m) {
        return fake.userJson(m.userId());
    }

    /**
     * Guild member object; with the user inside unless {@code withUser} is false (MESSAGE_CREATE
     * puts it in author).
     */
    synchronized ObjectNode memberJson(Member m, boolean withUser, boolean withPermissions) {
        ObjectNode o = Json.object();
        if (withUser) {
            o.set("user", userJson(m));
        }
        o.putNull("nick");
        o.putNull("avatar");
        o.putNull("banner");
        ArrayNode r = o.putArray("roles");
        m.roleIds().forEach(r::add);
        o.put("joined_at", joinedAt);
        o.putNull("premium_since");
        o.put("deaf", false);
        o.put("mute", false);
        o.put("flags", 0);
        o.put("pending", false);
        o.putNull("communication_disabled_until");
        if (withPermissions) {
            o.put("permissions", Long.toString(permissionsOf(m)));
        }
        return o;
    }

    synchronized ObjectNode channelJson(Channel c, Long permissionsForInteraction) {
        ObjectNode o = Json.object();
        o.put("id", c.id());
        o.put("type", c.type());
        o.put("guild_id", id);
        o.put("name", c.name());
        o.put("position", 0);
        o.put("flags", 0);
        if (c.parentId() == null) {
            o.putNull("parent_id");
        } else {
            o.put("parent_id", c.parentId());
        }
        if (c.type() == 11) {
            o.put("owner_id", ownerId);
            o.put("message_count", 0);
            o.put("member_count", 1);
            o.put("total_message_sent", 0);
            o.put("rate_limit_per_user", 0);
            o.putNull("last_message_id");
            o.putArray("applied_tags");
            ObjectNode meta = o.putObject("thread_metadata");
            meta.put("archived", false);
            meta.put("auto_archive_duration", 1440);
            meta.put("archive_timestamp", joinedAt);
            meta.put("locked", false);
            meta.put("create_timestamp", joinedAt);
        } else {
            o.putArray("permission_overwrites");
            if (c.type() == 0) {
                o.putNull("topic");
                o.put("nsfw", false);
                o.putNull("last_message_id");
                o.put("rate_limit_per_user", 0);
            }
        }
        if (permissionsForInteraction != null) {
            o.put("permissions", Long.toString(permissionsForInteraction));
        }
        return o;
    }

    private ObjectNode roleJson(
            String roleId, String roleName, long permissions, int position, boolean botRole) {
        ObjectNode o = Json.object();
        o.put("id", roleId);
        o.put("name", roleName);
        o.put("description", (String) null);
        o.put("color", 0);
        ObjectNode colors = o.putObject("colors");
        colors.put("primary_color", 0);
        colors.putNull("secondary_color");
        colors.putNull("tertiary_color");
        o.put("hoist", false);
        o.putNull("icon");
        o.putNull("unicode_emoji");
        o.put("position", position);
        o.put("permissions", Long.toString(permissions));
        o.put("managed", botRole);
        o.put("mentionable", false);
        o.put("flags", 0);
        if (botRole) {
            o.putObject("tags").put("bot_id", fake.botUserId());
        }
        return o;
    }

    /**
     * A role of this guild by id (also @everyone and the bot's role) as Discord renders it, or
     * null.
     */
    synchronized ObjectNode roleJson(String roleId) {
        if (roleId.equals(id)) {
            return roleJson(id, "@everyone", everyonePermissions, 0, false);
        }
        if (roleId.equals(botRoleId)) {
            return roleJson(botRoleId, fake.botName(), botPermissions, 1, true);
        }
        Role r = roles.get(roleId);
        return r == null
                ? null
                : roleJson(r.id(), r.name(), r.permissions(), r.position() + 1, false);
    }

    /** The GUILD_CREATE payload: everything JDA 6 insists on, the bot itself among the members. */
    synchronized ObjectNode guildCreateJson() {
        ObjectNode g = Json.object();
        g.put("id", id);
        g.put("name", name);
        g.putNull("icon");
        g.putNull("splash");
        g.putNull("discovery_splash");
        g.putNull("banner");
        g.putNull("description");
        g.put("owner_id", ownerId);
        g.putNull("afk_channel_id");
        g.put("afk_timeout", 300);
        g.put("verification_level", 0);
        g.put("default_message_notifications", 0);
        g.put("explicit_content_filter", 0);
        g.put("mfa_level", 0);
        g.put("nsfw_level", 0);
        g.put("premium_tier", 0);
        g.put("premium_subscription_count", 0);
        g.put("premium_progress_bar_enabled", false);
        g.put("preferred_locale", "en-US");
        g.putNull("system_channel_id");
        g.put("system_channel_flags", 0);
        g.putNull("rules_channel_id");
        g.putNull("public_updates_channel_id");
        g.putNull("safety_alerts_channel_id");
        g.putNull("vanity_url_code");
        g.putNull("application_id");
        g.put("max_members", 500000);
        g.putArray("features");
        g.put("joined_at", joinedAt);
        g.put("large", false);
        g.put("unavailable", false);
        g.put("lazy", true);
        ArrayNode roleArray = g.putArray("roles");
        roleArray.add(roleJson(id, "@everyone", everyonePermissions, 0, false));
        roleArray.add(roleJson(botRoleId, fake.botName(), botPermissions, 1, true));
        for (Role r : roles.values()) {
            roleArray.add(roleJson(r.id(), r.name(), r.permissions(), r.position() + 1, false));
        }
        ArrayNode memberArray = g.putArray("members");
        memberArray.add(memberJson(botMember(), true, false));
        for (Member m : members.values()) {
            memberArray.add(memberJson(m, true, false));
        }
        g.put("member_count", members.size() + 1);
        ArrayNode channelArray = g.putArray("channels");
        ArrayNode threadArray = g.putArray("threads");
        for (Channel c : channels.values()) {
            (c.type() == 11 ? threadArray : channelArray).add(channelJson(c, null));
        }
        g.putArray("emojis");
        g.putArray("stickers");
        g.putArray("voice_states");
        g.putArray("presences");
        g.putArray("stage_instances");
        g.putArray("guild_scheduled_events");
        g.putArray("soundboard_sounds");
        return g;
    }
}
