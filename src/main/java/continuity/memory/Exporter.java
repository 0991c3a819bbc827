package continuity.memory;

import continuity.transfer.CharacterEntry;
import continuity.transfer.Lorebook;
import continuity.transfer.NoteEntry;
import continuity.transfer.NotesFile;
import continuity.transfer.PreferencesFile;
import continuity.transfer.SceneEntry;
import continuity.transfer.StoryEntry;
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
        List<CharacterEntry> characters =
                repo.characters(guild).stream().map(NoteEntries::entry).toList();
        List<StoryEntry> stories =
                repo.storiesIn(guild).entrySet().stream()
                        .map(
                                e ->
                                        new StoryEntry(
                                                e.getKey(),
                                                e.getValue().key(),
                                                e.getValue().name()))
                        .toList();
        List<SceneEntry> scenes =
                repo.scenesIn(guild).stream()
                        .map(
                                s ->
                                        new SceneEntry(
                                                s.id(),
                                                s.place(),
                                                s.storyKey(),
                                                s.name(),
                                                s.startedBy(),
                                                s.startedAt().toString(),
                                                s.endedAt() == null
                                                        ? null
                                                        : s.endedAt().toString()))
                        .toList();
        List<NoteEntry> notes =
                repo.notesIn(guild).stream()
                        .filter(m -> m.kind() == Kind.FACT)
                        .map(m -> NoteEntries.entry(m, false))
                        .toList();
        return NotesFile.of(guild, at.toString(), characters, stories, scenes, notes);
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
