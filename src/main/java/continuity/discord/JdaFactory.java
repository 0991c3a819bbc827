package continuity.discord;

import continuity.memory.OwnedShards;
import java.util.EnumSet;
import net.dv8tion.jda.api.JDABuilder;
import net.dv8tion.jda.api.requests.GatewayIntent;
import net.dv8tion.jda.api.requests.RestConfig;
import net.dv8tion.jda.api.sharding.DefaultShardManagerBuilder;
import net.dv8tion.jda.api.utils.Compression;
import net.dv8tion.jda.api.utils.SessionController;
import net.dv8tion.jda.api.utils.SessionControllerAdapter;

/**
 * Builds the JDA client the way the bot runs, in production and in the tests alike: the only
 * difference is the REST and gateway addresses of the settings (null means Discord's own).
 */
public final class JdaFactory {
    /**
     * Guild messages and their text (MESSAGE_CONTENT is privileged: switched on in the Developer
     * Portal), and direct messages for a user's own preferences. No member list: the member comes
     * with each event.
     */
    public static final EnumSet<GatewayIntent> INTENTS =
            EnumSet.of(
                    GatewayIntent.GUILD_MESSAGES,
                    GatewayIntent.MESSAGE_CONTENT,
                    GatewayIntent.DIRECT_MESSAGES);

    private JdaFactory() {}

    /**
     * The clients of this process's shards ({@code owned}, from {@code discord.shards.*}), one
     * shard manager: Discord sends each the events of servers whose {@code (guild_id >> 22) %
     * total} is its shard, and direct messages to shard 0. Their logins wait for {@code gate}
     * (shared by every process of the bot; null: none) as well as for each other.
     */
    static DefaultShardManagerBuilder shards(
            DiscordSettings settings, OwnedShards owned, SpacedLogins.Gate gate, int concurrency) {
        if (!settings.hasToken()) throw new IllegalArgumentException("no Discord token");
        DefaultShardManagerBuilder b =
                DefaultShardManagerBuilder.createLight(settings.token(), INTENTS)
                        .setShardsTotal(owned.total())
                        .setShards(owned.from(), owned.to())
                        .setEnableShutdownHook(false);
        if (settings.restBaseUrl() != null)
            b.setRestConfig(new RestConfig().setBaseUrl(settings.restBaseUrl()));
        if (settings.gatewayUrl() != null) b.setCompression(Compression.NONE);
        b.setSessionController(new SpacedLogins(gate, concurrency, settings.gatewayUrl()));
        return b;
    }

    /**
     * The session controller of the unsharded client: the local gateway's, or null for JDA's own.
     */
    private static SessionController sessions(DiscordSettings settings) {
        if (settings.gatewayUrl() == null) return null;
        String gateway = settings.gatewayUrl();
        // RestConfig does not move the gateway; the session controller names it
        return new SessionControllerAdapter() {
            @Override
            public String getGateway() {
                return gateway;
            }
        };
    }

    public static JDABuilder builder(DiscordSettings settings) {
        if (!settings.hasToken()) throw new IllegalArgumentException("no Discord token");
        JDABuilder b =
                JDABuilder.createLight(settings.token(), INTENTS)
                        // our own shutdown hook stops JDA after the in-flight work is done
                        .setEnableShutdownHook(false);
        if (settings.restBaseUrl() != null) {
            b.setRestConfig(new RestConfig().setBaseUrl(settings.restBaseUrl()));
        }
        SessionController logins = sessions(settings);
        if (logins != null) b.setSessionController(logins);
        // a gateway other than Discord's (a local fake) speaks plain JSON
        if (settings.gatewayUrl() != null) b.setCompression(Compression.NONE);
        return b;
    }
}
