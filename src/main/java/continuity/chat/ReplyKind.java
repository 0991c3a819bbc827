package continuity.chat;

import java.util.Locale;

/** What a reply is, as named in REPLAY.md. */
public enum ReplyKind {
    SAVED,
    REPLACED,
    ASKED_SCOPE,
    ASKED_CHARACTER,
    ASKED_WHICH,
    RECALLED,
    NOTHING_SAVED,
    LISTED,
    EDITED,
    FORGOTTEN,
    OK,
    /** The canon check: an in-character post contradicts a current note (issue 24). */
    CONTRADICTION,
    REFUSED,
    ERROR;

    public String wire() {
        return name().toLowerCase(Locale.ROOT);
    }
}
