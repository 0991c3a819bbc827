package continuity.memory;

/** The sizes the bot accepts, named once so that errors and docs say the same. */
public record Limits(int noteLength, int nameLength, int storyNameLength, int notesPerGuild, int notesPerUser,
                     int changesPerMinute) {
    public static final Limits DEFAULTS = new Limits(1000, 64, 100, 50_000, 5_000, 20);
}
