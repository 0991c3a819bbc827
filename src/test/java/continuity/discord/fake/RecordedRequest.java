package continuity.discord.fake;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * One REST request the bot made to the fake.
 *
 * @param method HTTP method
 * @param path   the path under /api/v10, with the query string (e.g. {@code /channels/1/messages})
 * @param body   the JSON body (the payload_json part of a multipart body), or null
 * @param status the status the fake answered
 */
public record RecordedRequest(String method, String path, JsonNode body, int status) {
    ObjectNode toJson() {
        ObjectNode o = Json.object();
        o.put("method", method);
        o.put("path", path);
        o.set("body", body);
        o.put("status", status);
        return o;
    }

    @Override
    public String toString() {
        String b = body == null ? "" : Json.write(body);
        if (b.length() > 600) {
            b = b.substring(0, 600) + "...(" + b.length() + " chars)";
        }
        return method + " " + path + " -> " + status + (b.isEmpty() ? "" : " " + b);
    }
}
