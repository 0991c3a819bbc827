package continuity.discord.fake;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The fake's CDN: files users attach to command options and files the bot uploads with its
 * messages, each under a snowflake and served by the REST server at {@code
 * http://127.0.0.1:PORT/attachments/{id}/{filename}}.
 */
final class AttachmentStore {
    static final String PATH = "/attachments/";

    private final Map<String, FakeFile> byId = new ConcurrentHashMap<>();

    String add(FakeFile file) {
        String id = Snowflakes.next();
        byId.put(id, file);
        return id;
    }

    FakeFile get(String id) {
        return byId.get(id);
    }

    /** The file at a CDN path ({@code /attachments/{id}/{filename}}), or null. */
    FakeFile at(String path) {
        if (!path.startsWith(PATH)) {
            return null;
        }
        String[] p = path.substring(PATH.length()).split("/", 2);
        FakeFile f = byId.get(p[0]);
        return f != null && p.length == 2 && p[1].equals(f.filename()) ? f : null;
    }

    /**
     * Discord's attachment object for a stored file; {@code base} is the CDN's scheme, host and
     * port.
     */
    ObjectNode json(String id, String base, boolean ephemeral) {
        FakeFile f = byId.get(id);
        ObjectNode o = Json.object();
        o.put("id", id);
        o.put("filename", f.filename());
        o.put("size", f.size());
        String url =
                base
                        + PATH
                        + id
                        + "/"
                        + URLEncoder.encode(f.filename(), StandardCharsets.UTF_8)
                                .replace("+", "%20");
        o.put("url", url);
        o.put("proxy_url", url);
        if (f.contentType() != null) {
            o.put("content_type", f.contentType());
        }
        if (ephemeral) {
            o.put("ephemeral", true);
        }
        return o;
    }
}
