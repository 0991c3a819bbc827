package continuity.understand;

/**
 * Invisible characters a message may carry (zero-width spaces, direction marks and isolates, a
 * byte-order mark, soft hyphens) are removed before reading, so that "Mira\u200B's eyes" reads as
 * "Mira's eyes" and cannot slip a hidden character into a name. A zero-width joiner is kept between
 * emoji, where it draws one picture, and removed elsewhere.
 */
public final class Invisible {
    private Invisible() {}

    public static String strip(String s) {
        int n = s.length();
        int i = 0;
        while (i < n && !invisible(s, i)) i++;
        if (i == n) return s;
        StringBuilder sb = new StringBuilder(n);
        for (int j = 0; j < n; j++) {
            if (!invisible(s, j)) sb.append(s.charAt(j));
        }
        return sb.toString();
    }

    private static boolean invisible(String s, int i) {
        char c = s.charAt(i);
        if (c == '\u200D')
            return !(i > 0
                    && i + 1 < s.length()
                    && !Character.isLetterOrDigit(s.charAt(i - 1))
                    && !Character.isLetterOrDigit(s.charAt(i + 1))
                    && !Character.isWhitespace(s.charAt(i - 1))
                    && !Character.isWhitespace(s.charAt(i + 1)));
        return c == '\u200B'
                || c == '\u200C'
                || c == '\u200E'
                || c == '\u200F'
                || (c >= '\u202A' && c <= '\u202E')
                || (c >= '\u2060' && c <= '\u2064')
                || (c >= '\u2066' && c <= '\u2069')
                || c == '\uFEFF'
                || c == '\u00AD'
                || c == '\u180E';
    }
}
