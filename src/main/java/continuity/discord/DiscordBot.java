package continuity.discord;

import continuity.memory.Continuity;
import continuity.memory.OwnedShards;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.exceptions.InvalidTokenException;
import net.dv8tion.jda.api.sharding.ShardManager;
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

    /** The clients of this process's shards; one when unsharded. */
    private final List<JDA> clients;

    /** The shard manager of a sharded process; null when unsharded. */
    private final ShardManager manager;

    private final EventRouter router;
    private final MessageFlow messages;
    private final CoreWorker worker;
    private final ConnectionWatch watch;
    private final AutoCloseable store;
    private boolean closed;

    private DiscordBot(
            List<JDA> clients,
            ShardManager manager,
            EventRouter router,
            MessageFlow messages,
            CoreWorker worker,
            ConnectionWatch watch,
            AutoCloseable store) {
        this.clients = List.copyOf(clients);
        this.manager = manager;
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
        return start(settings, core, store, OwnedShards.ALL, null);
    }

    /**
     * The bot on shards {@code owned.from()..owned.to()} of {@code owned.total()}, one JDA shard
     * manager; the slash commands, which are global, are registered by the process of shard 0.
     * {@code logins}: a gate every process of the bot waits at before each login (null: none).
     */
    static DiscordBot start(
            DiscordSettings settings,
            Continuity core,
            AutoCloseable store,
            OwnedShards owned,
            SpacedLogins.Gate logins)
            throws DiscordStartException {
        if (!core.owned().equals(owned))
            throw new IllegalArgumentException(
                    "the core keeps the state of "
                            + core.owned()
                            + " but the bot would run "
                            + owned);
        CoreWorker worker = new CoreWorker();
        Contexts contexts = new Contexts(settings.gmRoleName());
        ProxySenders senders = settings.pluralKitApi() ? new PluralKitApi() : ProxySenders.NONE;
        MessageFlow messages =
                new MessageFlow(core, worker, contexts, senders, settings.proxyWindow());
        EventRouter router = new EventRouter(messages, core, worker, contexts);
        ConnectionWatch watch = new ConnectionWatch();
        GuildPresence presence = new GuildPresence(core, worker);
        boolean sharded = owned.total() > 1;
        List<JDA> clients = new ArrayList<>();
        ShardManager manager = null;
        Runnable abandonClients = () -> {};
        try {
            if (sharded) {
                int concurrency = GatewayLimits.maxConcurrency(settings);
                ShardManager m =
                        JdaFactory.shards(settings, owned, logins, concurrency)
                                .addEventListeners(router, watch, presence)
                                .build();
                manager = m;
                abandonClients = m::shutdown;
                clients.addAll(awaitShards(m, owned, watch));
            } else {
                JDA jda =
                        JdaFactory.builder(settings)
                                .addEventListeners(router, watch, presence)
                                .build();
                clients.add(jda);
                abandonClients = jda::shutdownNow;
                connected(jda, "");
            }
        } catch (InvalidTokenException e) {
            presence.close();
            abandon(abandonClients, worker, messages);
            throw new DiscordStartException(TOKEN_REFUSED, e);
        } catch (IllegalStateException | InterruptedException e) {
            if (e instanceof InterruptedException) Thread.currentThread().interrupt();
            if (manager != null) manager.shutdown();
            for (JDA jda : clients) awaitQuietly(jda);
            try {
                watch.awaitShutdownEvent(Duration.ofSeconds(5));
            } catch (InterruptedException ie) {
                Thread.currentThread().interrupt();
            }
            presence.close();
            abandon(abandonClients, worker, messages);
            String why = ConnectionWatch.explain(watch.closeCode());
            throw new DiscordStartException(
                    why != null ? why : "Could not connect to Discord: " + e.getMessage(), e);
        } catch (RuntimeException e) {
            // the login request failed (network, DNS, an HTTP error): one sentence, not the
            // client's exception
            presence.close();
            abandon(abandonClients, worker, messages);
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
        JDA first = clients.get(0);
        if (owned.from() == 0)
            try {
                first.updateCommands()
                        .addCommands(CommandCatalog.commands(core.limits()))
                        .addCommands(CommandCatalog.saveAsCanon())
                        .complete();
            } catch (RuntimeException e) {
                // messages still work; the commands of an earlier start may still be registered
                LOG.error("registering the slash commands failed: {}", e.toString());
            }
        int servers = clients.stream().mapToInt(j -> j.getGuilds().size()).sum();
        LOG.info(
                "connected to Discord as {} in {} server(s) ({}){}",
                first.getSelfUser().getName(),
                servers,
                owned,
                owned.from() == 0 ? "; slash commands registered" : "");
        return new DiscordBot(
                clients, manager, router, messages, worker, watch, new Closing(presence, store));
    }

    /**
     * Waits for the client to connect; a client that stopped instead is an IllegalStateException.
     */
    private static JDA connected(JDA jda, String which) throws InterruptedException {
        jda.awaitReady();
        if (jda.getStatus() != JDA.Status.CONNECTED)
            throw new IllegalStateException(which + "status " + jda.getStatus());
        return jda;
    }

    /** How long a shard of this process may take to appear and connect. */
    static final Duration SHARD_READY = Duration.ofMinutes(2);

    /**
     * Waits for every shard of this process to connect, in order (their logins are spaced 5 s
     * apart): the manager creates them one after the other.
     */
    private static List<JDA> awaitShards(ShardManager m, OwnedShards owned, ConnectionWatch watch)
            throws InterruptedException {
        List<JDA> out = new ArrayList<>();
        for (int id = owned.from(); id <= owned.to(); id++) {
            long deadline = System.nanoTime() + SHARD_READY.toNanos();
            JDA jda;
            while ((jda = m.getShardById(id)) == null) {
                if (watch.stopped() || System.nanoTime() > deadline)
                    throw new IllegalStateException("shard " + id + " did not start");
                Thread.sleep(20);
            }
            out.add(connected(jda, "shard " + id + ": "));
        }
        return out;
    }

    /** The client of the first shard of this process (the only one when unsharded). */
    /**
     * Runs {@code work} on the core thread, after the events already queued there, and waits for it
     * (the dashboard's actions, so that they take their turn with the channel's events).
     */
    public <T> T onCoreThread(java.util.function.Supplier<T> work) {
        java.util.concurrent.CompletableFuture<T> done =
                new java.util.concurrent.CompletableFuture<>();
        boolean queued =
                worker.submit(
                        () -> {
                            try {
                                done.complete(work.get());
                            } catch (RuntimeException | Error e) {
                                done.completeExceptionally(e);
                            }
                        });
        if (!queued) throw new IllegalStateException("the bot is stopping");
        try {
            return done.get(60, java.util.concurrent.TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } catch (java.util.concurrent.ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) throw r;
            throw new IllegalStateException(e.getCause());
        } catch (java.util.concurrent.TimeoutException e) {
            throw new IllegalStateException("the core did not answer within 60 s", e);
        }
    }

    public JDA jda() {
        return clients.get(0);
    }

    /** The clients of this process's shards, in shard order. */
    public List<JDA> clients() {
        return clients;
    }

    /**
     * Blocks until JDA has stopped (after {@link #close}, or when Discord ended the session for
     * good).
     */
    public void awaitStopped() throws InterruptedException {
        if (manager == null) clients.get(0).awaitShutdown();
        else watch.awaitShutdownEvent(null); // one shard ended for good: the process stops
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
        if (manager != null) manager.shutdown();
        else clients.get(0).shutdown();
        for (JDA jda : clients) awaitQuietly(jda);
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

    private static void abandon(Runnable clients, CoreWorker worker, MessageFlow messages) {
        clients.run();
        messages.close();
        worker.drain(Duration.ofSeconds(1));
    }
}
