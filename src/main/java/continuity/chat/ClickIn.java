package continuity.chat;

/** A button press; {@code actionId} is the id the core gave the button. */
public record ClickIn(ChatContext ctx, String actionId) implements Inbound {}
