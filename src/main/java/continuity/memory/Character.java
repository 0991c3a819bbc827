package continuity.memory;

import java.time.Instant;

/** A character of a guild; {@code owner} decides its canon together with the game masters. */
public record Character(String guild, String key, String name, String owner, Instant createdAt) {}
