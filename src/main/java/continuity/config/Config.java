package continuity.config;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import continuity.chat.Lang;
import continuity.memory.Limits;
import continuity.model.ModelConfig;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * The operator's configuration, bound by Jackson from the file after defaults and environment
 * overrides were applied and every value was checked ({@link ConfigLoader}). The bot token and the
 * model's API key are not part of the file: they come from {@code DISCORD_TOKEN} or the token file,
 * {@code CONTINUITY_MODEL_API_KEY} or {@code model.api_key_file}, and are never printed.
 */
public record Config(
        Discord discord,
        Database database,
        StoreUrl store,
        Language language,
        @JsonProperty("out_of_character") OutOfCharacter outOfCharacter,
        Proxies proxies,
        LimitSettings limits,
        Logging logging,
        Retention retention,
        Model model,
        @JsonProperty("dashboard") DashboardSettings dashboard,
        @JsonIgnore String token,
        @JsonIgnore String modelKey,
        @JsonIgnore String dashboardSecret) {

    /**
     * {@code dashboard.*}: the web page of the canon beside the bot, on when {@code url} (its
     * public address) is set; then {@code client_id} and the client secret are required.
     */
    public record DashboardSettings(
            String url,
            String listen,
            int port,
            @JsonProperty("client_id") String clientId,
            @JsonProperty("client_secret_file") String clientSecretFile) {
        public boolean on() {
            return url != null;
        }

        /** The address Discord sends members back to: {@code url} + {@code /callback}. */
        public String redirectUrl() {
            return url + "/callback";
        }
    }

    public record Discord(
            @JsonProperty("token_file") String tokenFile,
            @JsonProperty("gm_role") String gmRole,
            @JsonProperty("shards.total") int shardsTotal,
            @JsonProperty("shards.range") String shardsRange) {}

    public record Database(String path) {}

    /** {@code store.url}: a PostgreSQL JDBC URL; when set it wins over {@code database.path}. */
    public record StoreUrl(String url) {}

    public record Language(@JsonProperty("default") String code) {}

    public record OutOfCharacter(List<String> markers) {}

    public record Proxies(boolean webhooks, @JsonProperty("pluralkit_api") boolean pluralkitApi) {}

    public record LimitSettings(
            @JsonProperty("note_length") int noteLength,
            @JsonProperty("name_length") int nameLength,
            @JsonProperty("story_name_length") int storyNameLength,
            @JsonProperty("notes_per_guild") int notesPerGuild,
            @JsonProperty("notes_per_user") int notesPerUser,
            @JsonProperty("changes_per_minute") int changesPerMinute,
            @JsonProperty("guild_changes_per_minute") int guildChangesPerMinute) {}

    public record Logging(String level) {}

    public record Retention(@JsonProperty("grace_days") int graceDays) {}

    /**
     * {@code model.*}: the optional language model; {@code url} and {@code name} are both set or
     * both empty (then there is no model).
     */
    public record Model(
            String url,
            String name,
            @JsonProperty("api_key_file") String apiKeyFile,
            @JsonProperty("timeout_ms") int timeoutMs,
            @JsonProperty("requests_per_minute") int requestsPerMinute,
            @JsonProperty("ask_below") double askBelow) {}

    Config withSecrets(String discordToken, String modelApiKey, String dashboardClientSecret) {
        return new Config(
                discord,
                database,
                store,
                language,
                outOfCharacter,
                proxies,
                limits,
                logging,
                retention,
                model,
                dashboard,
                discordToken,
                modelApiKey,
                dashboardClientSecret);
    }

    /**
     * The language model as configured; empty when {@code model.url} and {@code model.name} are not
     * set.
     */
    public Optional<ModelConfig> modelConfig() {
        if (model == null || model.url() == null || model.name() == null) return Optional.empty();
        return Optional.of(
                ModelConfig.of(URI.create(model.url()), model.name(), modelKey)
                        .withTimeout(Duration.ofMillis(model.timeoutMs()))
                        .withRate(model.requestsPerMinute())
                        .withAskBelow(model.askBelow()));
    }

    /** The core's limits, as configured. */
    public Limits coreLimits() {
        return new Limits(
                        limits.noteLength(),
                        limits.nameLength(),
                        limits.storyNameLength(),
                        limits.notesPerGuild(),
                        limits.notesPerUser(),
                        limits.changesPerMinute())
                .withRates(limits.changesPerMinute(), limits.guildChangesPerMinute())
                .withDepartedGraceDays(retention.graceDays());
    }

    /**
     * The database every command opens: {@code store.url} when set, else {@code database.path} (a
     * file, or also a {@code jdbc:postgresql://} URL).
     */
    public String databaseTarget() {
        return store != null && store.url() != null ? store.url() : database.path();
    }

    public Path databasePath() {
        return Path.of(database.path());
    }

    public Optional<String> discordToken() {
        return Optional.ofNullable(token);
    }

    public Lang defaultLanguage() {
        return "fr".equals(language.code()) ? Lang.FR : Lang.EN;
    }

    /** Never shows the token or the model's key, so that a logged configuration cannot leak it. */
    @Override
    public String toString() {
        return "Config[database="
                + (store != null && store.url() != null
                        ? continuity.store.PostgresTarget.of(store.url(), java.util.Map.of())
                                .display()
                        : database.path())
                + ", language="
                + language.code()
                + ", gmRole="
                + discord.gmRole()
                + ", token="
                + (token == null ? "none" : "set")
                + ", limits="
                + limits
                + ", logging="
                + logging.level()
                + ", retentionDays="
                + retention.graceDays()
                + ", model="
                + modelConfig().map(ModelConfig::toString).orElse("none")
                + ", dashboard="
                + (dashboard == null || !dashboard.on() ? "off" : dashboard.url())
                + "]";
    }
}
