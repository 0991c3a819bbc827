package continuity.console;

import continuity.chat.Button;
import continuity.chat.ChatContext;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Who is typing where, and the buttons of the bot's latest message in each place. */
final class ConsoleState {
    String guild = "g1";
    String channel = "c1";
    String thread;
    String user = "u1";
    String name = "alice";

    /**
     * The users made game masters with {@code :gm on}: it stays theirs when someone else speaks.
     */
    private final java.util.Set<String> gms = new java.util.HashSet<>();

    /**
     * The client language of a user who has not said theirs ({@code language.default}, else en-US).
     */
    String defaultLocale = "en-US";

    /**
     * Each simulated user's client language ({@code :locale fr}): slash commands and buttons are
     * answered in it. It stays theirs when someone else speaks, as on Discord.
     */
    private final Map<String, String> locales = new HashMap<>();

    String proxy;
    private long messages;
    private final Map<String, List<Button>> buttons = new HashMap<>();

    ChatContext context() {
        return new ChatContext(guild, channel, thread, user, name, gm(), Instant.now(), locale());
    }

    /** The current user's client language. */
    String locale() {
        return locales.getOrDefault(user, defaultLocale);
    }

    /** Sets the current user's client language. */
    void locale(String l) {
        locales.put(user, l);
    }

    boolean gm() {
        return gms.contains(user);
    }

    void gm(boolean on) {
        if (on) gms.add(user);
        else gms.remove(user);
    }

    String nextMessageId() {
        return "k" + (++messages);
    }

    void posted(List<Button> b) {
        if (!b.isEmpty()) buttons.put(place(), List.copyOf(b));
    }

    List<Button> buttonsHere() {
        return buttons.getOrDefault(place(), List.of());
    }

    private String place() {
        return guild + "|" + channel + "|" + (thread == null ? "" : thread);
    }

    String prompt() {
        return name
                + (gm() ? " (gm)" : "")
                + (proxy == null ? "" : " as " + proxy)
                + " "
                + (guild == null ? "dm" : guild)
                + "#"
                + channel
                + (thread == null ? "" : "/" + thread)
                + "> ";
    }

    String describe() {
        return "You are "
                + name
                + " (user "
                + user
                + ")"
                + (gm() ? ", a game master," : ", not a game master,")
                + (proxy == null ? "" : " posting as " + proxy + ",")
                + " in "
                + (guild == null
                        ? "a direct message with the bot"
                        : "channel #"
                                + channel
                                + (thread == null ? "" : ", thread " + thread)
                                + " of server "
                                + guild)
                + "; your Discord client speaks "
                + locale()
                + ".";
    }
}
