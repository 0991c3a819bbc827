package continuity.discord;

import continuity.chat.Reply;
import continuity.config.Config;
import continuity.dashboard.Dashboard;
import continuity.dashboard.DiscordLogin;
import continuity.memory.Continuity;
import continuity.memory.Store;
import java.io.PrintStream;
import java.time.Clock;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.entities.channel.middleman.GuildMessageChannel;

/**
 * The dashboard beside the bot ({@code dashboard.*} set): members log in with Discord, and the
 * confirmations of what they change on the page are posted in the channel the note came from, as
 * when the change is made there.
 */
final class DashboardDoor {
    private DashboardDoor() {}

    /** The configuration {@code run} was started with (its dashboard settings), for this thread. */
    static final ThreadLocal<Config> CONFIG = new ThreadLocal<>();

    /** Starts the dashboard when configured; returns what stops it (nothing when off). */
    static AutoCloseable start(
            Store store,
            Continuity core,
            DiscordBot bot,
            DiscordSettings settings,
            PrintStream err) {
        Config config = CONFIG.get();
        if (config == null || config.dashboard() == null || !config.dashboard().on())
            return () -> {};
        Config.DashboardSettings d = config.dashboard();
        DiscordLogin.Endpoints endpoints = DiscordLogin.Endpoints.DISCORD;
        if (settings.restBaseUrl() != null) {
            // another Discord (the tests' fake): its API and its authorize page beside it
            String api = settings.restBaseUrl().replaceAll("/+$", "");
            String root = api.replaceAll("/api/v\\d+$", "");
            endpoints = new DiscordLogin.Endpoints(root + "/oauth2/authorize", api);
        }
        Dashboard dashboard =
                new Dashboard(
                                store,
                                core,
                                new DiscordLogin(
                                                d.clientId(),
                                                config.dashboardSecret(),
                                                d.url(),
                                                endpoints)
                                        .withGameMasters(
                                                (guild, user) ->
                                                        isGm(
                                                                bot,
                                                                settings.gmRoleName(),
                                                                guild,
                                                                user)),
                                (guild, channel, reply) -> post(bot, channel, reply),
                                Clock.systemUTC())
                        .runningOn(bot::onCoreThread);
        int port = dashboard.start(d.listen(), d.port());
        err.println(
                "Dashboard on "
                        + d.url()
                        + " (listening on "
                        + d.listen()
                        + ":"
                        + port
                        + "; Discord sends members back to "
                        + d.redirectUrl()
                        + ")");
        return dashboard;
    }

    /**
     * Whether the bot sees {@code user} as a game master of {@code guild} (Manage Server or the GM
     * role, as for its slash commands); asks Discord for the member.
     */
    static boolean isGm(DiscordBot bot, String gmRole, String guild, String user) {
        if (!guild.matches("\\d{1,20}") || !user.matches("\\d{1,20}")) return false;
        for (JDA jda : bot.clients()) {
            net.dv8tion.jda.api.entities.Guild g = jda.getGuildById(guild);
            if (g == null) continue;
            net.dv8tion.jda.api.entities.Member m =
                    g.retrieveMemberById(user)
                            .timeout(10, java.util.concurrent.TimeUnit.SECONDS)
                            .complete();
            return m != null && new Contexts(gmRole).isGm(m);
        }
        return false;
    }

    /** Posts a reply in a server channel the bot sees; false when none of its shards has it. */
    static boolean post(DiscordBot bot, String channel, Reply reply) {
        if (channel == null || !channel.matches("\\d{1,20}")) return false;
        for (JDA jda : bot.clients()) {
            GuildMessageChannel ch = jda.getChannelById(GuildMessageChannel.class, channel);
            if (ch != null && ch.canTalk()) {
                ch.sendMessage(Rendering.create(reply, null, 0)).queue();
                return true;
            }
        }
        return false;
    }
}
