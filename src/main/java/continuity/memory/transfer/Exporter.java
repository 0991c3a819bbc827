package continuity.memory.transfer;

import continuity.memory.Character;
import continuity.memory.Kind;
import continuity.memory.Names;
import continuity.memory.Repository;
import continuity.transfer.CharacterEntry;
import continuity.transfer.Lorebook;
import continuity.transfer.NoteEntry;
import continuity.transfer.NotesFile;
import continuity.transfer.NotesFileWriter;
import continuity.transfer.PreferencesFile;
import continuity.transfer.SceneEntry;
import continuity.transfer.StoryEntry;
import java.io.Writer;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Exports, read inside one transaction so that they are consistent: a guild's facts in every status
 * with their history links, its characters, its channels' named stories and its scenes (never
 * anyone's private preferences), one user's own preferences, or one character's current canon as a
 * SillyTavern lorebook.
 */
public final class Exporter {
    private Exporter() {}

    public static NotesFile guild(Repository repo, String guild, Instant at) {
        List<NoteEntry> notes =
                repo.notesIn(guild).stream()
                        .filter(m -> m.kind() == Kind.FACT)
                        .map(m -> NoteEntries.entry(m, false))
                        .toList();
        return NotesFile.of(
                guild,
                at.toString(),
                characters(repo, guild),
                stories(repo, guild),
                scenes(repo, guild),
                notes);
    }

    /** What a streamed export wrote. */
    public record Written(int notes, int characters) {}

    /**
     * The same file as {@link #guild(Repository, String, Instant)}, byte for byte, written to
     * {@code out} as the notes are read from the store, one at a time: a server of any size is
     * exported without holding its notes (the command line's {@code export}, {@code migrate}).
     */
    public static Written guild(Repository repo, String guild, Instant at, Writer out) {
        List<CharacterEntry> characters = characters(repo, guild);
        try (NotesFileWriter w =
                new NotesFileWriter(
                        out,
                        guild,
                        at.toString(),
                        characters,
                        stories(repo, guild),
                        scenes(repo, guild))) {
            repo.eachNoteIn(
                    guild,
                    m -> {
                        if (m.kind() == Kind.FACT) w.note(NoteEntries.entry(m, false));
                    });
            w.finish();
            return new Written(w.notes(), characters.size());
        }
    }

    private static List<CharacterEntry> characters(Repository repo, String guild) {
        return repo.characters(guild).stream().map(NoteEntries::entry).toList();
    }

    private static List<StoryEntry> stories(Repository repo, String guild) {
        return repo.storiesIn(guild).entrySet().stream()
                .map(e -> new StoryEntry(e.getKey(), e.getValue().key(), e.getValue().name()))
                .toList();
    }

    private static List<SceneEntry> scenes(Repository repo, String guild) {
        return repo.scenesIn(guild).stream()
                .map(
                        s ->
                                new SceneEntry(
                                        s.id(),
                                        s.place(),
                                        s.storyKey(),
                                        s.name(),
                                        s.startedBy(),
                                        s.startedAt().toString(),
                                        s.endedAt() == null ? null : s.endedAt().toString()))
                .toList();
    }

    public static PreferencesFile preferences(Repository repo, String user, Instant at) {
        List<NoteEntry> prefs =
                repo.preferencesOf(user).stream()
                        .filter(m -> m.author().equals(user))
                        .map(m -> NoteEntries.entry(m, true))
                        .toList();
        return PreferencesFile.of(user, at.toString(), prefs);
    }

    /** The character's lorebook JSON, or empty when the guild has no such character. */
    public static Optional<String> lorebook(
            Repository repo, String guild, String name, Instant at) {
        Optional<Character> c = repo.character(guild, Names.key(name));
        if (c.isEmpty()) return Optional.empty();
        List<NoteEntry> notes =
                repo.notesOf(guild, c.get().key()).stream()
                        .map(m -> NoteEntries.entry(m, false))
                        .toList();
        return Optional.of(Lorebook.json(c.get().name(), guild, at.toString(), notes));
    }
}
