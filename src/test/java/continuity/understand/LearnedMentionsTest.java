package continuity.understand;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The learned reader's descriptive mode beside the rules ({@link Descriptions}): a value the rules
 * do not read is read through the mention model, and only through the rules' own gates (whose it
 * is, hedges, lies, light, dialogue, a change told).
 */
class LearnedMentionsTest {
    private static List<String> read(String post, String... names) {
        return Descriptions.read(post, List.of(names), null).stream()
                .filter(m -> Descriptions.checked(m.detail()))
                .map(
                        m ->
                                m.character()
                                        + "|"
                                        + m.detail()
                                        + "|"
                                        + m.value()
                                        + (m.changed() ? "|changed" : ""))
                .toList();
    }

    @Test
    void readsWhatTheRulesDoNot() {
        assertEquals(
                List.of("Zoya|hair|black"),
                read(
                        "*Zoya taps the dosimeter twice. She pushes black hair back under the cap.*",
                        "Zoya"));
        assertEquals(
                List.of("Pip|hair|pink"),
                read(
                        "*Pip yanks the beanie off and a mess of pink hair springs out, static-wild.*",
                        "Pip"));
        assertEquals(
                List.of("Harlan|eyes|grey"),
                read(
                        "*Harlan has a new coat and the same grey eyes that miss nothing.*",
                        "Harlan"));
    }

    @Test
    void andNothingTheRulesWouldNotTell() {
        // dialogue: the character speaking
        assertEquals(
                List.of(),
                read("\"She pushes black hair back under the cap,\" Zoya says.", "Zoya"));
        // a lie, a dream, a hedge, the light
        assertEquals(
                List.of(),
                read("*Zoya lies that she pushes black hair back under the cap.*", "Zoya"));
        assertEquals(
                List.of(), read("*Zoya dreams she pushes black hair back under the cap.*", "Zoya"));
        assertEquals(
                List.of(),
                read(
                        "*Pip yanks the beanie off and maybe a mess of pink hair springs out.*",
                        "Pip"));
        assertEquals(
                List.of(),
                read(
                        "*In the red light, Harlan has the same grey eyes that miss nothing.*",
                        "Harlan"));
        // someone else's: a description after a determiner is not the subject's
        assertEquals(List.of(), read("*Zoya glances at the black hair under the cap.*", "Zoya"));
        // a thing made for the hair, not the hair
        assertEquals(List.of(), read("*Kes ties back her red hair ribbon.*", "Kes"));
        // a change told ("her new short hair") is the scene's, never a clash
        assertEquals(
                List.of("Swee Neo|hair|short|changed"),
                read("*Swee Neo runs her fingers thru her new short hair.*", "Swee Neo"));
    }
}
