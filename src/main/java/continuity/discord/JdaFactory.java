package continuity.discord;

import java.util.EnumSet;
import net.dv8tion.jda.api.JDABuilder;
import net.dv8tion.jda.api.requests.GatewayIntent;
import net.dv8tion.jda.api.requests.RestConfig;
import net.dv8tion.jda.api.utils.Compression;
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
     * The client of one shard ({@code shard} of {@code total}, from {@code discord.shards.*}):
     * Discord then sends it only the events of servers whose {@code (guild_id >> 22) % total} is
     * {@code shard}, and direct messages to shard 0. A total of 1 is the unsharded client.
     */
    public static JDABuilder builder(DiscordSettings settings, int shard, int total) {
        JDABuilder b = builder(settings);
        if (total > 1) b.useSharding(shard, total);
        return b;
    }

    /**
     * The same, its login waiting for {@code gate} (shared by every process of the bot) as well.
     */
    static JDABuilder builder(
            DiscordSettings settings, int shard, int total, SpacedLogins.Gate gate) {
        JDABuilder b = builder(settings, shard, total);
        if (gate != null) b.setSessionController(new SpacedLogins(gate, 1, settings.gatewayUrl()));
        return b;
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
        if (settings.gatewayUrl() != null) {
            String gateway = settings.gatewayUrl();
            // RestConfig does not move the gateway; the session controller names it
            b.setSessionController(
                    new SessionControllerAdapter() {
                        @Override
                        public String getGateway() {
                            return gateway;
                        }
                    });
            // a gateway other than Discord's (a local fake) speaks plain JSON
            b.setCompression(Compression.NONE);
        }
        return b;
    }
}
