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

    /** Whether the models learn the door the reader gives them ({@link #door}) (dev split). */
    static final boolean SEEN_DOOR =
            Boolean.parseBoolean(System.getProperty("continuity.seendoor", "false"));

    /**
     * The door an example's message comes by as the learned reader is told it at reading time: a
     * message the grammar finds addressed or out of character is read with the door {@link
     * continuity.understand.Readings#door} gives it ("[GM] The Prior's eyes..." is read as out of
     * character, a direct message as addressed); any other keeps its labelled door.
     */
    public static Door door(Example ex, Reading g) {
        if (!SEEN_DOOR) return ex.door();
        if (!reaches(g)) return ex.door();
        return continuity.understand.Readings.door(
                g, ex.door() == Door.PROXY ? ex.speaker() : null);
    }

    /**
     * Whether the grammar's reading goes on to the learned reader (addressed or out of character).
     */
    public static boolean reaches(Reading g) {
        return g.addressed() || g.outOfCharacter();
    }

    /** A fixed list of names as the reader sees the server's characters (as the bot does). */
    public static KnownNames names(List<String> list) {
        return continuity.understand.NameIndex.of(list);
    }
}
