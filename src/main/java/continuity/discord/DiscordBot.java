package continuity.discord;

import continuity.memory.Continuity;
import java.time.Duration;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.exceptions.InvalidTokenException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The bot on Discord: the JDA client built by {@link JdaFactory}, the listeners, the core thread,
 * and the orderly stop. {@link #start} returns once the bot is connected and its commands are
 * registered; {@link #close} stops taking events, finishes the work in hand (messages still waiting
 * for a proxy copy included), waits for the replies to be sent, stops JDA and closes the store.
 */
public final class DiscordBot implements AutoCloseable {
    static final Duration DRAIN = Duration.ofSeconds(30);
    private static final Logger LOG = LoggerFactory.getLogger(DiscordBot.class);
    static final String TOKEN_REFUSED =
            """
            Discord refused the token in DISCORD_TOKEN. Copy it again from the Discord Developer Portal -> your \
            application -> Bot -> Reset Token, and set DISCORD_TOKEN to it.""";

    private final JDA jda;
    private final EventRouter router;
    private final MessageFlow messages;
    private final CoreWorker worker;
    private final ConnectionWatch watch;
    private final AutoCloseable store;
    private boolean closed;

    private DiscordBot(
            JDA jda,
            EventRouter router,
            MessageFlow messages,
            CoreWorker worker,
            ConnectionWatch watch,
            AutoCloseable store) {
        this.jda = jda;
        this.router = router;
        this.messages = messages;
        this.worker = worker;
        this.watch = watch;
        this.store = store;
    }

    /**
     * Connects and registers the commands. {@code store} is closed by {@link #close}; when starting
     * fails it is left open for the caller to close.
     */
    public static DiscordBot start(DiscordSettings settings, Continuity core, AutoCloseable store)
            throws DiscordStartException {
        return start(settings, core, store, 0, 1);
    }

    /**
     * The bot on one shard ({@code shard} of {@code total}); the slash commands, which are global,
     * are registered by shard 0 only.
     */
    public static DiscordBot start(
            DiscordSettings settings, Continuity core, AutoCloseable store, int shard, int total)
            throws DiscordStartException {
        return start(settings, core, store, shard, total, null);
    }

    /** {@code logins}: a gate every process of the bot waits at before it logs in (null: none). */
    static DiscordBot start(
            DiscordSettings settings,
            Continuity core,
            AutoCloseable store,
            int shard,
            int total,
            SpacedLogins.Gate logins)
            throws DiscordStartException {
        CoreWorker worker = new CoreWorker();
        Contexts contexts = new Contexts(settings.gmRoleName());
        ProxySenders senders = settings.pluralKitApi() ? new PluralKitApi() : ProxySenders.NONE;
        MessageFlow messages =
                new MessageFlow(core, worker, contexts, senders, settings.proxyWindow());
        EventRouter router = new EventRouter(messages, new InteractionFlow(core, worker, contexts));
        ConnectionWatch watch = new ConnectionWatch();
        GuildPresence presence = new GuildPresence(core, worker);
        JDA jda = null;
        try {
            jda =
                    JdaFactory.builder(settings, shard, total, logins)
                            .addEventListeners(router, watch, presence)
                            .build();
            jda.awaitReady();
            if (jda.getStatus() != JDA.Status.CONNECTED)
                throw new IllegalStateException("status " + jda.getStatus());
        } catch (InvalidTokenException e) {
            presence.close();
            abandon(jda, worker, messages);
            throw new DiscordStartException(TOKEN_REFUSED, e);
        } catch (IllegalStateException | InterruptedException e) {
            if (e instanceof InterruptedException) Thread.currentThread().interrupt();
            if (jda != null) awaitQuietly(jda);
            try {
                watch.awaitShutdownEvent(Duration.ofSeconds(5));
            } catch (InterruptedException ie) {
                Thread.currentThread().interrupt();
            }
            presence.close();
            abandon(jda, worker, messages);
            String why = ConnectionWatch.explain(watch.closeCode());
            throw new DiscordStartException(
                    why != null ? why : "Could not connect to Discord: " + e.getMessage(), e);
        } catch (RuntimeException e) {
            // the login request failed (network, DNS, an HTTP error): one sentence, not the
            // client's exception
            presence.close();
            abandon(jda, worker, messages);
            Throwable root = e;
            while (root.getCause() != null && root.getCause() != root) root = root.getCause();
            throw new DiscordStartException(
                    "Could not log in to Discord ("
                            + root.getClass().getSimpleName()
                            + (root.getMessage() == null ? "" : ": " + root.getMessage())
                            + "); nothing was started. Check this"
                            + " machine's internet connection, DNS, firewall and proxy.",
                    e);
        }
        if (shard == 0)
            try {
                jda.updateCommands()
                        .addCommands(CommandCatalog.commands(core.limits()))
                        .addCommands(CommandCatalog.saveAsCanon())
                        .complete();
            } catch (RuntimeException e) {
                // messages still work; the commands of an earlier start may still be registered
                LOG.error("registering the slash commands failed: {}", e.toString());
            }
        LOG.info(
                "connected to Discord as {} in {} server(s); slash commands registered",
                jda.getSelfUser().getName(),
                jda.getGuilds().size());
        return new DiscordBot(jda, router, messages, worker, watch, new Closing(presence, store));
    }

    public JDA jda() {
        return jda;
    }

    /**
     * Blocks until JDA has stopped (after {@link #close}, or when Discord ended the session for
     * good).
     */
    public void awaitStopped() throws InterruptedException {
        jda.awaitShutdown();
    }

    /**
     * Why Discord ended the session, in words for the person running the bot; null when it needs
     * none.
     */
    public String stopReason() {
        return ConnectionWatch.explain(watch.closeCode());
    }

    @Override
    public synchronized void close() {
        if (closed) return;
        closed = true;
        LOG.info("stopping: finishing the work in hand");
        router.closing();
        messages.flush();
        worker.drain(DRAIN);
        messages.close();
        jda.shutdown();
        awaitQuietly(jda);
        try {
            store.close();
        } catch (Exception e) {
            LOG.error("closing the store failed: {}", e.toString(), e);
        }
        LOG.info("stopped");
    }

    /** Stops the purge timer, then closes the store. */
    private record Closing(GuildPresence presence, AutoCloseable store) implements AutoCloseable {
        @Override
        public void close() throws Exception {
            presence.close();
            store.close();
        }
    }

    private static void awaitQuietly(JDA jda) {
        try {
            if (!jda.awaitShutdown(Duration.ofSeconds(10))) jda.shutdownNow();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            jda.shutdownNow();
        }
    }

    private static void abandon(JDA jda, CoreWorker worker, MessageFlow messages) {
        if (jda != null) jda.shutdownNow();
        messages.close();
        worker.drain(Duration.ofSeconds(1));
    }
}
