package continuity.discord;

import continuity.memory.Continuity;
import continuity.memory.OwnedShards;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.entities.Guild;
import net.dv8tion.jda.api.events.guild.GuildJoinEvent;
import net.dv8tion.jda.api.events.guild.GuildLeaveEvent;
import net.dv8tion.jda.api.events.session.ReadyEvent;
import net.dv8tion.jda.api.hooks.ListenerAdapter;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Which servers the bot is in, for the retention rule: a server that removes the bot keeps its
 * notes for the configured grace period (the core records the departure), and is purged once that
 * has passed; a server that invites the bot back before then keeps everything. The purge runs on
 * the core thread every hour, with the expiry of questions nobody answered ({@link
 * Continuity#expire}). A removal while the bot was offline is found when it connects ({@link
 * #onReady}).
 */
final class GuildPresence extends ListenerAdapter implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(GuildPresence.class);
    static final Duration PURGE_EVERY = Duration.ofHours(1);

    private final Continuity core;
    private final CoreWorker worker;

    /** The servers each shard of this process listed when it last connected. */
    private final Map<Integer, Set<String>> readyShards = new HashMap<>();

    private final ScheduledExecutorService timer =
            Executors.newSingleThreadScheduledExecutor(
                    r -> {
                        Thread t = new Thread(r, "continuity-purge");
                        t.setDaemon(true);
                        return t;
                    });

    GuildPresence(Continuity core, CoreWorker worker) {
        this.core = core;
        this.worker = worker;
        timer.scheduleAtFixedRate(
                () ->
                        worker.submit(
                                () -> {
                                    core.purgeDeparted(Instant.now());
                                    core.expire(Instant.now());
                                }),
                1,
                PURGE_EVERY.toMinutes(),
                TimeUnit.MINUTES);
    }

    /**
     * On connecting, Discord lists the servers the bot is in (those in an outage included): a
     * server it keeps notes about that is not listed removed it while it was offline. A sharded
     * process waits until each of its shards has connected and looks only at the servers of its
     * shards (another process lists the others). Not done when the lists are empty (more likely a
     * fault than every server at once).
     */
    @Override
    public void onReady(ReadyEvent event) {
        JDA jda = event.getJDA();
        Set<String> listed = new HashSet<>(jda.getUnavailableGuilds());
        for (Guild g : jda.getGuilds()) listed.add(g.getId());
        Set<String> present = new HashSet<>();
        synchronized (readyShards) {
            readyShards.put(jda.getShardInfo().getShardId(), Set.copyOf(listed));
            OwnedShards owned = core.owned();
            if (readyShards.size() < owned.to() - owned.from() + 1) return;
            readyShards.values().forEach(present::addAll);
        }
        if (present.isEmpty()) {
            LOG.warn(
                    "Discord lists no server for the bot: servers removed while offline are not looked for this time");
            return;
        }
        Instant now = Instant.now();
        worker.submit(() -> core.reconcileGuilds(Set.copyOf(present), now));
    }

    @Override
    public void onGuildLeave(GuildLeaveEvent event) {
        String guild = event.getGuild().getId();
        worker.submit(() -> core.guildRemoved(guild, Instant.now()));
    }

    @Override
    public void onGuildJoin(GuildJoinEvent event) {
        String guild = event.getGuild().getId();
        worker.submit(() -> core.guildReturned(guild));
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }
}
