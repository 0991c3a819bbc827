package continuity.dashboard;

import continuity.memory.Note;
import java.util.List;

/** The model of each page: its frame and its content. */
public final class Views {
    private Views() {}

    public record Servers(Frame f, List<Canon.Server> servers) {}

    public record Server(Frame f, Canon.ServerPage page) {}

    public record Character(Frame f, Canon.CharacterPage page) {}

    public record Timeline(
            Frame f,
            String characterKey,
            String characterName,
            String attribute,
            List<Canon.Entry> entries) {}

    public record Search(Frame f, String query, List<Note> found) {}

    /** The week's changes, newest first: at most {@code WEEK_MAX} shown of {@code total}. */
    public record Week(Frame f, List<Note> changed, int total) {}

    public static final int WEEK_MAX = 300;

    public record Login(Frame f) {}

    /** One note with the actions the member may ask for (the core decides). */
    public record NotePage(Frame f, Note note) {}

    public record Message(Frame f, int status, String text) {}
}
