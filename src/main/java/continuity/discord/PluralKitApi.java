package continuity.discord;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * PluralKit's public message API: {@code GET https://api.pluralkit.me/v2/messages/{id}} answers
 * with the {@code sender} of a proxied message. Used only when enabled in the settings (a call to a
 * third party).
 */
final class PluralKitApi implements ProxySenders {
    static final String BASE = "https://api.pluralkit.me/v2/messages/";
    private static final Logger LOG = LoggerFactory.getLogger(PluralKitApi.class);
    private static final ObjectMapper JSON = new ObjectMapper();

    private final HttpClient http =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(3)).build();
    private final String base;

    PluralKitApi() {
        this(BASE);
    }

    PluralKitApi(String base) {
        this.base = base;
    }

    @Override
    public CompletableFuture<Optional<String>> senderOf(String messageId) {
        if (messageId == null || !messageId.matches("\\d{1,20}")) {
            return CompletableFuture.completedFuture(Optional.empty());
        }
        HttpRequest req =
                HttpRequest.newBuilder(URI.create(base + messageId))
                        .timeout(Duration.ofSeconds(5))
                        .header("User-Agent", "Continuity (Discord role-play memory bot)")
                        .GET()
                        .build();
        return http.sendAsync(req, HttpResponse.BodyHandlers.ofString())
                .thenApply(
                        res -> {
                            if (res.statusCode() != 200) return Optional.<String>empty();
                            try {
                                JsonNode sender = JSON.readTree(res.body()).get("sender");
                                return sender == null || sender.isNull()
                                        ? Optional.<String>empty()
                                        : Optional.of(sender.asText());
                            } catch (java.io.IOException e) {
                                return Optional.<String>empty();
                            }
                        })
                .exceptionally(
                        e -> {
                            LOG.warn(
                                    "PluralKit lookup of message {} failed: {}",
                                    messageId,
                                    e.toString());
                            return Optional.empty();
                        });
    }
}
