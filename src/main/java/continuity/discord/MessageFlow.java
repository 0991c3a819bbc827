package continuity.discord;

import continuity.chat.ChatContext;
import continuity.chat.MessageIn;
import continuity.chat.Reply;
import continuity.memory.Continuity;
import continuity.memory.ModelHook;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.List;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.entities.Member;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.entities.User;
import net.dv8tion.jda.api.entities.channel.middleman.MessageChannel;
import net.dv8tion.jda.api.events.message.MessageDeleteEvent;
import net.dv8tion.jda.api.events.message.MessageReceivedEvent;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Chat messages: a user's message (or a proxy's copy of it, in the user's name) goes to the core,
 * and its replies are posted in the same channel or thread. Deletions are never requests to forget;
 * they only tell the proxy pairing that a trigger was withdrawn.
 */
final class MessageFlow implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(MessageFlow.class);

    /** A message ready for the core, and where its replies go. */
    record Pending(MessageIn message, MessageChannel channel) {}

    private final Continuity core;
    private final CoreWorker worker;
    private final Contexts contexts;
    private final ProxySenders senders;
    private final ProxyPairing<Pending> pairing;
    private final java.util.concurrent.ExecutorService modelCalls =
            java.util.concurrent.Executors.newFixedThreadPool(
                    2,
                    r -> {
                        Thread t = new Thread(r, "continuity-model");
                        t.setDaemon(true);
                        return t;
                    });

    MessageFlow(
            Continuity core,
            CoreWorker worker,
            Contexts contexts,
            ProxySenders senders,
            Duration proxyWindow) {
        this.core = core;
        this.worker = worker;
        this.contexts = contexts;
        this.senders = senders;
        this.pairing = new ProxyPairing<>(proxyWindow, this::handle);
    }

    void received(MessageReceivedEvent e) {
        JDA jda = e.getJDA();
        Message m = e.getMessage();
        User author = e.getAuthor();
        if (author.getIdLong() == jda.getSelfUser().getIdLong()) return;
        if (m.isWebhookMessage()) {
            proxied(e);
            return;
        }
        if (author.isBot() || author.isSystem()) return;
        boolean direct = !e.isFromGuild();
        ChatContext ctx = contexts.of(e.getChannel(), author, e.getMember(), m.getTimeCreated());
        // in a direct message everything is said to the bot
        MessageIn in =
                new MessageIn(
                        ctx,
                        m.getId(),
                        m.getContentRaw(),
                        direct || mentionsBot(m, jda),
                        repliesToBot(m, jda),
                        null);
        Pending p = new Pending(in, e.getChannel());
        if (direct) handle(p);
        else pairing.userMessage(e.getChannel().getId(), m.getId(), m.getContentRaw(), p);
    }

    void deleted(MessageDeleteEvent e) {
        pairing.deleted(e.getMessageId());
    }

    private void proxied(MessageReceivedEvent e) {
        JDA jda = e.getJDA();
        Message m = e.getMessage();
        String character = e.getAuthor().getName();
        var copy = pairing.webhookMessage(e.getChannel().getId(), m.getContentRaw());
        if (copy instanceof ProxyPairing.Paired<Pending> paired) {
            MessageIn trigger = paired.trigger().message();
            handle(
                    new Pending(
                            new MessageIn(
                                    trigger.ctx(),
                                    m.getId(),
                                    m.getContentRaw(),
                                    trigger.mentionsBot() || mentionsBot(m, jda),
                                    trigger.replyToBot() || repliesToBot(m, jda),
                                    character),
                            e.getChannel()));
        } else if (copy instanceof ProxyPairing.Unpaired<Pending>) {
            MessageChannel channel = e.getChannel();
            OffsetDateTime at = m.getTimeCreated();
            boolean mentions = mentionsBot(m, jda), replies = repliesToBot(m, jda);
            senders.senderOf(m.getId())
                    .thenAccept(
                            sender -> {
                                if (sender.isEmpty()) {
                                    // nobody to attribute it to (an AI character bot's webhook):
                                    // storing it in no one's name is safer than guessing, but the
                                    // canon check reads it, and tells the game master who turned
                                    // it on (or the channel, with public)
                                    LOG.debug(
                                            "proxied message {} not paired with a trigger; canon check only",
                                            m.getId());
                                    unattributed(
                                            new MessageIn(
                                                    contexts.of(
                                                            channel,
                                                            e.getAuthor().getId(),
                                                            character,
                                                            null,
                                                            at),
                                                    m.getId(),
                                                    m.getContentRaw(),
                                                    mentions,
                                                    replies,
                                                    character),
                                            channel);
                                    return;
                                }
                                memberOf(
                                        e,
                                        sender.get(),
                                        member -> {
                                            String name =
                                                    member != null
                                                            ? member.getEffectiveName()
                                                            : character;
                                            ChatContext ctx =
                                                    contexts.of(
                                                            channel,
                                                            sender.get(),
                                                            name,
                                                            member,
                                                            at);
                                            handle(
                                                    new Pending(
                                                            new MessageIn(
                                                                    ctx,
                                                                    m.getId(),
                                                                    m.getContentRaw(),
                                                                    mentions,
                                                                    replies,
                                                                    character),
                                                            channel));
                                        });
                            })
                    .exceptionally(
                            err -> {
                                LOG.warn(
                                        "proxied message {} not handled: {}",
                                        m.getId(),
                                        err.toString());
                                return null;
                            });
        }
        // AlreadyHandled: the original went through as it was; its copy says nothing new
    }

    /** A webhook post no one sent that we know of: the canon check alone, on the core thread. */
    private void unattributed(MessageIn in, MessageChannel channel) {
        boolean taken =
                worker.submit(
                        () -> {
                            Continuity.Unattributed u = core.unattributed(in);
                            post(new Pending(u.told(), channel), u.replies());
                        });
        if (!taken) LOG.warn("message {} arrived while shutting down; not handled", in.messageId());
    }

    private static void memberOf(
            MessageReceivedEvent e, String userId, java.util.function.Consumer<Member> then) {
        if (!e.isFromGuild()) {
            then.accept(null);
            return;
        }
        e.getGuild().retrieveMemberById(userId).queue(then, err -> then.accept(null));
    }

    private void handle(Pending p) {
        boolean taken =
                worker.submit(
                        () -> {
                            Continuity.Step step = core.begin(p.message());
                            if (step instanceof Continuity.Asking asking) askModel(p, asking);
                            else post(p, ((Continuity.Done) step).replies());
                        });
        if (!taken)
            LOG.warn(
                    "message {} arrived while shutting down; not handled", p.message().messageId());
    }

    /**
     * The optional model is asked off the core thread (a call takes seconds; other servers' events
     * go on meanwhile); its answer comes back to the core thread as a follow-up, checked and
     * written there.
     */
    private void askModel(Pending p, Continuity.Asking asking) {
        ModelHook hook = core.model();
        Runnable call =
                () -> {
                    ModelHook.Proposal proposal =
                            hook == null
                                    ? ModelHook.Proposal.failed("no model", null, 0, 0)
                                    : hook.propose(asking.request());
                    if (!worker.submit(() -> post(p, core.finish(asking, proposal)))) {
                        LOG.warn(
                                "the model answered message {} while shutting down; not handled",
                                p.message().messageId());
                    }
                };
        try {
            modelCalls.execute(call);
        } catch (java.util.concurrent.RejectedExecutionException e) {
            post(p, core.finish(asking, ModelHook.Proposal.failed("shutting down", null, 0, 0)));
        }
    }

    private void post(Pending p, List<Reply> replies) {
        ChatContext ctx = p.message().ctx();
        for (Reply r : replies) {
            if (r.kind() == continuity.chat.ReplyKind.CONTRADICTION
                    && r.ephemeral()
                    && !ctx.isDirect()) {
                // the canon check tells the post's author alone: a direct message (its buttons
                // act in the post's server and channel); nothing is said if their DMs are closed
                MessageCreateData dm = Rendering.create(r, null, 0);
                worker.track(
                        p.channel()
                                .getJDA()
                                .retrieveUserById(ctx.user())
                                .flatMap(u -> u.openPrivateChannel())
                                .flatMap(ch -> ch.sendMessage(dm))
                                .submit());
                continue;
            }
            MessageCreateData data =
                    r.ephemeral() && !ctx.isDirect()
                            ? Rendering.privateNote(r, ctx.userName())
                            : Rendering.create(r, null, 0);
            // a Discord reply to the message it answers (never pinging its author: see
            // Rendering); if that message is gone meanwhile (deleted, or a proxy's trigger), it is
            // posted all the same
            worker.track(
                    p.channel()
                            .sendMessage(data)
                            .setMessageReference(p.message().messageId())
                            .failOnInvalidReply(false)
                            .submit());
        }
    }

    static boolean mentionsBot(Message m, JDA jda) {
        return m.getMentions().isMentioned(jda.getSelfUser(), Message.MentionType.USER);
    }

    static boolean repliesToBot(Message m, JDA jda) {
        Message ref = m.getReferencedMessage();
        return ref != null && ref.getAuthor().getIdLong() == jda.getSelfUser().getIdLong();
    }

    /** Hands on the messages still waiting for a proxy copy. */
    void flush() {
        pairing.flush();
    }

    @Override
    public void close() {
        pairing.close();
        modelCalls.shutdownNow();
    }
}
