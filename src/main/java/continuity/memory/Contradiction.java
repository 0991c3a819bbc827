package continuity.memory;

import java.time.Instant;

/**
 * A contradiction the canon check reported (issue 24): an in-character post ({@code channel},
 * {@code messageId}, by {@code author} at {@code at}) said {@code value} of a character's {@code
 * attribute} where the note {@code noteId} says otherwise. {@code place} is the scene (or, with no
 * scene running, the story) it was reported in: once per character, detail and value there. {@code
 * status} is {@code open}, then {@code kept} (Keep canon), {@code changed} (It changed here) or
 * {@code retconned} (Canon was wrong), with who decided and when.
 */
public record Contradiction(
        String id,
        String guild,
        String place,
        String characterKey,
        String character,
        String attribute,
        String value,
        String valueKey,
        String noteId,
        String channel,
        String thread,
        String messageId,
        String author,
        Instant at,
        String status,
        String resolvedBy,
        Instant resolvedAt) {
    public static final String OPEN = "open";
    public static final String KEPT = "kept";
    public static final String CHANGED = "changed";
    public static final String RETCONNED = "retconned";
}
