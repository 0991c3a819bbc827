package continuity.understand.learned;

import continuity.understand.KnownNames;
import continuity.understand.Reader;
import continuity.understand.Reading;
import java.util.List;

/**
 * The grammar's reading of a corpus example, as the bot would read it at its door: the same call
 * the learned reader is given at run time, so that what it learns of the grammar holds there.
 */
public final class Grammar {
    private Grammar() {}

    public static Reading of(Example ex) {
        boolean addressed =
                ex.door() == Door.DM
                        || ex.door() == Door.ADDRESSED
                        || continuity.understand.Fold.key(ex.message()).contains("@continuity");
        String proxy = ex.door() == Door.PROXY ? ex.speaker() : null;
        return Reader.read(
                ex.message(),
                proxy,
                addressed,
                false,
                names(ex.characters()),
                ex.openQuestion() != null,
                List.of(),
                null,
                null);
    }

    /** A fixed list of names as the reader sees the server's characters (as the bot does). */
    public static KnownNames names(List<String> list) {
        return continuity.understand.NameIndex.of(list);
    }
}
