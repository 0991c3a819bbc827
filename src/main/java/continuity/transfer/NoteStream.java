package continuity.transfer;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The notes of an incoming file, read from the file again each time they are gone through, one at a
 * time: however many there are, only one is held. What the first reading learned of them is kept:
 * how many there are, the ids of those that could be read (an import checks history links against
 * them) and the ids that occur more than once.
 */
public final class NoteStream {
    private final NotesFileReader.Source source;
    private final int count;
    private final Set<String> ids;
    private final Set<String> repeated;

    NoteStream(NotesFileReader.Source source, int count, Set<String> ids, Set<String> repeated) {
        this.source = source;
        this.count = count;
        this.ids = Set.copyOf(ids);
        this.repeated = Set.copyOf(repeated);
    }

    static NoteStream none() {
        return new NoteStream(null, 0, Set.of(), Set.of());
    }

    /** How many entries the notes list holds. */
    public int count() {
        return count;
    }

    /** The ids of the entries that could be read as notes. */
    public Set<String> ids() {
        return ids;
    }

    /** Ids that more than one readable entry carries. */
    public Set<String> repeated() {
        return repeated;
    }

    /**
     * Each entry in file order, read from the file anew. The file was read whole once already: if
     * it cannot be read the same way again (changed meanwhile), an {@link IllegalStateException}
     * says so, which aborts the import's transaction.
     */
    public void each(Consumer<Parsed<NoteEntry>> each) {
        if (count == 0) return;
        try (JsonParser p = NotesFileReader.parser(source)) {
            if (p.nextToken() != JsonToken.START_OBJECT) throw changed(null);
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String field = p.currentName();
                JsonToken value = p.nextToken();
                if (!"notes".equals(field) || value != JsonToken.START_ARRAY) {
                    p.skipChildren();
                    continue;
                }
                int n = 0;
                while (p.nextToken() != JsonToken.END_ARRAY) {
                    JsonNode item = p.readValueAsTree();
                    each.accept(NotesFileReader.entry(item, ++n, NoteEntry.class));
                }
                if (n != count) throw changed(null);
                return;
            }
            throw changed(null);
        } catch (IOException e) {
            throw changed(e);
        }
    }

    private static IllegalStateException changed(IOException e) {
        return new IllegalStateException(
                "the file changed while it was imported"
                        + (e == null ? "" : " (" + e.getMessage() + ")")
                        + "; nothing was written",
                e == null ? null : new UncheckedIOException(e));
    }
}
