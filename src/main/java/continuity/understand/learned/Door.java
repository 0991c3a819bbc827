package continuity.understand.learned;

/** How a message reached the bot: a feature of every reading, since it changes what words mean. */
public enum Door {
    OOC,
    ADDRESSED,
    DM,
    PROXY,
    PLAIN,
    IN_CHARACTER;

    public static Door of(String s) {
        return valueOf(s.trim().toUpperCase(java.util.Locale.ROOT));
    }

    /** Whether the tagger reads messages of this door (plain chat and role-play it never sees). */
    public boolean tagged() {
        return this != PLAIN && this != IN_CHARACTER;
    }

    public String feature() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
