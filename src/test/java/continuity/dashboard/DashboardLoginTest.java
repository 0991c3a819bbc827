package continuity.dashboard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.BotRuntime;
import continuity.CanonFixture;
import continuity.TestChat;
import continuity.discord.fake.FakeDiscord;
import continuity.discord.fake.FakeOAuth;
import continuity.memory.Limits;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Login with Discord against the fake Discord on loopback: authorization code, PKCE, state, the
 * member's servers from {@code /users/@me/guilds}, logout.
 */
class DashboardLoginTest {
    @TempDir Path dir;
    FakeDiscord fake;
    BotRuntime rt;
    Dashboard dashboard;
    String base;

    static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    @BeforeEach
    void start() throws IOException {
        fake = new FakeDiscord();
        rt = BotRuntime.open(dir.resolve("d.sqlite"), Limits.DEFAULTS);
        CanonFixture.build(new TestChat(rt.core()));
        int port = freePort();
        base = "http://127.0.0.1:" + port;
        fake.oauth()
                .client("app-1", "s3cret", base + "/callback")
                .member(
                        new FakeOAuth.Member(
                                "u1",
                                "alice",
                                "fr",
                                List.of(
                                        new FakeOAuth.Guild("g1", "Moonlit Tavern", false, 0),
                                        new FakeOAuth.Guild("g7", "Elsewhere", true, 0))))
                .signIn("u1");
        DiscordLogin login =
                new DiscordLogin(
                        "app-1",
                        "s3cret",
                        base,
                        new DiscordLogin.Endpoints(fake.oauth().authorizeUrl(), fake.apiBase()));
        dashboard = new Dashboard(rt.store(), rt.core(), login);
        dashboard.start("127.0.0.1", port);
    }

    @AfterEach
    void stop() {
        dashboard.close();
        rt.close();
        fake.close();
    }

    /** Follows the login from the dashboard to Discord and back; returns the callback's answer. */
    static HttpResponse<String> logIn(Web web) {
        HttpResponse<String> start = web.get("/login/discord");
        assertEquals(302, start.statusCode());
        String authorize = start.headers().firstValue("Location").orElseThrow();
        assertTrue(authorize.contains("code_challenge_method=S256"), authorize);
        assertTrue(authorize.contains("scope=identify+guilds"), authorize);
        HttpResponse<String> approved = web.get(authorize);
        assertEquals(302, approved.statusCode(), approved.body());
        return web.get(approved.headers().firstValue("Location").orElseThrow());
    }

    @Test
    void logInSeeTheSharedServersInTheMembersLanguageAndLogOut() {
        Web web = new Web(base);
        HttpResponse<String> first = web.get("/");
        assertEquals(302, first.statusCode());
        assertEquals("/login", first.headers().firstValue("Location").orElse(""));
        HttpResponse<String> back = logIn(web);
        assertEquals(303, back.statusCode(), back.body());
        String cookie = back.headers().firstValue("Set-Cookie").orElse("");
        assertTrue(
                back.headers().allValues("Set-Cookie").stream()
                        .anyMatch(
                                c ->
                                        c.startsWith(Dashboard.COOKIE + "=")
                                                && c.contains("HttpOnly")
                                                && c.contains("SameSite=Lax")),
                cookie);
        String home = web.get("/").body();
        // the member's Discord locale (fr) wins over the browser's
        assertTrue(
                home.contains("Moonlit Tavern") && home.contains("Connecté en tant que alice"),
                home);
        assertFalse(home.contains("Elsewhere"), "a server where the bot keeps nothing");
        assertTrue(web.get("/s/g1/c/mira").body().contains("Mira"));
        assertEquals(404, web.get("/s/g9").statusCode());
        String csrf = Web.csrf(home);
        assertEquals(303, web.post("/logout", Map.of("csrf", csrf)).statusCode());
        assertEquals(302, web.get("/").statusCode());
        assertEquals(List.of(), fake.oauth().refusals());
    }

    @Test
    void aForgedStateOrAReplayedCodeIsRefused() {
        Web web = new Web(base);
        HttpResponse<String> start = web.get("/login/discord");
        String authorize = start.headers().firstValue("Location").orElseThrow();
        String callback = web.get(authorize).headers().firstValue("Location").orElseThrow();
        String forged = callback.replaceAll("state=[^&]+", "state=forged");
        assertEquals(400, web.get(forged).statusCode());
        // the pending login is used up: the true callback no longer works either
        assertEquals(400, web.get(callback).statusCode());
        // a browser that never started the login cannot finish one
        Web other = new Web(base);
        assertEquals(400, other.get(callback).statusCode());
        assertEquals(302, web.get("/").statusCode());
    }

    @Test
    void overHttpsTheCookiesAreSecure() throws IOException {
        int port = freePort();
        Dashboard secure =
                new Dashboard(
                        rt.store(),
                        rt.core(),
                        new DiscordLogin(
                                "app-1",
                                "s3cret",
                                "https://canon.example.org",
                                new DiscordLogin.Endpoints(
                                        fake.oauth().authorizeUrl(), fake.apiBase())));
        try {
            secure.start("127.0.0.1", port);
            HttpResponse<String> r = new Web("http://127.0.0.1:" + port).get("/login/discord");
            String cookie = r.headers().firstValue("Set-Cookie").orElse("");
            assertTrue(cookie.contains("Secure") && cookie.contains("HttpOnly"), cookie);
            assertTrue(
                    r.headers()
                            .firstValue("Location")
                            .orElse("")
                            .contains("redirect_uri=https%3A%2F%2Fcanon.example.org%2Fcallback"));
            assertTrue(r.headers().firstValue("Strict-Transport-Security").isPresent());
        } finally {
            secure.close();
        }
    }
}
