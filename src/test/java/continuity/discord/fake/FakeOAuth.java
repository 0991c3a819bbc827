package continuity.discord.fake;

import com.sun.net.httpserver.HttpExchange;
import java.io.IOException;
import java.io.OutputStream;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Discord's OAuth2 as the dashboard meets it: the authorize page ({@code /oauth2/authorize}, which
 * here approves at once for the member {@link #signIn} named, as a member who clicks Authorize),
 * the code exchange ({@code POST /api/v10/oauth2/token}: client secret, redirect URI, PKCE S256
 * verifier, one use per code) and the member's own API ({@code GET /api/v10/users/@me} and {@code
 * /users/@me/guilds} with a Bearer token). Anything out of order is answered as Discord does (400
 * {@code invalid_grant}, 401) and recorded.
 */
public final class FakeOAuth {
    /** A member as Discord knows them, and the servers they are in (with their permissions). */
    public record Member(String id, String username, String locale, List<Guild> guilds) {}

    public record Guild(String id, String name, boolean owner, long permissions) {}

    private record Grant(String user, String redirect, String challenge, String scope) {}

    private final FakeDiscord fake;
    private final Map<String, Member> members = new ConcurrentHashMap<>();
    private final Map<String, Grant> codes = new ConcurrentHashMap<>();
    private final Map<String, String> tokens = new ConcurrentHashMap<>();
    private volatile String clientId, clientSecret, redirectUri;
    private volatile String signedIn;
    private final List<String> refusals = java.util.Collections.synchronizedList(new ArrayList<>());

    FakeOAuth(FakeDiscord fake) {
        this.fake = fake;
    }

    /** The application: its client id, secret and the one redirect URI registered. */
    public FakeOAuth client(String id, String secret, String redirect) {
        this.clientId = id;
        this.clientSecret = secret;
        this.redirectUri = redirect;
        return this;
    }

    public FakeOAuth member(Member m) {
        members.put(m.id(), m);
        return this;
    }

    /** The member logged in to Discord in the browser (who the authorize page approves for). */
    public FakeOAuth signIn(String userId) {
        this.signedIn = userId;
        return this;
    }

    /** The authorize page's address, as the dashboard is configured with it. */
    public String authorizeUrl() {
        return fake.restRoot() + "/oauth2/authorize";
    }

    /** What was refused, in order ("token: invalid_grant (PKCE)", ...). */
    public List<String> refusals() {
        return List.copyOf(refusals);
    }

    boolean handles(String path) {
        return path.equals("/oauth2/authorize")
                || path.equals(RestServer.PREFIX + "/oauth2/token")
                || path.equals(RestServer.PREFIX + "/users/@me/guilds");
    }

    /** {@code /users/@me} with a Bearer token is the member's; with a Bot token, the bot's. */
    boolean handlesBearer(HttpExchange ex, String path) {
        String auth = ex.getRequestHeaders().getFirst("Authorization");
        return path.equals(RestServer.PREFIX + "/users/@me")
                && auth != null
                && auth.startsWith("Bearer ");
    }

    void handle(HttpExchange ex) throws IOException {
        String path = ex.getRequestURI().getPath();
        String method = ex.getRequestMethod();
        byte[] body = ex.getRequestBody().readAllBytes();
        int status;
        String out;
        try {
            if (path.equals("/oauth2/authorize") && method.equals("GET")) {
                authorize(ex, query(ex.getRequestURI().getRawQuery()));
                fake.record(new RecordedRequest(method, "/oauth2/authorize", null, 302));
                return;
            } else if (path.endsWith("/oauth2/token") && method.equals("POST")) {
                out = token(ex, query(new String(body, StandardCharsets.UTF_8)));
            } else if (path.endsWith("/users/@me/guilds") && method.equals("GET")) {
                out = guilds(bearer(ex));
            } else if (path.endsWith("/users/@me") && method.equals("GET")) {
                out = me(bearer(ex));
            } else {
                throw new Refusal(405, "method not allowed");
            }
            status = 200;
        } catch (Refusal r) {
            refusals.add(path + ": " + r.getMessage());
            status = r.status;
            out = "{\"error\":\"" + r.getMessage().split(" ")[0] + "\"}";
        }
        fake.record(new RecordedRequest(method, path.replace(RestServer.PREFIX, ""), null, status));
        byte[] bytes = out.getBytes(StandardCharsets.UTF_8);
        ex.getResponseHeaders().set("Content-Type", "application/json");
        ex.sendResponseHeaders(status, bytes.length);
        try (OutputStream os = ex.getResponseBody()) {
            os.write(bytes);
        }
        ex.close();
    }

    private static final class Refusal extends RuntimeException {
        final int status;

        Refusal(int status, String why) {
            super(why);
            this.status = status;
        }
    }

