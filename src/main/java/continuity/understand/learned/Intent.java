package continuity.understand.learned;

/** What a message says to the bot, as the intent classifier tells it. */
public enum Intent {
    CLAIM,
    PREFERENCE,
    QUESTION,
    REQUEST,
    ANSWER,
    SILENCE
}
