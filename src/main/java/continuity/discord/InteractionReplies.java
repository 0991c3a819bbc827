package continuity.discord;

import continuity.chat.ChatContext;
import continuity.chat.Lang;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.chat.SlashIn;
import continuity.memory.Continuity;
import java.time.Duration;
import java.util.List;
import net.dv8tion.jda.api.interactions.Interaction;
import net.dv8tion.jda.api.interactions.InteractionHook;
import net.dv8tion.jda.api.interactions.callbacks.IReplyCallback;
import net.dv8tion.jda.api.requests.RestAction;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * How every interaction flow answers. Anything that reaches the database is acknowledged first (a
 * deferred reply or a deferred update, no database involved), then answered from the core thread by
 * editing the original response or sending follow-ups, so Discord's 3-second deadline holds however
 * slow the disk is. Autocomplete and the pre-filled forms cannot be deferred: they wait at most
 * {@link #QUICK} for the core and otherwise answer without it.
 */
final class InteractionReplies {
    static final Duration QUICK = Duration.ofSeconds(2);
    private static final Logger LOG = LoggerFactory.getLogger(InteractionReplies.class);

    final Continuity core;
    final CoreWorker worker;
    private final Contexts contexts;

    InteractionReplies(Continuity core, CoreWorker worker, Contexts contexts) {
        this.core = core;
        this.worker = worker;
        this.contexts = contexts;
    }

    /** The adapter's own sentences, in the member's client language. */
    static String expired(Lang l) {
        return Text.say(l, "discord.expired");
    }

    static String busy(Lang l) {
        return Text.say(l, "discord.busy");
    }

    static String closing(Lang l) {
        return Text.say(l, "discord.closing");
    }

    /** The member's client language, from the interaction. */
    static Lang lang(Interaction e) {
        return Lang.ofLocale(e.getUserLocale().getLocale());
    }

    /** Where and by whom, with the member's client language. */
    ChatContext context(Interaction e) {
        return contexts.of(e.getChannel(), e.getUser(), e.getMember(), e.getTimeCreated())
                .withLocale(e.getUserLocale().getLocale());
    }

    /** An interaction no flow knows (an old button or form): said to be expired, privately. */
    static void answerExpired(IReplyCallback e) {
        e.reply(expired(lang(e))).setEphemeral(true).queue();
    }

    /** Acknowledges at once ("thinking...", private or not), then hands the command to the core. */
    void deferAndAnswer(IReplyCallback e, SlashIn s, boolean ephemeral) {
        e.deferReply(ephemeral)
                .queue(
                        null,
                        err ->
                                LOG.warn(
                                        "could not acknowledge /{}: {}",
                                        s.command(),
                                        err.toString()));
        InteractionHook hook = e.getHook();
        ListRequest list = ListRequest.of(s).orElse(null);
        submit(hook, ephemeral, s, list);
    }

    /** Hands the command to the core thread; its replies answer the deferred response. */
    void submit(InteractionHook hook, boolean deferredEphemeral, SlashIn s, ListRequest list) {
        String guild = s.ctx().guild();
        if (!worker.submit(
                () ->
                        answer(
                                hook,
                                deferredEphemeral,
                                ReplyFiles.withinLimit(core.handle(s), guild),
                                list))) {
            worker.track(hook.editOriginal(closing(s.ctx().clientLang())).submit());
        }
    }

    /** Replaces the deferred (private) response with a private error. */
    void error(InteractionHook hook, String text) {
        worker.track(
                hook.editOriginal(Rendering.edit(Reply.privately(ReplyKind.ERROR, text), null, 0))
                        .submit());
    }

    /**
     * The first reply replaces the deferred response when it is as private as that was; otherwise
     * that response is removed and the reply sent as a follow-up with its own visibility. Further
     * replies are follow-ups.
     */
    private void answer(
            InteractionHook hook,
            boolean deferredEphemeral,
            List<Reply> replies,
            ListRequest list) {
        if (replies.isEmpty()) {
            worker.track(hook.deleteOriginal().submit());
            return;
        }
        Reply first = replies.get(0);
        RestAction<?> chain =
                first.ephemeral() == deferredEphemeral
                        ? hook.editOriginal(Rendering.edit(first, list, 0))
                        : hook.deleteOriginal().flatMap(v -> followup(hook, first, list));
        for (Reply r : replies.subList(1, replies.size()))
            chain = chain.flatMap(x -> followup(hook, r, null));
        worker.track(chain.submit());
    }

    private static RestAction<?> followup(InteractionHook hook, Reply r, ListRequest list) {
        return hook.sendMessage(Rendering.create(r, list, 0)).setEphemeral(r.ephemeral());
    }

    /** The replies as follow-ups, in order (after a deferred update: a button). */
    void followups(InteractionHook hook, List<Reply> replies) {
        RestAction<?> chain = null;
        for (Reply r : replies)
            chain =
                    chain == null
                            ? followup(hook, r, null)
                            : chain.flatMap(x -> followup(hook, r, null));
        if (chain != null) worker.track(chain.submit());
    }
}
