package continuity.dashboard;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Login with Discord: OAuth2 authorization code with PKCE (S256) and a {@code state} bound to the
 * browser by a short-lived HttpOnly cookie; scopes {@code identify guilds}. The access token is
 * used once, to read who the member is and their servers, and is not kept. A member is a game
 * master of a server they own or where they have Manage Server (or Administrator).
 */
public final class DiscordLogin implements Dashboard.Login {
    private static final Logger LOG = LoggerFactory.getLogger(DiscordLogin.class);
    static final String PENDING_COOKIE = "continuity_login";
    private static final long MANAGE_GUILD = 0x20, ADMINISTRATOR = 0x8;
    private static final ObjectMapper JSON = new ObjectMapper();

    /** Where Discord is: its authorize page and its API (another Discord in the tests). */
    public record Endpoints(String authorizeUrl, String apiBase) {
        public static final Endpoints DISCORD =
                new Endpoints(
                        "https://discord.com/oauth2/authorize", "https://discord.com/api/v10");
    }

    private final String clientId;
    private final String clientSecret;
    private final String publicUrl;
    private final Endpoints discord;
    private final HttpClient http =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    private final Map<String, Pending> pending = new ConcurrentHashMap<>();
    private final RateLimit logins = new RateLimit(20, Duration.ofMinutes(1));

    private record Pending(String state, String verifier, Instant until) {}

    /**
     * Asks the bot whether a member is a game master of a server beyond what the login says (owner,
     * Manage Server): the configured GM role, which only the bot can see. Offline and in tests
     * without a bot, nobody is.
     */
    public interface GameMasters {
        boolean isGm(String guild, String user);

        GameMasters NONE = (g, u) -> false;
    }

    private volatile GameMasters gameMasters = GameMasters.NONE;

    /** The bot's view of game masters (the GM role), asked once per server at login. */
    public DiscordLogin withGameMasters(GameMasters g) {
        this.gameMasters = g;
        return this;
    }

    /**
     * {@code publicUrl}: the address members open (the redirect is {@code publicUrl/callback});
     * {@code clientSecret} from the environment or a file, never logged.
     */
    public DiscordLogin(String clientId, String clientSecret, String publicUrl, Endpoints discord) {
        this.clientId = clientId;
        this.clientSecret = clientSecret;
        this.publicUrl =
                publicUrl.endsWith("/")
                        ? publicUrl.substring(0, publicUrl.length() - 1)
                        : publicUrl;
        this.discord = discord;
    }

    @Override
    public boolean https() {
        return publicUrl.startsWith("https://");
    }

    String redirectUrl() {
        return publicUrl + "/callback";
    }

    @Override
    public void routes(RoutesConfig r, Dashboard d) {
        r.get(
                "/login",
                ctx -> {
                    Session s = d.sessionOrNull(ctx);
                    if (s != null) {
                        ctx.redirect("/");
                        return;
                    }
                    ctx.html(d.render("login.jte", new Views.Login(d.frame(ctx, null, null))));
                });
        r.get("/login/discord", ctx -> start(ctx, d));
        r.get("/callback", ctx -> callback(ctx, d));
        r.post(
                "/logout",
                ctx -> {
                    d.close(ctx);
                    ctx.redirect("/login", HttpStatus.SEE_OTHER);
                });
    }

    private void start(Context ctx, Dashboard d) {
        Instant now = Instant.now();
        if (!logins.allow("start|" + ctx.ip(), now))
            throw new Dashboard.Refused(429, "refused.rate");
        pending.values().removeIf(p -> now.isAfter(p.until()));
        if (pending.size() > 10_000) pending.clear();
        String key = Session.token();
        Pending p =
                new Pending(
                        Session.token(), Session.token() + Session.token(), now.plusSeconds(600));
        pending.put(key, p);
        ctx.res()
                .addHeader(
                        "Set-Cookie",
                        PENDING_COOKIE
                                + "="
                                + key
                                + "; Path=/; Max-Age=600; HttpOnly; SameSite=Lax"
                                + (https() ? "; Secure" : ""));
        String url =
                discord.authorizeUrl()
                        + "?response_type=code&client_id="
                        + enc(clientId)
                        + "&scope="
                        + enc("identify guilds")
                        + "&redirect_uri="
                        + enc(redirectUrl())
                        + "&state="
                        + enc(p.state())
                        + "&code_challenge="
                        + enc(challenge(p.verifier()))
                        + "&code_challenge_method=S256";
        ctx.redirect(url);
    }

