package continuity.discord.fake;

import java.util.concurrent.atomic.AtomicLong;

/**
 * Makes Discord-shaped ids: milliseconds since the Discord epoch in the high bits, a counter below.
 */
final class Snowflakes {
    static final long DISCORD_EPOCH = 1420070400000L;
    private static final AtomicLong COUNTER = new AtomicLong();

    private Snowflakes() {}

    static String next() {
        long ms = System.currentTimeMillis() - DISCORD_EPOCH;
        return Long.toUnsignedString((ms << 22) | (COUNTER.incrementAndGet() & 0x3FFFFF));
    }

    /** A long random-looking token, as Discord's interaction tokens are. */
    static String token() {
        StringBuilder sb = new StringBuilder("aW50ZXJhY3Rpb246");
        sb.append(next()).append(':');
        java.util.concurrent.ThreadLocalRandom r = java.util.concurrent.ThreadLocalRandom.current();
        String alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
        for (int i = 0; i < 60; i++) {
            sb.append(alphabet.charAt(r.nextInt(alphabet.length())));
        }
        return sb.toString();
    }
}
