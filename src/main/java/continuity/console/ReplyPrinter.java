package continuity.console;

import continuity.chat.Button;
import continuity.chat.Reply;
import continuity.text.Text;
import java.io.PrintStream;
import java.util.List;

/**
 * Shows a reply in the terminal: its kind and visibility, its text (later lines indented) and its
 * buttons numbered, so that {@code !1} presses the first.
 */
final class ReplyPrinter {
    private final PrintStream out;

    ReplyPrinter(PrintStream out) {
        this.out = out;
    }

    void print(Reply r) {
        String head =
                "bot ["
                        + r.kind().wire()
                        + (r.ephemeral() ? ", " + Text.say(r.lang(), "console.only_you") : "")
                        + "] ";
        List<String> lines = r.text().lines().toList();
        out.println(head + (lines.isEmpty() ? "" : lines.get(0)));
        for (int i = 1; i < lines.size(); i++) out.println("    " + lines.get(i));
        if (!r.buttons().isEmpty())
            out.println("    " + Text.say(r.lang(), "console.buttons", buttons(r.buttons())));
    }

    static String buttons(List<Button> buttons) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < buttons.size(); i++) {
            if (i > 0) sb.append("  ");
            sb.append('[').append(i + 1).append("] ").append(buttons.get(i).label());
        }
        return sb.toString();
    }
}
