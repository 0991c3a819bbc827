package continuity.memory;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** A server's own settings (its out-of-character markers): part of {@link Repository}. */
public interface SettingsRepository {
    /** The server's own out-of-character markers as written ("" when none). */
    String oocMarkers(String guild);

    void setOocMarkers(String guild, String markers, String by, java.time.Instant at);

    /**
     * A server setting as stored: its value, the member who set it and when (either may be null in
     * a row written by hand).
     */
    record Setting<T>(T value, String setBy, Instant setAt) {}

    /**
     * The server's markers row as stored, with who set them and when; empty when no game master
     * ever set them ({@code migrate} copies it as it is).
     */
    Optional<Setting<String>> oocMarkersSetting(String guild);

    /**
     * Every server with settings of its own (markers, the model setting) or stored model calls,
     * departed ones included, in no particular order.
     */
    List<String> guildsWithSettings();
}
