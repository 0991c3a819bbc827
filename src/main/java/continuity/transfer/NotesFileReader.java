package continuity.transfer;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import continuity.text.Phrase;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PushbackReader;
import java.io.Reader;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads a notes file with Jackson's streaming parser: the header, characters, stories and scenes
 * are kept (they are few); the notes are gone through one at a time and only their ids are kept
 * ({@link NoteStream} reads them again from the file when they are imported). Every problem is
 * reported as reading the whole file as one tree did: the same phrases, in the same order, for the
 * same files (a JSON error anywhere in the root value, a duplicate key, a root that is no object, a
 * wrong format or version, a list that is no list, an entry that cannot be read).
 */
final class NotesFileReader {
    /** Where the file's text comes from, opened anew for each reading. */
    interface Source {
        Reader open() throws IOException;
    }

    private NotesFileReader() {}

    /** A parser on the source, after a byte-order mark some editors write first. */
    static JsonParser parser(Source source) throws IOException {
        Reader r = source.open();
        PushbackReader in = new PushbackReader(new BufferedReader(r, 1 << 16), 1);
        int first = in.read();
        if (first >= 0 && first != '\uFEFF') in.unread(first);
        return TransferJson.JSON.getFactory().createParser(in);
    }

    /**
     * Reads the file; {@link IOException} only when it cannot be read at all (no such file, not
     * UTF-8): what is wrong with its content is in the result.
     */
    static Incoming read(Source source) throws IOException {
        Map<String, JsonNode> root = new HashMap<>();
        boolean notesListed = false;
        int count = 0;
        Set<String> ids = new HashSet<>(), repeated = new HashSet<>();
        try (JsonParser p = parser(source)) {
            JsonToken t = p.nextToken();
            if (t == null) return Incoming.unreadable(Phrase.of("import.file.empty"));
            if (t != JsonToken.START_OBJECT) {
                p.readValueAsTree(); // a JSON error in it is said first, as for any file
                return Incoming.unreadable(Phrase.of("import.file.not_object"));
            }
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String field = p.currentName();
                JsonToken value = p.nextToken();
                if ("notes".equals(field) && value == JsonToken.START_ARRAY) {
                    notesListed = true;
                    while (p.nextToken() != JsonToken.END_ARRAY) {
                        JsonNode item = p.readValueAsTree();
                        Parsed<NoteEntry> e = entry(item, ++count, NoteEntry.class);
                        if (e.value() != null && e.value().id() != null && !ids.add(e.value().id()))
                            repeated.add(e.value().id());
                    }
                } else {
                    JsonNode v = p.readValueAsTree();
                    root.put(field, v == null ? MissingNode.getInstance() : v);
                }
            }
        } catch (JsonProcessingException e) {
            // the parser's own words stay as they are (they quote the file)
            return Incoming.unreadable(
                    e.getLocation() == null
                            ? Phrase.of("import.file.not_json", e.getOriginalMessage())
                            : Phrase.of(
                                    "import.file.not_json.at",
                                    e.getLocation().getLineNr(),
                                    e.getOriginalMessage()));
        }
        List<Rejection> problems = new ArrayList<>();
        String format = field(root, "format").asText("");
        if (PreferencesFile.FORMAT.equals(format)) {
            return Incoming.unreadable(Phrase.of("import.file.preferences"));
        }
        if (!NotesFile.FORMAT.equals(format)) {
            problems.add(
                    Rejection.ofFile(Phrase.of("import.file.format", format, NotesFile.FORMAT)));
        }
        JsonNode version = field(root, "version");
        if (version.isMissingNode() || version.isNull()) {
            problems.add(
                    Rejection.ofFile(Phrase.of("import.file.version.missing", NotesFile.VERSION)));
        } else if (!version.isInt() || version.asInt() != NotesFile.VERSION) {
            problems.add(
                    Rejection.ofFile(Phrase.of("import.file.version", version, NotesFile.VERSION)));
        }
        String guild = field(root, "guild").isTextual() ? root.get("guild").asText() : null;
        if (!field(root, "characters").isArray())
            problems.add(Rejection.ofFile(Phrase.of("import.file.list", "characters")));
        if (!notesListed) problems.add(Rejection.ofFile(Phrase.of("import.file.list", "notes")));
        for (String optional :
                new String[] {
                    "stories", "scenes"
                }) { // absent in files from before they were exported
            if (root.containsKey(optional) && !root.get(optional).isArray()) {
                problems.add(Rejection.ofFile(Phrase.of("import.file.list", optional)));
            }
        }
        if (!problems.isEmpty())
            return new Incoming(
                    guild, List.of(), List.of(), List.of(), NoteStream.none(), problems);
        return new Incoming(
                guild,
                entries(root.get("characters"), CharacterEntry.class),
                optionalEntries(root, "stories", StoryEntry.class),
                optionalEntries(root, "scenes", SceneEntry.class),
                new NoteStream(source, count, ids, repeated),
                List.of());
    }

    private static JsonNode field(Map<String, JsonNode> root, String name) {
        JsonNode v = root.get(name);
        return v == null ? MissingNode.getInstance() : v;
    }

    private static <T> List<Parsed<T>> optionalEntries(
            Map<String, JsonNode> root, String field, Class<T> type) {
        return root.containsKey(field) ? entries(root.get(field), type) : List.of();
    }

    private static <T> List<Parsed<T>> entries(JsonNode array, Class<T> type) {
        List<Parsed<T>> out = new ArrayList<>();
        int n = 0;
        for (JsonNode item : array) out.add(entry(item, ++n, type));
        return out;
    }

    /** One entry of a list, read on its own: its value, or why it could not be read. */
    static <T> Parsed<T> entry(JsonNode item, int n, Class<T> type) {
        if (!item.isObject())
            return new Parsed<>(n, null, Phrase.of("import.entry.not_object", jsonType(item)));
        String nested = nonScalarField(item);
        if (nested != null) return new Parsed<>(n, null, Phrase.of("import.entry.nested", nested));
        try {
            return new Parsed<>(n, TransferJson.JSON.treeToValue(item, type), null);
        } catch (JsonProcessingException | IllegalArgumentException e) {
            return new Parsed<>(n, null, Phrase.of("import.entry.unreadable", e.getMessage()));
        }
    }

    /** "string", "array", ... in the reader's words. */
    private static Object jsonType(JsonNode item) {
        String type = item.getNodeType().name().toLowerCase(java.util.Locale.ROOT);
        return switch (type) {
            case "array", "boolean", "null", "number", "string" -> Phrase.of("import.json." + type);
            default -> type;
        };
    }

    private static String nonScalarField(JsonNode item) {
        var it = item.fields();
        while (it.hasNext()) {
            var e = it.next();
            if (e.getValue().isContainerNode()) return e.getKey();
        }
        return null;
    }
}
