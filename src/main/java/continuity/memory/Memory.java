package continuity.memory;

import continuity.chat.Unicode;
import java.time.Instant;

/**
 * One note. A note is never edited in place once active: a change writes a new note and retires the
 * old one ({@code retiredBy} names its successor, {@code replaces} the predecessor). {@code
 * scopeId} is the story key or scene id ({@code null} for profile-wide and all-chats notes).
 */
public record Memory(
        String id,
        String guild,
        String character,
        String characterKey,
        String attribute,
        String value,
        String text,
        Kind kind,
        Scope scope,
        String scopeId,
        String scopeName,
        Status status,
        String author,
        String channel,
        String messageId,
        Instant createdAt,
        Instant retiredAt,
        String replaces,
        String retiredBy,
        String retiredReason,
        String lang) {

    /**
     * What a note says is kept on one line, without control characters or direction overrides,
     * whichever door it came through and whichever store it is read from ({@link Unicode#line}).
     */
    public Memory {
        character = Unicode.line(character);
        value = Unicode.line(value);
        text = Unicode.line(text);
        scopeName = Unicode.line(scopeName);
    }

    /**
     * The attribute of a free-text note ({@code /memory remember} that names no detail): such notes
     * add up.
     */
    public static final String FREE_NOTE = "note";

    /** The attribute of every preference. */
    public static final String PREFERENCE = "preference";

    /** Where a note applies: its scope and, for a story or scene, which one (id and name). */
    public record Where(Scope scope, String scopeId, String scopeName) {}

    /** Who wrote a note, from which channel and message (null when none), and when. */
    public record Source(String author, String channel, String messageId, Instant at) {}

    /**
     * A new fact about a character, with a fresh id; it replaces nothing (see {@link #replacing}).
     */
    public static Memory newFact(
            String guild,
            String character,
            String characterKey,
            String attribute,
            String value,
            String text,
            Where where,
            Status status,
            Source source,
            String lang) {
        return new Memory(
                Ids.next(),
                guild,
                character,
                characterKey,
                attribute,
                value,
                text,
                Kind.FACT,
                where.scope(),
                where.scopeId(),
                where.scopeName(),
                status,
                source.author(),
                source.channel(),
                source.messageId(),
                source.at(),
                null,
                null,
                null,
                null,
                lang);
    }

    /**
     * A new preference (private to its author, current at once), with a fresh id; the wish is its
     * value and text.
     */
    public static Memory newPreference(
            String guild,
            String character,
            String characterKey,
            String wish,
            Where where,
            Source source,
            String lang) {
        return new Memory(
                Ids.next(),
                guild,
                character,
                characterKey,
                PREFERENCE,
                wish,
                wish,
                Kind.PREFERENCE,
                where.scope(),
                where.scopeId(),
                where.scopeName(),
                Status.ACTIVE,
                source.author(),
                source.channel(),
                source.messageId(),
                source.at(),
                null,
                null,
                null,
                null,
                lang);
    }

    /**
     * The note that replaces this one with a new value and text (an edit): a fresh id, the same
     * character, attribute, kind, scope and status, written by {@code source}; {@code replaces}
     * points here. Retiring this note is the caller's part of the same transaction.
     */
    public Memory replacement(String newValue, String newText, Source source) {
        return new Memory(
                Ids.next(),
                guild,
                character,
                characterKey,
                attribute,
                newValue,
                newText,
                kind,
                scope,
                scopeId,
                scopeName,
                status,
                source.author(),
                source.channel(),
                source.messageId(),
                source.at(),
                null,
                id,
                null,
                null,
                lang);
    }

    /** The same note under another attribute, shown as {@code newText}. */
    public Memory withAttribute(String newAttribute, String newText) {
        return new Memory(
                id,
                guild,
                character,
                characterKey,
                newAttribute,
                value,
                newText,
                kind,
                scope,
                scopeId,
                scopeName,
                status,
                author,
                channel,
                messageId,
                createdAt,
                retiredAt,
                replaces,
                retiredBy,
                retiredReason,
                lang);
    }

    public Memory withStatus(Status s, Instant at, String by, String reason) {
        return new Memory(
                id,
                guild,
                character,
                characterKey,
                attribute,
                value,
                text,
                kind,
                scope,
                scopeId,
                scopeName,
                s,
                author,
                channel,
                messageId,
                createdAt,
                at,
                replaces,
                by,
                reason,
                lang);
    }

    public Memory reactivated() {
        return new Memory(
                id,
                guild,
                character,
                characterKey,
                attribute,
                value,
                text,
                kind,
                scope,
                scopeId,
                scopeName,
                Status.ACTIVE,
                author,
                channel,
                messageId,
                createdAt,
                null,
                replaces,
                null,
                null,
                lang);
    }

    public Memory inScope(Scope s, String sid, String sname) {
        return new Memory(
                id,
                guild,
                character,
                characterKey,
                attribute,
                value,
                text,
                kind,
                s,
                sid,
                sname,
                status,
                author,
                channel,
                messageId,
                createdAt,
                retiredAt,
                replaces,
                retiredBy,
                retiredReason,
                lang);
    }

    public Memory replacing(String previousId) {
        return new Memory(
                id,
                guild,
                character,
                characterKey,
                attribute,
                value,
                text,
                kind,
                scope,
                scopeId,
                scopeName,
                status,
                author,
                channel,
                messageId,
                createdAt,
                retiredAt,
                previousId,
                retiredBy,
                retiredReason,
                lang);
    }

    /** The content erased, keeping who, when and that something was there. */
    public Memory erased(Instant at, String by) {
        return erased(at, by, "forgotten");
    }

    public Memory erased(Instant at, String by, String reason) {
        return new Memory(
                id,
                guild,
                character,
                characterKey,
                attribute,
                "",
                "",
                kind,
                scope,
                scopeId,
                scopeName,
                Status.FORGOTTEN,
                author,
                channel,
                messageId,
                createdAt,
                at,
                replaces,
                by,
                reason,
                lang);
    }

    /**
     * Same character, attribute and scope instance ({@link Slot}), same kind, and for a preference
     * the same author: the only thing a new note may replace.
     */
    public boolean sameSlot(Memory o) {
        return kind == o.kind
                && Slot.of(this).at(o)
                && (kind == Kind.FACT || author.equals(o.author));
    }

    public boolean isFrench() {
        return "fr".equals(lang);
    }
}
