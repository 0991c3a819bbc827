package continuity.memory.answers;

import continuity.chat.ChatContext;
import continuity.chat.ClickIn;
import continuity.chat.Inbound;
import continuity.chat.Lang;
import continuity.chat.MessageIn;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.chat.SlashIn;
import continuity.memory.ButtonAction;
import continuity.memory.ConcurrentChange;
import continuity.memory.Continuity;
import continuity.memory.Question;
import continuity.memory.Questions;
import continuity.memory.Turn;
import continuity.memory.wording.Voice;
import continuity.text.Text;
import continuity.understand.Reading;
import continuity.understand.Words;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * An event whose changes met other changes to the same notes twice ({@link ConcurrentChange}): the
 * bot asks its author whether to try again, a stored question (so it outlives a restart) with a
 * Retry button, also answered by a typed "yes"; the event is then handled again, as its author sent
 * it, after the answer is committed.
 */
public final class Retries {
    public static final String TYPE = "retry";

    private Retries() {}

    /**
     * The one transaction the core lends to ask the question: {@code work} runs in a transaction of
     * the event's server, its after-commit steps after it, its replies said in {@code voice}. The
     * core's own transaction stays its own ({@link Continuity}); this is all of it a retry needs.
     */
    @FunctionalInterface
    public interface Transaction {
        List<Reply> run(Voice voice, Function<Turn, List<Reply>> work);
    }

    /**
     * The question for an event that could not be written, asked in {@code transaction}; a plain
     * sentence when even the question cannot be stored, or when the event cannot be kept to be sent
     * again (a command with a file).
     */
    public static List<Reply> ask(Inbound in, Lang lang, Transaction transaction) {
        Optional<Map<String, String>> kept = keep(in);
        boolean chat = in instanceof MessageIn;
        if (kept.isEmpty()) return List.of(busy(lang, chat));
        Map<String, String> data = new HashMap<>(kept.get());
        data.put("lang", lang.name());
        try {
            return transaction.run(
                    Voice.said(lang, lang),
                    t -> {
                        Question q = Questions.open(t, TYPE, data);
                        Reply r =
                                Reply.of(ReplyKind.ASKED_WHICH, Text.say(lang, "conflict.retry"))
                                        .withButtons(
                                                List.of(
                                                        t.button(
                                                                "button.retry",
                                                                new ButtonAction.Retry(q.id()),
                                                                t.user())));
                        return List.of(chat ? r : r.asEphemeral(true));
                    });
        } catch (RuntimeException e) {
            return List.of(busy(lang, chat));
        }
    }

    private static Reply busy(Lang lang, boolean chat) {
        Reply r = Reply.of(ReplyKind.ERROR, Text.say(lang, "conflict.busy"));
        return chat ? r : r.asEphemeral(true);
    }

    /** A typed "yes" (or "retry", "oui", "réessaie"...) to this author's retry question here. */
    public static boolean typed(Turn t, Reading r) {
        if (r.answerText() == null) return false;
        Optional<Question> open = t.repo.openQuestion(t.guild(), t.ctx.place());
        if (open.isEmpty() || !TYPE.equals(open.get().type())) return false;
        if (!open.get().user().equals(t.user())) return false;
        if (!Words.saysAgain(r.answerText())) return false;
        again(t, open.get());
        return true;
    }

    /** The Retry button: for the author of the event (or a game master). */
    public static Reply click(Turn t, Question q) {
        Lang lang = Lang.valueOf(q.get("lang"));
        if (!q.user().equals(t.user()) && !t.ctx.gm())
            return Reply.privately(ReplyKind.REFUSED, Text.say(lang, "conflict.not_yours"));
        again(t, q);
        return null;
    }

    /** Closes the question; the event is handled again once this is committed. */
    private static void again(Turn t, Question q) {
        Questions.close(t, q);
        ChatContext asked =
                new ChatContext(
                        q.guild().equals(ChatContext.DIRECT) ? null : q.guild(),
                        q.get("channel"),
                        q.get("thread"),
                        q.user(),
                        q.get("user_name"),
                        t.ctx.gm() && t.user().equals(q.user()),
                        t.ctx.at(),
                        q.get("locale"));
        t.rerun(rebuild(q, asked));
    }

    /** What is kept of an event to send it again: its words and where, not who can do what. */
    static Optional<Map<String, String>> keep(Inbound in) {
        ChatContext ctx = in.ctx();
        Map<String, String> d = new HashMap<>();
        if (ctx.channel() != null) d.put("channel", ctx.channel());
        if (ctx.thread() != null) d.put("thread", ctx.thread());
        if (ctx.userName() != null) d.put("user_name", ctx.userName());
        if (ctx.locale() != null) d.put("locale", ctx.locale());
        if (in instanceof MessageIn m) {
            d.put("event", "message");
            if (m.messageId() != null) d.put("message_id", m.messageId());
            d.put("content", m.content());
            d.put("mentions_bot", Boolean.toString(m.mentionsBot()));
            d.put("reply_to_bot", Boolean.toString(m.replyToBot()));
            if (m.proxyName() != null) d.put("proxy", m.proxyName());
        } else if (in instanceof ClickIn c) {
            if (c.actionId() == null) return Optional.empty();
            d.put("event", "click");
            d.put("action", c.actionId());
        } else if (in instanceof SlashIn s) {
            d.put("event", "slash");
            d.put("command", s.command());
            if (s.subcommand() != null) d.put("subcommand", s.subcommand());
            for (Map.Entry<String, Object> o : s.options().entrySet()) {
                Object v = o.getValue();
                String coded =
                        v instanceof String x
                                ? "s:" + x
                                : v instanceof Boolean b
                                        ? "b:" + b
                                        : v instanceof Long || v instanceof Integer
                                                ? "l:" + v
                                                : v instanceof Double ? "d:" + v : null;
                if (coded == null) return Optional.empty(); // a file: not kept
                d.put("o." + o.getKey(), coded);
            }
        }
        return Optional.of(d);
    }

    static Inbound rebuild(Question q, ChatContext ctx) {
        Map<String, String> d = q.data();
        switch (d.getOrDefault("event", "")) {
            case "message":
                return new MessageIn(
                        ctx,
                        d.get("message_id"),
                        d.get("content"),
                        Boolean.parseBoolean(d.get("mentions_bot")),
                        Boolean.parseBoolean(d.get("reply_to_bot")),
                        d.get("proxy"));
            case "click":
                return new ClickIn(ctx, d.get("action"));
            case "slash":
                Map<String, Object> options = new HashMap<>();
                for (Map.Entry<String, String> e : d.entrySet()) {
                    if (!e.getKey().startsWith("o.")) continue;
                    String v = e.getValue(), body = v.substring(2);
                    Object value =
                            switch (v.charAt(0)) {
                                case 'b' -> Boolean.parseBoolean(body);
                                case 'l' -> Long.parseLong(body);
                                case 'd' -> Double.parseDouble(body);
                                default -> body;
                            };
                    options.put(e.getKey().substring(2), value);
                }
                return new SlashIn(ctx, d.get("command"), d.get("subcommand"), options);
            default:
                return null;
        }
    }
}
