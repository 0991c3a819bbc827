package continuity.discord.fake;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;

/**
 * One REST request the bot made to the fake.
 *
 * @param method HTTP method
 * @param path the path under /api/v10, with the query string (e.g. {@code /channels/1/messages})
 * @param body the JSON body (the payload_json part of a multipart body), or null
 * @param status the status the fake answered
 * @param files the file parts of a multipart body by field name ({@code files[0]}...), in order;
 *     empty otherwise
 */
public record RecordedRequest(
        String method, String path, JsonNode body, int status, Map<String, FakeFile> files) {
    public RecordedRequest {
        files =
                files == null
                        ? Map.of()
                        : java.util.Collections.unmodifiableMap(
                                new java.util.LinkedHashMap<>(files));
    }

    public RecordedRequest(String method, String path, JsonNode body, int status) {
        this(method, path, body, status, Map.of());
    }

    /** The transcript line; file parts by name, type and size (their bytes stay in memory). */
    ObjectNode toJson() {
        ObjectNode o = Json.object();
        o.put("method", method);
        o.put("path", path);
        o.set("body", body);
        o.put("status", status);
        if (!files.isEmpty()) {
            ArrayNode list = o.putArray("files");
            files.forEach(
                    (field, f) ->
                            list.addObject()
                                    .put("field", field)
                                    .put("filename", f.filename())
                                    .put("content_type", f.contentType())
                                    .put("size", f.size()));
        }
        return o;
    }

    @Override
    public String toString() {
        String b = body == null ? "" : Json.write(body);
        if (b.length() > 600) {
            b = b.substring(0, 600) + "...(" + b.length() + " chars)";
        }
        String f = files.isEmpty() ? "" : " files " + files.values();
        return method + " " + path + " -> " + status + (b.isEmpty() ? "" : " " + b) + f;
    }
}
