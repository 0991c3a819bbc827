package continuity.discord;

import continuity.chat.Lang;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import net.dv8tion.jda.api.EmbedBuilder;
import net.dv8tion.jda.api.components.actionrow.ActionRow;
import net.dv8tion.jda.api.components.buttons.Button;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.utils.messages.MessageCreateBuilder;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import net.dv8tion.jda.api.utils.messages.MessageEditBuilder;
import net.dv8tion.jda.api.utils.messages.MessageEditData;

/**
 * Turns the core's {@link Reply} into a Discord message: text as content (or an embed when longer
 * than 2000 characters), lists as paged embeds, the core's buttons with their stored action ids, a
 * file (an export) as an upload. Every message allows no mentions at all, so a stored "@everyone"
 * or {@code <@id>} pings nobody.
 */
final class Rendering {
    static final int CONTENT_MAX = 2000;
    static final int TITLE_MAX = 256;
    static final int DESCRIPTION_MAX = 4096;
    static final int LABEL_MAX = 80;
    static final int ROWS_MAX = 5;
    static final int BUTTONS_PER_ROW = 5;
    private static final EnumSet<Message.MentionType> NO_MENTIONS =
            EnumSet.noneOf(Message.MentionType.class);

    private Rendering() {}

    /**
     * The message for a reply; {@code list} (may be null) lets a long list page, {@code page} from
     * 0.
     */
    static MessageCreateData create(Reply r, ListRequest list, int page) {
        MessageCreateBuilder b = new MessageCreateBuilder();
        b.setAllowedMentions(NO_MENTIONS);
        b.mentionRepliedUser(false);
        List<ActionRow> rows = new ArrayList<>();
        Lang lang = r.langOrEnglish();
        if (r.kind() == ReplyKind.LISTED && !r.lines().isEmpty()) {
            // the reply holds the entries from r.firstLine() on (the page asked for among them)
            int pages = ListPages.count(r.allLines());
            int p = Math.min(Math.max(page, 0), pages - 1);
            int from = p * ListPages.LINES_PER_PAGE - r.firstLine();
            if (from < 0 || from >= r.lines().size()) {
                p = r.firstLine() / ListPages.LINES_PER_PAGE;
                from = p * ListPages.LINES_PER_PAGE - r.firstLine();
            }
            String shown =
                    ListPages.page(
                            r.lines()
                                    .subList(
                                            from,
                                            Math.min(
                                                    r.lines().size(),
                                                    from + ListPages.LINES_PER_PAGE)));
            EmbedBuilder e =
                    new EmbedBuilder()
                            .setTitle(
                                    Text.cut(
                                            r.title() == null
                                                    ? Text.say(lang, "discord.list.title")
                                                    : r.title(),
                                            TITLE_MAX))
                            .setDescription(shown);
            if (pages > 1) {
                e.setFooter(Text.say(lang, "discord.list.footer", p + 1, pages, r.allLines()));
                if (list != null) pageButtons(list, p, pages, lang).ifPresent(rows::add);
            }
            b.setEmbeds(e.build());
        } else {
            String text = r.text() == null || r.text().isBlank() ? "\u2026" : r.text();
            if (text.length() <= CONTENT_MAX) {
                b.setContent(text);
            } else {
                b.setEmbeds(
                        new EmbedBuilder().setDescription(Text.cut(text, DESCRIPTION_MAX)).build());
            }
        }
        rows.addAll(coreButtons(r.buttons(), ROWS_MAX - rows.size()));
        b.setComponents(rows);
        ReplyFiles.upload(r).ifPresent(b::setFiles);
        return b.build();
    }

    /**
     * The same, as an edit replacing everything the message showed (the "thinking..." state, a
     * page).
     */
    static MessageEditData edit(Reply r, ListRequest list, int page) {
        MessageEditBuilder b = MessageEditBuilder.fromCreateData(create(r, list, page));
        b.setReplace(true);
        b.setAllowedMentions(NO_MENTIONS);
        b.mentionRepliedUser(false);
        return b.build();
    }

    /**
     * What the channel sees of a private reply to a chat message (a preference, an error): a short
     * public note without the private content; the core's buttons (Undo) still work, and only for
     * that user.
     */
    static MessageCreateData privateNote(Reply r, String userName) {
        Lang lang = r.langOrEnglish();
        String named = userName == null || userName.isBlank() ? "" : ".named";
        String text =
                switch (r.kind()) {
                    case ERROR, REFUSED -> r.text();
                    case SAVED -> Text.say(lang, "discord.private_note.saved" + named, userName);
                    default -> Text.say(lang, "discord.private_note.done" + named, userName);
                };
        return create(
                new Reply(r.kind(), text, r.buttons(), false, null, List.of(), null, lang),
                null,
                0);
    }

    private static java.util.Optional<ActionRow> pageButtons(
            ListRequest list, int page, int pages, Lang lang) {
        var prev = list.customId(Math.max(0, page - 1));
        var next = list.customId(Math.min(pages, page + 1));
        if (prev.isEmpty() || next.isEmpty()) return java.util.Optional.empty();
        if (prev.get().equals(next.get())) return java.util.Optional.empty();
        return java.util.Optional.of(
                ActionRow.of(
                        Button.secondary(prev.get(), Text.say(lang, "button.previous"))
                                .withDisabled(page == 0),
                        Button.secondary(next.get(), Text.say(lang, "button.next"))
                                .withDisabled(page >= pages - 1)));
    }

    private static List<ActionRow> coreButtons(List<continuity.chat.Button> buttons, int rowsLeft) {
        List<ActionRow> rows = new ArrayList<>();
        List<Button> row = new ArrayList<>();
        for (continuity.chat.Button cb : buttons) {
            if (rows.size() == rowsLeft) break;
            String label =
                    Text.cut(
                            cb.label() == null || cb.label().isBlank() ? "?" : cb.label(),
                            LABEL_MAX);
            row.add(Button.secondary(ComponentIds.core(cb.actionId()), label));
            if (row.size() == BUTTONS_PER_ROW) {
                rows.add(ActionRow.of(row));
                row = new ArrayList<>();
            }
        }
        if (!row.isEmpty() && rows.size() < rowsLeft) rows.add(ActionRow.of(row));
        return rows;
    }
}
