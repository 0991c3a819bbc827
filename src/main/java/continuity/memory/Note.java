package continuity.memory;

import continuity.chat.Lang;
import continuity.chat.Unicode;
import continuity.understand.Detail;
import java.time.Instant;
import java.util.Objects;

/**
 * One note. A note is never edited in place once active: a change writes a new note and retires the
 * old one ({@code retirement.by} names its successor, {@code replaces} the predecessor). Its parts
 * are named: {@link Where} it applies, its {@link Source} (who wrote it, from which message, when)
 * and its {@link Retirement} (when, by what and why it left the current notes; {@link
 * Retirement#NONE} while it is current, pending or proposed). The store keeps one row of flat
 * columns ({@code memories}); the accessors of the flat names ({@link #scope()}, {@link #author()},
 * {@link #retiredBy()}...) read the parts.
 */
public record Note(
        String id,
        String guild,
        String character,
        String characterKey,
        Detail detail,
        String value,
        String text,
        Kind kind,
        Where where,
        Status status,
        Source source,
        Retirement retirement,
        String replaces,
        Lang lang) {

    /**
     * What a note says is kept on one line, without control characters or direction overrides,
     * whichever door it came through and whichever store it is read from ({@link Unicode#line}).
     */
    public Note {
        character = Unicode.line(character);
        value = Unicode.line(value);
        text = Unicode.line(text);
        Objects.requireNonNull(detail, "detail");
        if (detail.none()) throw new IllegalArgumentException("a note is about a named detail");
        Objects.requireNonNull(where, "where");
        where = new Where(where.scope(), where.scopeId(), Unicode.line(where.scopeName()));
        Objects.requireNonNull(source, "source");
        if (retirement == null) retirement = Retirement.NONE;
        if (lang == null) lang = Lang.EN;
    }

    /**
     * A note with its columns as the store and the export keep them, flat ({@code attribute}: the
     * detail's key; {@code lang} as written there: {@code "fr"} is French, anything else English).
     */
    public static Note of(
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
        return new Note(
                id,
                guild,
                character,
                characterKey,
                Detail.of(attribute),
                value,
                text,
                kind,
                new Where(scope, scopeId, scopeName),
                status,
                new Source(author, channel, messageId, createdAt),
                new Retirement(retiredAt, retiredBy, Retire.Reason.of(retiredReason)),
                replaces,
                langOf(lang));
    }

    /**
     * The language of a note as the store and the export write it: {@code "fr"} or {@code "en"}.
     */
    public static Lang langOf(String wire) {
        return "fr".equals(wire) ? Lang.FR : Lang.EN;
    }

    /** {@link #lang} as the store and the export write it. */
    public String langWire() {
        return lang == Lang.FR ? "fr" : "en";
    }

    /** Where a note applies: its scope and, for a story or scene, which one (id and name). */
    public record Where(Scope scope, String scopeId, String scopeName) {}

    /** Who wrote a note, from which channel and message (null when none), and when. */
    public record Source(String author, String channel, String messageId, Instant at) {}

    /**
     * When a note left the current ones, by what ({@code by}: the note that took its place, or who
     * erased it; null for none) and why ({@code reason}; null for none).
     */
    public record Retirement(Instant at, String by, Retire.Reason reason) {
        /** A note that has not left: current, pending or proposed. */
        public static final Retirement NONE = new Retirement(null, null, null);
    }

    /** {@link #detail}'s key, as the store's column and the export's field write it. */
    public String attributeWire() {
        return detail.key();
    }

    // the flat names, as the store's columns and the export's fields call them

    public Scope scope() {
        return where.scope();
    }

    /** The story key or scene id ({@code null} for profile-wide and all-chats notes). */
    public String scopeId() {
        return where.scopeId();
    }

    public String scopeName() {
        return where.scopeName();
    }

    public String author() {
        return source.author();
    }

    public String channel() {
        return source.channel();
    }

    public String messageId() {
        return source.messageId();
    }

    public Instant createdAt() {
        return source.at();
    }

    public Instant retiredAt() {
        return retirement.at();
    }

    public String retiredBy() {
        return retirement.by();
    }

    /** Why it left the current ones (null while it has not). */
    public Retire.Reason whyRetired() {
        return retirement.reason();
    }

    /** {@link #whyRetired} as the store's column and the export's field write it. */
    public String retiredReasonWire() {
        return Retire.Reason.wireOf(retirement.reason());
    }

    /**
     * A new fact about a character, with a fresh id; it replaces nothing (see {@link #replacing}).
     */
    public static Note newFact(
            String guild,
            String character,
            String characterKey,
            Detail detail,
            String value,
            String text,
            Where where,
            Status status,
            Source source,
            Lang lang) {
        return new Note(
                Ids.next(),
                guild,
                character,
                characterKey,
                detail,
                value,
                text,
                Kind.FACT,
                where,
                status,
                source,
                Retirement.NONE,
                null,
                lang);
    }

    /**
     * A new preference (private to its author, current at once), with a fresh id; the wish is its
     * value and text.
     */
    public static Note newPreference(
            String guild,
            String character,
            String characterKey,
            String wish,
            Where where,
            Source source,
            Lang lang) {
        return new Note(
                Ids.next(),
                guild,
                character,
                characterKey,
                Detail.PREFERENCE,
                wish,
                wish,
                Kind.PREFERENCE,
                where,
                Status.ACTIVE,
                source,
                Retirement.NONE,
                null,
                lang);
    }

    /**
     * The note that replaces this one with a new value and text (an edit): a fresh id, the same
     * character, detail, kind, scope and status, written by {@code source}; {@code replaces} points
     * here. Retiring this note is the caller's part of the same transaction.
     */
    public Note replacement(String newValue, String newText, Source source) {
        return new Note(
                Ids.next(),
                guild,
                character,
                characterKey,
                detail,
                newValue,
                newText,
                kind,
                where,
                status,
                source,
                Retirement.NONE,
                id,
                lang);
    }

    /** The same note about another detail, shown as {@code newText}. */
    public Note withDetail(Detail newDetail, String newText) {
        return new Note(
                id,
                guild,
                character,
                characterKey,
                newDetail,
                value,
                newText,
                kind,
                where,
                status,
                source,
                retirement,
                replaces,
                lang);
    }

    public Note withStatus(Status s, Instant at, String by, Retire.Reason reason) {
        return new Note(
                id,
                guild,
                character,
                characterKey,
                detail,
                value,
                text,
                kind,
                where,
                s,
                source,
                new Retirement(at, by, reason),
                replaces,
                lang);
    }

    public Note reactivated() {
        return new Note(
                id,
                guild,
                character,
                characterKey,
                detail,
                value,
                text,
                kind,
                where,
                Status.ACTIVE,
                source,
                Retirement.NONE,
                replaces,
                lang);
    }

    public Note inScope(Scope s, String sid, String sname) {
        return new Note(
                id,
                guild,
                character,
                characterKey,
                detail,
                value,
                text,
                kind,
                new Where(s, sid, sname),
                status,
                source,
                retirement,
                replaces,
                lang);
    }

    public Note replacing(String previousId) {
        return new Note(
                id,
                guild,
                character,
                characterKey,
                detail,
                value,
                text,
                kind,
                where,
                status,
                source,
                retirement,
                previousId,
                lang);
    }

    /** The content erased, keeping who, when and that something was there. */
    public Note erased(Instant at, String by) {
        return erased(at, by, Retire.Reason.FORGOTTEN);
    }

    public Note erased(Instant at, String by, Retire.Reason reason) {
        return new Note(
                id,
                guild,
                character,
                characterKey,
                detail,
                "",
                "",
                kind,
                where,
                Status.FORGOTTEN,
                source,
                new Retirement(at, by, reason),
                replaces,
                lang);
    }

    /**
     * Same character, detail and scope instance ({@link Slot}), same kind, and for a preference the
     * same author: the only thing a new note may replace.
     */
    public boolean sameSlot(Note o) {
        return kind == o.kind
                && Slot.of(this).at(o)
                && (kind == Kind.FACT || author().equals(o.author()));
    }

    public boolean isFrench() {
        return lang == Lang.FR;
    }
}
