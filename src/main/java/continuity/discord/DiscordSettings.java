package continuity.discord;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;

/**
 * How the bot connects and behaves on Discord. {@code restBaseUrl} and {@code gatewayUrl} are null
 * in production (Discord's own); tests point them at a fake Discord on loopback. {@code
 * gmRoleName}, when set, makes members with a role of that name game masters (besides Manage
 * Server). {@code pluralKitApi} asks PluralKit's public API who sent a proxied message that could
 * not be paired locally (off by default: it is a network call to a third party).
 */
public record DiscordSettings(
        String token,
        String restBaseUrl,
        String gatewayUrl,
        String gmRoleName,
        boolean pluralKitApi,
        Path dbPath,
        Duration proxyWindow) {
    public static final Path DEFAULT_DB = Path.of("continuity.sqlite");

    /** How long a message that may be a proxy trigger waits for its webhook copy. */
    public static final Duration DEFAULT_PROXY_WINDOW = Duration.ofSeconds(2);

    public DiscordSettings {
        token = blankToNull(token);
        restBaseUrl = blankToNull(restBaseUrl);
        gatewayUrl = blankToNull(gatewayUrl);
        gmRoleName = blankToNull(gmRoleName);
        dbPath = dbPath == null ? DEFAULT_DB : dbPath;
        proxyWindow = proxyWindow == null ? DEFAULT_PROXY_WINDOW : proxyWindow;
    }

    /**
     * From environment variables: {@code DISCORD_TOKEN}, {@code CONTINUITY_DB}, {@code
     * CONTINUITY_GM_ROLE}, {@code CONTINUITY_PLURALKIT} (true/1/yes), and {@code
     * CONTINUITY_DISCORD_REST_URL} / {@code CONTINUITY_DISCORD_GATEWAY_URL} (another Discord, for
     * tests). A config file can build the record directly instead.
     */
    public static DiscordSettings fromEnvironment(Map<String, String> env) {
        String db = blankToNull(env.get("CONTINUITY_DB"));
        // the two URLs are for testing against a fake Discord; unset in production
        return new DiscordSettings(
                env.get("DISCORD_TOKEN"),
                env.get("CONTINUITY_DISCORD_REST_URL"),
                env.get("CONTINUITY_DISCORD_GATEWAY_URL"),
                env.get("CONTINUITY_GM_ROLE"),
                isTrue(env.get("CONTINUITY_PLURALKIT")),
                db == null ? null : Path.of(db),
                null);
    }

    public boolean hasToken() {
        return token != null;
    }

    public DiscordSettings withDb(Path db) {
        return new DiscordSettings(
                token, restBaseUrl, gatewayUrl, gmRoleName, pluralKitApi, db, proxyWindow);
    }

    /** Points the bot at another Discord (a fake one in tests). */
    public DiscordSettings withEndpoints(String rest, String gateway) {
        return new DiscordSettings(
                token, rest, gateway, gmRoleName, pluralKitApi, dbPath, proxyWindow);
    }

    public DiscordSettings withToken(String t) {
        return t == null || t.isBlank()
                ? this
                : new DiscordSettings(
                        t, restBaseUrl, gatewayUrl, gmRoleName, pluralKitApi, dbPath, proxyWindow);
    }

    public DiscordSettings withPluralKit(boolean on) {
        return new DiscordSettings(
                token,
                restBaseUrl,
                gatewayUrl,
                gmRoleName,
                on || pluralKitApi,
                dbPath,
                proxyWindow);
    }

    public DiscordSettings withGmRole(String role) {
        return new DiscordSettings(
                token, restBaseUrl, gatewayUrl, role, pluralKitApi, dbPath, proxyWindow);
    }

    public DiscordSettings withProxyWindow(Duration window) {
        return new DiscordSettings(
                token, restBaseUrl, gatewayUrl, gmRoleName, pluralKitApi, dbPath, window);
    }

    @Override
    public String toString() {
        // never print the token
        return "DiscordSettings[token="
                + (token == null ? "none" : "<set>")
                + ", restBaseUrl="
                + restBaseUrl
                + ", gatewayUrl="
                + gatewayUrl
                + ", gmRoleName="
                + gmRoleName
                + ", pluralKitApi="
                + pluralKitApi
                + ", dbPath="
                + dbPath
                + ", proxyWindow="
                + proxyWindow
                + "]";
    }

    private static boolean isTrue(String v) {
        return v != null
                && (v.equalsIgnoreCase("true") || v.equals("1") || v.equalsIgnoreCase("yes"));
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.strip();
    }
}
