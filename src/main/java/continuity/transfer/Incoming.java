package continuity.transfer;

import continuity.text.Phrase;
import java.util.List;

/**
 * A notes file as read, before validation against the database: the file's own problems (wrong
 * format or version), and each entry read on its own so that every bad one can be reported. The
 * notes are not held: they are read from the file again, one at a time ({@link NoteStream}).
 */
public record Incoming(
        String guild,
        List<Parsed<CharacterEntry>> characters,
        List<Parsed<StoryEntry>> stories,
        List<Parsed<SceneEntry>> scenes,
        NoteStream notes,
        List<Rejection> fileProblems) {
    public Incoming {
        characters = List.copyOf(characters);
        stories = List.copyOf(stories);
        scenes = List.copyOf(scenes);
        fileProblems = List.copyOf(fileProblems);
    }

    static Incoming unreadable(Phrase why) {
        return new Incoming(
                null,
                List.of(),
                List.of(),
                List.of(),
                NoteStream.none(),
                List.of(Rejection.ofFile(why)));
    }
}
