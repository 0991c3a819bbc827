package continuity.replay;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * The fields each replay event accepts (REPLAY.md): the context fields every event may carry, and
 * those of its type. A field outside them is reported on standard error, never silently ignored
 * ({@code expect}, the grader's expectations, is the one field left alone without a word).
 */
final class ReplayFields {
    static final Set<String> CONTEXT =
            Set.of("type", "guild", "channel", "thread", "user", "name", "gm", "at", "locale");
    private static final Map<String, Set<String>> BY_TYPE =
            Map.of(
                    "message", Set.of("content", "mentions_bot", "reply_to_bot", "webhook"),
                    "slash", Set.of("command", "subcommand", "options"),
                    "click", Set.of("label"),
                    "advance", Set.of("minutes", "hours", "days"),
                    "restart", Set.of(),
                    "dump", Set.of());
    private static final String GRADER = "expect";

    private ReplayFields() {}

    /**
     * "unknown field 'x'" or "unknown fields 'x', 'y'", when the event has fields its type does not
     * accept.
     */
    static Optional<String> unknown(String type, JsonNode event) {
        Set<String> own = BY_TYPE.get(type);
        if (own == null) return Optional.empty(); // an unknown type is an error line of its own
        List<String> extra = new ArrayList<>();
        for (Iterator<String> it = event.fieldNames(); it.hasNext(); ) {
            String f = it.next();
            if (!CONTEXT.contains(f) && !own.contains(f) && !GRADER.equals(f)) {
                Set<String> known = new TreeSet<>(CONTEXT);
                known.addAll(own);
                // the field most likely meant: 'chanel' (did you mean 'channel'?)
                extra.add(
                        "'"
                                + f
                                + "'"
                                + continuity.text.Closest.to(f, known)
                                        .map(k -> " (did you mean '" + k + "'?)")
                                        .orElse(""));
            }
        }
        if (extra.isEmpty()) return Optional.empty();
        return Optional.of(
                (extra.size() == 1 ? "unknown field " : "unknown fields ")
                        + String.join(", ", extra));
    }

    /** The fields a type accepts, for the report. */
    static String known(String type) {
        Set<String> all = new TreeSet<>(BY_TYPE.getOrDefault(type, Set.of()));
        String own =
                all.isEmpty() ? "no fields of its own" : "its fields: " + String.join(", ", all);
        return "a '"
                + type
                + "' event takes "
                + own
                + ", and the context fields "
                + String.join(", ", new TreeSet<>(CONTEXT));
    }
}
