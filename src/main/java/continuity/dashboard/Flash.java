package continuity.dashboard;

import java.util.List;

/**
 * The core's answer to the member's last action, shown once on the next page: its text, whether it
 * was a refusal, where else it was said, and the buttons the core offered under it.
 */
public record Flash(String text, boolean refused, String channel, List<Flash.Button> buttons) {
    /** A button the core offered under its answer, pressed from the page. */
    public record Button(String label, String actionId) {}
}
