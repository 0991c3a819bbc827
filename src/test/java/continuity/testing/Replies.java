package continuity.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import java.util.List;
import java.util.Locale;

/** Assertions on what the bot said. */
public final class Replies {
    private Replies() {}

    public static Reply only(List<Reply> replies, ReplyKind kind) {
        assertEquals(1, replies.size(), "expected one reply, got " + replies);
        assertEquals(kind, replies.get(0).kind(), "reply: " + replies.get(0).text());
        return replies.get(0);
    }

    public static void silent(List<Reply> replies) {
        assertTrue(replies.isEmpty(), "expected silence, got " + replies);
    }

    public static void mentions(Reply r, String... words) {
        for (String w : words) {
            assertTrue(
                    r.text().toLowerCase(Locale.ROOT).contains(w.toLowerCase(Locale.ROOT)),
                    "reply should mention '" + w + "': " + r.text());
        }
    }
}
