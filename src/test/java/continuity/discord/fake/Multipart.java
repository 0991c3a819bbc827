package continuity.discord.fake;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Just enough multipart/form-data to read the {@code payload_json} part and the file parts ({@code
 * files[n]}).
 */
final class Multipart {
    private static final Pattern NAME = Pattern.compile("\\bname=\"([^\"]*)\"");
    private static final Pattern FILENAME = Pattern.compile("\\bfilename=\"([^\"]*)\"");
    private static final Pattern TYPE = Pattern.compile("(?im)^content-type:\\s*(.+)$");

    /**
     * The JSON part (an empty object when there is none) and the file parts by field name, in
     * order.
     */
    record Body(JsonNode payload, Map<String, FakeFile> files) {}

    private Multipart() {}

    static Body parse(String contentType, byte[] bytes) {
        int b = contentType.indexOf("boundary=");
        if (b < 0) {
            throw new DiscordError(400, 50035, "multipart body without boundary")
                    .violation("request.multipart");
        }
        String boundary = contentType.substring(b + "boundary=".length()).replace("\"", "").trim();
        // ISO-8859-1 keeps one char per byte, so binary file parts do not break the split
        String text = new String(bytes, StandardCharsets.ISO_8859_1);
        JsonNode payload = null;
        Map<String, FakeFile> files = new LinkedHashMap<>();
        for (String part : text.split("--" + Pattern.quote(boundary))) {
            int headerEnd = part.indexOf("\r\n\r\n");
            if (headerEnd < 0) {
                continue;
            }
            String headers = utf8(part.substring(0, headerEnd));
            String content = part.substring(headerEnd + 4);
            if (content.endsWith("\r\n")) {
                content = content.substring(0, content.length() - 2);
            }
            Matcher name = NAME.matcher(headers);
            Matcher filename = FILENAME.matcher(headers);
            if (headers.contains("name=\"payload_json\"")) {
                payload = Json.parse(utf8(content));
            } else if (name.find() && filename.find()) {
                Matcher type = TYPE.matcher(headers);
                String sent = type.find() ? type.group(1).trim() : null;
                files.put(
                        name.group(1),
                        new FakeFile(
                                filename.group(1),
                                FakeFile.typeFor(filename.group(1), sent),
                                content.getBytes(StandardCharsets.ISO_8859_1)));
            }
        }
        if (payload == null) {
            // files only: an empty JSON body, so the route still sees an object
            payload = Json.object();
        }
        return new Body(payload, files);
    }

    private static String utf8(String isoText) {
        return new String(isoText.getBytes(StandardCharsets.ISO_8859_1), StandardCharsets.UTF_8);
    }
}
