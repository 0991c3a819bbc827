package continuity.discord.fake;

/**
 * Thrown by a route handler to answer with a Discord error body {@code {"code":..,"message":..}}.
 */
final class DiscordError extends RuntimeException {
    final int status;
    final int code;

    /**
     * When set, answering this error also records a {@link Violation} of this rule: the bot did
     * something wrong.
     */
    final String violationRule;

    DiscordError(int status, int code, String message) {
        this(status, code, message, null);
    }

    private DiscordError(int status, int code, String message, String violationRule) {
        super(message, null, false, false);
        this.status = status;
        this.code = code;
        this.violationRule = violationRule;
    }

    /** The same error, also recorded as a violation of {@code rule}. */
    DiscordError violation(String rule) {
        return new DiscordError(status, code, getMessage(), rule);
    }

    static DiscordError unknownChannel(String id) {
        return new DiscordError(404, 10003, "Unknown Channel " + id);
    }

    static DiscordError unknownMessage(String id) {
        return new DiscordError(404, 10008, "Unknown Message " + id);
    }

    static DiscordError unknownWebhook(String id) {
        return new DiscordError(404, 10015, "Unknown Webhook " + id);
    }

    static DiscordError unknownInteraction(String id) {
        return new DiscordError(404, 10062, "Unknown interaction " + id);
    }

    static DiscordError alreadyAcknowledged(String id) {
        return new DiscordError(
                400, 40060, "Interaction has already been acknowledged. (" + id + ")");
    }

    static DiscordError invalidForm(String detail) {
        return new DiscordError(400, 50035, "Invalid Form Body: " + detail);
    }

    static DiscordError emptyMessage() {
        return new DiscordError(400, 50006, "Cannot send an empty message");
    }
}
