package continuity.memory;

import java.time.Instant;
import java.util.Map;

/**
 * A question the bot asked and still waits for (which scope, which character). Stored, so that it
 * can be answered after a restart, by button or by a typed reply.
 */
public record Question(
        String id,
        String guild,
        String place,
        String user,
        String type,
        Map<String, String> data,
        Instant createdAt,
        Instant closedAt) {
    public String get(String key) {
        return data.get(key);
    }
}
