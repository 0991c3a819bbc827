package continuity.discord.fake;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;
import net.dv8tion.jda.api.JDABuilder;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A fake Discord on 127.0.0.1 for tests that run the real JDA client: a gateway (websocket, JSON,
 * no compression) and a REST API under {@code /api/v10/}, with Discord's rules enforced and every
 * request body checked against Discord's OpenAPI description.
 *
 * <pre>
 * try (FakeDiscord fake = new FakeDiscord()) {
 *     fake.guild("g1", "Guild One").textChannel("c1", "rp").member("alice", "Alice", 0)
 *         .member("gm", "Gm", Perms.MANAGE_GUILD);
 *     JDA jda = fake.configure(JDABuilder.createLight("token", intents)).addEventListeners(bot).build().awaitReady();
 *     fake.userMessage("g1", "c1", "alice", "hello");
 *     FakeMessage answer = fake.awaitBotMessage("c1", m -> m.content().contains("hi"));
 *     assertEquals(List.of(), fake.violations());
 * }
 * </pre>
 *
 * Names such as "g1", "c1", "alice" are keys; the fake gives each a snowflake ({@link
 * #id(String)}). Anything the bot does that Discord would refuse is answered as Discord would
 * (error code and status) and recorded in {@link #violations()}, which a test asserts empty.
 */
public final class FakeDiscord implements AutoCloseable {
    public static final Duration DEFAULT_WAIT = Duration.ofSeconds(5);
    private static final Logger LOG = LoggerFactory.getLogger(FakeDiscord.class);

    private final Ids ids = new Ids();
    private final Monitor monitor = new Monitor(this::diagnostics);
    private final String botUserId = Snowflakes.next();
    private final String applicationId = Snowflakes.next();
    private final String botName;
    private final Map<String, String[]> users = new LinkedHashMap<>();
    private final Map<String, FakeGuild> guilds = new LinkedHashMap<>();
    private final Map<String, FakeGuild> guildOfChannel = new LinkedHashMap<>();

    /** Direct-message channels with the bot: channel id -> user id. */
    private final Map<String, String> directChannels = new LinkedHashMap<>();

    private final MessageStore messages = new MessageStore();
    private final AttachmentStore attachments = new AttachmentStore();
    private final CommandRegistry commands = new CommandRegistry();
    private final Map<String, FakeInteraction> interactions = new LinkedHashMap<>();
    private final Map<String, FakeInteraction> interactionsByToken = new LinkedHashMap<>();
    private final List<Violation> violations = new CopyOnWriteArrayList<>();
    private final Transcript transcript = new Transcript();
    private volatile Path transcriptFile = Transcript.FILE;
    private final Optional<SpecValidator> spec;
    private final AtomicInteger validatedBodies = new AtomicInteger();
    private final GatewayEvents events = new GatewayEvents(this);
    private final java.util.Map<String, String> locales = new java.util.HashMap<>();
    private final ScheduledExecutorService timers;
    private final RestServer rest;
    private final FakeGateway gateway;
    private volatile JsonNode identify;
    private volatile boolean closed;

    /**
     * Starts a fake with the bot "Continuity", validating against {@code
     * ../shared/discord-api-spec/openapi.json}.
     */
    public FakeDiscord() {
        this("Continuity", SpecValidator.defaultSpecPath());
    }

    public FakeDiscord(String botName, Path openApiSpec) {
        this.botName = botName;
        this.spec = SpecValidator.load(openApiSpec);
        registerUser(botUserId, botName, true);
        this.timers =
                Executors.newSingleThreadScheduledExecutor(
                        r -> {
                            Thread t = new Thread(r, "fake-discord-timers");
                            t.setDaemon(true);
                            return t;
                        });
        try {
            this.rest = new RestServer(this);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        new DiscordRoutes(this).install(rest);
        rest.start();
        this.gateway = new FakeGateway(this);
        gateway.startAndWait();
        LOG.info("Fake Discord: REST {} gateway {}", restBaseUrl(), gatewayUrl());
    }

    // ---- configuration
    // ------------------------------------------------------------------------------------

    /** The guild with this key, created on first use (with this name). */
    public FakeGuild guild(String key, String name) {
        synchronized (monitor) {
            FakeGuild g = guilds.get(ids.of(key));
            if (g == null) {
                g = new FakeGuild(this, key, name);
                guilds.put(g.id(), g);
            }
            return g;
        }
    }

    /** An existing guild by key or id. */
    public FakeGuild guild(String keyOrId) {
        synchronized (monitor) {
            FakeGuild g = guilds.get(ids.of(keyOrId));
            if (g == null) {
                throw new IllegalArgumentException(
                        "no guild " + keyOrId + "; create it with guild(key, name)");
            }
            return g;
        }
    }

    /**
     * The shard a server's events go to among {@code total}: (guild_id >> 22) % total, as on
     * Discord.
     */
    public int shardOf(String guildKeyOrId, int total) {
        return FakeGateway.shardOf(ids.of(guildKeyOrId), total);
    }

    /** Identified gateway sessions per shard id. */
    public java.util.Map<Integer, Integer> readySessionsByShard() {
        return gateway.readySessionsByShard();
    }

    /**
     * The snowflake standing for a key ("g1", "c1", "alice", a webhook key...); ids are returned
     * unchanged.
     */
    public String id(String key) {
        return ids.of(key);
    }

    /**
     * Makes {@link JDABuilder} talk to this fake: REST base URL, gateway URL, no compression. Tests
     * only.
     */
    public JDABuilder configure(JDABuilder builder) {
        return FakeJda.configure(builder, this);
    }

    private final FakeOAuth oauth = new FakeOAuth(this);

    /** Discord's OAuth2 and the member's own API, for the dashboard's login. */
    public FakeOAuth oauth() {
        return oauth;
    }

    /** {@code http://127.0.0.1:PORT}, where the authorize page is. */
    public String restRoot() {
        return "http://127.0.0.1:" + rest.port();
    }

    /** The API base without a trailing slash ({@code .../api/v10}). */
    public String apiBase() {
        return restRoot() + RestServer.PREFIX;
    }

    public String restBaseUrl() {
        return "http://127.0.0.1:" + rest.port() + RestServer.PREFIX + "/";
    }

    public String gatewayUrl() {
        return gateway.url();
    }

    public String botUserId() {
        return botUserId;
    }

    /**
     * The Discord client language of a member (by user key or id), sent with their interactions;
     * {@code en-US} unless set.
     */
    public void setLocale(String user, String locale) {
        synchronized (monitor) {
            locales.put(user, locale);
            locales.put(ids().of(user), locale);
        }
    }

    String localeOf(FakeGuild.Member m) {
        synchronized (monitor) {
            return locales.getOrDefault(m.userId(), "en-US");
        }
    }

    public String applicationId() {
        return applicationId;
    }

    public String botName() {
        return botName;
    }

    private volatile int maxConcurrency = 1;

    /**
     * What {@code GET /gateway/bot} says of {@code session_start_limit.max_concurrency}: how many
     * logins Discord takes at once (1 unless a test says otherwise, as for most bots).
     */
    public FakeDiscord maxConcurrency(int n) {
        this.maxConcurrency = n;
        return this;
    }

    public int maxConcurrency() {
        return maxConcurrency;
    }

    /**
     * Makes the gateway close with 4014 (disallowed intents) when the bot asks for MESSAGE_CONTENT,
     * as Discord does when the Message Content switch of the Developer Portal is off.
     */
    public FakeDiscord messageContentIntentDisabled() {
        gateway.disallowIntents(FakeGateway.MESSAGE_CONTENT);
        return this;
    }

    /** The IDENTIFY the bot sent (token, intents, properties), or null before it connected. */
    public JsonNode identifyPayload() {
        return identify;
    }

    // ---- events as Discord sends them
    // ---------------------------------------------------------------------

    /** A member writes in a channel (MESSAGE_CREATE with guild_id and member). */
    public FakeMessage userMessage(String guild, String channel, String author, String content) {
        return post(guild, channel, author, content, List.of(), null);
    }

    /**
     * A member writes a message that pings the bot: {@code <@bot> content}, with the bot in {@code
     * mentions}.
     */
    public FakeMessage userMessageMentioningBot(
            String guild, String channel, String author, String content) {
        return post(
                guild,
                channel,
                author,
                "<@" + botUserId + "> " + content,
                List.of(botUserId),
                null);
    }

    /**
     * A member replies to a message (type 19, message_reference and referenced_message). Replying
     * to the bot pings it, as the Discord client does by default.
     */
    public FakeMessage userReply(
            String guild,
            String channel,
            String author,
            String content,
            String repliedToMessageId) {
        ObjectNode referenced;
        synchronized (monitor) {
            referenced = messages.json(repliedToMessageId);
            if (referenced == null) {
                throw new IllegalArgumentException(
                        "no live message " + repliedToMessageId + " to reply to");
            }
            referenced = referenced.deepCopy();
        }
        String repliedAuthor = referenced.path("author").path("id").asText();
        List<String> mentions = repliedAuthor.equals(botUserId) ? List.of(botUserId) : List.of();
        return post(guild, channel, author, content, mentions, referenced);
    }

    private FakeMessage post(
            String guild,
            String channel,
            String author,
            String content,
            List<String> mentions,
            ObjectNode referenced) {
        awaitSession();
        FakeMessage stored;
        ObjectNode payload;
        synchronized (monitor) {
            FakeGuild g = guild(guild);
            FakeGuild.Channel c = g.requireChannel(channel);
            FakeGuild.Member m = g.requireMember(author);
            payload = events.userMessage(g, c, m, content, mentions, referenced);
            stored = messages.add(payload.deepCopy(), null, null);
        }
        gateway.dispatch("MESSAGE_CREATE", payload);
        monitor.changed();
        return stored;
    }

    /**
     * A proxy (Tupperbox, PluralKit) reposts as a character through a channel webhook: webhook_id,
     * author {@code {id: webhookId, username: characterName, bot: true}}, no member.
     */
    public FakeMessage webhookMessage(
            String guild, String channel, String webhookId, String characterName, String content) {
        awaitSession();
        FakeMessage stored;
        ObjectNode payload;
        synchronized (monitor) {
            FakeGuild g = guild(guild);
            payload =
                    events.webhookMessage(
                            g,
                            g.requireChannel(channel),
                            ids.of(webhookId),
                            characterName,
                            content);
            stored = messages.add(payload.deepCopy(), null, null);
        }
        gateway.dispatch("MESSAGE_CREATE", payload);
        monitor.changed();
        return stored;
    }

    /**
     * A user writes to the bot in a direct message: MESSAGE_CREATE without guild_id or member, in
     * the DM channel of that user (created on first use; its id is {@code id("dm:" + user)}). Needs
     * the DIRECT_MESSAGES intent.
     */
    public FakeMessage directMessage(String user, String content) {
        awaitSession();
        FakeMessage stored;
        ObjectNode payload;
        synchronized (monitor) {
            String userId = ids.of(user);
            if (!users.containsKey(userId)) {
                throw new IllegalArgumentException(
                        "no user " + user + "; add them as a member of a guild first");
            }
            String channelId = ids.of("dm:" + user);
            directChannels.put(channelId, userId);
            payload =
                    MessageJson.base(
                            Snowflakes.next(), channelId, null, userJson(userId), content, 0);
            payload.put("nonce", Snowflakes.next());
            stored = messages.add(payload.deepCopy(), null, null);
        }
        gateway.dispatch("MESSAGE_CREATE", payload);
        monitor.changed();
        return stored;
    }

    /**
     * The bot is removed from a server (kicked, or the server deleted): GUILD_DELETE without
     * "unavailable".
     */
    public void guildRemoved(String guild) {
        awaitSession();
        ObjectNode payload = Json.object();
        synchronized (monitor) {
            payload.put("id", guild(guild).id());
        }
        gateway.dispatch("GUILD_DELETE", payload);
        monitor.changed();
    }

    /** Someone (a user, a moderator, a proxy) deletes a message: MESSAGE_DELETE. */
    public void messageDelete(String guild, String channel, String messageId) {
        awaitSession();
        ObjectNode payload;
        synchronized (monitor) {
            FakeGuild g = guild(guild);
            FakeGuild.Channel c = g.requireChannel(channel);
            messages.delete(messageId);
            payload = events.messageDelete(messageId, c.id(), g.id());
        }
        gateway.dispatch("MESSAGE_DELETE", payload);
        monitor.changed();
    }

    /**
     * A member runs a slash command. {@code commandLine} is the name and any subcommand
     * group/subcommand, e.g. {@code "scene start"}; options are filled by name, their types taken
     * from the registration (users, channels and roles by key or id). The command must have been
     * registered by the bot, else the test fails (and a {@code command.unregistered} violation is
     * recorded).
     */
    public FakeInteraction slashCommand(
            String guild, String channel, String user, String commandLine, Map<String, ?> options) {
        return command(guild, channel, user, commandLine, options, null, null);
    }

    public FakeInteraction slashCommand(
            String guild, String channel, String user, String commandLine) {
        return slashCommand(guild, channel, user, commandLine, Map.of());
    }

    /**
     * A member types into an option registered with autocomplete: the interaction (type 4) carries
     * the options filled so far and the focused one with the partial text.
     */
    public FakeInteraction autocomplete(
            String guild,
            String channel,
            String user,
            String commandLine,
            Map<String, ?> filled,
            String focusedOption,
            String typed) {
        return command(guild, channel, user, commandLine, filled, focusedOption, typed);
    }

    private FakeInteraction command(
            String guild,
            String channel,
            String user,
            String commandLine,
            Map<String, ?> options,
            String focused,
            String typed) {
        awaitSession();
        List<String> words =
                new ArrayList<>(
                        Arrays.asList(commandLine.trim().replaceFirst("^/", "").split("\\s+")));
        String name = words.remove(0);
        FakeGuild g;
        FakeGuild.Channel c;
        FakeGuild.Member m;
        ObjectNode data;
        synchronized (monitor) {
            g = guild(guild);
            c = g.requireChannel(channel);
            m = g.requireMember(user);
            ObjectNode registered = commands.find(g.id(), name, 1);
            if (registered == null) {
                String detail =
                        "/"
                                + name
                                + " is not a registered command in guild "
                                + g.key()
                                + " (registered: "
                                + commands.names(g.id())
                                + ")";
                violation("command.unregistered", detail);
                throw new AssertionError("Fake Discord: " + detail + "\n" + diagnostics());
            }
            try {
                data = CommandInvocation.data(this, g, registered, words, options, focused, typed);
            } catch (CommandInvocation.Mismatch e) {
                violation("command.mismatch", e.getMessage());
                throw new AssertionError(
                        "Fake Discord: "
                                + e.getMessage()
                                + "\nregistered: "
                                + Json.write(registered));
            }
        }
        int type = focused == null ? FakeInteraction.COMMAND : FakeInteraction.AUTOCOMPLETE;
        String label =
                (focused == null ? "/" : "autocomplete /")
                        + commandLine.trim().replaceFirst("^/", "");
        return dispatchInteraction(type, g, c, m, data, label, null, null);
    }

    /**
     * A member runs a message context command (a message's menu -> Apps -> {@code name}) on a live
     * message of the channel: the command must have been registered as a message command (type 3).
     * The interaction carries {@code target_id} and the message under {@code resolved.messages}, as
     * Discord sends it.
     */
    public FakeInteraction messageCommand(
            String guild, String channel, String user, String name, String messageId) {
        awaitSession();
        FakeGuild g;
        FakeGuild.Channel c;
        FakeGuild.Member m;
        ObjectNode data = Json.object();
        synchronized (monitor) {
            g = guild(guild);
            c = g.requireChannel(channel);
            m = g.requireMember(user);
            ObjectNode registered = commands.find(g.id(), name, 3);
            if (registered == null) {
                String detail =
                        "'" + name + "' is not a registered message command in guild " + g.key();
                violation("command.unregistered", detail);
                throw new AssertionError("Fake Discord: " + detail + "\n" + diagnostics());
            }
            ObjectNode message = messages.json(messageId);
            if (message == null || !c.id().equals(message.path("channel_id").asText())) {
                throw new AssertionError(
                        "Fake Discord: no live message " + messageId + " in channel " + channel);
            }
            data.put("id", registered.path("id").asText());
            data.put("name", name);
            data.put("type", 3);
            data.put("target_id", messageId);
            data.putObject("resolved").putObject("messages").set(messageId, message.deepCopy());
        }
        return dispatchInteraction(
                FakeInteraction.COMMAND, g, c, m, data, "message command " + name, null, null);
    }

    /** A member clicks a button of a message (the button must be on it, enabled, not a link). */
    public FakeInteraction buttonClick(
            String guild, String channel, String user, String messageId, String customId) {
        return component(guild, channel, user, messageId, customId, ComponentTree.BUTTON, null);
    }

    /** A member picks values in a string select menu of a message. */
    public FakeInteraction selectMenu(
            String guild,
            String channel,
            String user,
            String messageId,
            String customId,
            List<String> values) {
        return component(
                guild, channel, user, messageId, customId, ComponentTree.STRING_SELECT, values);
    }

    private FakeInteraction component(
            String guild,
            String channel,
            String user,
            String messageId,
            String customId,
            int componentType,
            List<String> values) {
        awaitSession();
        FakeGuild g;
        FakeGuild.Channel c;
        FakeGuild.Member m;
        ObjectNode message;
        ObjectNode data = Json.object();
        synchronized (monitor) {
            g = guild(guild);
            c = g.requireChannel(channel);
            m = g.requireMember(user);
            message = messages.json(messageId);
            if (message == null || !c.id().equals(message.path("channel_id").asText())) {
                throw new AssertionError(
                        "Fake Discord: no live message "
                                + messageId
                                + " in channel "
                                + channel
                                + "\n"
                                + diagnostics());
            }
            message = message.deepCopy();
            ObjectNode comp = ComponentTree.findByCustomId(message.get("components"), customId);
            if (comp == null || comp.path("type").asInt() != componentType) {
                throw new AssertionError(
                        "Fake Discord: message "
                                + messageId
                                + " has no "
                                + (componentType == ComponentTree.BUTTON ? "button" : "select menu")
                                + " '"
                                + customId
                                + "' (it has "
                                + ComponentTree.customIds(message.get("components"))
                                + ")");
            }
            if (comp.path("disabled").asBoolean(false)) {
                throw new AssertionError(
                        "Fake Discord: '" + customId + "' is disabled; Discord would not send it");
            }
            data.put("custom_id", customId);
            data.put("component_type", componentType);
            data.put("id", comp.path("id").asInt());
            if (values != null) {
                ArrayNode v = data.putArray("values");
                values.forEach(v::add);
                int min = comp.path("min_values").asInt(1);
                int max = comp.path("max_values").asInt(1);
                if (values.size() < min || values.size() > max) {
                    throw new AssertionError(
                            "Fake Discord: select '"
                                    + customId
                                    + "' takes "
                                    + min
                                    + ".."
                                    + max
                                    + " values, not "
                                    + values.size());
                }
                for (String value : values) {
                    boolean known = false;
                    for (JsonNode o : comp.path("options")) {
                        known |= value.equals(o.path("value").asText());
                    }
                    if (!known) {
                        throw new AssertionError(
                                "Fake Discord: select '" + customId + "' has no option " + value);
                    }
                }
            }
        }
        String label = (componentType == ComponentTree.BUTTON ? "button " : "select ") + customId;
        return dispatchInteraction(
                FakeInteraction.COMPONENT, g, c, m, data, label, messageId, message);
    }

    /**
     * The user submits the modal the bot opened in answer to {@code shownBy} (type 9). {@code
     * values} fill its text inputs (String) and selects (List of String) by custom_id; inputs left
     * out keep their pre-filled value. Components arrive as Discord sends them in 2025: each input
     * inside a Label (type 18).
     */
    public FakeInteraction modalSubmit(FakeInteraction shownBy, Map<String, ?> values) {
        awaitSession();
        JsonNode modal = shownBy.modal();
        if (modal == null) {
            throw new AssertionError(
                    "Fake Discord: the bot did not answer "
                            + shownBy
                            + " with a modal (callback: "
                            + shownBy.callback().map(Json::write).orElse("none")
                            + ")\n"
                            + diagnostics());
        }
        FakeGuild g;
        FakeGuild.Channel c;
        FakeGuild.Member m;
        ObjectNode message = null;
        synchronized (monitor) {
            g = guild(shownBy.guildId());
            c = g.requireChannel(shownBy.channelId());
            m = g.requireMember(shownBy.userId());
            if (shownBy.sourceMessageId() != null
                    && messages.json(shownBy.sourceMessageId()) != null) {
                message = messages.json(shownBy.sourceMessageId()).deepCopy();
            }
        }
        ObjectNode data = ModalSubmission.data(modal, values);
        return dispatchInteraction(
                FakeInteraction.MODAL_SUBMIT,
                g,
                c,
                m,
                data,
                "modal " + modal.path("custom_id").asText(),
                message == null ? null : shownBy.sourceMessageId(),
                message);
    }

    private FakeInteraction dispatchInteraction(
            int type,
            FakeGuild g,
            FakeGuild.Channel c,
            FakeGuild.Member m,
            ObjectNode data,
            String label,
            String sourceMessageId,
            ObjectNode message) {
        String id = Snowflakes.next();
        String token = Snowflakes.token();
        ObjectNode payload;
        FakeInteraction interaction;
        synchronized (monitor) {
            payload = events.interaction(id, token, type, g, c, m, data);
            if (message != null) {
                payload.set("message", message);
            }
            interaction =
                    new FakeInteraction(
                            this,
                            id,
                            token,
                            type,
                            g.id(),
                            c.id(),
                            m.userId(),
                            label,
                            sourceMessageId,
                            payload.deepCopy());
            interactions.put(id, interaction);
            interactionsByToken.put(token, interaction);
        }
        timers.schedule(
                () -> {
                    synchronized (monitor) {
                        if (!interaction.acknowledged()) {
                            violation(
                                    "interaction.unacknowledged",
                                    interaction + " was not acknowledged within 3 s");
                        }
                    }
                },
                FakeInteraction.ACK_DEADLINE.toMillis(),
                TimeUnit.MILLISECONDS);
        if (gateway.dispatch("INTERACTION_CREATE", payload) == 0) {
            throw new AssertionError("Fake Discord: no bot session to send " + interaction + " to");
        }
        return interaction;
    }

    private void awaitSession() {
        if (closed) {
            throw new IllegalStateException("Fake Discord is closed");
        }
        monitor.await(
                "a bot session on the gateway (did JDA connect and reach READY?)",
                DEFAULT_WAIT,
                () -> gateway.hasReadySession() ? Boolean.TRUE : null);
    }

    // ---- reading what the bot did
    // ---------------------------------------------------------------------------

    /**
     * Every message of a channel (by key or id), the deleted ones included (see {@link
     * FakeMessage#deleted()}).
     */
    public List<FakeMessage> messages(String channel) {
        synchronized (monitor) {
            return messages.inChannel(ids.of(channel));
        }
    }

    /**
     * The live messages the bot authored in a channel (channel messages, interaction responses,
     * follow-ups).
     */
    public List<FakeMessage> botMessages(String channel) {
        return messages(channel).stream()
                .filter(m -> !m.deleted() && m.authorId().equals(botUserId))
                .toList();
    }

    public Optional<FakeMessage> message(String messageId) {
        synchronized (monitor) {
            return Optional.ofNullable(messages.snapshot(messageId));
        }
    }

    /** Waits (5 s) for a live message of the bot in the channel satisfying {@code condition}. */
    public FakeMessage awaitBotMessage(String channel, Predicate<FakeMessage> condition) {
        return awaitChannelMessage(
                channel, m -> m.authorId().equals(botUserId) && condition.test(m), DEFAULT_WAIT);
    }

    /** Waits (5 s) for any live message in the channel satisfying {@code condition}. */
    public FakeMessage awaitChannelMessage(String channel, Predicate<FakeMessage> condition) {
        return awaitChannelMessage(channel, condition, DEFAULT_WAIT);
    }

    public FakeMessage awaitChannelMessage(
            String channel, Predicate<FakeMessage> condition, Duration timeout) {
        String channelId = ids.of(channel);
        return monitor.await(
                "a message in channel " + channel + " satisfying the condition",
                timeout,
                () -> {
                    for (FakeMessage m : messages.inChannel(channelId)) {
                        if (!m.deleted() && condition.test(m)) {
                            return m;
                        }
                    }
                    return null;
                });
    }

    /** Waits (5 s) for the bot's accepted acknowledgement of an interaction. */
    public JsonNode awaitCallback(String interactionId) {
        FakeInteraction i = interaction(interactionId);
        if (i == null) {
            throw new IllegalArgumentException("no interaction " + interactionId);
        }
        return i.awaitCallback();
    }

    /** The global commands as registered (echoed with ids), in order. */
    public List<JsonNode> registeredCommands() {
        synchronized (monitor) {
            List<JsonNode> out = new ArrayList<>();
            commands.global().forEach(out::add);
            return out;
        }
    }

    /** The commands registered for one guild. */
    public List<JsonNode> registeredCommands(String guild) {
        synchronized (monitor) {
            List<JsonNode> out = new ArrayList<>();
            commands.guild(ids.of(guild)).forEach(out::add);
            return out;
        }
    }

    /**
     * Waits (5 s) until a chat command of that name is registered, globally or in a guild, and
     * returns it.
     */
    public JsonNode awaitCommand(String name) {
        return monitor.await(
                "registration of command /" + name,
                DEFAULT_WAIT,
                () -> {
                    ObjectNode found = commands.find("", name, 1);
                    for (FakeGuild g : guilds.values()) {
                        if (found == null) {
                            found = commands.find(g.id(), name, 1);
                        }
                    }
                    return found == null ? null : found.deepCopy();
                });
    }

    /** How many bulk command registrations the bot made. */
    public int commandRegistrations() {
        synchronized (monitor) {
            return commands.registrations();
        }
    }

    /** What the bot did that Discord would refuse; tests assert this empty. */
    public List<Violation> violations() {
        return List.copyOf(violations);
    }

    public List<Violation> violations(String rule) {
        return violations.stream().filter(v -> v.rule().equals(rule)).toList();
    }

    /**
     * Waits until a violation of {@code rule} is recorded (e.g. the 3 s acknowledgement deadline
     * passing).
     */
    public Violation awaitViolation(String rule, Duration timeout) {
        return monitor.await(
                "a violation of " + rule,
                timeout,
                () ->
                        violations.stream()
                                .filter(v -> v.rule().equals(rule))
                                .findFirst()
                                .orElse(null));
    }

    /** Fails with the violations and the last requests unless there are none. */
    public void assertNoViolations() {
        if (!violations.isEmpty()) {
            throw new AssertionError(
                    "Fake Discord saw " + violations.size() + " violation(s)\n" + diagnostics());
        }
    }

    /**
     * A file on the fake's CDN by attachment id: one the bot uploaded with a message (see {@link
     * FakeMessage#attachments()}) or one a user attached to a command.
     */
    public Optional<FakeFile> attachment(String attachmentId) {
        return Optional.ofNullable(attachments.get(attachmentId));
    }

    /** The file named {@code filename} attached to a message, as the bot uploaded it. */
    public FakeFile attachedFile(FakeMessage message, String filename) {
        for (JsonNode a : message.attachments()) {
            if (filename.equals(a.path("filename").asText())) {
                return attachment(a.path("id").asText())
                        .orElseThrow(
                                () ->
                                        new AssertionError(
                                                "Fake Discord: attachment "
                                                        + a
                                                        + " has no stored file"));
            }
        }
        throw new AssertionError("Fake Discord: no attachment " + filename + " on " + message);
    }

    /** Every REST request so far, in order. */
    public List<RecordedRequest> requests() {
        return transcript.entries();
    }

    /** The requests whose method is {@code method} and whose path contains {@code pathPart}. */
    public List<RecordedRequest> requests(String method, String pathPart) {
        return requests().stream()
                .filter(r -> r.method().equals(method) && r.path().contains(pathPart))
                .toList();
    }

    /**
     * How many request bodies were checked against the OpenAPI description (0 when it is absent).
     */
    public int validatedBodies() {
        return validatedBodies.get();
    }

    /**
     * Whether the OpenAPI description was found (else bodies are not validated; the log says so
     * once).
     */
    public boolean specAvailable() {
        return spec.isPresent();
    }

    /** Violations and the last 40 requests, for failure messages. */
    public String diagnostics() {
        StringBuilder sb = new StringBuilder();
        sb.append("violations (").append(violations.size()).append("):\n");
        violations.forEach(v -> sb.append("  ").append(v).append('\n'));
        sb.append("requests:\n").append(transcript.tail(40));
        return sb.toString();
    }

    /**
     * Marks this fixture as one of the fake's own self-tests (they send invalid requests on
     * purpose): its requests go to {@code target/fake-discord/self-test-requests.jsonl}, so that
     * {@code requests.jsonl} holds only what the bot sent.
     */
    public FakeDiscord selfTest() {
        transcriptFile = Transcript.SELF_TEST_FILE;
        return this;
    }

    /**
     * Stops both servers and appends the transcript to {@code target/fake-discord/requests.jsonl}.
     */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        timers.shutdownNow();
        gateway.shutdown();
        rest.close();
        transcript.appendTo(transcriptFile);
        if (!violations.isEmpty()) {
            LOG.warn(
                    "Fake Discord closed with {} violation(s):\n{}",
                    violations.size(),
                    diagnostics());
        }
    }

    // ---- for the other classes of the fake
    // -------------------------------------------------------------------

    Monitor monitor() {
        return monitor;
    }

    Ids ids() {
        return ids;
    }

    MessageStore messages() {
        return messages;
    }

    AttachmentStore attachments() {
        return attachments;
    }

    /** Scheme, host and port of the fake's CDN (the REST server). */
    String cdnBase() {
        return "http://127.0.0.1:" + rest.port();
    }

    /**
     * A message body with its uploaded files put on the CDN: each {@code attachments} entry whose
     * id names a file part ({@code files[id]}) becomes a full attachment object (id, filename,
     * size, content type, URLs); file parts no entry names are attached too, as Discord does.
     */
    JsonNode uploaded(JsonNode body, Map<String, FakeFile> files) {
        ObjectNode copy = body instanceof ObjectNode o ? o.deepCopy() : Json.object();
        ArrayNode out = Json.array();
        java.util.Set<String> used = new java.util.HashSet<>();
        for (JsonNode a : Json.arrayOf(copy, "attachments")) {
            String field = "files[" + a.path("id").asText() + "]";
            FakeFile f = files.get(field);
            if (f == null) {
                out.add(a);
                continue;
            }
            used.add(field);
            String name = a.hasNonNull("filename") ? a.get("filename").asText() : f.filename();
            ObjectNode stored =
                    attachments.json(
                            attachments.add(new FakeFile(name, f.contentType(), f.bytes())),
                            cdnBase(),
                            false);
            if (a.hasNonNull("description")) {
                stored.set("description", a.get("description"));
            }
            out.add(stored);
        }
        files.forEach(
                (field, f) -> {
                    if (!used.contains(field)) {
                        out.add(attachments.json(attachments.add(f), cdnBase(), false));
                    }
                });
        copy.set("attachments", out);
        return copy;
    }

    CommandRegistry commands() {
        return commands;
    }

    FakeMessage messageSnapshot(String messageId) {
        synchronized (monitor) {
            return messages.snapshot(messageId);
        }
    }

    List<FakeGuild> guilds() {
        synchronized (monitor) {
            return List.copyOf(guilds.values());
        }
    }

    FakeGuild guildById(String guildId) {
        synchronized (monitor) {
            return guilds.get(guildId);
        }
    }

    void registerChannel(String channelId, FakeGuild guild) {
        synchronized (monitor) {
            guildOfChannel.put(channelId, guild);
        }
    }

    /** The user of a direct-message channel with the bot, or null. */
    /**
     * The bot opens a direct message with a member (POST /users/@me/channels): the same channel as
     * {@link #directMessage} uses, {@code id("dm:" + user)}.
     */
    ObjectNode openDirectChannel(String userId) {
        String key;
        synchronized (monitor) {
            String[] u = users.get(userId);
            key = u == null ? userId : u[0].toLowerCase(java.util.Locale.ROOT);
            String channelId = ids.of("dm:" + key);
            directChannels.put(channelId, userId);
            ObjectNode o = Json.object();
            o.put("id", channelId);
            o.put("type", 1);
            o.putNull("last_message_id");
            o.putArray("recipients").add(userJson(userId));
            return o;
        }
    }

    String directChannelUser(String channelId) {
        synchronized (monitor) {
            return directChannels.get(channelId);
        }
    }

    FakeGuild guildOfChannel(String channelId) {
        synchronized (monitor) {
            return guildOfChannel.get(channelId);
        }
    }

    void registerUser(String userId, String username, boolean bot) {
        synchronized (monitor) {
            users.put(userId, new String[] {username, Boolean.toString(bot)});
        }
    }

    ObjectNode userJson(String userId) {
        String[] u;
        synchronized (monitor) {
            u = users.getOrDefault(userId, new String[] {"user" + userId, "false"});
        }
        boolean bot = Boolean.parseBoolean(u[1]);
        ObjectNode o = Json.object();
        o.put("id", userId);
        o.put("username", u[0].toLowerCase(java.util.Locale.ROOT).replaceAll("[^a-z0-9_.]", "_"));
        o.put("discriminator", bot ? "0001" : "0");
        o.put("global_name", u[0]);
        o.putNull("avatar");
        o.putNull("banner");
        o.putNull("accent_color");
        o.put("public_flags", 0);
        o.put("flags", 0);
        if (bot) {
            o.put("bot", true);
        }
        return o;
    }

    ObjectNode botUserJson() {
        ObjectNode o = userJson(botUserId);
        o.put("username", botName);
        o.putNull("global_name");
        o.put("verified", true);
        o.put("mfa_enabled", false);
        return o;
    }

    FakeInteraction interaction(String interactionId) {
        synchronized (monitor) {
            return interactions.get(interactionId);
        }
    }

    FakeInteraction interactionByToken(String token) {
        synchronized (monitor) {
            return interactionsByToken.get(token);
        }
    }

    void identified(JsonNode identifyData) {
        ObjectNode copy = identifyData.deepCopy();
        if (copy.has("token")) {
            copy.put("token", "<redacted>");
        }
        this.identify = copy;
        monitor.changed();
    }

    void record(RecordedRequest request) {
        transcript.add(request);
    }

    List<String> validateAgainstSpec(String method, String template, JsonNode body) {
        if (spec.isEmpty()) {
            return List.of();
        }
        List<String> problems = spec.get().validate(method, template, body);
        if (problems == null) {
            return List.of();
        }
        validatedBodies.incrementAndGet();
        return problems;
    }

    void violation(String rule, String detail) {
        violation(new Violation(rule, detail));
    }

    void violation(Violation v) {
        LOG.warn("Fake Discord violation: {}", v);
        violations.add(v);
        monitor.changed();
    }
}
