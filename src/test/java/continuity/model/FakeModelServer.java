package continuity.model;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;

/**
 * An OpenAI-compatible chat-completions server on loopback that replays recorded answers ({@code
 * /model/recordings.jsonl}), keyed by the message the request carries. A request it has no
 * recording for, or one that is not what Continuity must send (temperature 0, json_schema, the
 * model), is answered 500 and kept in {@link #problems()}, which a test asserts empty: an
 * unrecorded request fails the test.
 */
public final class FakeModelServer implements AutoCloseable {
    static final ObjectMapper JSON = new ObjectMapper();

    /**
     * One recorded answer: the HTTP status, the model's content (or a whole raw body), its finish
     * reason and delay.
     */
    public record Recording(
            String name,
            String message,
            int status,
            String content,
            String body,
            String finishReason,
            long delayMs,
            int tokens) {}

    private final HttpServer server;
    private final Map<String, Recording> byMessage = new LinkedHashMap<>();
    private final List<String> problems = Collections.synchronizedList(new ArrayList<>());
    private final List<String> asked = Collections.synchronizedList(new ArrayList<>());
    private final String model;

    public FakeModelServer(String model) {
        this(model, "/model/recordings.jsonl");
    }

    public FakeModelServer(String model, String recordings) {
        this.model = model;
        for (Recording r : load(recordings)) byMessage.put(r.message(), r);
        try {
            server =
                    HttpServer.create(
                            new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        server.createContext("/v1/chat/completions", this::handle);
        server.setExecutor(
                Executors.newFixedThreadPool(
                        4,
                        r -> {
                            Thread t = new Thread(r, "fake-model");
                            t.setDaemon(true);
                            return t;
                        }));
        server.start();
    }

    /** The recordings shipped with the tests, one JSON object a line. */
    public static List<Recording> load(String resource) {
        List<Recording> out = new ArrayList<>();
        try (InputStream in = FakeModelServer.class.getResourceAsStream(resource)) {
            String all = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            for (String line : all.split("\n")) {
                if (line.isBlank()) continue;
                JsonNode n = JSON.readTree(line);
                out.add(
                        new Recording(
                                n.path("name").asText(),
                                n.path("message").asText(),
                                n.path("status").asInt(200),
                                n.has("content") ? n.get("content").asText() : null,
                                n.has("body") ? n.get("body").asText() : null,
                                n.path("finish_reason").asText("stop"),
                                n.path("delay_ms").asLong(0),
                                n.path("tokens").asInt(120)));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    public URI baseUrl() {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/v1");
    }

    /** The messages the server was asked about, in order. */
    public List<String> asked() {
        return List.copyOf(asked);
    }

    /** Requests that had no recording or were not shaped as they must be. */
    public List<String> problems() {
        return List.copyOf(problems);
    }

    private void handle(HttpExchange ex) throws IOException {
        try (ex) {
            String body = new String(ex.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            String message;
            try {
                JsonNode req = JSON.readTree(body);
                String shape = shapeProblem(req);
                if (shape != null) {
                    problems.add(shape);
                    send(ex, 500, "{\"error\":\"" + shape + "\"}");
                    return;
                }
                message =
                        JSON.readTree(req.path("messages").path(1).path("content").asText())
                                .path("message")
                                .asText();
            } catch (IOException e) {
                problems.add("request is not JSON");
                send(ex, 500, "{}");
                return;
            }
            asked.add(message);
            Recording r = byMessage.get(message);
            if (r == null) {
                problems.add("unrecorded request: " + message);
                send(ex, 500, "{\"error\":\"unrecorded\"}");
                return;
            }
            if (r.delayMs() > 0) {
                try {
                    Thread.sleep(r.delayMs());
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            send(ex, r.status(), r.body() != null ? r.body() : completion(r));
        }
    }

    private String shapeProblem(JsonNode req) {
        if (!model.equals(req.path("model").asText())) return "wrong model: " + req.path("model");
        if (req.path("temperature").asDouble(-1) != 0) return "temperature is not 0";
        if (!"json_schema".equals(req.path("response_format").path("type").asText()))
            return "no json_schema response_format";
        if (!req.path("response_format").path("json_schema").path("strict").asBoolean(false))
            return "schema not strict";
        if (!"system".equals(req.path("messages").path(0).path("role").asText()))
            return "no system message";
        return null;
    }

    private String completion(Recording r) {
        ObjectNode root = JSON.createObjectNode();
        root.put("id", "chatcmpl-" + r.name()).put("object", "chat.completion").put("model", model);
        ObjectNode choice = root.putArray("choices").addObject();
        choice.put("index", 0).put("finish_reason", r.finishReason());
        choice.putObject("message").put("role", "assistant").put("content", r.content());
        root.putObject("usage")
                .put("prompt_tokens", r.tokens() - 20)
                .put("completion_tokens", 20)
                .put("total_tokens", r.tokens());
        return root.toString();
    }

    private static void send(HttpExchange ex, int status, String body) throws IOException {
        byte[] b = body.getBytes(StandardCharsets.UTF_8);
        ex.getResponseHeaders().add("Content-Type", "application/json");
        ex.sendResponseHeaders(status, b.length);
        try (OutputStream o = ex.getResponseBody()) {
            o.write(b);
        } catch (IOException ignored) {
            // the client gave up (a timeout): nothing to do
        }
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
