package continuity.discord;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * How many logins (IDENTIFY) Discord accepts at once from this bot: {@code
 * session_start_limit.max_concurrency} of {@code GET /gateway/bot}, one per bucket {@code shard %
 * max_concurrency} every 5 seconds. 1 for all but the largest bots, and 1 when Discord cannot be
 * asked (only ever slower than needed).
 */
final class GatewayLimits {
    private static final Logger LOG = LoggerFactory.getLogger(GatewayLimits.class);
    static final String DISCORD_API = "https://discord.com/api/v10/";

    private GatewayLimits() {}

    static int maxConcurrency(DiscordSettings settings) {
        String base = settings.restBaseUrl() != null ? settings.restBaseUrl() : DISCORD_API;
        if (!base.endsWith("/")) base += "/";
        try {
            HttpResponse<String> r =
                    HttpClient.newBuilder()
                            .connectTimeout(Duration.ofSeconds(10))
                            .build()
                            .send(
                                    HttpRequest.newBuilder(URI.create(base + "gateway/bot"))
                                            .timeout(Duration.ofSeconds(10))
                                            .header("Authorization", "Bot " + settings.token())
                                            .header(
                                                    "User-Agent",
                                                    "DiscordBot (https://github.com/continuity, 1)")
                                            .GET()
                                            .build(),
                                    HttpResponse.BodyHandlers.ofString());
            if (r.statusCode() != 200) {
                LOG.warn(
                        "GET /gateway/bot answered {}: logging in one shard at a time",
                        r.statusCode());
                return 1;
            }
            JsonNode limit = new ObjectMapper().readTree(r.body()).path("session_start_limit");
            int concurrency = limit.path("max_concurrency").asInt(1);
            int remaining = limit.path("remaining").asInt(-1);
            if (remaining >= 0 && remaining < 10)
                LOG.warn(
                        "Discord allows {} more logins until {} ms from now: a bot that logs in"
                                + " more often has its token reset",
                        remaining,
                        limit.path("reset_after").asLong());
            return Math.max(1, Math.min(concurrency, 1024));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 1;
        } catch (Exception e) {
            LOG.warn("GET /gateway/bot failed ({}): logging in one shard at a time", e.toString());
            return 1;
        }
    }
}
