package continuity.chat;

/**
 * Text as it can be stored, shown and echoed, checked once for every door (chat, slash commands,
 * buttons, forms, the console, replay, imports) and both stores:
 *
 * <ul>
 *   <li>a surrogate without its pair (possible in a Java string, never in UTF-8) becomes U+FFFD, so
 *       that what the bot confirms is exactly what the database keeps;
 *   <li>control characters are removed: NUL (which PostgreSQL refuses and SQLite keeps), ESC and
 *       the terminal sequences it starts, BEL, DEL and the C1 controls; tabs and line breaks are
 *       kept in a message ({@link #wellFormed}) and become spaces in a stored one-line field
 *       ({@link #line}: a note, a name);
 *   <li>the direction overrides, embeddings and isolates (U+202A to U+202E, U+2066 to U+2069) are
 *       removed: they reorder how the rest of a line is drawn ("Mira\u202Eder" shows as
 *       "Miraredd").
 * </ul>
 */
public final class Unicode {
    private Unicode() {}

    /** A message or an answer's text: well formed, without controls or direction overrides. */
    public static String wellFormed(String s) {
        return clean(s, false);
    }

    /** A one-line stored field (a note's text or value, a name): as above, and on one line. */
    public static String line(String s) {
        return clean(s, true);
    }

    private static String clean(String s, boolean oneLine) {
        if (s == null) return null;
        int n = s.length();
        int i = 0;
        while (i < n && !suspect(s.charAt(i))) i++;
        if (i == n) return s; // the usual case: nothing to look at twice
        StringBuilder sb = new StringBuilder(n).append(s, 0, i);
        while (i < n) {
            char c = s.charAt(i);
            if (Character.isHighSurrogate(c)
                    && i + 1 < n
                    && Character.isLowSurrogate(s.charAt(i + 1))) {
                sb.append(c).append(s.charAt(i + 1));
                i += 2;
                continue;
            }
            i++;
            if (Character.isSurrogate(c)) sb.append('\uFFFD');
            else if (c == '\n' || c == '\r' || c == '\t' || c == '\u2028' || c == '\u2029') {
                if (!oneLine) sb.append(c);
                else if (sb.length() > 0 && sb.charAt(sb.length() - 1) != ' ') sb.append(' ');
            } else if (!removed(c)) sb.append(c);
        }
        return oneLine ? sb.toString().strip() : sb.toString();
    }

    /** Whether a surrogate stands without its pair (a broken character: refused by every door). */
    public static boolean brokenPair(String s) {
        if (s == null) return false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isHighSurrogate(c)
                    && i + 1 < s.length()
                    && Character.isLowSurrogate(s.charAt(i + 1))) i++;
            else if (Character.isSurrogate(c)) return true;
        }
        return false;
    }

    private static boolean suspect(char c) {
        return c < 0x20
                || (c >= 0x7F && c <= 0x9F)
                || Character.isSurrogate(c)
                || (c >= '\u2028' && c <= '\u202E')
                || (c >= '\u2066' && c <= '\u2069');
    }

    /** Removed wherever it is: controls other than tabs and line breaks, direction overrides. */
    private static boolean removed(char c) {
        return c < 0x20
                || (c >= 0x7F && c <= 0x9F)
                || (c >= '\u202A' && c <= '\u202E')
                || (c >= '\u2066' && c <= '\u2069');
    }
}
