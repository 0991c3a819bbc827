package continuity.transfer;

import continuity.text.Phrase;
import java.util.List;

/**
 * A notes file as read, before validation against the database: the file's own problems (wrong
 * format or version), and each entry read on its own so that every bad one can be reported.
 */
public record Incoming(
        String guild,
        List<Parsed<CharacterEntry>> characters,
        List<Parsed<StoryEntry>> stories,
        List<Parsed<SceneEntry>> scenes,
        List<Parsed<NoteEntry>> notes,
        List<Rejection> fileProblems) {
    public Incoming {
        characters = List.copyOf(characters);
        stories = List.copyOf(stories);
        scenes = List.copyOf(scenes);
        notes = List.copyOf(notes);
        fileProblems = List.copyOf(fileProblems);
    }

    static Incoming unreadable(Phrase why) {
        return new Incoming(
                null, List.of(), List.of(), List.of(), List.of(), List.of(Rejection.ofFile(why)));
    }
}
