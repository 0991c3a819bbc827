package continuity.dashboard;

import continuity.chat.ChatContext;
import continuity.chat.ClickIn;
import continuity.chat.Inbound;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.chat.SlashCommand;
import continuity.chat.SlashIn;
import continuity.memory.Continuity;
import continuity.memory.Note;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * The page's actions, each handed to the core as the very event the Discord adapter builds: a
 * {@code /memory edit} or {@code /memory forget} ({@link SlashIn}), or the press of the button the
 * bot offers under a confirmation or a proposal ({@link ClickIn}: Undo, a scope move, Accept,
 * Reject). Who may do what, and what is answered, is the core's.
 */
public final class Actions {
    /** Where the replies meant for a channel go (Discord, when the bot runs; nowhere offline). */
    public interface Poster {
        /** Posts a reply in a channel; returns whether it was posted. */
        boolean post(String guild, String channel, Reply reply);

        Poster NONE = (g, c, r) -> false;
    }

    /**
     * Where the core is called: on the caller's thread offline; on the bot's core thread when the
     * bot runs, so that page actions take their turn with the channel's events.
     */
    public interface Runner {
        List<Reply> run(java.util.function.Supplier<List<Reply>> work);

        Runner DIRECT = java.util.function.Supplier::get;
    }

    private final Continuity core;
    private final Poster poster;
    private volatile Runner runner = Runner.DIRECT;

    Actions(Continuity core, Poster poster) {
        this.core = core;
        this.poster = poster;
    }

    /** The core's answer, and whether a channel saw it. */
    record Outcome(List<Reply> replies, String channel, boolean posted) {
        boolean refused() {
            return replies.stream()
                    .anyMatch(r -> r.kind() == ReplyKind.REFUSED || r.kind() == ReplyKind.ERROR);
        }
    }

    /** The context of an event by {@code s}'s member on a note: the channel it came from. */
    static ChatContext context(Session s, String guild, Note note, Instant now) {
        String channel = note != null && note.channel() != null ? note.channel() : "dashboard";
        return new ChatContext(
                guild, channel, null, s.user, s.userName, s.gm(guild), now, s.locale);
    }

    Outcome edit(Session s, String guild, Note note, String text, Instant now) {
        ChatContext ctx = context(s, guild, note, now);
        return run(
                ctx,
                SlashIn.of(
                        ctx,
                        SlashCommand.MEMORY_EDIT,
                        Map.of("memory", note.id(), "text", text == null ? "" : text)));
    }

    Outcome forget(Session s, String guild, Note note, Instant now) {
        ChatContext ctx = context(s, guild, note, now);
        return run(ctx, SlashIn.of(ctx, SlashCommand.MEMORY_FORGET, Map.of("memory", note.id())));
    }

    /**
     * A button of a note, as the bot offers it: Undo and the scope moves to the member who made the
     * change (the note's author), Accept and Reject under a proposal. The id is the one the core
     * gives such a button ({@code i~type~note~scope~forUser}).
     */
    Outcome press(Session s, String guild, Note note, String type, String scope, Instant now) {
        String forUser = type.equals("accept") || type.equals("reject") ? "" : note.author();
        String id =
                "i~" + type + "~" + note.id() + "~" + (scope == null ? "" : scope) + "~" + forUser;
        ChatContext ctx = context(s, guild, note, now);
        return run(ctx, new ClickIn(ctx, id));
    }

    /** {@code /memory export [lorebook]}, answered privately with the file. */
    Outcome export(Session s, String guild, String lorebook, Instant now) {
        ChatContext ctx = context(s, guild, null, now);
        return run(
                ctx,
                SlashIn.of(
                        ctx,
                        SlashCommand.MEMORY_EXPORT,
                        lorebook == null || lorebook.isBlank()
                                ? Map.of()
                                : Map.of("lorebook", lorebook)));
    }

    /** {@code /memory import file} with the file's text (null: no file). */
    Outcome importFile(Session s, String guild, String fileText, Instant now) {
        ChatContext ctx = context(s, guild, null, now);
        return run(
                ctx,
                SlashIn.of(
                        ctx,
                        SlashCommand.MEMORY_IMPORT,
                        fileText == null ? Map.of() : Map.of("file", fileText)));
    }

    /** A button the core offered this member on an earlier answer (checked by the caller). */
    Outcome pressOffered(Session s, String guild, String channel, String actionId, Instant now) {
        ChatContext ctx =
                new ChatContext(
                        guild, channel, null, s.user, s.userName, s.gm(guild), now, s.locale);
        return run(ctx, new ClickIn(ctx, actionId));
    }

    void runOn(Runner r) {
        this.runner = r;
    }

    private Outcome run(ChatContext ctx, Inbound in) {
        List<Reply> replies = runner.run(() -> core.handle(in));
        boolean posted = false;
        for (Reply r : replies) {
            if (!r.ephemeral()) posted |= poster.post(ctx.guild(), ctx.channel(), r);
        }
        return new Outcome(replies, ctx.channel(), posted);
    }
}
