package continuity.memory;

import continuity.memory.answers.Expiry;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The one way a note leaves the current ones as history: marked replaced (superseded) with when, by
 * which note, and why, in the event's transaction. Never deleted, never recalled as current.
 */
public final class Retire {
    private Retire() {}

    /**
     * Why a note left the current ones, as its history says ({@code retired_reason} in the store,
     * {@code retiredReason} in an export: {@link #wire}). The reasons the bot writes are the
     * constants; a reason read from a store or an export that names none of them keeps its words
     * (nothing is lost on a round trip) and is {@linkplain #known() not known}.
     */
    public record Reason(String wire) {
        /** A plain correction: the old value was never so (a retcon). */
        public static final Reason CORRECTED = new Reason("corrected");

        /** A change in the story: the old value stays true of the past. */
        public static final Reason CHANGED = new Reason("changed");

        /** A waiting change that turned out to say what the current note says. */
        public static final Reason SAME_AS_CURRENT = new Reason("same as current");

        public static final Reason EDITED = new Reason("edited");
        public static final Reason UNDONE = new Reason("undone");
        public static final Reason CHANGE_ACCEPTED = new Reason("change accepted");
        public static final Reason REJECTED = new Reason("rejected");
        public static final Reason MOVED = new Reason("moved");

        /**
         * A change that waited for an answer nobody gave before its buttons expired ({@link
         * Expiry}).
         */
        public static final Reason EXPIRED = new Reason("expired");

        /** Erased with Forget. */
        public static final Reason FORGOTTEN = new Reason("forgotten");

        /** Erased with everything else of its author ({@code /memory forget-me}). */
        public static final Reason FORGET_ME = new Reason("forget-me");

        /** Every reason the bot writes. */
        public static final List<Reason> KNOWN =
                List.of(
                        CORRECTED,
                        CHANGED,
                        SAME_AS_CURRENT,
                        EDITED,
                        UNDONE,
                        CHANGE_ACCEPTED,
                        REJECTED,
                        MOVED,
                        EXPIRED,
                        FORGOTTEN,
                        FORGET_ME);

        private static final Map<String, Reason> BY_WIRE =
                KNOWN.stream().collect(Collectors.toMap(Reason::wire, Function.identity()));

        public Reason {
            Objects.requireNonNull(wire, "wire");
        }

        /**
         * The reason a store or an export wrote ({@code null} for none): one of the constants, or
         * the words as written.
         */
        public static Reason of(String wire) {
            if (wire == null) return null;
            Reason known = BY_WIRE.get(wire);
            return known != null ? known : new Reason(wire);
        }

        /** {@code r}'s words as stored, {@code null} for none. */
        public static String wireOf(Reason r) {
            return r == null ? null : r.wire;
        }

        /** One the bot writes (not words from an older store or a hand-made export). */
        public boolean known() {
            return BY_WIRE.containsKey(wire);
        }
    }

    /**
     * Retires {@code note} (as stored) in favour of {@code by} (the id of the note that takes its
     * place; null for none yet), and returns it as now stored.
     */
    public static Note note(Turn t, Note note, String by, Reason why) {
        Note retired = note.withStatus(Status.SUPERSEDED, t.ctx.at(), by, why);
        t.repo.update(note, retired);
        return retired;
    }
}
