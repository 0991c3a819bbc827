package continuity.transfer;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import continuity.text.Phrase;
import java.util.ArrayList;
import java.util.List;

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

    /** Reads a notes file; never throws on bad input, every problem is in the result. */
    public static Incoming read(String text) {
        return read(text, MAX_CHARS);
    }

    /**
     * The same without the size cap, for the command line ({@code import}, {@code migrate}): a big
     * server must be able to come back from its own export.
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
        JsonNode root;
        try {
            root = JSON.readTree(text);
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
        if (root == null || !root.isObject())
            return Incoming.unreadable(Phrase.of("import.file.not_object"));
        List<Rejection> problems = new ArrayList<>();
        String format = root.path("format").asText("");
        if (PreferencesFile.FORMAT.equals(format)) {
            return Incoming.unreadable(Phrase.of("import.file.preferences"));
        }
        if (!NotesFile.FORMAT.equals(format)) {
            problems.add(
                    Rejection.ofFile(Phrase.of("import.file.format", format, NotesFile.FORMAT)));
        }
        JsonNode version = root.path("version");
        if (version.isMissingNode() || version.isNull()) {
            problems.add(
                    Rejection.ofFile(Phrase.of("import.file.version.missing", NotesFile.VERSION)));
        } else if (!version.isInt() || version.asInt() != NotesFile.VERSION) {
            problems.add(
                    Rejection.ofFile(Phrase.of("import.file.version", version, NotesFile.VERSION)));
        }
        String guild = root.path("guild").isTextual() ? root.get("guild").asText() : null;
        if (!root.path("characters").isArray())
            problems.add(Rejection.ofFile(Phrase.of("import.file.list", "characters")));
        if (!root.path("notes").isArray())
            problems.add(Rejection.ofFile(Phrase.of("import.file.list", "notes")));
        for (String optional :
                new String[] {
                    "stories", "scenes"
                }) { // absent in files from before they were exported
            if (root.has(optional) && !root.get(optional).isArray()) {
                problems.add(Rejection.ofFile(Phrase.of("import.file.list", optional)));
            }
        }
        if (!problems.isEmpty())
            return new Incoming(guild, List.of(), List.of(), List.of(), List.of(), problems);
        return new Incoming(
                guild,
                entries(root.get("characters"), CharacterEntry.class),
                optionalEntries(root, "stories", StoryEntry.class),
                optionalEntries(root, "scenes", SceneEntry.class),
                entries(root.get("notes"), NoteEntry.class),
                List.of());
    }

    private static <T> List<Parsed<T>> optionalEntries(JsonNode root, String field, Class<T> type) {
        return root.has(field) ? entries(root.get(field), type) : List.of();
    }

    private static <T> List<Parsed<T>> entries(JsonNode array, Class<T> type) {
        List<Parsed<T>> out = new ArrayList<>();
        int n = 0;
        for (JsonNode item : array) {
            n++;
            if (!item.isObject()) {
                out.add(
                        new Parsed<>(
                                n, null, Phrase.of("import.entry.not_object", jsonType(item))));
                continue;
            }
            String nested = nonScalarField(item);
            if (nested != null) {
                out.add(new Parsed<>(n, null, Phrase.of("import.entry.nested", nested)));
                continue;
            }
            try {
                out.add(new Parsed<>(n, JSON.treeToValue(item, type), null));
            } catch (JsonProcessingException | IllegalArgumentException e) {
                out.add(
                        new Parsed<>(
                                n, null, Phrase.of("import.entry.unreadable", e.getMessage())));
            }
        }
        return out;
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
