package continuity.discord.fake;

import net.dv8tion.jda.api.JDABuilder;
import net.dv8tion.jda.api.requests.GatewayIntent;
import net.dv8tion.jda.api.requests.RestConfig;
import net.dv8tion.jda.api.utils.Compression;
import net.dv8tion.jda.api.utils.SessionControllerAdapter;

/**
 * Points a {@link JDABuilder} at a {@link FakeDiscord}. For tests only: production builds JDA in
 * its own factory from the settings {@link FakeDiscord#restBaseUrl()} and {@link
 * FakeDiscord#gatewayUrl()}.
 */
public final class FakeJda {
    private FakeJda() {}

    /**
     * REST base URL, gateway URL (through the session controller, which RestConfig does not cover),
     * no compression.
     */
    public static JDABuilder configure(JDABuilder builder, FakeDiscord fake) {
        String gatewayUrl = fake.gatewayUrl();
        return builder.setRestConfig(new RestConfig().setBaseUrl(fake.restBaseUrl()))
                .setSessionController(
                        new SessionControllerAdapter() {
                            @Override
                            public String getGateway() {
                                return gatewayUrl;
                            }
                        })
                .setCompression(Compression.NONE)
                .setEnableShutdownHook(false);
    }

    /** A light JDA builder (no member cache) with these intents, already pointed at the fake. */
    public static JDABuilder lightBuilder(
            FakeDiscord fake, GatewayIntent intent, GatewayIntent... intents) {
        return configure(JDABuilder.createLight("fake-token", intent, intents), fake);
    }
}
