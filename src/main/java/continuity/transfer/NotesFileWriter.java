package continuity.transfer;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.List;

/**
 * Writes a notes file as a stream: the header, characters, stories and scenes, then the notes one
 * at a time as they are read from the store, so that a server of any size is exported without
 * holding its notes. The bytes are those of {@link TransferJson#write} for the same {@link
 * NotesFile} ({@code NotesFileWriterTest}).
 */
public final class NotesFileWriter implements AutoCloseable {
    private final ObjectWriter json =
            TransferJson.JSON.writer().without(SerializationFeature.FLUSH_AFTER_WRITE_VALUE);
    private final Writer out;
    private final JsonGenerator g;
    private int notes;
    private boolean finished;

    /** Starts the file: everything before the first note. */
    public NotesFileWriter(
            Writer out,
            String guild,
            String exportedAt,
            List<CharacterEntry> characters,
            List<StoryEntry> stories,
            List<SceneEntry> scenes) {
        this.out = out;
        try {
            g = json.createGenerator(out).disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
            g.writeStartObject();
            g.writeStringField("format", NotesFile.FORMAT);
            g.writeNumberField("version", NotesFile.VERSION);
            g.writeStringField("guild", guild);
            g.writeStringField("exported_at", exportedAt);
            g.writeFieldName("characters");
            json.writeValue(g, characters);
            g.writeFieldName("stories");
            json.writeValue(g, stories);
            g.writeFieldName("scenes");
            json.writeValue(g, scenes);
            g.writeFieldName("notes");
            g.writeStartArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The next note. */
    public void note(NoteEntry n) {
        try {
            json.writeValue(g, n);
            notes++;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** How many notes were written. */
    public int notes() {
        return notes;
    }

    /** Ends the file (the notes list, the object, a line break) and flushes it. */
    public void finish() {
        try {
            g.writeEndArray();
            g.writeEndObject();
            g.flush();
            out.write("\n");
            out.flush();
            finished = true;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Closes the generator, not the writer it was given. */
    @Override
    public void close() {
        try {
            if (!finished) g.flush();
            g.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
