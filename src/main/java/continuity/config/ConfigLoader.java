package continuity.config;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Builds the {@link Config}: built-in defaults, then the file (YAML, or JSON for a {@code .json}
 * file), then environment variables. Every value is checked before anything starts; all problems
 * are reported at once, each with its key, the value found and what is allowed.
 */
public final class ConfigLoader {
    private static final ObjectMapper JSON =
            new ObjectMapper().enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
    private static final ObjectMapper YAML =
            YAMLMapper.builder().enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION).build();
    private static final ObjectMapper BINDER =
            new ObjectMapper().enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private ConfigLoader() {}

    /**
     * The configuration from {@code file} (null: {@code CONTINUITY_CONFIG}, or none) and the
     * environment.
     */
    public static Config load(Path file, Map<String, String> env) {
        if (file == null && present(env, Settings.CONFIG_ENV))
            file = Path.of(env.get(Settings.CONFIG_ENV).trim());
        Map<String, Setting> settings = Settings.byKey();
        Map<String, JsonNode> values = new HashMap<>();
        Map<String, String> sources = new HashMap<>();
        for (Setting s : settings.values()) {
            values.put(s.key(), s.fallback());
            sources.put(s.key(), "default");
        }
        List<ConfigProblem> problems = new ArrayList<>();
        if (file != null) readFile(file, settings, values, sources, problems);
        for (Setting s : settings.values()) {
            if (!present(env, s.env())) continue;
            values.put(s.key(), s.fromEnv(env.get(s.env())));
            sources.put(s.key(), "from " + s.env());
        }
        ObjectNode tree = JSON.createObjectNode();
        for (Setting s : settings.values()) {
            JsonNode v = values.get(s.key());
            Optional<JsonNode> ok = s.check(v);
            if (ok.isEmpty()) {
                problems.add(
                        new ConfigProblem(s.key(), show(v), sources.get(s.key()), s.allowed()));
                continue;
            }
            String[] parts = s.key().split("\\.", 2);
            tree.with(parts[0]).set(parts[1], ok.get());
        }
        bothOrNeither(values, sources, problems);
        // the secrets are read only from a configuration that is otherwise valid
        boolean valid = problems.isEmpty();
        String token = valid ? token(env, tree.path("discord").path("token_file"), problems) : null;
        String modelKey =
                valid && tree.path("model").path("url").isTextual()
                        ? modelKey(env, tree.path("model").path("api_key_file"), problems)
                        : null;
        String dashboardSecret =
                valid && tree.path("dashboard").path("url").isTextual()
                        ? dashboardSecret(env, tree.path("dashboard"), problems)
                        : null;
        if (!problems.isEmpty()) throw new ConfigException(problems);
        try {
            return BINDER.treeToValue(tree, Config.class)
                    .withSecrets(token, modelKey, dashboardSecret);
        } catch (JsonProcessingException e) {
            // every value was checked above, so this is a mismatch between Settings and Config
            throw new IllegalStateException(
                    "configuration binding failed: " + e.getOriginalMessage(), e);
        }
    }

    private static void readFile(
            Path file,
            Map<String, Setting> settings,
            Map<String, JsonNode> values,
            Map<String, String> sources,
            List<ConfigProblem> problems) {
        String where = "in " + file;
        JsonNode root;
        try {
            String text = Files.readString(file, StandardCharsets.UTF_8);
            ObjectMapper parser =
                    file.toString().toLowerCase(Locale.ROOT).endsWith(".json") ? JSON : YAML;
            root = text.isBlank() ? JSON.createObjectNode() : parser.readTree(text);
        } catch (JsonProcessingException e) {
            String at =
                    e.getLocation() == null
                            ? ""
                            : " at line "
                                    + e.getLocation().getLineNr()
                                    + ", column "
                                    + e.getLocation().getColumnNr();
            problems.add(
                    new ConfigProblem(
                            "(file)",
                            file.toString(),
                            "unreadable" + at,
                            "valid YAML or JSON (" + e.getOriginalMessage() + ")"));
            return;
        } catch (IOException e) {
            problems.add(
                    new ConfigProblem(
                            "(file)",
                            file.toString(),
                            "cannot be read: " + e.getMessage(),
                            "an existing, readable configuration file"));
            return;
        }
        if (root == null || root.isMissingNode() || root.isNull()) return;
        if (!root.isObject()) {
            problems.add(
                    new ConfigProblem(
                            "(file)",
                            show(root),
                            where,
                            "a mapping of sections: " + sections(settings)));
            return;
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = root.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> section = it.next();
            String name = section.getKey();
            Set<String> keys = keysOf(settings, name);
            if (keys.isEmpty()) {
                problems.add(
                        new ConfigProblem(
                                name,
                                show(section.getValue()),
                                where + ": unknown section",
                                "one of the sections " + sections(settings)));
                continue;
            }
            if (section.getValue() == null || section.getValue().isNull()) continue;
            if (!section.getValue().isObject()) {
                problems.add(
                        new ConfigProblem(
                                name,
                                show(section.getValue()),
                                where,
                                "a mapping with the keys " + String.join(", ", keys)));
                continue;
            }
            List<Map.Entry<String, JsonNode>> fields = new ArrayList<>();
            for (Iterator<Map.Entry<String, JsonNode>> f = section.getValue().fields();
                    f.hasNext(); ) {
                Map.Entry<String, JsonNode> e = f.next();
                // a sub-section (discord.shards: {total, range}) is read as its dotted keys
                if (e.getValue() != null
                        && e.getValue().isObject()
                        && !keysOf(settings, name + "." + e.getKey()).isEmpty()) {
                    for (Iterator<Map.Entry<String, JsonNode>> g = e.getValue().fields();
                            g.hasNext(); ) {
                        Map.Entry<String, JsonNode> sub = g.next();
                        fields.add(Map.entry(e.getKey() + "." + sub.getKey(), sub.getValue()));
                    }
                } else {
                    fields.add(e);
                }
            }
            for (Map.Entry<String, JsonNode> e : fields) {
                String key = name + "." + e.getKey();
                if (Settings.SECRETS.containsKey(key)) {
                    problems.add(
                            new ConfigProblem(
                                    key,
                                    hidden(e.getValue().asText()),
                                    where,
                                    Settings.SECRETS.get(key)));
                } else if (!settings.containsKey(key)) {
                    problems.add(
                            new ConfigProblem(
                                    key,
                                    show(e.getValue()),
                                    where + ": unknown key",
                                    "one of the keys "
                                            + String.join(", ", keys)
                                            + " in section "
                                            + name));
                } else {
                    values.put(key, e.getValue());
                    sources.put(key, where);
                }
            }
        }
    }

    private static String token(
            Map<String, String> env, JsonNode tokenFile, List<ConfigProblem> problems) {
        String token;
        String source;
        if (present(env, Settings.TOKEN_ENV)) {
            token = env.get(Settings.TOKEN_ENV).trim();
            source = "from " + Settings.TOKEN_ENV;
        } else if (tokenFile.isTextual()) {
            try {
                token =
                        Files.readString(Path.of(tokenFile.asText()), StandardCharsets.UTF_8)
                                .trim();
                source = "read from " + tokenFile.asText();
            } catch (IOException | RuntimeException e) {
                problems.add(
                        new ConfigProblem(
                                "discord.token_file",
                                tokenFile.asText(),
                                "cannot be read",
                                "a readable file holding the bot token"));
                return null;
            }
        } else {
            return null;
        }
        if (token.isEmpty()
                || token.length() > 200
                || token.chars().anyMatch(Character::isWhitespace)) {
            problems.add(
                    new ConfigProblem(
                            "discord token",
                            hidden(token),
                            source,
                            "a Discord bot token: one word of at most 200 characters"));
            return null;
        }
        return token;
    }

    /** {@code model.url} without {@code model.name}, or the other way round, is a mistake. */
    private static void bothOrNeither(
            Map<String, JsonNode> values,
            Map<String, String> sources,
            List<ConfigProblem> problems) {
        boolean url = given(values.get("model.url")), name = given(values.get("model.name"));
        if (url && !name)
            problems.add(
                    new ConfigProblem(
                            "model.name",
                            "(empty)",
                            "model.url is set " + sources.get("model.url"),
                            "the model, as the endpoint names it (e.g. qwen2.5:7b-instruct), in"
                                    + " model.name or "
                                    + Settings.byKey().get("model.name").env()
                                    + "; or no model.url either (no model)"));
        else if (name && !url)
            problems.add(
                    new ConfigProblem(
                            "model.url",
                            "(empty)",
                            "model.name is set " + sources.get("model.name"),
                            "the endpoint, an http:// or https:// URL (e.g."
                                    + " http://localhost:11434/v1), in model.url or "
                                    + Settings.byKey().get("model.url").env()
                                    + "; or no model.name either (no model)"));
    }

    /**
     * The model's API key: {@code CONTINUITY_MODEL_API_KEY}, else the file {@code
     * model.api_key_file} names, else none. Never shown.
     */
    private static String modelKey(
            Map<String, String> env, JsonNode keyFile, List<ConfigProblem> problems) {
        String key;
        String source;
        if (present(env, Settings.MODEL_KEY_ENV)) {
            key = env.get(Settings.MODEL_KEY_ENV).strip();
            source = "from " + Settings.MODEL_KEY_ENV;
        } else if (keyFile.isTextual()) {
            try {
                key = Files.readString(Path.of(keyFile.asText()), StandardCharsets.UTF_8).strip();
                source = "read from " + keyFile.asText();
            } catch (IOException | RuntimeException e) {
                problems.add(
                        new ConfigProblem(
                                "model.api_key_file",
                                keyFile.asText(),
                                "cannot be read (" + e.getClass().getSimpleName() + ")",
                                "a readable file holding the model's API key"));
                return null;
            }
        } else {
            return null;
        }
        // it travels in an HTTP header: one word, no spaces or control characters
        if (key.isEmpty() || key.chars().anyMatch(c -> c <= ' ' || c == 0x7f)) {
            problems.add(
                    new ConfigProblem(
                            "model API key",
                            hidden(key),
                            source,
                            "the endpoint's API key: one word, without spaces"));
            return null;
        }
        return key;
    }

    /**
     * The dashboard's OAuth2 client secret: {@code CONTINUITY_DASHBOARD_CLIENT_SECRET}, else the
     * file {@code dashboard.client_secret_file} names. Required, with {@code dashboard.client_id},
     * when {@code dashboard.url} is set. Never shown.
     */
    private static String dashboardSecret(
            Map<String, String> env, JsonNode dashboard, List<ConfigProblem> problems) {
        if (!dashboard.path("client_id").isTextual()) {
            problems.add(
                    new ConfigProblem(
                            "dashboard.client_id",
                            "(empty)",
                            "dashboard.url is set",
                            "the application's client id (Developer Portal, OAuth2), in"
                                    + " dashboard.client_id or CONTINUITY_DASHBOARD_CLIENT_ID"));
            return null;
        }
        String secret;
        JsonNode file = dashboard.path("client_secret_file");
        if (present(env, Settings.DASHBOARD_SECRET_ENV)) {
            secret = env.get(Settings.DASHBOARD_SECRET_ENV).strip();
        } else if (file.isTextual()) {
            try {
                secret = Files.readString(Path.of(file.asText()), StandardCharsets.UTF_8).strip();
            } catch (IOException | RuntimeException e) {
                problems.add(
                        new ConfigProblem(
                                "dashboard.client_secret_file",
                                file.asText(),
                                "cannot be read (" + e.getClass().getSimpleName() + ")",
                                "a readable file holding the OAuth2 client secret"));
                return null;
            }
        } else {
            problems.add(
                    new ConfigProblem(
                            "dashboard client secret",
                            "(none)",
                            "dashboard.url is set",
                            "the OAuth2 client secret, in "
                                    + Settings.DASHBOARD_SECRET_ENV
                                    + " or the file dashboard.client_secret_file names"));
            return null;
        }
        if (secret.isEmpty() || secret.chars().anyMatch(c -> c <= ' ' || c == 0x7f)) {
            problems.add(
                    new ConfigProblem(
                            "dashboard client secret",
                            hidden(secret),
                            "given",
                            "the OAuth2 client secret: one word, without spaces"));
            return null;
        }
        return secret;
    }

    private static boolean given(JsonNode v) {
        return v != null && !v.isNull() && !(v.isTextual() && v.asText().isBlank());
    }

    private static boolean present(Map<String, String> env, String name) {
        String v = env.get(name);
        return v != null && !v.isBlank();
    }

    private static Set<String> keysOf(Map<String, Setting> settings, String section) {
        Set<String> keys = new LinkedHashSet<>();
        for (String k : settings.keySet())
            if (k.startsWith(section + ".")) keys.add(k.substring(section.length() + 1));
        return keys;
    }

    private static String sections(Map<String, Setting> settings) {
        Set<String> s = new LinkedHashSet<>();
        for (String k : settings.keySet()) s.add(k.substring(0, k.indexOf('.')));
        return String.join(", ", s);
    }

    private static String show(JsonNode v) {
        if (v == null || v.isNull() || v.isMissingNode()) return "(empty)";
        String s = v.toString();
        return s.length() > 120 ? s.substring(0, 117) + "..." : s;
    }

    private static String hidden(String secret) {
        return "(hidden, " + (secret == null ? 0 : secret.length()) + " characters)";
    }
}
