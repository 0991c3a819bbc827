package continuity.understand;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** What the reader did with a message, step by step: for {@code explain}, never on the hot path. */
public final class Trace {
    private final List<String> normalised = new ArrayList<>();
    private final List<Map<String, String>> steps = new ArrayList<>();
    private final List<String> rules = new ArrayList<>();

    void normalised(String text) {
        normalised.add(text);
    }

    void clause(String text, String joint) {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("clause", text);
        m.put("joined_by", joint.toLowerCase(java.util.Locale.ROOT));
        steps.add(m);
    }

    void note(String what, String text) {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("note", what);
        m.put("text", text);
        steps.add(m);
    }

    /** Where {@link Fired} adds the ids of the grammar's rules that fired. */
    List<String> rulesFired() {
        return rules;
    }

    /** The ids of the grammar's rules that fired, in the order they first fired. */
    public List<String> rules() {
        return List.copyOf(rules);
    }

    public List<String> normalised() {
        return List.copyOf(normalised);
    }

    public List<Map<String, String>> steps() {
        return List.copyOf(steps);
    }
}
