package continuity.memory;

import java.time.Instant;
import java.util.List;

/**
 * What is kept of servers that removed the bot and of members who asked to be forgotten: part of
 * {@link Repository}.
 */
public interface RetentionRepository {
    /**
     * Erases what the bot's questions and buttons still hold of a user's words: the data of every
     * question asked to them (kept closed, with who and when) and the buttons offered to them.
     */
    void forgetQuestionsAndButtonsOf(String user, Instant at);

    /** Records that the bot was removed from a guild (the first removal time is kept). */
    void markDeparted(String guild, Instant at);

    /** The bot is back in the guild: its notes are no longer due for deletion. */
    void clearDeparted(String guild);

    /**
     * Every server the store keeps something about (characters, preferences, a story or settings),
     * departed ones included.
     */
    List<String> guildsKept();

    /** Guilds the bot left at or before the cutoff and whose data is not yet purged. */
    List<String> departedBefore(Instant cutoff);

    /**
     * Deletes everything stored about a guild, keeping only the record that it was purged and when.
     */
    void purgeGuild(String guild, Instant at);
}
