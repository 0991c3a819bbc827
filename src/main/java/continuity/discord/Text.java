package continuity.discord;

/**
 * Cutting text to Discord's limits without splitting a surrogate pair; the adapter's own sentences
 * come from the bot's one bundle ({@link continuity.text.Text}).
 */
final class Text {
    private Text() {}

    static String say(continuity.chat.Lang lang, String key, Object... args) {
        return continuity.text.Text.say(lang, key, args);
    }

    static String cut(String s, int max) {
        if (s == null || s.length() <= max) return s;
        int end = max - 1;
        if (Character.isHighSurrogate(s.charAt(end - 1))) end--;
        return s.substring(0, end) + "\u2026";
    }
}
