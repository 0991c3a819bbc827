package continuity.bench;

/**
 * How a tier's notes are spread: a tenth of them in one busy guild (characters of 100 notes each:
 * 100k notes over 1,000 characters at 1M), the rest in typical guilds of 10 characters with 10
 * notes each (9,000 guilds at 1M). Growing a tier only adds guilds and busy characters, so the
 * first ones stay and can be measured at every size.
 */
record Layout(int busyCharacters, int typicalGuilds) {
    static final String BUSY = "busy";
    static final int TYPICAL_CHARACTERS = 10;
    static final int TYPICAL_NOTES = 10;
    static final int BUSY_NOTES = 100;
    private static final String[] FIRST = {
        "Mira", "Aldric", "Selene", "Kael", "Isolde", "Bram", "Liora", "Tamsin", "Orrin", "Vesna"
    };

    static Layout of(int notes) {
        int busyChars = Math.max(1, notes / 10 / BUSY_NOTES);
        int typical =
                Math.max(
                        0, (notes - busyChars * BUSY_NOTES) / (TYPICAL_CHARACTERS * TYPICAL_NOTES));
        return new Layout(busyChars, typical);
    }

    int notes() {
        return busyCharacters * BUSY_NOTES + typicalGuilds * TYPICAL_CHARACTERS * TYPICAL_NOTES;
    }

    int busyNotes() {
        return busyCharacters * BUSY_NOTES;
    }

    static String typicalGuild(int g) {
        return "g" + g;
    }

    static String typicalName(int c) {
        return FIRST[c];
    }

    static String busyName(int c) {
        return FIRST[c % FIRST.length] + (c / FIRST.length);
    }

    /** The character's owner, who may correct it without a dispute. */
    static String owner(String guild, int c) {
        return guild.equals(BUSY) ? "ub" + (c % 50) : "u" + guild.substring(1) + "-" + (c % 4);
    }

    /** A profile-wide attribute of that character (the others of its kind are story notes). */
    static String profileAttribute(int c) {
        return c % 4 == 0 ? "hair" : "eyes";
    }

    /** Whether the loader keeps one of that character's details as a story note (eyes or hair). */
    static boolean inStory(int c) {
        return c % 4 == 0 || c % 4 == 3;
    }

    /** The attribute the loader keeps in the story scope for a character in it (eyes or hair). */
    static String storyAttribute(int c) {
        return c % 4 == 0 ? "eyes" : "hair";
    }
}
