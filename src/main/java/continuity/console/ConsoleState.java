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
    boolean gm;
    String proxy;
    private long messages;
    private final Map<String, List<Button>> buttons = new HashMap<>();

    ChatContext context() {
        return new ChatContext(guild, channel, thread, user, name, gm, Instant.now());
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
        return name + (gm ? " (gm)" : "") + (proxy == null ? "" : " as " + proxy) + " "
                + (guild == null ? "dm" : guild) + "#" + channel + (thread == null ? "" : "/" + thread) + "> ";
    }

    String describe() {
        return "You are " + name + " (user " + user + ")" + (gm ? ", a game master," : ", not a game master,")
                + (proxy == null ? "" : " posting as " + proxy + ",") + " in "
                + (guild == null ? "a direct message with the bot" : "channel #" + channel
                + (thread == null ? "" : ", thread " + thread) + " of server " + guild) + ".";
    }
}
