package continuity.memory;

import continuity.chat.Lang;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.memory.wording.Replies;
import continuity.text.Text;
import java.util.Optional;

/**
 * The gate every write of a note passes (messages, /memory remember and edit, preferences, and the
 * buttons that write): the member's and the server's live-note caps, then the per-minute rates. A
 * refusal is a polite private reply; nothing is written.
 */
public final class Quota {
    private Quota() {}

    /** For a write that adds a live note. */
    public static Optional<Reply> newNote(Turn t, Lang lang) {
        return gate(t, lang, true, true);
    }

    /**
     * For a write that replaces a live note (a correction by its owner or a game master): the
     * server keeps as many live notes, and the member has one more only when the replaced note was
     * somebody else's.
     */
    static Optional<Reply> replacing(Turn t, Lang lang, Note replaced) {
        return gate(t, lang, false, !t.user().equals(replaced.author()));
    }

    private static Optional<Reply> gate(
            Turn t, Lang lang, boolean guildGrows, boolean memberGrows) {
        Limits l = t.limits();
        if (guildGrows
                && l.notesPerGuild() > 0
                && t.repo.countLiveNotes(t.guild()) >= l.notesPerGuild()) {
            return Optional.of(refused(Text.say(lang, "limit.guild_notes", l.notesPerGuild())));
        }
        if (memberGrows
                && l.notesPerUser() > 0
                && t.repo.countLiveNotesBy(t.guild(), t.user()) >= l.notesPerUser()) {
            return Optional.of(refused(Text.say(lang, "limit.user_notes", l.notesPerUser())));
        }
        return change(t, lang);
    }

    /** For a write that changes a note without adding one (an edit). */
    static Optional<Reply> change(Turn t, Lang lang) {
        Limits l = t.limits();
        return switch (t.changes().allow(t.guild(), t.user(), t.ctx.at())) {
            case ALLOWED -> Optional.empty();
            case USER_LIMIT ->
                    Optional.of(refused(Replies.rateLimited(lang, l.changesPerMinute())));
            case GUILD_LIMIT ->
                    Optional.of(
                            refused(Text.say(lang, "limit.guild_rate", l.guildChangesPerMinute())));
        };
    }

    private static Reply refused(String text) {
        return Reply.privately(ReplyKind.REFUSED, text);
    }
}
