package continuity.discord.fake;

import java.nio.charset.StandardCharsets;

/**
 * A file on the fake's side: one a user attaches to a slash command option (pass it as the option's
 * value), or one the bot uploaded with a message (a multipart {@code files[n]} part).
 *
 * @param filename the file's name as Discord shows it
 * @param contentType its media type, as Discord reports it ({@code content_type}); may be null
 * @param bytes its content
 */
public record FakeFile(String filename, String contentType, byte[] bytes) {
    public static FakeFile of(String filename, String contentType, String text) {
        return new FakeFile(filename, contentType, text.getBytes(StandardCharsets.UTF_8));
    }

    /** A .json file, typed as Discord types one a user uploads. */
    public static FakeFile json(String filename, String text) {
        return of(filename, "application/json; charset=utf-8", text);
    }

    public int size() {
        return bytes.length;
    }

    public String text() {
        return new String(bytes, StandardCharsets.UTF_8);
    }

    /**
     * The media type Discord gives an upload: from the name when the sender said only octet-stream.
     */
    static String typeFor(String filename, String sentType) {
        if (sentType != null
                && !sentType.isBlank()
                && !sentType.startsWith("application/octet-stream")) {
            return sentType;
        }
        String lower = filename == null ? "" : filename.toLowerCase(java.util.Locale.ROOT);
        if (lower.endsWith(".json")) {
            return "application/json; charset=utf-8";
        }
        if (lower.endsWith(".txt")) {
            return "text/plain; charset=utf-8";
        }
        return sentType;
    }

    @Override
    public String toString() {
        return "FakeFile[" + filename + ", " + contentType + ", " + bytes.length + " bytes]";
    }
}
