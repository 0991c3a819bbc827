package continuity.memory;

import continuity.chat.Reply;
import java.util.function.Function;

/**
 * What the {@code memory} option of a command names: exactly one note, or an answer instead (no
 * note matches; several do and the member picks one).
 */
sealed interface Resolved {
    /** The one note the option names. */
    record Found(Note note) implements Resolved {}

    /** No single note: the reply says why, or offers the choices. */
    record Answered(Reply reply) implements Resolved {}

    /** The reply: {@code op} applied to the note found, or the answer given instead. */
    default Reply then(Function<Note, Reply> op) {
        if (this instanceof Found f) return op.apply(f.note());
        return ((Answered) this).reply();
    }
}
