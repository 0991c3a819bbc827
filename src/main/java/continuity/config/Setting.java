package continuity.config;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.math.BigDecimal;
import java.net.URI;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * One configuration key: its environment variable, its default and what it accepts. The table of
 * them ({@link Settings}) is the single source for validation, environment overrides and the docs.
 */
public record Setting(
        String key,
        String env,
        Type type,
        JsonNode fallback,
        long min,
        long max,
        List<String> choices,
        boolean nullable,
        String readBy) {

    public enum Type {
        TEXT,
        PATH,
        BOOL,
        INT,
        CHOICE,
        LIST,
        /** An http:// or https:// URL with a host; a trailing slash is dropped. */
        URL,
        /** A number, not necessarily whole, from {@code min} to {@code max}. */
        NUMBER
    }

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    static Setting text(String key, String env, String fallback, int maxLength, String readBy) {
        return new Setting(
                key,
                env,
                Type.TEXT,
                NODES.textNode(fallback),
                1,
                maxLength,
                List.of(),
                false,
                readBy);
    }

    /** Text that may be left empty: then the setting is off. */
    static Setting optionalText(String key, String env, int maxLength, String readBy) {
        return new Setting(
                key, env, Type.TEXT, NODES.nullNode(), 1, maxLength, List.of(), true, readBy);
    }

    /** An http(s) URL that may be left empty. */
    static Setting url(String key, String env, String readBy) {
        return new Setting(key, env, Type.URL, NODES.nullNode(), 1, 2048, List.of(), true, readBy);
    }

    static Setting number(
            String key, String env, double fallback, long min, long max, String readBy) {
        return new Setting(
                key,
                env,
                Type.NUMBER,
                NODES.numberNode(fallback),
                min,
                max,
                List.of(),
                false,
                readBy);
    }

    static Setting path(String key, String env, String fallback, boolean nullable, String readBy) {
        return new Setting(
                key,
                env,
                Type.PATH,
                fallback == null ? NODES.nullNode() : NODES.textNode(fallback),
                1,
                4096,
                List.of(),
                nullable,
                readBy);
    }

    static Setting bool(String key, String env, boolean fallback, String readBy) {
        return new Setting(
                key, env, Type.BOOL, NODES.booleanNode(fallback), 0, 0, List.of(), false, readBy);
    }

    static Setting integer(
            String key, String env, long fallback, long min, long max, String readBy) {
        return new Setting(
                key, env, Type.INT, NODES.numberNode(fallback), min, max, List.of(), false, readBy);
    }

    static Setting choice(
            String key, String env, String fallback, List<String> choices, String readBy) {
        return new Setting(
                key, env, Type.CHOICE, NODES.textNode(fallback), 0, 0, choices, false, readBy);
    }

    static Setting list(
            String key, String env, List<String> fallback, int maxItemLength, String readBy) {
        ArrayNode a = NODES.arrayNode();
        fallback.forEach(a::add);
        return new Setting(key, env, Type.LIST, a, 1, maxItemLength, List.of(), false, readBy);
    }

    /** What this key accepts, in the words an error message uses. */
    public String allowed() {
        String base =
                switch (type) {
                    case TEXT -> "text of 1 to " + max + " characters";
                    case PATH -> "a file path";
                    case BOOL -> "true or false";
                    case INT -> "a whole number from " + min + " to " + max;
                    case CHOICE -> "one of " + String.join(", ", choices);
                    case LIST ->
                            "a list of markers, each 1 to "
                                    + max
                                    + " characters without spaces"
                                    + " (in an environment variable: separated by commas)";
                    case URL -> "an http:// or https:// URL";
                    case NUMBER -> "a number from " + min + " to " + max;
                };
        return nullable ? base + ", or empty" : base;
    }

    /** Turns an environment variable's text into the value it stands for (not yet validated). */
    JsonNode fromEnv(String raw) {
        String v = raw.trim();
        return switch (type) {
            case TEXT, CHOICE, URL -> NODES.textNode(v);
            case PATH -> v.isEmpty() && nullable ? NODES.nullNode() : NODES.textNode(v);
            case BOOL ->
                    switch (v.toLowerCase(Locale.ROOT)) {
                        case "true", "yes", "on", "1" -> NODES.booleanNode(true);
                        case "false", "no", "off", "0" -> NODES.booleanNode(false);
                        default -> NODES.textNode(v);
                    };
            case INT -> {
                try {
                    yield NODES.numberNode(Long.parseLong(v));
                } catch (NumberFormatException e) {
                    yield NODES.textNode(v);
                }
            }
            case LIST -> {
                ArrayNode a = NODES.arrayNode();
                for (String part : v.split(",")) if (!part.isBlank()) a.add(part.trim());
                yield a;
            }
            case NUMBER -> {
                try {
                    yield NODES.numberNode(new BigDecimal(v));
                } catch (NumberFormatException e) {
                    yield NODES.textNode(v);
                }
            }
        };
    }

    /** The value normalised, or empty when it is not allowed. */
    Optional<JsonNode> check(JsonNode v) {
        if (v == null || v.isNull() || (nullable && v.isTextual() && v.asText().isBlank()))
            return nullable ? Optional.of(NODES.nullNode()) : Optional.empty();
        return switch (type) {
            case TEXT ->
                    v.isTextual() && !v.asText().isBlank() && v.asText().length() <= max
                            ? Optional.of(NODES.textNode(v.asText().trim()))
                            : Optional.empty();
            case PATH ->
                    v.isTextual()
                                    && !v.asText().isBlank()
                                    && v.asText().length() <= max
                                    && v.asText().indexOf('\0') < 0
                            ? Optional.of(NODES.textNode(v.asText().trim()))
                            : v.isTextual() && v.asText().isBlank() && nullable
                                    ? Optional.of(NODES.nullNode())
                                    : Optional.empty();
            case BOOL -> v.isBoolean() ? Optional.of(v) : Optional.empty();
            case INT ->
                    v.isIntegralNumber()
                                    && v.canConvertToLong()
                                    && v.asLong() >= min
                                    && v.asLong() <= max
                            ? Optional.of(NODES.numberNode(v.asLong()))
                            : Optional.empty();
            case CHOICE ->
                    v.isTextual() && choices.contains(v.asText().trim().toLowerCase(Locale.ROOT))
                            ? Optional.of(
                                    NODES.textNode(v.asText().trim().toLowerCase(Locale.ROOT)))
                            : Optional.empty();
            case LIST -> checkList(v);
            case URL -> checkUrl(v);
            case NUMBER ->
                    v.isNumber()
                                    && Double.isFinite(v.doubleValue())
                                    && v.doubleValue() >= min
                                    && v.doubleValue() <= max
                            ? Optional.of(NODES.numberNode(v.doubleValue()))
                            : Optional.empty();
        };
    }

    private Optional<JsonNode> checkUrl(JsonNode v) {
        if (!v.isTextual() || v.asText().length() > max) return Optional.empty();
        String url = v.asText().trim();
        if (url.endsWith("/")) url = url.substring(0, url.length() - 1);
        try {
            URI uri = URI.create(url);
            if ((!"http".equals(uri.getScheme()) && !"https".equals(uri.getScheme()))
                    || uri.getHost() == null) return Optional.empty();
            return Optional.of(NODES.textNode(url));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    private Optional<JsonNode> checkList(JsonNode v) {
        if (!v.isArray() || v.isEmpty()) return Optional.empty();
        ArrayNode out = NODES.arrayNode();
        for (JsonNode item : v) {
            if (!item.isTextual()) return Optional.empty();
            String s = item.asText().trim();
            if (s.isEmpty() || s.length() > max || s.chars().anyMatch(Character::isWhitespace))
                return Optional.empty();
            out.add(s);
        }
        return Optional.of(out);
    }
}
