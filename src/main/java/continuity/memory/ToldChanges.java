package continuity.memory;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The canon check's memory of the changes in-character posts told (issue 24): "*Mira cuts her hair
 * short*" in a scene, and a later post of that scene saying "her short hair" is not checked against
 * the note older than the change. One entry per server, place (the scene, or the story when no
 * scene runs: the check's own {@code where}), character and detail, with when the change was told.
 * Kept by the core, in memory only: nothing of a post is stored unless the check speaks or a button
 * asks, so a restart forgets them (the next post may then be told against the old note, and It
 * changed here keeps the change as a note of the scene). At most {@link #MAX} entries, the least
 * recently used forgotten first.
 */
final class ToldChanges {
    static final int MAX = 100_000;

    private final Map<String, Instant> told =
            new LinkedHashMap<>(16, 0.75f, true) {
                @Override
                protected boolean removeEldestEntry(Map.Entry<String, Instant> eldest) {
                    return size() > MAX;
                }
            };

    private static String key(String guild, String place, String characterKey, String detail) {
        return guild + "|" + place + "|" + characterKey + "|" + detail;
    }

    /** A post at {@code at} told a change of this character's detail in this place. */
    synchronized void remember(
            String guild, String place, String characterKey, String detail, Instant at) {
        if (at == null) return;
        told.merge(key(guild, place, characterKey, detail), at, (a, b) -> a.isAfter(b) ? a : b);
    }

    /** When a post last told a change of this character's detail here, or null. */
    synchronized Instant when(String guild, String place, String characterKey, String detail) {
        return told.get(key(guild, place, characterKey, detail));
    }
}
