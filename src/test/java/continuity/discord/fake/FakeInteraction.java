package continuity.discord.fake;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * One interaction the fake sent to the bot, and what the bot answered. Returned by the injection
 * methods of {@link FakeDiscord}; its await methods fail the test with the transcript when nothing
 * comes in time.
 */
public final class FakeInteraction {
    public static final int COMMAND = 2;
    public static final int COMPONENT = 3;
    public static final int AUTOCOMPLETE = 4;
    public static final int MODAL_SUBMIT = 5;

    /** Discord's time to acknowledge. */
    static final Duration ACK_DEADLINE = Duration.ofSeconds(3);

    /** How long the token works for follow-ups and edits. */
    static final Duration TOKEN_LIFETIME = Duration.ofMinutes(15);

    private final FakeDiscord fake;
    private final String id;
    private final String token;
    private final int type;
    private final String guildId;
    private final String channelId;
    private final String userId;
    private final String description;
    private final String sourceMessageId;
    private final ObjectNode payload;
    private final long createdNanos = System.nanoTime();

    // guarded by the fixture's monitor
    private Integer ackType;
    private JsonNode ackBody;
    private String originalMessageId;
    private final List<String> followupIds = new ArrayList<>();
    private final List<JsonNode> refusedCallbacks = new ArrayList<>();

    FakeInteraction(
            FakeDiscord fake,
            String id,
            String token,
            int type,
            String guildId,
            String channelId,
            String userId,
            String description,
            String sourceMessageId,
            ObjectNode payload) {
        this.fake = fake;
        this.id = id;
        this.token = token;
        this.type = type;
        this.guildId = guildId;
        this.channelId = channelId;
        this.userId = userId;
        this.description = description;
        this.sourceMessageId = sourceMessageId;
        this.payload = payload;
    }

    public String id() {
        return id;
    }

    public String token() {
        return token;
    }

    /** 2 command, 3 component, 4 autocomplete, 5 modal submit. */
    public int type() {
        return type;
    }

    public String guildId() {
        return guildId;
    }

    public String channelId() {
        return channelId;
    }

    public String userId() {
        return userId;
    }

    /** The INTERACTION_CREATE data the bot received. */
    public JsonNode payload() {
        return payload.deepCopy();
    }

    /** The message a button/menu was on (component interactions), else null. */
    public String sourceMessageId() {
        return sourceMessageId;
    }

    // ---- what the bot answered
    // ------------------------------------------------------------------------------

    /** The accepted acknowledgement ({@code {"type":..,"data":..}}), if any yet. */
    public Optional<JsonNode> callback() {
        synchronized (fake.monitor()) {
            return Optional.ofNullable(ackBody).map(JsonNode::deepCopy);
        }
    }

    /** Waits (5 s) for the bot's accepted acknowledgement and returns its body. */
    public JsonNode awaitCallback() {
        return awaitCallback(FakeDiscord.DEFAULT_WAIT);
    }

    public JsonNode awaitCallback(Duration timeout) {
        return fake.monitor()
                .await(
                        "the acknowledgement of " + this,
                        timeout,
                        () -> ackBody == null ? null : ackBody.deepCopy());
    }

    /**
     * The type of the accepted acknowledgement (4 reply, 5 defer, 6 deferred update, 7 update, 8
     * choices, 9 modal).
     */
    public int awaitCallbackType() {
        return awaitCallback().path("type").asInt();
    }

    /** Callbacks the fake refused (late, second acknowledgement, invalid), as sent. */
    public List<JsonNode> refusedCallbacks() {
        synchronized (fake.monitor()) {
            return List.copyOf(refusedCallbacks);
        }
    }

    /** The original response message (after a reply, a defer or an update), if there is one. */
    public Optional<FakeMessage> original() {
        synchronized (fake.monitor()) {
            return Optional.ofNullable(originalMessageId).map(fake::messageSnapshot);
        }
    }

    /**
     * Waits (5 s) until the original response exists and satisfies {@code condition}, e.g. {@code m
     * -> !m.isLoading()}.
     */
    public FakeMessage awaitOriginal(Predicate<FakeMessage> condition) {
        return awaitOriginal(condition, FakeDiscord.DEFAULT_WAIT);
    }

    public FakeMessage awaitOriginal(Predicate<FakeMessage> condition, Duration timeout) {
        return fake.monitor()
                .await(
                        "the original response of " + this + " to satisfy the condition",
                        timeout,
                        () -> {
                            if (originalMessageId == null) {
                                return null;
                            }
                            FakeMessage m = fake.messageSnapshot(originalMessageId);
                            return m != null && condition.test(m) ? m : null;
                        });
    }

    public List<FakeMessage> followups() {
        synchronized (fake.monitor()) {
            return followupIds.stream().map(fake::messageSnapshot).toList();
        }
    }

    /** Waits (5 s) for a follow-up message satisfying {@code condition}. */
    public FakeMessage awaitFollowup(Predicate<FakeMessage> condition) {
        return fake.monitor()
                .await(
                        "a follow-up of " + this,
                        FakeDiscord.DEFAULT_WAIT,
                        () -> {
                            for (String mid : followupIds) {
                                FakeMessage m = fake.messageSnapshot(mid);
                                if (m != null && condition.test(m)) {
                                    return m;
                                }
                            }
                            return null;
                        });
    }

    /** The modal the bot opened (data of a type 9 callback), or null. */
    public JsonNode modal() {
        synchronized (fake.monitor()) {
            return ackBody != null && ackBody.path("type").asInt() == 9
                    ? ackBody.get("data").deepCopy()
                    : null;
        }
    }

    /** Waits for an autocomplete answer and returns the choice names in order. */
    public List<String> awaitChoiceNames() {
        JsonNode cb = awaitCallback();
        List<String> names = new ArrayList<>();
        cb.path("data").path("choices").forEach(c -> names.add(c.path("name").asText()));
        return names;
    }

    // ---- used by the fake (callers hold the monitor)
    // ----------------------------------------------------------

    boolean expired() {
        return System.nanoTime() - createdNanos > ACK_DEADLINE.toNanos();
    }

    boolean tokenExpired() {
        return System.nanoTime() - createdNanos > TOKEN_LIFETIME.toNanos();
    }

    boolean acknowledged() {
        return ackType != null;
    }

    Integer ackType() {
        return ackType;
    }

    void acknowledge(JsonNode body) {
        this.ackType = body.path("type").asInt();
        this.ackBody = body.deepCopy();
    }

    void refuse(JsonNode body) {
        refusedCallbacks.add(body == null ? Json.object() : body.deepCopy());
    }

    String originalMessageId() {
        return originalMessageId;
    }

    void originalMessageId(String messageId) {
        this.originalMessageId = messageId;
    }

    void addFollowup(String messageId) {
        followupIds.add(messageId);
    }

    @Override
    public String toString() {
        return "interaction " + id + " (" + description + ")";
    }
}
