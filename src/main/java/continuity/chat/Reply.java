package continuity.chat;

import java.util.List;

/**
 * What the bot says. {@code ephemeral} replies are seen only by the person who asked. {@code lines}
 * optionally carries list entries (for memory show/history) that an adapter may page; {@code text}
 * always holds the whole answer as plain text. {@code attachment} is a file sent with the reply (an
 * export), or null. {@code lang} is the language the reply is in (adapters write their own frame,
 * such as page numbers, in it); null until the core sets it.
 *
 * <p>A long list is not held whole: {@code lines} are then the entries from {@code firstLine} on of
 * {@code allLines} in all (a listing reads the page it is asked for, {@link SlashIn#page}); by
 * default they are all of them ({@code firstLine} 0, {@code allLines} their number).
 */
public record Reply(
        ReplyKind kind,
        String text,
        List<Button> buttons,
        boolean ephemeral,
        String title,
        List<String> lines,
        Attachment attachment,
        Lang lang,
        int firstLine,
        int allLines) {
    /** Entries on one page of a long list, in every adapter (a listing reads a page of them). */
    public static final int PAGE_LINES = 10;

    /** Whatever a reply quotes, no control character or direction override reaches a screen. */
    public Reply {
        text = Unicode.wellFormed(text);
        title = Unicode.line(title);
        buttons = buttons == null ? List.of() : List.copyOf(buttons);
        lines = lines == null ? List.of() : lines.stream().map(Unicode::wellFormed).toList();
        firstLine = Math.max(0, firstLine);
        allLines = Math.max(allLines, firstLine + lines.size());
    }

    public Reply(
            ReplyKind kind,
            String text,
            List<Button> buttons,
            boolean ephemeral,
            String title,
            List<String> lines,
            Attachment attachment,
            Lang lang) {
        this(kind, text, buttons, ephemeral, title, lines, attachment, lang, 0, 0);
    }

    public Reply(
            ReplyKind kind,
            String text,
            List<Button> buttons,
            boolean ephemeral,
            String title,
            List<String> lines,
            Attachment attachment) {
        this(kind, text, buttons, ephemeral, title, lines, attachment, null);
    }

    /** A reply without attachment: the shape every reply had before exports. */
    public Reply(
            ReplyKind kind,
            String text,
            List<Button> buttons,
            boolean ephemeral,
            String title,
            List<String> lines) {
        this(kind, text, buttons, ephemeral, title, lines, null, null);
    }

    public static Reply of(ReplyKind kind, String text) {
        return new Reply(kind, text, List.of(), false, null, List.of());
    }

    public static Reply privately(ReplyKind kind, String text) {
        return new Reply(kind, text, List.of(), true, null, List.of());
    }

    public Reply withButtons(List<Button> b) {
        return new Reply(
                kind, text, b, ephemeral, title, lines, attachment, lang, firstLine, allLines);
    }

    public Reply asEphemeral(boolean e) {
        return new Reply(
                kind, text, buttons, e, title, lines, attachment, lang, firstLine, allLines);
    }

    public Reply withList(String title, List<String> lines) {
        return new Reply(kind, text, buttons, ephemeral, title, lines, attachment, lang);
    }

    public Reply withAttachment(Attachment a) {
        return new Reply(
                kind, text, buttons, ephemeral, title, lines, a, lang, firstLine, allLines);
    }

    /** The same reply, marked as written in {@code l} (unless it already says its language). */
    public Reply inLang(Lang l) {
        return lang != null || l == null
                ? this
                : new Reply(
                        kind,
                        text,
                        buttons,
                        ephemeral,
                        title,
                        lines,
                        attachment,
                        l,
                        firstLine,
                        allLines);
    }

    /**
     * The same reply whose {@code lines} are the entries from {@code first} on of {@code all} in
     * all.
     */
    public Reply listing(int first, int all) {
        return new Reply(
                kind, text, buttons, ephemeral, title, lines, attachment, lang, first, all);
    }

    /** The language of the reply, English when it does not say. */
    public Lang langOrEnglish() {
        return lang == null ? Lang.EN : lang;
    }
}
