package continuity.understand;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A file of rules as data ({@code /understand/shapes.txt}): each rule is a {@code [id]} line
 * followed by {@code key: value} lines, a key given once ({@code pattern:}) or several times
 * ({@code example:}, {@code not:}); {@code #} starts a comment line.
 */
final class RuleFile {
    private RuleFile() {}

    /** One rule: its id and its fields in the order written. */
    record Rule(String id, Map<String, List<String>> fields) {
        /** The field's one value, or null. */
        String one(String key) {
            List<String> v = fields.get(key);
            return v == null || v.isEmpty() ? null : v.get(0);
        }

        /** Every value of the field (none: an empty list). */
        List<String> all(String key) {
            return fields.getOrDefault(key, List.of());
        }
    }

    static List<Rule> read(String resource) {
        List<Rule> out = new ArrayList<>();
        try (InputStream in = RuleFile.class.getResourceAsStream(resource)) {
            if (in == null) throw new IllegalStateException("missing resource " + resource);
            BufferedReader r =
                    new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            String id = null;
            Map<String, List<String>> fields = null;
            int n = 0;
            for (String line; (line = r.readLine()) != null; ) {
                n++;
                String t = line.strip();
                if (t.isEmpty() || t.startsWith("#")) continue;
                if (t.startsWith("[") && t.endsWith("]")) {
                    if (id != null) out.add(new Rule(id, fields));
                    id = t.substring(1, t.length() - 1).strip();
                    fields = new LinkedHashMap<>();
                    continue;
                }
                int colon = t.indexOf(':');
                if (id == null || colon <= 0)
                    throw new IllegalStateException(
                            resource + ":" + n + ": expected [id] or key: value, not " + t);
                fields.computeIfAbsent(t.substring(0, colon).strip(), k -> new ArrayList<>())
                        .add(t.substring(colon + 1).strip());
            }
            if (id != null) out.add(new Rule(id, fields));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }
}
