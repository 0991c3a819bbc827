package continuity.discord.fake;

/**
 * Raw Discord permission bits the fake needs (the same numbers as JDA's {@code
 * Permission.getRawValue()}).
 */
public final class Perms {
    public static final long CREATE_INSTANT_INVITE = 1L;
    public static final long ADMINISTRATOR = 1L << 3;
    public static final long MANAGE_CHANNELS = 1L << 4;
    public static final long MANAGE_GUILD = 1L << 5;
    public static final long ADD_REACTIONS = 1L << 6;
    public static final long VIEW_CHANNEL = 1L << 10;
    public static final long SEND_MESSAGES = 1L << 11;
    public static final long MANAGE_MESSAGES = 1L << 13;
    public static final long EMBED_LINKS = 1L << 14;
    public static final long ATTACH_FILES = 1L << 15;
    public static final long READ_MESSAGE_HISTORY = 1L << 16;
    public static final long USE_EXTERNAL_EMOJIS = 1L << 18;
    public static final long CHANGE_NICKNAME = 1L << 26;
    public static final long MANAGE_WEBHOOKS = 1L << 29;
    public static final long USE_APPLICATION_COMMANDS = 1L << 31;
    public static final long SEND_MESSAGES_IN_THREADS = 1L << 38;

    /** Every bit Discord's schema allows; what an administrator is sent. */
    public static final long ALL = 18014398509481983L;

    /** What @everyone gets in a fresh server, near enough. */
    public static final long DEFAULT_EVERYONE =
            CREATE_INSTANT_INVITE
                    | ADD_REACTIONS
                    | VIEW_CHANNEL
                    | SEND_MESSAGES
                    | EMBED_LINKS
                    | ATTACH_FILES
                    | READ_MESSAGE_HISTORY
                    | USE_EXTERNAL_EMOJIS
                    | CHANGE_NICKNAME
                    | USE_APPLICATION_COMMANDS
                    | SEND_MESSAGES_IN_THREADS;

    /** What the bot's managed role gets by default. */
    public static final long DEFAULT_BOT =
            VIEW_CHANNEL
                    | SEND_MESSAGES
                    | EMBED_LINKS
                    | ATTACH_FILES
                    | READ_MESSAGE_HISTORY
                    | ADD_REACTIONS
                    | USE_EXTERNAL_EMOJIS
                    | SEND_MESSAGES_IN_THREADS;

    private Perms() {}
}
