package continuity.memory;

import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Buttons whose whole action fits in their id, so that offering them writes nothing and pressing
 * them reads only the note they act on: Undo and the scope moves under a confirmation, Accept and
 * Reject under a proposal. The id is {@code i~type~note~scope~forUser} (empty fields for what is
 * absent), for example {@code i~undo~k3m9xq2a~~123456789012345678}.
 *
 * <p>What such a button may do is decided when it is pressed, as for a stored one: by the note's
 * state (a note replaced, undone or erased since gives "expired"), its server (a note of another
 * server is never touched) and who presses it. Every other button (answers to questions, choices,
 * the forget-me confirmation) keeps a stored action: it carries more than a note id, or must stop
 * working when its member erases their data. An action that does not fit in {@link #MAX_LENGTH}
 * characters (Discord allows 100 per custom id, with the adapter's own prefix) is stored too.
 */
final class InlineActions {
    static final String PREFIX = "i~";
    static final int MAX_LENGTH = 90;
    private static final Set<String> TYPES = Set.of("undo", "rescope", "accept", "reject");
    private static final Set<String> KEYS = Set.of("memory", "scope");
    private static final Set<String> SCOPES = Set.of("profile", "story", "scene");

    private InlineActions() {}

    /** The id that carries this action, when it can be carried by an id. */
    static Optional<String> encode(String type, Map<String, String> data, String forUser) {
        String memory = data.get("memory");
        if (!TYPES.contains(type) || memory == null || !KEYS.containsAll(data.keySet()))
            return Optional.empty();
        String scope = data.getOrDefault("scope", "");
        if (memory.isEmpty() || memory.contains("~") || scope.contains("~"))
            return Optional.empty();
        String id =
                PREFIX + type + "~" + memory + "~" + scope + "~" + (forUser == null ? "" : forUser);
        return id.length() <= MAX_LENGTH ? Optional.of(id) : Optional.empty();
    }

    /** The note an inline Undo id names, if it is one. */
    static Optional<String> noteOf(String id) {
        if (!isInline(id)) return Optional.empty();
        String[] f = id.substring(PREFIX.length()).split("~", 4);
        return f.length == 4 && "undo".equals(f[0]) && !f[1].isEmpty()
                ? Optional.of(f[1])
                : Optional.empty();
    }

    static boolean isInline(String id) {
        return id != null && id.startsWith(PREFIX);
    }

    /**
     * The action an inline id carries, for the server it is pressed in (the note it names is
     * checked against that server before anything is done); empty when the id is not well formed.
     */
    static Optional<Action> decode(String id, String guild, Instant at) {
        if (!isInline(id) || id.length() > MAX_LENGTH) return Optional.empty();
        String[] f = id.substring(PREFIX.length()).split("~", 4);
        if (f.length != 4 || !TYPES.contains(f[0]) || f[1].isEmpty()) return Optional.empty();
        Map<String, String> data = new HashMap<>();
        data.put("memory", f[1]);
        if (!f[2].isEmpty()) data.put("scope", f[2]);
        if ("rescope".equals(f[0]) != SCOPES.contains(f[2])) return Optional.empty();
        return Optional.of(
                new Action(id, guild, f[0], Map.copyOf(data), f[3].isEmpty() ? null : f[3], at));
    }
}
