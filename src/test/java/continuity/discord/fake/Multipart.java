package continuity.discord.fake;

import com.fasterxml.jackson.databind.JsonNode;

import java.nio.charset.StandardCharsets;

/** Just enough multipart/form-data to read the {@code payload_json} part (file parts are ignored). */
final class Multipart {
    private Multipart() {
    }

    static JsonNode payloadJson(String contentType, byte[] bytes) {
        int b = contentType.indexOf("boundary=");
        if (b < 0) {
            throw new DiscordError(400, 50035, "multipart body without boundary").violation("request.multipart");
        }
        String boundary = contentType.substring(b + "boundary=".length()).replace("\"", "").trim();
        // ISO-8859-1 keeps one char per byte, so binary file parts do not break the split
        String text = new String(bytes, StandardCharsets.ISO_8859_1);
        JsonNode payload = null;
        for (String part : text.split("--" + java.util.regex.Pattern.quote(boundary))) {
            int headerEnd = part.indexOf("\r\n\r\n");
            if (headerEnd < 0) {
                continue;
            }
            String headers = part.substring(0, headerEnd);
            String content = part.substring(headerEnd + 4);
            if (content.endsWith("\r\n")) {
                content = content.substring(0, content.length() - 2);
            }
            if (headers.contains("name=\"payload_json\"")) {
                payload = Json.parse(new String(content.getBytes(StandardCharsets.ISO_8859_1),
                        StandardCharsets.UTF_8));
            }
        }
        if (payload == null) {
            // files only: an empty JSON body, so the route still sees an object
            payload = Json.object();
        }
        return payload;
    }
}
