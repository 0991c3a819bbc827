package continuity.memory.wording;

import continuity.chat.ChatContext;
import continuity.chat.Lang;
import continuity.memory.Continuity;
import continuity.memory.Note;
import continuity.memory.Turn;

/**
 * The language an event is answered in, decided once where the event enters the core ({@link
 * Continuity}) and carried by its {@link Turn}; every reply of the event that does not say its own
 * language is marked with it, and every button is labelled in it.
 *
 * <ul>
 *   <li>A slash command, a button or a form: the member's client language ({@code lang} null when
 *       the client did not say; a reply then falls back as its code says, English mostly). A reply
 *       about a note is in the client's language too when it is known, else in the note's own.
 *   <li>A chat message: the language of its words (the reader's; the command's for "undo" or
 *       "forget", the greeting's for small talk), a canon check's post likewise; a reply about a
 *       note is in the note's own language.
 * </ul>
 *
 * {@code otherwise} is the language for a message whose words say nothing of theirs: the member's
 * client language when known, else the configured default ({@code language.default}).
 */
public record Voice(Lang lang, boolean client, Lang otherwise) {
    /** A slash command, button or form of a member whose client speaks {@code ctx.clientLang()}. */
    public static Voice ofClient(ChatContext ctx, Lang otherwise) {
        return new Voice(ctx.clientLang(), true, otherwise);
    }

    /** Words in {@code lang}: a chat message, a post, or a question about one. */
    public static Voice said(Lang lang, Lang otherwise) {
        return new Voice(lang, false, otherwise);
    }

    /** The language to answer in: this event's, else {@code fallback}. */
    public Lang or(Lang fallback) {
        return lang != null ? lang : fallback;
    }

    /**
     * The language to answer in about {@code note}: the client's during a slash command, a button
     * or a form, when known; otherwise the note's own.
     */
    public Lang about(Note note) {
        return client && lang != null ? lang : Wording.noteLang(note);
    }
}
