package continuity.discord;

/** Cutting text to Discord's limits without splitting a surrogate pair. */
final class Text {
    private Text() {
    }

    static String cut(String s, int max) {
        if (s == null || s.length() <= max) return s;
        int end = max - 1;
        if (Character.isHighSurrogate(s.charAt(end - 1))) end--;
        return s.substring(0, end) + "\u2026";
    }
}
