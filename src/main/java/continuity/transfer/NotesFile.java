package continuity.transfer;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import java.util.List;

/** A guild's canon: every note in every status, and the characters they are about (format version 1). */
@JsonPropertyOrder({"format", "version", "guild", "exported_at", "characters", "notes"})
public record NotesFile(String format, int version, String guild, String exportedAt, List<CharacterEntry> characters,
                        List<NoteEntry> notes) {
    public static final String FORMAT = "continuity-notes";
    public static final int VERSION = 1;

    public static NotesFile of(String guild, String exportedAt, List<CharacterEntry> characters, List<NoteEntry> notes) {
        return new NotesFile(FORMAT, VERSION, guild, exportedAt, characters, notes);
    }
}