    private void callback(Context ctx, Dashboard d) throws IOException, InterruptedException {
        Instant now = Instant.now();
        if (!logins.allow("callback|" + ctx.ip(), now))
            throw new Dashboard.Refused(429, "refused.rate");
        String key = ctx.cookie(PENDING_COOKIE);
        Pending p = key == null ? null : pending.remove(key);
        String state = ctx.queryParam("state");
        String code = ctx.queryParam("code");
        ctx.res()
                .addHeader(
                        "Set-Cookie",
                        PENDING_COOKIE
                                + "=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax"
                                + (https() ? "; Secure" : ""));
        if (p == null
                || now.isAfter(p.until())
                || state == null
                || !MessageDigest.isEqual(
                        state.getBytes(StandardCharsets.UTF_8),
                        p.state().getBytes(StandardCharsets.UTF_8))) {
            throw new Dashboard.Refused(400, "refused.state");
        }
        if (code == null || code.isBlank()) throw new Dashboard.Refused(400, "refused.discord");
        String form =
                "grant_type=authorization_code&code="
                        + enc(code)
                        + "&redirect_uri="
                        + enc(redirectUrl())
                        + "&code_verifier="
                        + enc(p.verifier());
        String basic =
                Base64.getEncoder()
                        .encodeToString(
                                (enc(clientId) + ":" + enc(clientSecret))
                                        .getBytes(StandardCharsets.UTF_8));
        HttpResponse<String> token =
                http.send(
                        HttpRequest.newBuilder(URI.create(discord.apiBase() + "/oauth2/token"))
                                .timeout(Duration.ofSeconds(15))
                                .header("Content-Type", "application/x-www-form-urlencoded")
                                .header("Authorization", "Basic " + basic)
                                .POST(HttpRequest.BodyPublishers.ofString(form))
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
        if (token.statusCode() != 200) {
            // never the body: it may echo the code
            LOG.warn("Discord refused the OAuth2 code exchange: HTTP {}", token.statusCode());
            throw new Dashboard.Refused(502, "refused.discord");
        }
        String access = JSON.readTree(token.body()).path("access_token").asText("");
        if (access.isEmpty()) throw new Dashboard.Refused(502, "refused.discord");
        JsonNode me = get("/users/@me", access);
        JsonNode guilds = get("/users/@me/guilds", access);
        if (me == null || guilds == null || !guilds.isArray())
            throw new Dashboard.Refused(502, "refused.discord");
        Map<String, Session.Server> servers = new HashMap<>();
        for (JsonNode g : guilds) {
            long perms = 0;
            try {
                perms = Long.parseLong(g.path("permissions").asText("0"));
            } catch (NumberFormatException e) {
                perms = 0;
            }
            boolean gm =
                    g.path("owner").asBoolean(false)
                            || (perms & MANAGE_GUILD) != 0
                            || (perms & ADMINISTRATOR) != 0;
            String id = g.path("id").asText();
            servers.put(id, new Session.Server(id, g.path("name").asText(id), gm));
        }
        String user = me.path("id").asText();
        // the GM role, as the bot sees it, for the servers the bot keeps notes about (at most 25)
        int asked = 0;
        for (Canon.Server kept : d.canon().servers(servers.keySet(), Map.of())) {
            Session.Server s = servers.get(kept.id());
            if (s.gm() || asked++ >= 25) continue;
            try {
                if (gameMasters.isGm(s.id(), user))
                    servers.put(s.id(), new Session.Server(s.id(), s.name(), true));
            } catch (RuntimeException e) {
                LOG.warn(
                        "could not ask the bot about a member's roles: {}", e.getClass().getName());
            }
        }
        String name =
                me.hasNonNull("global_name")
                        ? me.path("global_name").asText()
                        : me.path("username").asText(user);
        String locale = me.hasNonNull("locale") ? me.path("locale").asText() : null;
        d.open(ctx, new Session(user, name, servers, locale, Dashboard.SESSION_LIFE, now));
        ctx.redirect("/", HttpStatus.SEE_OTHER);
    }

    private JsonNode get(String path, String access) throws IOException, InterruptedException {
        HttpResponse<String> r =
                http.send(
                        HttpRequest.newBuilder(URI.create(discord.apiBase() + path))
                                .timeout(Duration.ofSeconds(15))
                                .header("Authorization", "Bearer " + access)
                                .GET()
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
        if (r.statusCode() != 200) {
            LOG.warn("Discord answered HTTP {} to {}", r.statusCode(), path);
            return null;
        }
        return JSON.readTree(r.body());
    }

    static String challenge(String verifier) {
        try {
            byte[] digest =
                    MessageDigest.getInstance("SHA-256")
                            .digest(verifier.getBytes(StandardCharsets.US_ASCII));
            return Base64.getUrlEncoder().withoutPadding().encodeToString(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String enc(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8);
    }

    @Override
    public String toString() {
        return "DiscordLogin[client " + clientId + ", " + publicUrl + ", secret hidden]";
    }
}
