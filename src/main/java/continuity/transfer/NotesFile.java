package continuity.transfer;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;

/**
 * A guild's canon: every note in every status, the characters they are about, the channels' named
 * stories and the scenes that story and scene notes belong to (format version 1; "stories" and
 * "scenes" may be absent in files from before they were exported).
 */
@JsonPropertyOrder({
    "format",
    "version",
    "guild",
    "exported_at",
    "characters",
    "stories",
    "scenes",
    "notes"
})
public record NotesFile(
        String format,
        int version,
        String guild,
        String exportedAt,
        List<CharacterEntry> characters,
        List<StoryEntry> stories,
        List<SceneEntry> scenes,
        List<NoteEntry> notes) {
    public static final String FORMAT = "continuity-notes";
    public static final int VERSION = 1;

    public static NotesFile of(
            String guild,
            String exportedAt,
            List<CharacterEntry> characters,
            List<StoryEntry> stories,
            List<SceneEntry> scenes,
            List<NoteEntry> notes) {
        return new NotesFile(
                FORMAT, VERSION, guild, exportedAt, characters, stories, scenes, notes);
    }
}
