package continuity.transfer;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import continuity.text.Phrase;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes and reads the export files (format documented in docs/operations.md, "Export and import").
 */
public final class TransferJson {
    /** Largest file an import in chat reads (the command line reads any size). */
    public static final int MAX_CHARS = 16 * 1024 * 1024;

    static final ObjectMapper JSON =
            new ObjectMapper()
                    .setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
                    .enable(SerializationFeature.INDENT_OUTPUT)
                    .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
                    .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private TransferJson() {}

    public static String write(Object file) {
        try {
            return JSON.writeValueAsString(file) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(
                    "cannot write the export: " + e.getOriginalMessage(), e);
        }
    }

    /**
     * Reads a notes file given as text (an import in chat, at most {@link #MAX_CHARS} characters);
     * never throws on bad input, every problem is in the result.
     */
    public static Incoming read(String text) {
        return read(text, MAX_CHARS);
    }

    /**
     * The same without the size cap, for text already in memory. The command line reads files with
     * {@link #read(Path)}, which never holds the whole file.
     */
    public static Incoming readAnySize(String text) {
        return read(text, Integer.MAX_VALUE);
    }

    private static Incoming read(String text, int maxChars) {
        // a byte-order mark some editors write first: read the same by every door
        if (text != null && text.startsWith("\uFEFF")) text = text.substring(1);
        if (text == null || text.isBlank())
            return Incoming.unreadable(Phrase.of("import.file.empty"));
        if (text.length() > maxChars)
            return Incoming.unreadable(Phrase.of("import.file.too_big", maxChars));
        String content = text;
        try {
            return NotesFileReader.read(() -> new StringReader(content));
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a string can always be read
        }
    }

    /**
     * Reads a notes file of any size from disk (the command line's {@code import}, {@code
     * migrate}): streamed, never held whole (the notes are read again, one at a time, when they are
     * imported: {@link NoteStream}). {@link IOException} when the file cannot be read (no such
     * file, not UTF-8); what is wrong with its content is in the result.
     */
    public static Incoming read(Path file) throws IOException {
        return NotesFileReader.read(() -> Files.newBufferedReader(file, StandardCharsets.UTF_8));
    }
}
