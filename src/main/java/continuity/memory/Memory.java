package continuity.memory;

import java.time.Instant;

/**
 * One note. A note is never edited in place once active: a change writes a new note and retires
 * the old one ({@code retiredBy} names its successor, {@code replaces} the predecessor).
 * {@code scopeId} is the story key or scene id ({@code null} for profile-wide and all-chats notes).
 */
public record Memory(String id, String guild, String character, String characterKey, String attribute,
                     String value, String text, Kind kind, Scope scope, String scopeId, String scopeName,
                     Status status, String author, String channel, String messageId, Instant createdAt,
                     Instant retiredAt, String replaces, String retiredBy, String retiredReason,
                     String lang) {

    /** The attribute of a free-text note ({@code /memory remember} that names no detail): such notes add up. */
    public static final String FREE_NOTE = "note";

    public Memory withStatus(Status s, Instant at, String by, String reason) {
        return new Memory(id, guild, character, characterKey, attribute, value, text, kind, scope, scopeId,
                scopeName, s, author, channel, messageId, createdAt, at, replaces, by, reason, lang);
    }

    public Memory reactivated() {
        return new Memory(id, guild, character, characterKey, attribute, value, text, kind, scope, scopeId,
                scopeName, Status.ACTIVE, author, channel, messageId, createdAt, null, replaces, null, null, lang);
    }

    public Memory inScope(Scope s, String sid, String sname) {
        return new Memory(id, guild, character, characterKey, attribute, value, text, kind, s, sid, sname, status,
                author, channel, messageId, createdAt, retiredAt, replaces, retiredBy, retiredReason, lang);
    }

    public Memory replacing(String previousId) {
        return new Memory(id, guild, character, characterKey, attribute, value, text, kind, scope, scopeId,
                scopeName, status, author, channel, messageId, createdAt, retiredAt, previousId, retiredBy,
                retiredReason, lang);
    }

    /** The content erased, keeping who, when and that something was there. */
    public Memory erased(Instant at, String by) {
        return erased(at, by, "forgotten");
    }

    public Memory erased(Instant at, String by, String reason) {
        return new Memory(id, guild, character, characterKey, attribute, "", "", kind, scope, scopeId, scopeName,
                Status.FORGOTTEN, author, channel, messageId, createdAt, at, replaces, by, reason, lang);
    }

    /**
     * Same character, attribute and scope instance ({@link Slot}), same kind, and for a preference the
     * same author: the only thing a new note may replace.
     */
    public boolean sameSlot(Memory o) {
        return kind == o.kind && Slot.of(this).at(o) && (kind == Kind.FACT || author.equals(o.author));
    }

    public boolean isFrench() {
        return "fr".equals(lang);
    }
}
