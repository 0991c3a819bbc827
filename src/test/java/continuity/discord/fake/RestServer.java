package continuity.discord.fake;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The HTTP side of the fake: an {@link HttpServer} on 127.0.0.1 answering {@code /api/v10/...}. For
 * every request it parses the body (JSON or multipart {@code payload_json}), finds the route by
 * method and path template (the spec's templates), runs the route's state checks, then the OpenAPI
 * and Discord-limit checks, then the route, and records it in the transcript. Unknown routes answer
 * a loud 404 and are violations. Files the bot uploads become message attachments on the fake's
 * CDN, which the same server serves under {@code /attachments/} (not an API route: no body, no
 * spec; still recorded).
 */
final class RestServer implements AutoCloseable {
    static final String PREFIX = "/api/v10";
    private static final Logger LOG = LoggerFactory.getLogger(RestServer.class);

    /**
     * A parsed request. {@code params} are the decoded path parameters by their spec names; {@code
     * files} the file parts of a multipart body by field name.
     */
    record Request(
            String method,
            String template,
            String path,
            Map<String, String> params,
            Map<String, String> query,
            JsonNode body,
            Map<String, FakeFile> files) {
        String param(String name) {
            return params.get(name);
        }

        boolean queryFlag(String name) {
            return "true".equalsIgnoreCase(query.get(name));
        }
    }

    record Reply(int status, JsonNode body) {
        static Reply ok(JsonNode body) {
            return new Reply(200, body);
        }

        static Reply noContent() {
            return new Reply(204, null);
        }
    }

    /**
     * One route: state checks that may throw {@link DiscordError}, limit checks, the action, a hook
     * on refusal.
     */
    static final class Route {
        final String method;
        final String template;
        final String[] segments;
        Consumer<Request> precheck = r -> {};
        Function<Request, List<Violation>> limits = r -> List.of();
        Consumer<Request> onRefused = r -> {};
        Function<Request, Reply> action;

        Route(String method, String template) {
            this.method = method;
            this.template = template;
            this.segments = template.substring(1).split("/");
        }

        Route precheck(Consumer<Request> c) {
            this.precheck = c;
            return this;
        }

        Route limits(Function<Request, List<Violation>> f) {
            this.limits = f;
            return this;
        }

        Route onRefused(Consumer<Request> c) {
            this.onRefused = c;
            return this;
        }

        Route answer(Function<Request, Reply> f) {
            this.action = f;
            return this;
        }

        Map<String, String> match(String method, String[] rawSegments) {
            if (!this.method.equals(method) || rawSegments.length != segments.length) {
                return null;
            }
            Map<String, String> params = new LinkedHashMap<>();
            for (int i = 0; i < segments.length; i++) {
                String s = segments[i];
                String value = URLDecoder.decode(rawSegments[i], StandardCharsets.UTF_8);
                if (s.startsWith("{") && s.endsWith("}")) {
                    if (value.isEmpty()) {
                        return null;
                    }
                    params.put(s.substring(1, s.length() - 1), value);
                } else if (!s.equals(value)) {
                    return null;
                }
            }
            return params;
        }
    }

    private final FakeDiscord fake;
    private final HttpServer server;
    private final ExecutorService executor;
    private final List<Route> routes = new ArrayList<>();

    RestServer(FakeDiscord fake) throws IOException {
        this.fake = fake;
        this.server =
                HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        this.executor =
                Executors.newCachedThreadPool(
                        r -> {
                            Thread t = new Thread(r, "fake-discord-rest");
                            t.setDaemon(true);
                            return t;
                        });
        server.setExecutor(executor);
        server.createContext("/", this::handle);
    }

    /**
     * Adds a route; the first route that matches wins, so add literal paths before parameterised
     * ones.
     */
    Route route(String method, String template) {
        Route r = new Route(method, template);
        routes.add(r);
        return r;
    }

    void start() {
        server.start();
    }

    int port() {
        return server.getAddress().getPort();
    }

    @Override
    public void close() {
        server.stop(0);
        executor.shutdownNow();
    }

    private void handle(HttpExchange ex) throws IOException {
        String method = ex.getRequestMethod();
        String rawPath = ex.getRequestURI().getRawPath();
        String rawQuery = ex.getRequestURI().getRawQuery();
        String path = ex.getRequestURI().getPath();
        String shownPath =
                (path.startsWith(PREFIX) ? path.substring(PREFIX.length()) : path)
                        + (rawQuery == null ? "" : "?" + rawQuery);
        if (path.startsWith(AttachmentStore.PATH)) {
            serveFile(ex, method, path);
            return;
        }
        if (fake.oauth().handles(path) || fake.oauth().handlesBearer(ex, path)) {
            fake.oauth().handle(ex);
            fake.monitor().changed();
            return;
        }
        JsonNode body = null;
        Map<String, FakeFile> files = Map.of();
        Reply reply;
        try {
            Multipart.Body read = readBody(ex);
            body = read == null ? null : read.payload();
            files = read == null ? Map.of() : read.files();
            reply = dispatch(method, rawPath, rawQuery, body, files);
        } catch (DiscordError e) {
            reply = error(e);
            if (e.violationRule != null) {
                fake.violation(e.violationRule, method + " " + shownPath + ": " + e.getMessage());
            }
        } catch (RuntimeException e) {
            LOG.error("Fake Discord failed on {} {}", method, shownPath, e);
            fake.violation(
                    "fake.error", method + " " + shownPath + ": the fake itself failed: " + e);
            reply =
                    new Reply(
                            500,
                            Json.object()
                                    .put("code", 0)
                                    .put("message", "fake Discord error: " + e));
        }
        fake.record(new RecordedRequest(method, shownPath, body, reply.status(), files));
        byte[] out =
                reply.body() == null
                        ? new byte[0]
                        : Json.write(reply.body()).getBytes(StandardCharsets.UTF_8);
        if (reply.body() != null) {
            ex.getResponseHeaders().set("Content-Type", "application/json");
        }
        ex.getResponseHeaders().set("X-RateLimit-Limit", "50");
        ex.getResponseHeaders().set("X-RateLimit-Remaining", "49");
        ex.getResponseHeaders().set("X-RateLimit-Reset-After", "0.001");
        ex.getResponseHeaders()
                .set(
                        "X-RateLimit-Reset",
                        String.format(
                                java.util.Locale.ROOT,
                                "%.3f",
                                System.currentTimeMillis() / 1000.0 + 0.001));
        ex.getResponseHeaders().set("X-RateLimit-Bucket", "fake");
        if (reply.status() == 204 || out.length == 0) {
            ex.sendResponseHeaders(reply.status(), -1);
        } else {
            ex.sendResponseHeaders(reply.status(), out.length);
            try (OutputStream os = ex.getResponseBody()) {
                os.write(out);
            }
        }
        ex.close();
        fake.monitor().changed();
    }

    /** A download from the fake's CDN: the bytes of a stored attachment, or 404. */
    private void serveFile(HttpExchange ex, String method, String path) throws IOException {
        ex.getRequestBody().readAllBytes();
        FakeFile f = "GET".equals(method) ? fake.attachments().at(path) : null;
        fake.record(new RecordedRequest(method, path, null, f == null ? 404 : 200));
        if (f == null) {
            ex.sendResponseHeaders(404, -1);
        } else {
            if (f.contentType() != null) {
                ex.getResponseHeaders().set("Content-Type", f.contentType());
            }
            ex.sendResponseHeaders(200, f.size() == 0 ? -1 : f.size());
            try (OutputStream os = ex.getResponseBody()) {
                os.write(f.bytes());
            }
        }
        ex.close();
        fake.monitor().changed();
    }

    private Reply dispatch(
            String method,
            String rawPath,
            String rawQuery,
            JsonNode body,
            Map<String, FakeFile> files) {
        if (!rawPath.startsWith(PREFIX + "/")) {
            throw new DiscordError(404, 0, "404: Not Found (the fake serves only " + PREFIX + "/)")
                    .violation("route.unknown");
        }
        String[] raw = rawPath.substring(PREFIX.length() + 1).split("/", -1);
        for (Route route : routes) {
            Map<String, String> params = route.match(method, raw);
            if (params == null) {
                continue;
            }
            Request req =
                    new Request(
                            method,
                            route.template,
                            rawPath.substring(PREFIX.length()),
                            params,
                            parseQuery(rawQuery),
                            body,
                            files);
            synchronized (fake.monitor()) {
                try {
                    route.precheck.accept(req);
                    DiscordLimits.uploads(files);
                } catch (DiscordError e) {
                    route.onRefused.accept(req);
                    throw e;
                }
                List<Violation> problems = new ArrayList<>();
                if (body != null && !body.isTextual()) {
                    List<String> specProblems =
                            fake.validateAgainstSpec(method, route.template, body);
                    if (!specProblems.isEmpty()) {
                        problems.add(
                                new Violation(
                                        "spec",
                                        method
                                                + " "
                                                + route.template
                                                + " body does not match "
                                                + "Discord's OpenAPI schema: "
                                                + summarise(specProblems)));
                    }
                }
                problems.addAll(route.limits.apply(req));
                if (!problems.isEmpty()) {
                    route.onRefused.accept(req);
                    problems.forEach(fake::violation);
                    ObjectNode err =
                            Json.object().put("code", 50035).put("message", "Invalid Form Body");
                    err.putArray("errors_fake")
                            .addAll(
                                    problems.stream()
                                            .map(v -> (JsonNode) TextNode.valueOf(v.toString()))
                                            .toList());
                    return new Reply(400, err);
                }
                if (!files.isEmpty()) {
                    req =
                            new Request(
                                    req.method(),
                                    req.template(),
                                    req.path(),
                                    req.params(),
                                    req.query(),
                                    fake.uploaded(body, files),
                                    files);
                }
                return route.action.apply(req);
            }
        }
        throw new DiscordError(
                        404,
                        0,
                        "404: Not Found (fake Discord has no route for "
                                + method
                                + " "
                                + rawPath
                                + ")")
                .violation("route.unknown");
    }

    /**
     * Schema unions (oneOf of integer/number/string choices, nullable refs) report one message per
     * failed branch; put the telling ones first and cut the list short.
     */
    static String summarise(List<String> problems) {
        List<String> distinct = new ArrayList<>(new java.util.LinkedHashSet<>(problems));
        distinct.sort(
                java.util.Comparator.comparing(
                        (String p) ->
                                p.contains("valid to one and only one")
                                        || p.contains("null expected")
                                        || p.contains("found, integer expected")
                                        || p.contains("found, number expected")));
        int shown = Math.min(6, distinct.size());
        String text = String.join("; ", distinct.subList(0, shown));
        return distinct.size() > shown
                ? text + "; (+" + (distinct.size() - shown) + " more)"
                : text;
    }

    private static Reply error(DiscordError e) {
        return new Reply(
                e.status, Json.object().put("code", e.code).put("message", e.getMessage()));
    }

    private static Map<String, String> parseQuery(String rawQuery) {
        Map<String, String> q = new LinkedHashMap<>();
        if (rawQuery != null && !rawQuery.isEmpty()) {
            for (String pair : rawQuery.split("&")) {
                int eq = pair.indexOf('=');
                String k =
                        URLDecoder.decode(
                                eq < 0 ? pair : pair.substring(0, eq), StandardCharsets.UTF_8);
                String v =
                        eq < 0
                                ? ""
                                : URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8);
                q.put(k, v);
            }
        }
        return q;
    }

    /**
     * JSON bodies as they are; multipart bodies as their payload_json part and files; nothing as
     * null.
     */
    private static Multipart.Body readBody(HttpExchange ex) throws IOException {
        byte[] bytes;
        try (InputStream in = ex.getRequestBody()) {
            bytes = in.readAllBytes();
        }
        if (bytes.length == 0) {
            return null;
        }
        String contentType = String.valueOf(ex.getRequestHeaders().getFirst("Content-Type"));
        if (contentType.startsWith("multipart/form-data")) {
            return Multipart.parse(contentType, bytes);
        }
        try {
            return new Multipart.Body(Json.parse(bytes), Map.of());
        } catch (RuntimeException e) {
            throw new DiscordError(400, 50109, "The request body contains invalid JSON.")
                    .violation("request.invalid-json");
        }
    }
}
