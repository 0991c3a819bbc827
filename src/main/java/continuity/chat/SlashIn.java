package continuity.chat;

import java.util.Map;

/**
 * A slash command such as {@code /memory show character:Mira}; option values are strings or
 * booleans.
 */
public record SlashIn(
        ChatContext ctx, String command, String subcommand, Map<String, Object> options)
        implements Inbound {
    public SlashIn {
        if (options == null) {
            options = Map.of();
        } else {
            Map<String, Object> clean = new java.util.HashMap<>();
            options.forEach(
                    (k, v) -> {
                        if (k != null && v != null)
                            clean.put(k, v instanceof String s ? Unicode.wellFormed(s) : v);
                    });
            options = Map.copyOf(clean);
        }
    }

    /** A command of the catalogue, as the adapters and the tests send it. */
    public static SlashIn of(ChatContext ctx, SlashCommand c, Map<String, Object> options) {
        return new SlashIn(ctx, c.group, c.subcommand, options);
    }

    /** Whether this event names that command of the catalogue. */
    public boolean is(SlashCommand c) {
        return SlashCommand.of(this).orElse(null) == c;
    }

    public String text(String option) {
        Object v = options.get(option);
        return v == null ? null : v.toString();
    }

    public boolean flag(String option) {
        Object v = options.get(option);
        if (v instanceof Boolean b) return b;
        return v != null
                && ("true".equalsIgnoreCase(v.toString()) || "yes".equalsIgnoreCase(v.toString()));
    }
}
