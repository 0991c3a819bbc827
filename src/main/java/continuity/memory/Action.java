package continuity.memory;

import java.time.Instant;
import java.util.Map;

/**
 * What a button does, stored so that buttons still work after a restart. {@code forUser} is the
 * user the button was offered to (null when the owner or a GM decides).
 */
public record Action(
        String id,
        String guild,
        String type,
        Map<String, String> data,
        String forUser,
        Instant createdAt) {
    public String get(String key) {
        return data.get(key);
    }
}
