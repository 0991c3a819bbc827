package continuity.dashboard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.BotRuntime;
import continuity.CanonFixture;
import continuity.TestChat;
import continuity.chat.SlashCommand;
import continuity.memory.Limits;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The offline dashboard over HTTP, without a browser: pages, the session's servers, CSRF, escaping,
 * privacy and the security headers.
 */
class DashboardTest {
    @TempDir Path dir;
    BotRuntime rt;
    Dashboard dashboard;
    Web alice;

    @BeforeEach
    void start() {
        rt = BotRuntime.open(dir.resolve("d.sqlite"), Limits.DEFAULTS);
        TestChat chat = new TestChat(rt.core());
        CanonFixture.build(chat);
        chat.as("u1", "alice", false).in("c1");
        chat.slash(
                SlashCommand.MEMORY_REMEMBER,
                "character",
                "Mira",
                "text",
                "Mira's motto is <script>alert(1)</script> @everyone javascript:alert(2)");
        // another server, where alice has nothing
        chat.guild = "g2";
        chat.as("u9", "zed", false).in("c9");
        chat.slash(SlashCommand.MEMORY_REMEMBER, "character", "Ghost", "text", "Ghost is pale");
        // the chat's clock starts on 2026-01-01: "this week" is seen from two days later
        dashboard =
                new Dashboard(
                        rt.store(),
                        rt.core(),
                        Dashboard.offline("u1"),
                        Actions.Poster.NONE,
                        java.time.Clock.fixed(
                                java.time.Instant.parse("2026-01-03T00:00:00Z"),
                                java.time.ZoneOffset.UTC));
        int port = dashboard.start("127.0.0.1", 0);
        alice = new Web("http://127.0.0.1:" + port);
    }

    @AfterEach
    void stop() {
        dashboard.close();
        rt.close();
    }

    @Test
    void serversCharactersColumnsAndTimeline() {
        HttpResponse<String> home = alice.get("/");
        assertEquals(200, home.statusCode());
        assertTrue(home.body().contains("Offline: acting as user u1"), home.body());
        assertTrue(home.body().contains("href=\"/s/g1\""));
        assertFalse(home.body().contains("/s/g2"), "a server where u1 wrote nothing");
        String server = alice.get("/s/g1").body();
        assertTrue(server.contains("Mira") && server.contains("Theo"));
        assertTrue(server.contains("Pirate AU") && server.contains("Winter ball"));
        String mira = alice.get("/s/g1/c/mira").body();
        assertTrue(mira.contains("Profile (every story)"), mira);
        assertTrue(mira.contains("Story “Pirate AU”") && mira.contains("Mira has short hair"));
        assertTrue(mira.contains("Scene “Winter ball”") && mira.contains("Mira wears a red dress"));
        String eyes = alice.get("/s/g1/c/mira/d/eyes").body();
        assertTrue(eyes.contains("Mira has blue eyes") && eyes.contains("replaced by: "), eyes);
        assertTrue(eyes.contains("retcon"), eyes);
        String hair = alice.get("/s/g1/c/theo/d/hair").body();
        assertTrue(hair.contains("undone"), hair);
    }

    @Test
    void frenchByTheBrowsersLanguage() {
        alice.acceptLanguage = "fr-FR,fr;q=0.9,en;q=0.5";
        String mira = alice.get("/s/g1/c/mira").body();
        assertTrue(mira.contains("Profil (toutes les histoires)"), mira);
        assertTrue(mira.contains("Hors ligne"));
    }

    @Test
    void anotherServersUrlIsRefusedEvenUnlinked() {
        assertEquals(404, alice.get("/s/g2").statusCode());
        assertEquals(404, alice.get("/s/g2/c/ghost").statusCode());
        assertEquals(404, alice.get("/s/g2/search?q=pale").statusCode());
        String page = alice.get("/s/g1/c/mira").body();
        HttpResponse<String> post =
                alice.post("/s/g2/n/whatever/forget", Map.of("csrf", Web.csrf(page)));
        assertEquals(404, post.statusCode());
    }

    @Test
    void storedMarkupIsText() {
        String mira = alice.get("/s/g1/c/mira").body();
        assertFalse(mira.contains("<script>alert(1)"), "stored markup must be escaped");
        assertTrue(mira.contains("&lt;script&gt;alert(1)&lt;/script&gt;"), mira);
        assertFalse(mira.contains("href=\"javascript:"));
    }

    @Test
    void aFormWithoutItsCsrfTokenIsRefused() {
        String mira = alice.get("/s/g1/c/mira").body();
        String id = noteId(mira, "Mira has short hair");
        HttpResponse<String> r = alice.post("/s/g1/n/" + id + "/forget", Map.of());
        assertEquals(403, r.statusCode());
        r = alice.post("/s/g1/n/" + id + "/forget", Map.of("csrf", "forged"));
        assertEquals(403, r.statusCode());
        assertTrue(alice.get("/s/g1/c/mira").body().contains("Mira has short hair"));
    }

