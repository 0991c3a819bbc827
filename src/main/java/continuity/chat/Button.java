package continuity.chat;

/** A button offered under a reply; pressing it sends {@code actionId} back to the core. */
public record Button(String label, String actionId) {
    public Button {
        label = Unicode.line(label);
    }
}
