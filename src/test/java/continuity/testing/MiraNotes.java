package continuity.testing;

import continuity.chat.Lang;
import continuity.memory.Note;
import continuity.memory.Scope;
import continuity.memory.Status;
import continuity.understand.Detail;
import java.time.Instant;

/** Notes about Mira (g1, owned by u1) as the tests that fill a busy character write them. */
public final class MiraNotes {
    private MiraNotes() {}

    /** A current profile fact of Mira, written by u1 in c1 at {@code at}, in English. */
    public static Note profileFact(String attribute, String value, String text, Instant at) {
        return Note.newFact(
                "g1",
                "Mira",
                "mira",
                Detail.of(attribute),
                value,
                text,
                new Note.Where(Scope.PROFILE, null, null),
                Status.ACTIVE,
                new Note.Source("u1", "c1", null, at),
                Lang.EN);
    }
}