    @Test
    void editGoesThroughTheCoreAndIsConfirmed() {
        String mira = alice.get("/s/g1/c/mira").body();
        String id = noteId(mira, "Mira has short hair");
        HttpResponse<String> r =
                alice.post(
                        "/s/g1/n/" + id + "/edit",
                        Map.of("csrf", Web.csrf(mira), "text", "Mira has a shaved head"));
        assertEquals(303, r.statusCode());
        String after = alice.get("/s/g1/c/mira").body();
        assertTrue(after.contains("Mira has a shaved head"), after);
        assertTrue(after.contains("id=\"flash\""), after);
        assertTrue(after.contains("Offline: on Discord this would be posted in channel c2"), after);
        // the Undo the core offered under its confirmation, pressed from the page
        assertTrue(after.contains(">Undo</button>"), after);
        java.util.regex.Matcher undo =
                java.util.regex.Pattern.compile("name=\"id\" value=\"([^\"]+)\"").matcher(after);
        assertTrue(undo.find(), after);
        assertEquals(
                404,
                alice.post(
                                "/s/g1/press",
                                Map.of("csrf", Web.csrf(after), "id", "i~undo~forged~~u1"))
                        .statusCode(),
                "only a button the core offered here");
        assertEquals(
                303,
                alice.post("/s/g1/press", Map.of("csrf", Web.csrf(after), "id", undo.group(1)))
                        .statusCode());
        String undone = alice.get("/s/g1/c/mira").body();
        assertTrue(
                undone.contains("Mira has short hair") && !undone.contains("shaved head"), undone);
    }

    @Test
    void aNonOwnerIsRefusedByTheCore() {
        Dashboard asBob =
                new Dashboard(
                        rt.store(),
                        rt.core(),
                        Dashboard.offline("u2"),
                        Actions.Poster.NONE,
                        java.time.Clock.fixed(
                                java.time.Instant.parse("2026-01-03T00:00:00Z"),
                                java.time.ZoneOffset.UTC));
        try {
            Web bob = new Web("http://127.0.0.1:" + asBob.start("127.0.0.1", 0));
            String mira = bob.get("/s/g1/c/mira").body();
            String id = noteId(mira, "Mira has short hair");
            HttpResponse<String> r =
                    bob.post(
                            "/s/g1/n/" + id + "/edit",
                            Map.of("csrf", Web.csrf(mira), "text", "Mira is bald"));
            assertEquals(303, r.statusCode());
            String after = bob.get("/s/g1/c/mira").body();
            assertTrue(after.contains("class=\"flash refused\""), after);
            assertTrue(after.contains("Mira has short hair") && !after.contains("Mira is bald"));
            assertTrue(after.contains("shorter replies"), "bob sees his own preference");
        } finally {
            asBob.close();
        }
    }

    @Test
    void otherMembersPreferencesAreInvisible() {
        String mira = alice.get("/s/g1/c/mira").body();
        assertFalse(mira.contains("shorter replies"), "bob's preference");
        assertFalse(alice.get("/s/g1/search?q=shorter").body().contains("shorter replies"));
        assertFalse(alice.get("/s/g1/week").body().contains("shorter replies"));
    }

