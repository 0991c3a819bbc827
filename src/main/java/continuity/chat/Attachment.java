package continuity.chat;

/** A file sent with a reply (an export): its name, media type and text content. */
public record Attachment(String fileName, String mediaType, String content) {
    public static Attachment json(String fileName, String content) {
        return new Attachment(fileName, "application/json", content);
    }
}
