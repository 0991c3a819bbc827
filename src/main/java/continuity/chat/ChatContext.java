package continuity.chat;

import java.time.Instant;

/**
 * Where and by whom something happened. {@code guild} is null in a direct message;
 * {@code thread} is null outside threads.
 */
public record ChatContext(String guild, String channel, String thread, String user, String userName,
                          boolean gm, Instant at) {
    /** The storage key of direct messages (no server). */
    public static final String DIRECT = "@dm";

    /** The place a scene lives in: the thread when there is one, else the channel. */
    public String place() {
        return thread != null ? thread : channel;
    }

    public boolean isDirect() {
        return guild == null;
    }

    /** The guild key used for storage; direct messages share the key "@dm". */
    public String guildKey() {
        return guild == null ? DIRECT : guild;
    }
}
