package continuity.understand;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

/** The one description a post gives, as "character|detail|value", for the readers' tests. */
final class OneMention {
    private OneMention() {}

    static String one(List<Descriptions.Mention> got) {
        assertEquals(1, got.size(), got.toString());
        Descriptions.Mention m = got.get(0);
        return m.character() + "|" + m.detail() + "|" + m.value();
    }
}
