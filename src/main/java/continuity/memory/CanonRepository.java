package continuity.memory;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * The canon check (issue 24): its settings, the members who opted out, the contradictions told:
 * part of {@link Repository}. Defaults keep other stores compiling: off, nothing kept.
 */
public interface CanonRepository {
    /**
     * The canon check's state for a server ({@code channel} "") or one channel: null when unset.
     */
    default String canonCheck(String guild, String channel) {
        return null;
    }

    default void setCanonCheck(String guild, String channel, String state, String by, Instant at) {
        throw new UnsupportedOperationException("this store keeps no canon check settings");
    }

    /** Whether a member opted out of the canon check on their own posts in a server. */
    default boolean canonOptedOut(String guild, String user) {
        return false;
    }

    default void setCanonOptOut(String guild, String user, boolean out, Instant at) {
        throw new UnsupportedOperationException("this store keeps no canon check settings");
    }

    /**
     * Stores a reported contradiction; false (nothing written) when the same character, detail and
     * value were already reported in that place.
     */
    default boolean saveContradiction(Contradiction c) {
        return false;
    }

    default Optional<Contradiction> contradiction(String id) {
        return Optional.empty();
    }

    default void resolveContradiction(String id, String status, String by, Instant at) {}

    /**
     * A post at {@code at} told a change of a character's detail in a place ({@link ToldChanges}):
     * the latest such time is kept.
     */
    default void rememberToldChange(
            String guild, String place, String characterKey, String detail, Instant at) {}

    /** When a post last told a change of that character's detail in that place, or empty. */
    default Optional<Instant> toldChange(
            String guild, String place, String characterKey, String detail) {
        return Optional.empty();
    }

    /** Forgets the changes told in a place (its scene ended). */
    default void forgetToldChanges(String guild, String place) {}

    /** Keeps the {@code keep} changes told most recently in a server, forgetting the others. */
    default void keepToldChanges(String guild, int keep) {}

    /** A canon check setting as stored: "" for the server, else one channel. */
    record CanonSetting(String channel, String state, String setBy, Instant setAt) {}

    /** Every canon check setting of a server, the server's first ({@code migrate} copies them). */
    default List<CanonSetting> canonSettings(String guild) {
        return List.of();
    }

    /** The members of a server who left their posts out of the canon check, with when. */
    default java.util.Map<String, Instant> canonOptOuts(String guild) {
        return java.util.Map.of();
    }

    /** A server's reported contradictions, oldest first. */
    default List<Contradiction> contradictions(String guild) {
        return List.of();
    }
}
