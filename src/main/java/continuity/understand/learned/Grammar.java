package continuity.understand.learned;

import continuity.understand.KnownNames;
import continuity.understand.Reader;
import continuity.understand.Reading;
import java.util.List;
import java.util.Optional;

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

    /** A fixed list of names as the reader sees the server's characters. */
    public static KnownNames names(List<String> list) {
        return new KnownNames() {
            @Override
            public boolean isKnown(String writtenName) {
                String k = continuity.understand.Fold.key(writtenName);
                return list.stream().anyMatch(n -> continuity.understand.Fold.key(n).equals(k));
            }

            @Override
            public Optional<String> firstIn(String folded) {
                for (String w : folded.split("[^\\p{L}\\p{N}\\-]+"))
                    for (String n : list)
                        if (continuity.understand.Fold.key(n).equals(w)) return Optional.of(n);
                return Optional.empty();
            }

            @Override
            public List<String> all() {
                return list;
            }

            @Override
            public boolean isEmpty() {
                return list.isEmpty();
            }
        };
    }
}