    @Test
    void securityHeadersAndCookie() {
        HttpResponse<String> r = alice.get("/");
        String csp = r.headers().firstValue("Content-Security-Policy").orElse("");
        assertTrue(csp.contains("frame-ancestors 'none'") && csp.contains("script-src 'self'"));
        assertEquals("no-referrer", r.headers().firstValue("Referrer-Policy").orElse(""));
        String cookie = r.headers().firstValue("Set-Cookie").orElse("");
        assertTrue(cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax"), cookie);
        assertFalse(cookie.contains("Secure"), "plain HTTP on loopback: " + cookie);
    }

    @Test
    void offlineItAnswersOnlyToTheLoopbackNames() throws Exception {
        int port = java.net.URI.create(alice.base).getPort();
        for (String host : new String[] {"evil.example", "127.0.0.1.evil.example:" + port}) {
            try (java.net.Socket s = new java.net.Socket("127.0.0.1", port)) {
                s.getOutputStream()
                        .write(
                                ("GET / HTTP/1.1\r\nHost: "
                                                + host
                                                + "\r\nConnection: close\r\n\r\n")
                                        .getBytes(java.nio.charset.StandardCharsets.US_ASCII));
                String status =
                        new java.io.BufferedReader(
                                        new java.io.InputStreamReader(
                                                s.getInputStream(),
                                                java.nio.charset.StandardCharsets.UTF_8))
                                .readLine();
                assertTrue(status.contains(" 403"), host + ": " + status);
            }
        }
        assertEquals(200, alice.get("/").statusCode());
        assertEquals(200, new Web("http://localhost:" + port).get("/").statusCode());
    }

    @Test
    void searchAndWeek() {
        String found = alice.get("/s/g1/search?q=red+dress").body();
        assertTrue(found.contains("Mira wears a red dress"), found);
        String week = alice.get("/s/g1/week").body();
        assertTrue(week.contains("Mira has green eyes"), week);
    }

    @Test
    void aChangeElsewhereIsAnnouncedToTheOpenPages() throws Exception {
        alice.get("/");
        java.net.http.HttpRequest req =
                java.net.http.HttpRequest.newBuilder(
                                java.net.URI.create(alice.base + "/s/g1/events"))
                        .header("Accept", "text/event-stream")
                        .build();
        HttpResponse<java.io.InputStream> stream =
                alice.http.send(req, HttpResponse.BodyHandlers.ofInputStream());
        assertEquals(200, stream.statusCode());
        assertTrue(
                stream.headers()
                        .firstValue("Content-Type")
                        .orElse("")
                        .startsWith("text/event-stream"));
        java.io.BufferedReader lines =
                new java.io.BufferedReader(
                        new java.io.InputStreamReader(
                                stream.body(), java.nio.charset.StandardCharsets.UTF_8));
        assertEquals(": listening", lines.readLine());
        TestChat chat = new TestChat(rt.core());
        chat.as("u1", "alice", false).in("c1");
        chat.say("Mira's eyes are violet, not green.");
        String line;
        do {
            line = lines.readLine();
        } while (line != null && line.isEmpty());
        assertEquals("event: changed", line);
        stream.body().close();
        // another server's change is not announced to g1's pages (checked through g2's absence)
        HttpResponse<String> other = alice.get("/s/g2/events");
        assertEquals(404, other.statusCode());
    }

    @Test
    void exportsAndImportGoThroughTheCore() throws Exception {
        String mira = alice.get("/s/g1/c/mira").body();
        String csrf = Web.csrf(mira);
        HttpResponse<String> book =
                alice.post("/s/g1/export", Map.of("csrf", csrf, "lorebook", "Mira"));
        assertEquals(200, book.statusCode());
        assertTrue(
                book.headers().firstValue("Content-Disposition").orElse("").contains("lorebook"));
        assertTrue(book.body().contains("character_book") && book.body().contains("green eyes"));
        // not a game master: the export is one's own preferences, and an import is refused
        HttpResponse<String> mine = alice.post("/s/g1/export", Map.of("csrf", csrf));
        assertTrue(mine.body().contains("continuity-preferences"), mine.body());
        HttpResponse<String> refused =
                alice.upload(
                        "/s/g1/import",
                        Map.of("csrf", csrf),
                        "notes.json",
                        "{}".getBytes(java.nio.charset.StandardCharsets.UTF_8));
        assertEquals(303, refused.statusCode());
        assertTrue(alice.get("/s/g1").body().contains("flash refused"));
        // a game master (offline --gm) exports the server and imports it into... the same server
        Dashboard gm =
                new Dashboard(
                        rt.store(),
                        rt.core(),
                        Dashboard.offline("u1", true),
                        Actions.Poster.NONE,
                        java.time.Clock.systemUTC());
        try {
            Web web = new Web("http://127.0.0.1:" + gm.start("127.0.0.1", 0));
            String token = Web.csrf(web.get("/s/g1/c/mira").body());
            HttpResponse<String> notes = web.post("/s/g1/export", Map.of("csrf", token));
            assertTrue(
                    notes.body().contains("\"format\" : \"continuity-notes\"")
                            || notes.body().contains("\"format\":\"continuity-notes\""),
                    notes.body().substring(0, 200));
            HttpResponse<String> again =
                    web.upload(
                            "/s/g1/import",
                            Map.of("csrf", token),
                            "notes.json",
                            notes.body().getBytes(java.nio.charset.StandardCharsets.UTF_8));
            assertEquals(303, again.statusCode());
            String page = web.get("/s/g1").body();
            assertTrue(page.contains("flash done"), page);
            // without the token, no import
            assertEquals(
                    403,
                    web.upload("/s/g1/import", Map.of(), "notes.json", new byte[] {'{', '}'})
                            .statusCode());
        } finally {
            gm.close();
        }
    }

    static String noteId(String html, String text) {
        int at = html.indexOf(text);
        assertTrue(at > 0, "no note " + text);
        int start = html.lastIndexOf("id=\"note-", at);
        return html.substring(start + 9, html.indexOf('"', start + 9));
    }

    static boolean exists(Path p) {
        return Files.exists(p);
    }
}
