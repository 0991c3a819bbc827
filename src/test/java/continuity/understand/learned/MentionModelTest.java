package continuity.understand.learned;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.understand.Descriptions;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The shipped descriptive-mention model reads where a value of a detail is in narration. */
class MentionModelTest {
    private static List<String> read(String post, List<String> names) {
        MentionModel m = MentionModel.shipped();
        assertNotNull(m, "no " + MentionModel.RESOURCE + " on the class path");
        String narration = Descriptions.narration(post);
        return m.read(narration, names, false).stream()
                .map(s -> s.detail() + "=" + narration.substring(s.start(), s.end()))
                .toList();
    }

    @Test
    void readsValuesOfDetailsInNarration() {
        assertTrue(
                read(
                                "*Pip yanks the beanie off and a mess of pink hair springs out.*",
                                List.of("Pip"))
                        .contains("hair=pink"));
        assertTrue(
                read("*Harlan has the same grey eyes that miss nothing.*", List.of("Harlan"))
                        .contains("eyes=grey"));
        assertTrue(
                read("*Bérénice ajuste ses lunettes à monture dorée.*", List.of("Bérénice"))
                        .stream()
                        .anyMatch(s -> s.startsWith("glasses=") && s.contains("dorée")));
    }

    @Test
    void readsNothingInDialogue() {
        // the post's dialogue is blanked before the model reads it, as the rules do
        assertTrue(
                read("\"Pip has pink hair,\" says the clerk.", List.of("Pip")).stream()
                        .noneMatch(s -> s.startsWith("hair=")));
    }
}
