package continuity.chat;

import java.time.Instant;

/**
 * Where and by whom something happened. {@code guild} is null in a direct message; {@code thread}
 * is null outside threads. {@code locale} is the member's Discord client language ({@code fr},
 * {@code en-US}, ...) when the event is an interaction (a slash command, a button, a form), null
 * when it is unknown: interactions are answered in it, chat messages in their own language.
 */
public record ChatContext(
        String guild,
        String channel,
        String thread,
        String user,
        String userName,
        boolean gm,
        Instant at,
        String locale) {
    /** The storage key of direct messages (no server). */
    public static final String DIRECT = "@dm";

    /** A context without a known client language. */
    public ChatContext(
            String guild,
            String channel,
            String thread,
            String user,
            String userName,
            boolean gm,
            Instant at) {
        this(guild, channel, thread, user, userName, gm, at, null);
    }

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

    /** The language of the member's client, or null when unknown. */
    public Lang clientLang() {
        return Lang.ofLocale(locale);
    }

    public ChatContext withLocale(String l) {
        return new ChatContext(guild, channel, thread, user, userName, gm, at, l);
    }
}
