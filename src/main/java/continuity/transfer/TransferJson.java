package continuity.transfer;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;

import java.util.ArrayList;
import java.util.List;

/** Writes and reads the export files (format documented in README.md, "Export and import"). */
public final class TransferJson {
    /** Largest file an import reads. */
    public static final int MAX_CHARS = 16 * 1024 * 1024;

    static final ObjectMapper JSON = new ObjectMapper()
            .setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
            .enable(SerializationFeature.INDENT_OUTPUT)
            .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private TransferJson() {
    }

    public static String write(Object file) {
        try {
            return JSON.writeValueAsString(file) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write the export: " + e.getOriginalMessage(), e);
        }
    }

    /** Reads a notes file; never throws on bad input, every problem is in the result. */
    public static Incoming read(String text) {
        if (text == null || text.isBlank()) return Incoming.unreadable("the file is empty");
        if (text.length() > MAX_CHARS) return Incoming.unreadable("the file is larger than " + MAX_CHARS + " characters");
        JsonNode root;
        try {
            root = JSON.readTree(text);
        } catch (JsonProcessingException e) {
            String at = e.getLocation() == null ? "" : " at line " + e.getLocation().getLineNr();
            return Incoming.unreadable("not valid JSON" + at + " (" + e.getOriginalMessage() + ")");
        }
        if (root == null || !root.isObject()) return Incoming.unreadable("expected a JSON object");
        List<Rejection> problems = new ArrayList<>();
        String format = root.path("format").asText("");
        if (PreferencesFile.FORMAT.equals(format)) {
            return Incoming.unreadable("this is a preferences export: preferences are private and are not imported");
        }
        if (!NotesFile.FORMAT.equals(format)) {
            problems.add(new Rejection("file", "\"format\" is \"" + format + "\"; expected \"" + NotesFile.FORMAT + "\""));
        }
        JsonNode version = root.path("version");
        if (!version.isInt() || version.asInt() != NotesFile.VERSION) {
            problems.add(new Rejection("file", "\"version\" is " + version + "; this build reads version "
                    + NotesFile.VERSION));
        }
        String guild = root.path("guild").isTextual() ? root.get("guild").asText() : null;
        if (!root.path("characters").isArray()) problems.add(new Rejection("file", "\"characters\" must be a list"));
        if (!root.path("notes").isArray()) problems.add(new Rejection("file", "\"notes\" must be a list"));
        for (String optional : new String[]{"stories", "scenes"}) { // absent in files from before they were exported
            if (root.has(optional) && !root.get(optional).isArray()) {
                problems.add(new Rejection("file", "\"" + optional + "\" must be a list"));
            }
        }
        if (!problems.isEmpty()) return new Incoming(guild, List.of(), List.of(), List.of(), List.of(), problems);
        return new Incoming(guild, entries(root.get("characters"), CharacterEntry.class),
                optionalEntries(root, "stories", StoryEntry.class), optionalEntries(root, "scenes", SceneEntry.class),
                entries(root.get("notes"), NoteEntry.class), List.of());
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
                out.add(new Parsed<>(n, null, "expected an object, found " + item.getNodeType().name().toLowerCase()));
                continue;
            }
            String nested = nonScalarField(item);
            if (nested != null) {
                out.add(new Parsed<>(n, null, "field \"" + nested + "\" must be text or null"));
                continue;
            }
            try {
                out.add(new Parsed<>(n, JSON.treeToValue(item, type), null));
            } catch (JsonProcessingException | IllegalArgumentException e) {
                out.add(new Parsed<>(n, null, "unreadable entry (" + e.getMessage() + ")"));
            }
        }
        return out;
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
