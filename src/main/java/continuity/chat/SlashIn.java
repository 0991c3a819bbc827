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

    /**
     * The option that asks a listing ({@code /memory show}) for one page of its entries: not a
     * Discord option, set by an adapter when a page button is pressed.
     */
    public static final String PAGE = "page";

    /** The page asked for, from 0 (0 when none is). */
    public int page() {
        Object v = options.get(PAGE);
        if (v instanceof Number n) return Math.max(0, n.intValue());
        if (v instanceof String s) {
            try {
                return Math.max(0, Integer.parseInt(s.strip()));
            } catch (NumberFormatException e) {
                return 0;
            }
        }
        return 0;
    }

    /** The same command, asking for page {@code p} of its list. */
    public SlashIn onPage(int p) {
        Map<String, Object> o = new java.util.HashMap<>(options);
        o.put(PAGE, p);
        return new SlashIn(ctx, command, subcommand, o);
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
