package continuity.store;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Instant;
import java.util.Collections;
import java.util.Map;

/**
 * How values are kept in columns, on both databases: times as ISO-8601 text ({@link Timestamps}),
 * the data of buttons and questions as a JSON object of strings.
 */
final class Columns {
    private static final ObjectMapper JSON = new ObjectMapper();

    private Columns() {}

    static String time(Instant i) {
        return i == null ? null : i.toString();
    }

    static Instant instant(String s) {
        return Timestamps.parse(s);
    }

    static String json(Map<String, String> data) {
        try {
            return JSON.writeValueAsString(data);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    static Map<String, String> map(String json) {
        try {
            return JSON.readValue(json, new TypeReference<Map<String, String>>() {});
        } catch (JsonProcessingException e) {
            throw new StoreException("unreadable stored data: " + e.getMessage(), e);
        }
    }

    /** {@code n} parameters for an {@code IN (...)}. */
    static String marks(int n) {
        return String.join(", ", Collections.nCopies(n, "?"));
    }
}
