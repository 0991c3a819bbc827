package continuity.transfer;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;

/**
 * One user's own preferences, from every server and direct messages (format version 1; export
 * only).
 */
@JsonPropertyOrder({"format", "version", "user", "exported_at", "preferences"})
public record PreferencesFile(
        String format, int version, String user, String exportedAt, List<NoteEntry> preferences) {
    public static final String FORMAT = "continuity-preferences";
    public static final int VERSION = 1;

    public static PreferencesFile of(String user, String exportedAt, List<NoteEntry> preferences) {
        return new PreferencesFile(FORMAT, VERSION, user, exportedAt, preferences);
    }
}
