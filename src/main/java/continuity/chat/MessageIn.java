package continuity.chat;

/**
 * A chat message. {@code proxyName} is the character name when the message was posted through a
 * character proxy (Tupperbox, PluralKit); the context's user is then the real sender.
 */
public record MessageIn(
        ChatContext ctx,
        String messageId,
        String content,
        boolean mentionsBot,
        boolean replyToBot,
        String proxyName)
        implements Inbound {
    public MessageIn {
        content = content == null ? "" : Unicode.wellFormed(content);
        proxyName = Unicode.wellFormed(proxyName);
    }
}
