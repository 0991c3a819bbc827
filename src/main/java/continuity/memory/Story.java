package continuity.memory;

/**
 * The story a channel plays. Without a name set, the channel is its own story ({@code key}
 * "#channel", {@code name} null).
 */
public record Story(String key, String name) {
    public static Story ofChannel(String channel) {
        return new Story("#" + channel, null);
    }

    public boolean named() {
        return name != null;
    }
}
