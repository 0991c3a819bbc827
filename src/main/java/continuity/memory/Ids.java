package continuity.memory;

import java.security.SecureRandom;

/** Short random ids that people can type: eight letters and digits, no look-alikes. */
public final class Ids {
    private static final char[] ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789".toCharArray();
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final int LIMIT =
            256 - 256 % ALPHABET.length; // 248: a multiple of the alphabet's 31 letters

    private Ids() {}

    public static String next() {
        return next(8);
    }

    /**
     * A word that could be one of these ids: eight letters and digits of the alphabet, nothing
     * else.
     */
    public static boolean looksLikeId(String s) {
        if (s.length() != 8) return false;
        for (char c : s.toCharArray()) if (new String(ALPHABET).indexOf(c) < 0) return false;
        return true;
    }

    /**
     * One draw of random bytes per id (not one per character); bytes past 247 are skipped so each
     * character is equally likely.
     */
    public static String next(int length) {
        char[] out = new char[length];
        int filled = 0;
        byte[] bytes = new byte[length + 8];
        while (filled < length) {
            RANDOM.nextBytes(bytes);
            for (int i = 0; i < bytes.length && filled < length; i++) {
                int b = bytes[i] & 0xff;
                if (b < LIMIT) out[filled++] = ALPHABET[b % ALPHABET.length];
            }
        }
        return new String(out);
    }
}
