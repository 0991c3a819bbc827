package continuity.chat;

/** Everything that reaches the core, whichever door it came through. */
public sealed interface Inbound permits MessageIn, SlashIn, ClickIn {
    ChatContext ctx();
}
