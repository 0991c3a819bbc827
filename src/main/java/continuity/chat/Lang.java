package continuity.chat;

/** The languages the bot understands and answers in. */
public enum Lang { EN, FR }
