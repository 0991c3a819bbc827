package continuity.testing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A scenario in the format of ../shared/scenarios: replay events carrying "expect" objects, and an
 * optional first line naming it. Non-JSON lines are kept as they are (deliberately bad input).
 */
public record ScenarioFile(String name, String about, List<Object> events) {
    private static final ObjectMapper JSON = new ObjectMapper();

    public static ScenarioFile read(Path file) {
        String name = file.getFileName().toString().replaceFirst("\\.jsonl$", "");
        String about = "";
        List<Object> events = new ArrayList<>();
        try {
            for (String raw : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                String line = raw.strip();
                if (line.isEmpty()) continue;
                JsonNode node;
                try {
                    node = JSON.readTree(line);
                } catch (IOException notJson) {
                    events.add(line);
                    continue;
                }
                if (node.isObject() && node.has("scenario") && !node.has("type")) {
                    name = node.get("scenario").asText();
                    about = node.path("about").asText("");
                    continue;
                }
                events.add(node);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new ScenarioFile(name, about, events);
    }

    /** The script replay reads: every event without its "expect", one per line. */
    public String script() {
        StringBuilder sb = new StringBuilder();
        for (Object e : events) {
            if (e instanceof ObjectNode o) {
                ObjectNode copy = o.deepCopy();
                copy.remove("expect");
                sb.append(copy).append('\n');
            } else if (e instanceof JsonNode j) {
                sb.append(j).append('\n');
            } else {
                sb.append(e).append('\n');
            }
        }
        return sb.toString();
    }
}
