package continuity.discord;

/** The bot could not start; the message says what was wrong and what to do. */
public final class DiscordStartException extends Exception {
    public DiscordStartException(String message, Throwable cause) {
        super(message, cause);
    }
}
