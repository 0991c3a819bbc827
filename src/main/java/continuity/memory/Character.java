package continuity.memory;

import continuity.chat.Unicode;
import java.time.Instant;

/** A character of a guild; {@code owner} decides its canon together with the game masters. */
public record Character(String guild, String key, String name, String owner, Instant createdAt) {
    public Character {
        name = Unicode.line(name);
    }
}
