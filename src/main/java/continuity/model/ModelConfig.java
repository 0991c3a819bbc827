package continuity.model;

import java.net.URI;
import java.time.Duration;

/**
 * Where the optional model is and how far it is trusted: an OpenAI-compatible chat-completions
 * endpoint ({@code baseUrl} ends before {@code /chat/completions}), the model's name, an optional
 * API key, the timeout of one call, the calls allowed per server per minute, the circuit breaker
 * (consecutive failures before it opens, and for how long) and the confidence under which a claim
 * is asked, not written. Read with the rest of the configuration ({@code model.*} in the file, or
 * the {@code CONTINUITY_MODEL_*} variables below; {@code continuity.config.Config#modelConfig}),
 * which checks every value against the limits below; off unless the URL and the name are set.
 */
public record ModelConfig(
        URI baseUrl,
        String model,
        String apiKey,
        Duration timeout,
        int requestsPerMinute,
        int breakerFailures,
        Duration breakerCooldown,
        double askBelow,
        int maxTokens) {

    /**
     * The environment variables of {@code model.url}, {@code model.name}, the key (never in the
     * file), {@code model.api_key_file}, {@code model.timeout_ms}, {@code
     * model.requests_per_minute} and {@code model.ask_below}.
     */
    public static final String URL = "CONTINUITY_MODEL_URL";

    public static final String NAME = "CONTINUITY_MODEL_NAME";
    public static final String KEY = "CONTINUITY_MODEL_API_KEY";
    public static final String KEY_FILE = "CONTINUITY_MODEL_API_KEY_FILE";
    public static final String TIMEOUT = "CONTINUITY_MODEL_TIMEOUT_MS";
    public static final String RATE = "CONTINUITY_MODEL_REQUESTS_PER_MINUTE";
    public static final String ASK_BELOW = "CONTINUITY_MODEL_ASK_BELOW";

    /** The defaults and limits those keys are checked against. */
    public static final int DEFAULT_TIMEOUT_MS = 8000, MIN_TIMEOUT_MS = 100, MAX_TIMEOUT_MS = 60000;

    public static final int DEFAULT_REQUESTS_PER_MINUTE = 10,
            MIN_REQUESTS_PER_MINUTE = 1,
            MAX_REQUESTS_PER_MINUTE = 10000;
    public static final double DEFAULT_ASK_BELOW = 0.8;

    public ModelConfig {
        if (baseUrl == null || model == null || model.isBlank())
            throw new IllegalArgumentException("a model needs a URL and a name");
    }

    /**
     * A configuration with the defaults: 8 s timeout, 10 calls per server per minute, breaker 3
     * failures / 60 s, ask below 0.8.
     */
    public static ModelConfig of(URI baseUrl, String model, String apiKey) {
        return new ModelConfig(
                baseUrl,
                model,
                apiKey,
                Duration.ofMillis(DEFAULT_TIMEOUT_MS),
                DEFAULT_REQUESTS_PER_MINUTE,
                3,
                Duration.ofSeconds(60),
                DEFAULT_ASK_BELOW,
                400);
    }

    public ModelConfig withTimeout(Duration d) {
        return new ModelConfig(
                baseUrl,
                model,
                apiKey,
                d,
                requestsPerMinute,
                breakerFailures,
                breakerCooldown,
                askBelow,
                maxTokens);
    }

    public ModelConfig withRate(int perMinute) {
        return new ModelConfig(
                baseUrl,
                model,
                apiKey,
                timeout,
                perMinute,
                breakerFailures,
                breakerCooldown,
                askBelow,
                maxTokens);
    }

    public ModelConfig withAskBelow(double confidence) {
        return new ModelConfig(
                baseUrl,
                model,
                apiKey,
                timeout,
                requestsPerMinute,
                breakerFailures,
                breakerCooldown,
                confidence,
                maxTokens);
    }

    public ModelConfig withBreaker(int failures, Duration cooldown) {
        return new ModelConfig(
                baseUrl,
                model,
                apiKey,
                timeout,
                requestsPerMinute,
                failures,
                cooldown,
                askBelow,
                maxTokens);
    }

    @Override
    public String toString() {
        return "ModelConfig["
                + baseUrl
                + ", "
                + model
                + (apiKey == null ? "" : ", key set")
                + ", timeout "
                + timeout
                + "]";
    }
}
