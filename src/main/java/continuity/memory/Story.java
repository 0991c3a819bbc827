package continuity.memory;

import continuity.chat.Unicode;

/**
 * The story a channel plays. Without a name set, the channel is its own story ({@code key}
 * "#channel", {@code name} null).
 */
public record Story(String key, String name) {
    public Story {
        name = Unicode.line(name);
    }

    public static Story ofChannel(String channel) {
        return new Story("#" + channel, null);
    }

    public boolean named() {
        return name != null;
    }
}
