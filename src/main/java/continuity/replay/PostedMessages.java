package continuity.replay;

import continuity.chat.Button;
import continuity.text.Text;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The bot's messages as they stand in the chat, per channel or thread: what a click presses. They
 * live on the chat's side, so they survive a bot restart.
 */
final class PostedMessages {
    private final Map<String, List<List<Button>>> byPlace = new HashMap<>();

    void posted(String guild, String channel, String thread, List<Button> buttons) {
        if (buttons.isEmpty()) return;
        byPlace.computeIfAbsent(key(guild, channel, thread), k -> new ArrayList<>()).add(buttons);
    }

    /**
     * The button with this label on the latest bot message here that offers one. A label in the
     * other language presses the same button ("Undo" presses "Annuler" under a French reply, and
     * back).
     */
    Optional<Button> find(String guild, String channel, String thread, String label) {
        List<List<Button>> posts = byPlace.getOrDefault(key(guild, channel, thread), List.of());
        for (int i = posts.size() - 1; i >= 0; i--) {
            for (Button b : posts.get(i)) {
                if (b.label().equalsIgnoreCase(label.trim())) return Optional.of(b);
            }
            for (Button b : posts.get(i)) {
                if (Text.sameButton(b.label(), label)) return Optional.of(b);
            }
        }
        return Optional.empty();
    }

    private static String key(String guild, String channel, String thread) {
        return guild + "|" + channel + "|" + (thread == null ? "" : thread);
    }
}
