package continuity.dashboard;

import static java.nio.charset.StandardCharsets.UTF_8;

import continuity.chat.Lang;
import continuity.chat.Reply;
import continuity.memory.Continuity;
import continuity.memory.Note;
import continuity.memory.Store;
import gg.jte.ContentType;
import gg.jte.TemplateEngine;
import gg.jte.output.StringOutput;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HandlerType;
import java.io.IOException;
import java.io.InputStream;
import java.security.MessageDigest;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The web page of a server's canon: Javalin routes over the core. Pages read through {@link Canon};
 * actions go through {@link Actions} (the core, as a slash command or a button does). Every URL
 * naming a server is checked against the session's servers; every POST carries the session's CSRF
 * token; every response carries the security headers.
 */
public final class Dashboard implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Dashboard.class);
    static final String COOKIE = "continuity_session";
    static final Duration SESSION_LIFE = Duration.ofHours(12);
    static final String CSP =
            "default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self';"
                    + " connect-src 'self'; form-action 'self'; base-uri 'none';"
                    + " frame-ancestors 'none'";

    private final Canon canon;
    private final Actions actions;
    private final Login login;
    private final Live live;
    private final Clock clock;
    private final Session.Table sessions = new Session.Table();
    private final RateLimit actionLimit = new RateLimit(30, Duration.ofMinutes(1));
    private final TemplateEngine templates =
            TemplateEngine.createPrecompiled(
                    null,
                    ContentType.Html,
                    Dashboard.class.getClassLoader(),
                    "continuity.dashboard.templates");
    private Javalin app;

    /** How members sign in: offline as a given user, or with Discord (OAuth2). */
    public interface Login {
        /** The offline member's id, or null when members sign in with Discord. */
        default String offlineUser() {
            return null;
        }

        /** Offline: whether the member acts as a game master of their servers. */
        default boolean offlineGm() {
            return false;
        }

        /** Whether the cookie must be Secure (the dashboard is served over HTTPS). */
        default boolean https() {
            return false;
        }

        /** Adds the login routes (none offline). */
        default void routes(io.javalin.config.RoutesConfig r, Dashboard d) {}
    }

    /** Offline: every visitor is {@code user}, a member of the servers where they wrote. */
    public static Login offline(String user) {
        return offline(user, false);
    }

    /** Offline as {@code user}, a game master of their servers when {@code gm}. */
    public static Login offline(String user, boolean gm) {
        return new Login() {
            @Override
            public String offlineUser() {
                return user;
            }

            @Override
            public boolean offlineGm() {
                return gm;
            }
        };
    }

    public Dashboard(
            Store store, Continuity core, Login login, Actions.Poster poster, Clock clock) {
        this.canon = new Canon(store);
        this.actions = new Actions(core, poster);
        this.login = login;
        this.clock = clock;
        this.live = new Live();
        core.onChange(live::changed);
    }

    public Dashboard(Store store, Continuity core, Login login) {
        this(store, core, login, Actions.Poster.NONE, Clock.systemUTC());
    }

    Canon canon() {
        return canon;
    }

    /** Calls the core through {@code runner} (the bot's core thread when the bot runs). */
    public Dashboard runningOn(Actions.Runner runner) {
        actions.runOn(runner);
        return this;
    }

    /** Starts listening on {@code host}:{@code port} (0: any free port); returns the port. */
    public int start(String host, int port) {
        app =
                Javalin.create(
                        config -> {
                            config.startup.showJavalinBanner = false;
                            config.startup.showOldJavalinVersionWarning = false;
                            config.jetty.host = host;
                            config.jetty.port = port;
                            // an import file is at most 5 MB (as on Discord); every other form is
                            // small
                            config.http.maxRequestSize = 6L * 1024 * 1024;
                            config.jetty.multipartConfig.maxFileSize(
                                    5L * 1024 * 1024, io.javalin.config.SizeUnit.BYTES);
                            config.jetty.multipartConfig.maxTotalRequestSize(
                                    6L * 1024 * 1024, io.javalin.config.SizeUnit.BYTES);
                            config.jetty.multipartConfig.maxInMemoryFileSize(
                                    6 * 1024 * 1024, io.javalin.config.SizeUnit.BYTES);
                            routes(config.routes);
                        });
        app.start();
        return app.port();
    }

    public int port() {
        return app.port();
    }

    @Override
    public void close() {
        live.close();
        if (app != null) app.stop();
    }

    private void routes(io.javalin.config.RoutesConfig r) {
        r.before(this::headers);
        r.before(this::checkHost);
        r.before(this::checkCsrf);
        r.get("/static/dashboard.css", ctx -> resource(ctx, "dashboard.css", "text/css"));
        r.get("/static/live.js", ctx -> resource(ctx, "live.js", "text/javascript"));
        login.routes(r, this);
        r.get("/", this::servers);
        r.get("/s/{g}", this::server);
        r.get("/s/{g}/c/{c}", this::character);
        r.get("/s/{g}/c/{c}/d/{a}", this::timeline);
        r.get("/s/{g}/search", this::search);
        r.get("/s/{g}/week", this::week);
        r.get("/s/{g}/n/{n}", this::note);
        r.post("/s/{g}/n/{n}/{op}", this::noteAction);
        r.post("/s/{g}/press", this::pressOffered);
        r.post("/s/{g}/export", this::export);
        r.post("/s/{g}/import", this::importFile);
        // the stream of a server the session does not share is refused before it starts
        r.before("/s/{g}/events", ctx -> guild(ctx, required(ctx)));
        r.sse(
                "/s/{g}/events",
                client -> {
                    Context ctx = client.ctx();
                    Session s = session(ctx);
                    String g = ctx.pathParam("g");
                    if (s == null || !s.member(g)) {
                        client.close();
                        return;
                    }
                    live.add(g, client);
                });
        r.exception(
                Refused.class,
                (e, ctx) -> {
                    if (e.status == 401 && login.offlineUser() == null) {
                        ctx.redirect("/login");
                        return;
                    }
                    ctx.status(e.status);
                    Session s = sessionOrNull(ctx);
                    ctx.html(
                            render(
                                    "message.jte",
                                    new Views.Message(
                                            frame(ctx, s, null),
                                            e.status,
                                            frame(ctx, s, null).t(e.key))));
                });
        r.exception(
                Exception.class,
                (e, ctx) -> {
                    LOG.error("dashboard request failed: {}", e.getClass().getName());
                    ctx.status(500).result("Internal error");
                });
    }

    /** A request refused with a status and the sentence {@code dash.KEY}. */
    static final class Refused extends RuntimeException {
        final int status;
        final String key;

        Refused(int status, String key) {
            super(key, null, false, false);
            this.status = status;
            this.key = key;
        }
    }

    private void headers(Context ctx) {
        ctx.header("Content-Security-Policy", CSP);
        ctx.header("X-Frame-Options", "DENY");
        ctx.header("X-Content-Type-Options", "nosniff");
        ctx.header("Referrer-Policy", "no-referrer");
        ctx.header("Cache-Control", "no-store");
        ctx.header("Cross-Origin-Opener-Policy", "same-origin");
        if (login.https()) ctx.header("Strict-Transport-Security", "max-age=31536000");
    }

    /**
     * Offline, the pages answer only to the loopback names: a web page whose own name was made to
     * point at 127.0.0.1 (DNS rebinding) gets nothing, since it sends its own name as the Host.
     */
    private void checkHost(Context ctx) {
        if (login.offlineUser() == null) return;
        String host = ctx.header("Host");
        String name =
                host == null
                        ? ""
                        : host.replaceFirst(":\\d+$", "").toLowerCase(java.util.Locale.ROOT);
        if (!name.equals("127.0.0.1") && !name.equals("localhost") && !name.equals("[::1]"))
            throw new Refused(403, "refused.host");
    }

    /** Every POST carries the session's CSRF token (login forms too: none are anonymous). */
    private void checkCsrf(Context ctx) {
        if (!HandlerType.POST.equals(ctx.method())) return;
        Session s = sessionOrNull(ctx);
        String sent = ctx.formParam("csrf");
        if (s == null
                || sent == null
                || !MessageDigest.isEqual(sent.getBytes(UTF_8), s.csrf.getBytes(UTF_8))) {
            throw new Refused(403, "refused.csrf");
        }
    }

    // sessions

    Session sessionOrNull(Context ctx) {
        return sessions.find(ctx.cookie(COOKIE), clock.instant());
    }

    /**
     * The request's session; offline, a new one for the given user when there is none; with
     * Discord, null (the caller sends the visitor to the login).
     */
    Session session(Context ctx) {
        Session s = sessionOrNull(ctx);
        if (s != null) return s;
        String user = login.offlineUser();
        if (user == null) return null;
        Map<String, Session.Server> servers = new HashMap<>();
        for (String g : canon.serversOf(user))
            servers.put(g, new Session.Server(g, g, login.offlineGm()));
        return open(ctx, new Session(user, user, servers, null, SESSION_LIFE, clock.instant()));
    }

    /** Stores a new session and gives its cookie: HttpOnly, SameSite=Lax, Secure over HTTPS. */
    Session open(Context ctx, Session s) {
        sessions.remove(ctx.cookie(COOKIE));
        sessions.add(s);
        ctx.res()
                .addHeader(
                        "Set-Cookie",
                        COOKIE
                                + "="
                                + s.id
                                + "; Path=/; Max-Age="
                                + SESSION_LIFE.toSeconds()
                                + "; HttpOnly; SameSite=Lax"
                                + (login.https() ? "; Secure" : ""));
        return s;
    }

    void close(Context ctx) {
        sessions.remove(ctx.cookie(COOKIE));
        ctx.res()
                .addHeader(
                        "Set-Cookie",
                        COOKIE
                                + "=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax"
                                + (login.https() ? "; Secure" : ""));
    }

    private Session required(Context ctx) {
        Session s = session(ctx);
        if (s == null) throw new Refused(401, "refused.login");
        return s;
    }

    /** The server a URL names, when the session's member shares it; otherwise refused. */
    private String guild(Context ctx, Session s) {
        String g = ctx.pathParam("g");
        if (!s.member(g)) throw new Refused(404, "refused.server");
        return g;
    }

    // pages

    Lang lang(Context ctx, Session s) {
        if (s != null && s.locale != null) return Lang.ofLocale(s.locale);
        String header = ctx.header("Accept-Language");
        if (header != null) {
            for (String part : header.split(",")) {
                String tag = part.split(";")[0].trim().toLowerCase(java.util.Locale.ROOT);
                if (tag.startsWith("fr")) return Lang.FR;
                if (tag.startsWith("en")) return Lang.EN;
            }
        }
        return Lang.EN;
    }

    Frame frame(Context ctx, Session s, String guild) {
        Flash flash = null;
        if (s != null && guild != null && HandlerType.GET.equals(ctx.method())) {
            flash = s.flash;
            s.flash = null;
        }
        return new Frame(
                lang(ctx, s),
                s == null ? null : s.user,
                s == null ? null : s.userName,
                login.offlineUser() != null,
                s == null ? "" : s.csrf,
                guild,
                guild == null || s == null ? null : s.servers.get(guild).name(),
                flash,
                true);
    }

    String render(String template, Object model) {
        StringOutput out = new StringOutput(8192);
        templates.render(template, model, out);
        return out.toString();
    }

    private void servers(Context ctx) {
        Session s = required(ctx);
        Map<String, String> names = new HashMap<>();
        s.servers.values().forEach(x -> names.put(x.id(), x.name()));
        ctx.html(
                render(
                        "servers.jte",
                        new Views.Servers(
                                frame(ctx, s, null), canon.servers(s.servers.keySet(), names))));
    }

    private void server(Context ctx) {
        Session s = required(ctx);
        String g = guild(ctx, s);
        ctx.html(render("server.jte", new Views.Server(frame(ctx, s, g), canon.server(g))));
    }

    private void character(Context ctx) {
        Session s = required(ctx);
        String g = guild(ctx, s);
        Canon.CharacterPage page =
                canon.character(g, ctx.pathParam("c"), s.user)
                        .orElseThrow(() -> new Refused(404, "refused.character"));
        ctx.html(render("character.jte", new Views.Character(frame(ctx, s, g), page)));
    }

    /** The page of one character, as a string (the bench renders it). */
    String characterPage(Session s, String guild, String key, Lang lang) {
        Canon.CharacterPage page = canon.character(guild, key, s.user).orElseThrow();
        Frame f = new Frame(lang, s.user, s.userName, true, s.csrf, guild, guild, null, true);
        return render("character.jte", new Views.Character(f, page));
    }

    private void note(Context ctx) {
        Session s = required(ctx);
        String g = guild(ctx, s);
        Note note =
                canon.note(g, ctx.pathParam("n"), s.user)
                        .orElseThrow(() -> new Refused(404, "refused.note"));
        ctx.html(render("note.jte", new Views.NotePage(frame(ctx, s, g), note)));
    }

    private void timeline(Context ctx) {
        Session s = required(ctx);
        String g = guild(ctx, s);
        String key = ctx.pathParam("c");
        Canon.CharacterPage page =
                canon.character(g, key, s.user)
                        .orElseThrow(() -> new Refused(404, "refused.character"));
        String attribute = ctx.pathParam("a");
        ctx.html(
                render(
                        "timeline.jte",
                        new Views.Timeline(
                                frame(ctx, s, g),
                                key,
                                page.character().name(),
                                attribute,
                                canon.timeline(g, key, attribute))));
    }

    private void search(Context ctx) {
        Session s = required(ctx);
        String g = guild(ctx, s);
        String q = Optional.ofNullable(ctx.queryParam("q")).orElse("");
        if (q.length() > 200) q = q.substring(0, 200);
        ctx.html(
                render(
                        "search.jte",
                        new Views.Search(frame(ctx, s, g), q, canon.search(g, q, 200))));
    }

    private void week(Context ctx) {
        Session s = required(ctx);
        String g = guild(ctx, s);
        List<Note> changed = canon.changedSince(g, Canon.weekAgo(clock.instant()));
        ctx.html(
                render(
                        "week.jte",
                        new Views.Week(
                                frame(ctx, s, g),
                                changed.subList(0, Math.min(Views.WEEK_MAX, changed.size())),
                                changed.size())));
    }

    // actions

    private void noteAction(Context ctx) {
        Session s = required(ctx);
        String g = guild(ctx, s);
        if (!actionLimit.allow(s.user, clock.instant())) throw new Refused(429, "refused.rate");
        Note note =
                canon.note(g, ctx.pathParam("n"), s.user)
                        .orElseThrow(() -> new Refused(404, "refused.note"));
        Instant now = clock.instant();
        Actions.Outcome o =
                switch (ctx.pathParam("op")) {
                    case "edit" -> actions.edit(s, g, note, ctx.formParam("text"), now);
                    case "forget" -> actions.forget(s, g, note, now);
                    case "undo" -> actions.press(s, g, note, "undo", null, now);
                    case "accept" -> actions.press(s, g, note, "accept", null, now);
                    case "reject" -> actions.press(s, g, note, "reject", null, now);
                    case "move" -> {
                        String scope = ctx.formParam("scope");
                        if (!List.of("profile", "story", "scene").contains(scope))
                            throw new Refused(400, "refused.scope");
                        yield actions.press(s, g, note, "rescope", scope, now);
                    }
                    default -> throw new Refused(404, "refused.action");
                };
        answered(ctx, s, g, o);
        ctx.redirect(
                note.kind() == continuity.memory.Kind.FACT
                        ? "/s/" + Frame.enc(g) + "/c/" + Frame.enc(note.characterKey())
                        : "/s/" + Frame.enc(g),
                io.javalin.http.HttpStatus.SEE_OTHER);
    }

    /**
     * {@code /memory export} as the member: the server's notes for a game master, their own
     * preferences otherwise, or one character's lorebook; the file is downloaded.
     */
    private void export(Context ctx) {
        Session s = required(ctx);
        String g = guild(ctx, s);
        if (!actionLimit.allow(s.user, clock.instant())) throw new Refused(429, "refused.rate");
        String lorebook = ctx.formParam("lorebook");
        Actions.Outcome o = actions.export(s, g, lorebook, clock.instant());
        for (Reply r : o.replies()) {
            if (r.attachment() == null) continue;
            String name = r.attachment().fileName().replaceAll("[^A-Za-z0-9._-]", "_");
            ctx.header("Content-Disposition", "attachment; filename=\"" + name + "\"");
            ctx.contentType(r.attachment().mediaType() + "; charset=utf-8");
            ctx.result(r.attachment().content());
            return;
        }
        answered(ctx, s, g, o);
        ctx.redirect("/s/" + Frame.enc(g), io.javalin.http.HttpStatus.SEE_OTHER);
    }

    /** {@code /memory import} with the uploaded file (a game master's; the core decides). */
    private void importFile(Context ctx) throws IOException {
        Session s = required(ctx);
        String g = guild(ctx, s);
        if (!actionLimit.allow(s.user, clock.instant())) throw new Refused(429, "refused.rate");
        io.javalin.http.UploadedFile file = ctx.uploadedFile("file");
        String text = null;
        if (file != null) {
            byte[] bytes;
            try (InputStream in = file.content()) {
                bytes = in.readNBytes(5 * 1024 * 1024 + 1);
            }
            if (bytes.length > 5 * 1024 * 1024) throw new Refused(413, "refused.too_big");
            java.nio.charset.CharsetDecoder utf8 =
                    java.nio.charset.StandardCharsets.UTF_8
                            .newDecoder()
                            .onMalformedInput(java.nio.charset.CodingErrorAction.REPORT);
            try {
                text = utf8.decode(java.nio.ByteBuffer.wrap(bytes)).toString();
            } catch (java.nio.charset.CharacterCodingException e) {
                throw new Refused(400, "refused.not_utf8");
            }
        }
        answered(ctx, s, g, actions.importFile(s, g, text, clock.instant()));
        ctx.redirect("/s/" + Frame.enc(g), io.javalin.http.HttpStatus.SEE_OTHER);
    }

    /** A button the core offered this member under an earlier answer on these pages. */
    private void pressOffered(Context ctx) {
        Session s = required(ctx);
        String g = guild(ctx, s);
        String id = ctx.formParam("id");
        if (!s.wasOffered(g + "|" + id)) throw new Refused(404, "refused.button");
        if (!actionLimit.allow(s.user, clock.instant())) throw new Refused(429, "refused.rate");
        String channel = s.offeredChannel(g + "|" + id);
        Actions.Outcome o = actions.pressOffered(s, g, channel, id, clock.instant());
        answered(ctx, s, g, o);
        ctx.redirect("/s/" + Frame.enc(g), io.javalin.http.HttpStatus.SEE_OTHER);
    }

    /** Keeps the core's answer for the next page, with the buttons it offered. */
    private void answered(Context ctx, Session s, String g, Actions.Outcome o) {
        Frame f = frame(ctx, s, null);
        StringBuilder text = new StringBuilder();
        List<Flash.Button> buttons = new ArrayList<>();
        for (Reply r : o.replies()) {
            if (text.length() > 0) text.append('\n');
            text.append(r.text());
            for (continuity.chat.Button b : r.buttons()) {
                s.offer(g + "|" + b.actionId(), o.channel());
                buttons.add(new Flash.Button(b.label(), b.actionId()));
            }
        }
        boolean channelReply = o.replies().stream().anyMatch(r -> !r.ephemeral());
        String where =
                !channelReply
                        ? f.t("flash.private")
                        : o.posted()
                                ? f.t("flash.posted", o.channel())
                                : f.t("flash.offline", o.channel());
        s.flash = new Flash(text.toString(), o.refused(), where, buttons);
    }

    private static void resource(Context ctx, String name, String type) throws IOException {
        try (InputStream in = Dashboard.class.getResourceAsStream("static/" + name)) {
            if (in == null) {
                ctx.status(404);
                return;
            }
            ctx.contentType(type + "; charset=utf-8").result(in.readAllBytes());
        }
    }
}
