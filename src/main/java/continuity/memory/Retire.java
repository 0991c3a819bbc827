package continuity.memory;

import continuity.memory.answers.Expiry;

/**
 * The one way a note leaves the current ones as history: marked replaced (superseded) with when, by
 * which note, and why, in the event's transaction. Never deleted, never recalled as current.
 */
public final class Retire {
    private Retire() {}

    /** Why a note was retired, as written in its history ({@code retired_reason}). */
    public enum Reason {
        CORRECTED("corrected"),
        CHANGED("changed"),
        SAME_AS_CURRENT("same as current"),
        EDITED("edited"),
        UNDONE("undone"),
        CHANGE_ACCEPTED("change accepted"),
        REJECTED("rejected"),
        MOVED("moved"),
        /**
         * A change that waited for an answer nobody gave before its buttons expired ({@link
         * Expiry}).
         */
        EXPIRED("expired");

        final String wire;

        Reason(String wire) {
            this.wire = wire;
        }
    }

    /**
     * Retires {@code note} (as stored) in favour of {@code by} (the id of the note that takes its
     * place; null for none yet), and returns it as now stored.
     */
    public static Note note(Turn t, Note note, String by, Reason why) {
        Note retired = note.withStatus(Status.SUPERSEDED, t.ctx.at(), by, why.wire);
        t.repo.update(note, retired);
        return retired;
    }
}
