package continuity.memory;

/**
 * The sizes and rates the bot accepts, named once so that errors and docs say the same. {@code
 * notesPerGuild} and {@code notesPerUser} count live notes (active, disputed, pending) of a server
 * and of one member in it; {@code changesPerMinute} is per member and {@code guildChangesPerMinute}
 * per server (0 turns a limit off); {@code departedGraceDays} is how long a server's notes are kept
 * after the bot was removed from it.
 */
public record Limits(
        int noteLength,
        int nameLength,
        int storyNameLength,
        int notesPerGuild,
        int notesPerUser,
        int changesPerMinute,
        int guildChangesPerMinute,
        int departedGraceDays) {
    public static final Limits DEFAULTS = new Limits(1000, 64, 100, 50_000, 5_000, 20, 120, 30);

    /** The first six limits; the server rate and the grace period take their defaults. */
    public Limits(
            int noteLength,
            int nameLength,
            int storyNameLength,
            int notesPerGuild,
            int notesPerUser,
            int changesPerMinute) {
        this(
                noteLength,
                nameLength,
                storyNameLength,
                notesPerGuild,
                notesPerUser,
                changesPerMinute,
                120,
                30);
    }

    public Limits withNotes(int perGuild, int perUser) {
        return new Limits(
                noteLength,
                nameLength,
                storyNameLength,
                perGuild,
                perUser,
                changesPerMinute,
                guildChangesPerMinute,
                departedGraceDays);
    }

    public Limits withRates(int perUserPerMinute, int perGuildPerMinute) {
        return new Limits(
                noteLength,
                nameLength,
                storyNameLength,
                notesPerGuild,
                notesPerUser,
                perUserPerMinute,
                perGuildPerMinute,
                departedGraceDays);
    }

    public Limits withDepartedGraceDays(int days) {
        return new Limits(
                noteLength,
                nameLength,
                storyNameLength,
                notesPerGuild,
                notesPerUser,
                changesPerMinute,
                guildChangesPerMinute,
                days);
    }
}
