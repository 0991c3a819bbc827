package continuity.discord;

/**
 * The custom ids the bot puts on buttons and modals. A core button carries the id of the action the
 * core stored in the database ({@code c:<action>}), so it still works after a restart; a page
 * button carries the whole list request ({@code p|...}); an edit form carries the note id ({@code
 * e|<note>}).
 */
final class ComponentIds {
    /** Discord's limit for a custom id. */
    static final int MAX = 100;

    static final String CORE = "c:";
    static final String PAGE = "p|";
    static final String EDIT = "e|";

    /**
     * The "Save as canon" form, with the id of the message it was opened on ({@code k|<message>}).
     */
    static final String CANON = "k|";

    private ComponentIds() {}

    static String core(String actionId) {
        String id = CORE + actionId;
        if (id.length() > MAX)
            throw new IllegalArgumentException("action id too long for a custom id: " + actionId);
        return id;
    }

    static String edit(String noteId) {
        return EDIT + noteId;
    }

    static boolean isCore(String customId) {
        return customId != null && customId.startsWith(CORE);
    }

    static boolean isPage(String customId) {
        return customId != null && customId.startsWith(PAGE);
    }

    static String canon(String messageId) {
        return CANON + messageId;
    }

    static boolean isCanon(String customId) {
        return customId != null && customId.startsWith(CANON);
    }

    static boolean isEdit(String customId) {
        return customId != null && customId.startsWith(EDIT);
    }

    static String rest(String customId) {
        return customId.substring(2);
    }
}