    private void authorize(HttpExchange ex, Map<String, String> q) throws IOException {
        String redirect = q.get("redirect_uri");
        String error = null;
        if (clientId == null || !clientId.equals(q.get("client_id"))) error = "unknown client_id";
        else if (redirect == null || !redirect.equals(redirectUri))
            error = "redirect_uri not registered";
        else if (!"code".equals(q.get("response_type"))) error = "response_type must be code";
        else if (!"S256".equals(q.get("code_challenge_method")) || q.get("code_challenge") == null)
            error = "PKCE S256 code_challenge required by this fake";
        else if (q.get("state") == null) error = "state required by this fake";
        else if (!List.of(q.getOrDefault("scope", "").split(" "))
                .containsAll(List.of("identify", "guilds")))
            error = "scopes identify and guilds expected";
        else if (signedIn == null || !members.containsKey(signedIn)) error = "nobody signed in";
        if (error != null) {
            refusals.add("/oauth2/authorize: " + error);
            byte[] b = ("authorize refused: " + error).getBytes(StandardCharsets.UTF_8);
            ex.sendResponseHeaders(400, b.length);
            try (OutputStream os = ex.getResponseBody()) {
                os.write(b);
            }
            ex.close();
            return;
        }
        String code = UUID.randomUUID().toString().replace("-", "");
        codes.put(code, new Grant(signedIn, redirect, q.get("code_challenge"), q.get("scope")));
        String location =
                redirect
                        + "?code="
                        + code
                        + "&state="
                        + URLEncoder.encode(q.get("state"), StandardCharsets.UTF_8);
        ex.getResponseHeaders().set("Location", location);
        ex.sendResponseHeaders(302, -1);
        ex.close();
    }

    private String token(HttpExchange ex, Map<String, String> form) {
        String id = form.get("client_id"), secret = form.get("client_secret");
        String auth = ex.getRequestHeaders().getFirst("Authorization");
        if (auth != null && auth.startsWith("Basic ")) {
            String[] pair =
                    new String(
                                    Base64.getDecoder().decode(auth.substring(6)),
                                    StandardCharsets.UTF_8)
                            .split(":", 2);
            id = URLDecoder.decode(pair[0], StandardCharsets.UTF_8);
            secret = pair.length > 1 ? URLDecoder.decode(pair[1], StandardCharsets.UTF_8) : null;
        }
        if (clientId == null || !clientId.equals(id) || !clientSecret.equals(secret))
            throw new Refusal(401, "invalid_client");
        if (!"authorization_code".equals(form.get("grant_type")))
            throw new Refusal(400, "unsupported_grant_type");
        Grant g = form.get("code") == null ? null : codes.remove(form.get("code"));
        if (g == null) throw new Refusal(400, "invalid_grant (unknown or used code)");
        if (!g.redirect().equals(form.get("redirect_uri")))
            throw new Refusal(400, "invalid_grant (redirect_uri differs)");
        String verifier = form.get("code_verifier");
        if (verifier == null || !g.challenge().equals(s256(verifier)))
            throw new Refusal(400, "invalid_grant (PKCE verifier does not match)");
        String token = UUID.randomUUID().toString();
        tokens.put(token, g.user());
        return "{\"access_token\":\""
                + token
                + "\",\"token_type\":\"Bearer\",\"expires_in\":604800,\"refresh_token\":\""
                + UUID.randomUUID()
                + "\",\"scope\":\""
                + g.scope()
                + "\"}";
    }

    private Member bearer(HttpExchange ex) {
        String auth = ex.getRequestHeaders().getFirst("Authorization");
        String user =
                auth == null || !auth.startsWith("Bearer ") ? null : tokens.get(auth.substring(7));
        if (user == null) throw new Refusal(401, "401: Unauthorized");
        return members.get(user);
    }

    private static String me(Member m) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("id", m.id());
        o.put("username", m.username());
        o.put("global_name", m.username());
        o.put("locale", m.locale());
        return Json.write(Json.MAPPER.valueToTree(o));
    }

    private static String guilds(Member m) {
        List<Map<String, Object>> list = new ArrayList<>();
        for (Guild g : m.guilds()) {
            Map<String, Object> o = new LinkedHashMap<>();
            o.put("id", g.id());
            o.put("name", g.name());
            o.put("icon", null);
            o.put("owner", g.owner());
            o.put("permissions", Long.toString(g.permissions()));
            o.put("features", List.of());
            list.add(o);
        }
        return Json.write(Json.MAPPER.valueToTree(list));
    }

    static String s256(String verifier) {
        try {
            return Base64.getUrlEncoder()
                    .withoutPadding()
                    .encodeToString(
                            MessageDigest.getInstance("SHA-256")
                                    .digest(verifier.getBytes(StandardCharsets.US_ASCII)));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Map<String, String> query(String raw) {
        Map<String, String> out = new HashMap<>();
        if (raw == null || raw.isEmpty()) return out;
        for (String pair : raw.split("&")) {
            int eq = pair.indexOf('=');
            String k = eq < 0 ? pair : pair.substring(0, eq);
            String v = eq < 0 ? "" : pair.substring(eq + 1);
            out.put(
                    URLDecoder.decode(k, StandardCharsets.UTF_8),
                    URLDecoder.decode(v, StandardCharsets.UTF_8));
        }
        return out;
    }
}
