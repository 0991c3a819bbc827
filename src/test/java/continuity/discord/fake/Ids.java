package continuity.discord.fake;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Turns the short names tests use ("g1", "alice") into stable snowflakes, one per name per fixture.
 * A name made only of digits already is an id and is kept as it is.
 */
final class Ids {
    private final Map<String, String> byKey = new ConcurrentHashMap<>();

    String of(String key) {
        if (key == null || key.isEmpty()) {
            throw new IllegalArgumentException("empty id/key");
        }
        if (isSnowflake(key)) {
            return key;
        }
        return byKey.computeIfAbsent(key, k -> Snowflakes.next());
    }

    static boolean isSnowflake(String s) {
        if (s.isEmpty() || s.length() > 20) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            if (!Character.isDigit(s.charAt(i))) {
                return false;
            }
        }
        return true;
    }
}
