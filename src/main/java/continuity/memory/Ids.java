package continuity.memory;

import java.security.SecureRandom;

/** Short random ids that people can type: eight letters and digits, no look-alikes. */
public final class Ids {
    private static final char[] ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789".toCharArray();
    private static final SecureRandom RANDOM = new SecureRandom();

    private Ids() {
    }

    public static String next() {
        return next(8);
    }

    /** A word that could be one of these ids: eight letters and digits of the alphabet, nothing else. */
    public static boolean looksLikeId(String s) {
        if (s.length() != 8) return false;
        for (char c : s.toCharArray()) if (new String(ALPHABET).indexOf(c) < 0) return false;
        return true;
    }

    public static String next(int length) {
        char[] out = new char[length];
        for (int i = 0; i < length; i++) out[i] = ALPHABET[RANDOM.nextInt(ALPHABET.length)];
        return new String(out);
    }
}
