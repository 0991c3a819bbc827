package continuity.discord;

import java.util.regex.Pattern;

/**
 * What proxy bots (Tupperbox, PluralKit) do to a message: they repost it through a webhook under
 * the character's name, without the tags that triggered them ({@code [text]}, {@code Name: text},
 * {@code m;text}, {@code text -m}), and delete the original. The tags are each user's own, so a
 * copy is recognised by containment: the copy's text is the trigger's text less a short prefix and
 * suffix (or all of it, with PluralKit's autoproxy).
 */
final class ProxyTags {
    /** Longest prefix + suffix a proxy tag adds. */
    static final int MAX_TAGS = 64;

    private static final Pattern SPACES = Pattern.compile("\\s+");
    private static final Pattern WRAPPED =
            Pattern.compile("(?s)^(?:\\[.*\\S.*]|\\{.*\\S.*}|<(?![@#:at]).*\\S.*>)$");
    private static final Pattern SHORT_PREFIX =
            Pattern.compile("(?s)^[\\p{L}\\p{N}_.\\-]{1,12}[;>|]\\s*\\S.*");

    private ProxyTags() {}

    /** Whether {@code copy} is {@code trigger} as a proxy would repost it. */
    static boolean isCopy(String trigger, String copy) {
        String t = normal(trigger), c = normal(copy);
        if (c.isEmpty()) return false;
        int at = t.indexOf(c);
        return at >= 0 && t.length() - c.length() <= MAX_TAGS;
    }

    /**
     * Whether a message looks like a proxy trigger even where no proxy has been seen yet: wrapped
     * in {@code [ ]}, {@code { }} or {@code < >}, or a short prefix ending in {@code ;}, {@code >}
     * or {@code |}.
     */
    static boolean looksLikeTrigger(String content) {
        String t = content == null ? "" : content.strip();
        return WRAPPED.matcher(t).matches() || SHORT_PREFIX.matcher(t).matches();
    }

    static String normal(String s) {
        return s == null ? "" : SPACES.matcher(s.strip()).replaceAll(" ");
    }
}
