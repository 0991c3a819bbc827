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

    public static String next(int length) {
        char[] out = new char[length];
        for (int i = 0; i < length; i++) out[i] = ALPHABET[RANDOM.nextInt(ALPHABET.length)];
        return new String(out);
    }
}
