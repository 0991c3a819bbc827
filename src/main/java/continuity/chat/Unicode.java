package continuity.chat;

/**
 * Text as it can be stored: a surrogate without its pair (possible in a Java string, never in
 * UTF-8) becomes U+FFFD, so that what the bot confirms is exactly what the database keeps.
 */
public final class Unicode {
    private Unicode() {}

    public static String wellFormed(String s) {
        if (s == null) return null;
        int n = s.length();
        int i = 0;
        while (i < n && !Character.isSurrogate(s.charAt(i))) i++;
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
            sb.append(Character.isSurrogate(c) ? '\uFFFD' : c);
            i++;
        }
        return sb.toString();
    }
}
