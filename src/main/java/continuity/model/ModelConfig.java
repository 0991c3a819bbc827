package continuity.model;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Where the optional model is and how far it is trusted: an OpenAI-compatible chat-completions
 * endpoint ({@code baseUrl} ends before {@code /chat/completions}), the model's name, an optional
 * API key, the timeout of one call, the calls allowed per server per minute, the circuit breaker
 * (consecutive failures before it opens, and for how long) and the confidence under which a claim
 * is asked, not written. Off unless {@code CONTINUITY_MODEL_URL} and {@code CONTINUITY_MODEL_NAME}
 * are set.
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

    public static final String URL = "CONTINUITY_MODEL_URL";
    public static final String NAME = "CONTINUITY_MODEL_NAME";
    public static final String KEY = "CONTINUITY_MODEL_API_KEY";
    public static final String KEY_FILE = "CONTINUITY_MODEL_API_KEY_FILE";
    public static final String TIMEOUT = "CONTINUITY_MODEL_TIMEOUT_MS";
    public static final String RATE = "CONTINUITY_MODEL_REQUESTS_PER_MINUTE";
    public static final String ASK_BELOW = "CONTINUITY_MODEL_ASK_BELOW";

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
                Duration.ofSeconds(8),
                10,
                3,
                Duration.ofSeconds(60),
                0.8,
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

    /**
     * From the environment; empty when no model is configured. A wrong value is an {@link
     * IllegalArgumentException} listing every problem, one a line.
     */
    public static Optional<ModelConfig> fromEnvironment(Map<String, String> env) {
        String url = value(env, URL), name = value(env, NAME);
        if (url == null && name == null) return Optional.empty();
        List<String> problems = new ArrayList<>();
        URI uri = null;
        if (url == null)
            problems.add(URL + " is not set (the endpoint, e.g. http://localhost:11434/v1)");
        else {
            try {
                uri = URI.create(url.endsWith("/") ? url.substring(0, url.length() - 1) : url);
                if (!"http".equals(uri.getScheme()) && !"https".equals(uri.getScheme())
                        || uri.getHost() == null) {
                    problems.add(URL + " = " + url + ": allowed: an http:// or https:// URL");
                }
            } catch (IllegalArgumentException e) {
                problems.add(URL + " = " + url + ": allowed: an http:// or https:// URL");
            }
        }
        if (name == null) problems.add(NAME + " is not set (the model, e.g. qwen2.5:7b-instruct)");
        String key = value(env, KEY);
        String keyFile = value(env, KEY_FILE);
        if (key == null && keyFile != null) {
            try {
                key = Files.readString(Path.of(keyFile), StandardCharsets.UTF_8).strip();
            } catch (IOException | RuntimeException e) {
                problems.add(
                        KEY_FILE
                                + " = "
                                + keyFile
                                + ": cannot be read ("
                                + e.getClass().getSimpleName()
                                + ")");
            }
        }
        int timeout = number(env, TIMEOUT, 8000, 100, 60000, problems);
        int rate = number(env, RATE, 10, 1, 10000, problems);
        double askBelow = 0.8;
        String ask = value(env, ASK_BELOW);
        if (ask != null) {
            try {
                askBelow = Double.parseDouble(ask);
                if (!(askBelow >= 0 && askBelow <= 1)) throw new NumberFormatException();
            } catch (NumberFormatException e) {
                problems.add(ASK_BELOW + " = " + ask + ": allowed: a number from 0 to 1");
            }
        }
        if (!problems.isEmpty())
            throw new IllegalArgumentException(
                    "Invalid model configuration:\n  " + String.join("\n  ", problems));
        return Optional.of(
                new ModelConfig(
                        uri,
                        name,
                        key,
                        Duration.ofMillis(timeout),
                        rate,
                        3,
                        Duration.ofSeconds(60),
                        askBelow,
                        400));
    }

    private static String value(Map<String, String> env, String name) {
        String v = env.get(name);
        return v == null || v.isBlank() ? null : v.strip();
    }

    private static int number(
            Map<String, String> env,
            String name,
            int dflt,
            int min,
            int max,
            List<String> problems) {
        String v = value(env, name);
        if (v == null) return dflt;
        try {
            int n = Integer.parseInt(v);
            if (n < min || n > max) throw new NumberFormatException();
            return n;
        } catch (NumberFormatException e) {
            problems.add(name + " = " + v + ": allowed: a whole number from " + min + " to " + max);
            return dflt;
        }
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
