package continuity.trust;

import continuity.chat.Button;
import continuity.chat.Reply;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The buttons the bot offered lately in each server, for the concurrent workloads to press: who
 * they were offered to comes with them. At most {@code kept} per server, the oldest let go first.
 */
final class OfferedButtons {
    /** A button, and the member (and whether a game master) it was offered to. */
    record Pressable(Button button, String user, boolean gm) {}

    private final int kept;
    private final Map<String, List<Pressable>> byGuild = new ConcurrentHashMap<>();

    OfferedButtons(int kept) {
        this.kept = kept;
    }

    /** Remembers every button of the replies to {@code user}'s event in {@code guild}. */
    void offered(String guild, List<Reply> replies, String user, boolean gm) {
        List<Pressable> list = byGuild.computeIfAbsent(guild, g -> new ArrayList<>());
        synchronized (list) {
            for (Reply reply : replies)
                for (Button b : reply.buttons()) {
                    list.add(new Pressable(b, user, gm));
                    if (list.size() > kept) list.remove(0);
                }
        }
    }

    /** One of the server's remembered buttons, at random; empty when there is none. */
    Optional<Pressable> any(String guild, Random rnd) {
        List<Pressable> list = byGuild.get(guild);
        if (list == null) return Optional.empty();
        synchronized (list) {
            return list.isEmpty()
                    ? Optional.empty()
                    : Optional.of(list.get(rnd.nextInt(list.size())));
        }
    }
}
