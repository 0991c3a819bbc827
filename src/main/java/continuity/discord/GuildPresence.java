package continuity.discord;

import continuity.memory.Continuity;
import net.dv8tion.jda.api.events.guild.GuildJoinEvent;
import net.dv8tion.jda.api.events.guild.GuildLeaveEvent;
import net.dv8tion.jda.api.hooks.ListenerAdapter;

import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Which servers the bot is in, for the retention rule: a server that removes the bot keeps its notes for
 * the configured grace period (the core records the departure), and is purged once that has passed; a server
 * that invites the bot back before then keeps everything. The purge runs on the core thread every hour.
 */
final class GuildPresence extends ListenerAdapter implements AutoCloseable {
    static final Duration PURGE_EVERY = Duration.ofHours(1);

    private final Continuity core;
    private final CoreWorker worker;
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "continuity-purge");
        t.setDaemon(true);
        return t;
    });

    GuildPresence(Continuity core, CoreWorker worker) {
        this.core = core;
        this.worker = worker;
        timer.scheduleAtFixedRate(() -> worker.submit(() -> core.purgeDeparted(Instant.now())),
                1, PURGE_EVERY.toMinutes(), TimeUnit.MINUTES);
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
