package continuity.chat;

/** The languages the bot understands and answers in. */
public enum Lang {
    EN,
    FR;

    /**
     * The language for a Discord locale code ({@code fr}, {@code en-US}, {@code en-GB}, ...):
     * French for {@code fr} and its regional forms, English for every other code; null for no
     * locale.
     */
    public static Lang ofLocale(String locale) {
        if (locale == null || locale.isBlank()) return null;
        String l = locale.trim().toLowerCase(java.util.Locale.ROOT);
        return l.equals("fr") || l.startsWith("fr-") || l.startsWith("fr_") ? FR : EN;
    }
}
