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
    /**
     * Questions answered for one message: each answer is a message of its own in Discord, so a
     * message asking the same thing 200 times gets one answer, and one asking 40 things gets this
     * many and a word that the rest were not answered.
     */
    public static final int ANSWERS_PER_MESSAGE = 5;

    /** Buttons under one reply: Discord's five rows of five. */
    public static final int BUTTONS_PER_MESSAGE = 25;

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
