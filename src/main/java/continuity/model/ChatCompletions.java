package continuity.model;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;

/** One POST to {@code /chat/completions}, bounded by the configured timeout; never throws. */
final class ChatCompletions {
    /** What came back: a status and body, or the reason nothing did ({@code failure}). */
    record Exchange(int status, String body, long latencyMs, String failure) {}

    private final ModelConfig config;
    private final HttpClient http;
    private final URI endpoint;

    ChatCompletions(ModelConfig config) {
        this.config = config;
        this.http =
                HttpClient.newBuilder()
                        .connectTimeout(config.timeout())
                        .followRedirects(HttpClient.Redirect.NEVER)
                        .version(HttpClient.Version.HTTP_1_1)
                        .build();
        this.endpoint = URI.create(config.baseUrl() + "/chat/completions");
    }

    Exchange post(String body) {
        HttpRequest.Builder rb =
                HttpRequest.newBuilder(endpoint)
                        .timeout(config.timeout())
                        .header("Content-Type", "application/json")
                        .header("Accept", "application/json")
                        .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
        if (config.apiKey() != null && !config.apiKey().isBlank())
            rb.header("Authorization", "Bearer " + config.apiKey());
        long start = System.nanoTime();
        java.util.concurrent.CompletableFuture<HttpResponse<String>> call;
        try {
            call =
                    http.sendAsync(
                            rb.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        } catch (RuntimeException e) {
            return new Exchange(0, null, millis(start), "request failed");
        }
        try {
            // the whole exchange, body included, within the timeout: a server that trickles its
            // answer is cut off too
            HttpResponse<String> r =
                    call.get(
                            config.timeout().toMillis(),
                            java.util.concurrent.TimeUnit.MILLISECONDS);
            return new Exchange(r.statusCode(), r.body(), millis(start), null);
        } catch (java.util.concurrent.TimeoutException e) {
            call.cancel(true);
            return new Exchange(0, null, millis(start), "timeout");
        } catch (java.util.concurrent.ExecutionException e) {
            return new Exchange(
                    0,
                    null,
                    millis(start),
                    e.getCause() instanceof HttpTimeoutException ? "timeout" : "unreachable");
        } catch (InterruptedException e) {
            call.cancel(true);
            Thread.currentThread().interrupt();
            return new Exchange(0, null, millis(start), "interrupted");
        }
    }

    private static long millis(long start) {
        return (System.nanoTime() - start) / 1_000_000;
    }
}
