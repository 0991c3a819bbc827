package continuity.discord;

import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/** Who really sent a proxied (webhook) message, when a proxy service can say. */
interface ProxySenders {
    /** Nobody to ask: proxied messages are paired with their trigger only. */
    ProxySenders NONE = messageId -> CompletableFuture.completedFuture(Optional.empty());

    /** The Discord user id of the sender of webhook message {@code messageId}, if known. */
    CompletableFuture<Optional<String>> senderOf(String messageId);
}
