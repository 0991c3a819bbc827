package continuity.config;

import continuity.model.ModelConfig;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Every key of the configuration file, with its environment variable. {@code readBy} says which
 * part of the program applies the setting; the example file and the README repeat it.
 */
public final class Settings {
    /**
     * The bot token is never written in the configuration file: only this variable or a token file.
     */
    public static final String TOKEN_ENV = "DISCORD_TOKEN";

    /**
     * The model's API key is never written in the configuration file either: only this variable or
     * {@code model.api_key_file}.
     */
    public static final String MODEL_KEY_ENV = ModelConfig.KEY;

    /**
     * The dashboard's OAuth2 client secret is never written in the configuration file: only this
     * variable or {@code dashboard.client_secret_file}.
     */
    public static final String DASHBOARD_SECRET_ENV = "CONTINUITY_DASHBOARD_CLIENT_SECRET";

    /**
     * The keys a secret would have in the file, refused there: each with where the secret belongs
     * instead.
     */
    static final Map<String, String> SECRETS =
            Map.of(
                    "discord.token",
                    "no token in the file: set the "
                            + TOKEN_ENV
                            + " environment variable, or discord.token_file",
                    "model.api_key",
                    "no API key in the file: set the "
                            + MODEL_KEY_ENV
                            + " environment variable, or model.api_key_file",
                    "dashboard.client_secret",
                    "no client secret in the file: set the "
                            + DASHBOARD_SECRET_ENV
                            + " environment variable, or dashboard.client_secret_file");

    static final String DASHBOARD = "run (the dashboard beside the bot)";

    /** Where the configuration file is, when {@code --config} is not given. */
    public static final String CONFIG_ENV = "CONTINUITY_CONFIG";

    static final String DISCORD = "the Discord adapter";
    static final String ALL = "every command";
    static final String DISCORD_AND_CONSOLE = "the Discord adapter and the console";
    static final String MODEL = "the Discord adapter, the console, replay --model and eval --model";

    public static final List<Setting> ALL_SETTINGS =
            List.of(
                    Setting.path(
                            "discord.token_file", "CONTINUITY_TOKEN_FILE", null, true, DISCORD),
                    Setting.text(
                            "discord.gm_role", "CONTINUITY_GM_ROLE", "Game Master", 100, DISCORD),
                    Setting.integer(
                            "discord.shards.total",
                            "CONTINUITY_SHARDS_TOTAL",
                            1,
                            1,
                            65_535,
                            DISCORD),
                    Setting.path(
                            "discord.shards.range", "CONTINUITY_SHARDS_RANGE", null, true, DISCORD),
                    Setting.path("database.path", "CONTINUITY_DB", "continuity.sqlite", false, ALL),
                    Setting.path("store.url", "CONTINUITY_STORE_URL", null, true, ALL),
                    Setting.choice(
                            "language.default",
                            "CONTINUITY_LANGUAGE",
                            "en",
                            List.of("en", "fr"),
                            DISCORD_AND_CONSOLE),
                    Setting.list(
                            "out_of_character.markers",
                            "CONTINUITY_OOC_MARKERS",
                            List.of("((", "ooc:", "hrp:", "//"),
                            16,
                            DISCORD),
                    Setting.bool("proxies.webhooks", "CONTINUITY_PROXY_WEBHOOKS", true, DISCORD),
                    Setting.bool(
                            "proxies.pluralkit_api", "CONTINUITY_PLURALKIT_API", false, DISCORD),
                    Setting.integer(
                            "limits.note_length", "CONTINUITY_NOTE_LENGTH", 1000, 1, 4000, ALL),
                    Setting.integer(
                            "limits.name_length", "CONTINUITY_NAME_LENGTH", 64, 1, 100, ALL),
                    Setting.integer(
                            "limits.story_name_length",
                            "CONTINUITY_STORY_NAME_LENGTH",
                            100,
                            1,
                            200,
                            ALL),
                    Setting.integer(
                            "limits.notes_per_guild",
                            "CONTINUITY_NOTES_PER_GUILD",
                            50_000,
                            1,
                            10_000_000,
                            ALL),
                    Setting.integer(
                            "limits.notes_per_user",
                            "CONTINUITY_NOTES_PER_USER",
                            5_000,
                            1,
                            1_000_000,
                            ALL),
                    Setting.integer(
                            "limits.changes_per_minute",
                            "CONTINUITY_CHANGES_PER_MINUTE",
                            20,
                            0,
                            10_000,
                            ALL),
                    Setting.integer(
                            "limits.guild_changes_per_minute",
                            "CONTINUITY_GUILD_CHANGES_PER_MINUTE",
                            120,
                            0,
                            100_000,
                            ALL),
                    Setting.choice(
                            "logging.level",
                            "CONTINUITY_LOG_LEVEL",
                            "info",
                            List.of("trace", "debug", "info", "warn", "error", "off"),
                            ALL),
                    Setting.integer(
                            "retention.grace_days",
                            "CONTINUITY_RETENTION_GRACE_DAYS",
                            30,
                            0,
                            3650,
                            DISCORD),
                    // the optional language model: off unless model.url and model.name are set
                    Setting.url("model.url", ModelConfig.URL, MODEL),
                    Setting.optionalText("model.name", ModelConfig.NAME, 256, MODEL),
                    Setting.path("model.api_key_file", ModelConfig.KEY_FILE, null, true, MODEL),
                    Setting.integer(
                            "model.timeout_ms",
                            ModelConfig.TIMEOUT,
                            ModelConfig.DEFAULT_TIMEOUT_MS,
                            ModelConfig.MIN_TIMEOUT_MS,
                            ModelConfig.MAX_TIMEOUT_MS,
                            MODEL),
                    Setting.integer(
                            "model.requests_per_minute",
                            ModelConfig.RATE,
                            ModelConfig.DEFAULT_REQUESTS_PER_MINUTE,
                            ModelConfig.MIN_REQUESTS_PER_MINUTE,
                            ModelConfig.MAX_REQUESTS_PER_MINUTE,
                            MODEL),
                    Setting.number(
                            "model.ask_below",
                            ModelConfig.ASK_BELOW,
                            ModelConfig.DEFAULT_ASK_BELOW,
                            0,
                            1,
                            MODEL),
                    // the dashboard (issue 20): off unless dashboard.url is set
                    Setting.url("dashboard.url", "CONTINUITY_DASHBOARD_URL", DASHBOARD),
                    Setting.text(
                            "dashboard.listen",
                            "CONTINUITY_DASHBOARD_LISTEN",
                            "127.0.0.1",
                            100,
                            DASHBOARD),
                    Setting.integer(
                            "dashboard.port",
                            "CONTINUITY_DASHBOARD_PORT",
                            8080,
                            1,
                            65_535,
                            DASHBOARD),
                    Setting.optionalText(
                            "dashboard.client_id", "CONTINUITY_DASHBOARD_CLIENT_ID", 40, DASHBOARD),
                    Setting.path(
                            "dashboard.client_secret_file",
                            "CONTINUITY_DASHBOARD_CLIENT_SECRET_FILE",
                            null,
                            true,
                            DASHBOARD));

    private Settings() {}

    /** The settings by key, in file order. */
    public static Map<String, Setting> byKey() {
        Map<String, Setting> m = new LinkedHashMap<>();
        for (Setting s : ALL_SETTINGS) m.put(s.key(), s);
        return m;
    }
}
