package continuity.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import continuity.memory.Limits;
import continuity.store.StoreKind;
import continuity.testing.ReplayRun;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The replay runs the hourly sweep of questions nobody answered ({@code Continuity.expire}) on
 * script time, as the Discord adapter's timer does on the clock: a change that waited more than 7
 * days of script time for its answer is expired in the next dump, without any event meeting it, and
 * a younger one still waits. Before, the replay never swept: a dump after eight days still showed
 * the change waiting. A script without such a gap prints what it printed.
 */
@ParameterizedClass(name = "[{0}]")
@EnumSource(StoreKind.class)
class ReplaySweepsOnScriptTimeTest {
    @TempDir Path tmp;
    @Parameter StoreKind store;

    private static final String ASK =
            String.join(
                    "\n",
                    "{\"type\":\"slash\",\"command\":\"memory\",\"subcommand\":\"remember\","
                            + "\"options\":{\"character\":\"Mira\",\"text\":\"Mira has blue eyes\"}}",
                    "{\"type\":\"slash\",\"command\":\"story\",\"subcommand\":\"set\","
                            + "\"options\":{\"name\":\"Pirate AU\"}}",
                    "{\"type\":\"message\",\"content\":\"Mira's eyes are green, not blue.\"}");

    private List<JsonNode> play(String... lines) {
        return ReplayRun.run(
                store.database(tmp, "db"),
                ASK + "\n" + String.join("\n", lines) + "\n",
                Limits.DEFAULTS);
    }

    private static List<String> statuses(List<JsonNode> out) {
        JsonNode dump = out.get(out.size() - 1);
        assertEquals("memories", dump.path("type").asText(), out.toString());
        List<String> s = new ArrayList<>();
        for (JsonNode i : dump.path("items")) s.add(i.path("status").asText());
        return s;
    }

    @Test
    void aChangeWaitingMoreThanSevenDaysOfScriptTimeIsExpiredByTheSweep() {
        List<JsonNode> out =
                play("{\"type\":\"advance\",\"days\":7,\"hours\":2}", "{\"type\":\"dump\"}");
        assertEquals("asked_scope", out.get(2).path("kind").asText(), out.toString());
        List<String> statuses = statuses(out);
        assertTrue(!statuses.contains("pending"), "nothing waits after the sweep: " + statuses);
        assertEquals(2, statuses.size(), statuses.toString());
    }

    @Test
    void aYoungerOneStillWaitsAndIsAnswered() {
        List<JsonNode> out =
                play(
                        "{\"type\":\"advance\",\"days\":6}",
                        "{\"type\":\"dump\"}",
                        "{\"type\":\"message\",\"content\":\"every story\",\"reply_to_bot\":true}");
        JsonNode dump = out.get(out.size() - 2);
        List<String> statuses = new ArrayList<>();
        for (JsonNode i : dump.path("items")) statuses.add(i.path("status").asText());
        assertTrue(statuses.contains("pending"), statuses.toString());
        assertEquals("replaced", out.get(out.size() - 1).path("kind").asText(), out.toString());
    }

    @Test
    void aLateTypedAnswerAfterTheSweepIsToldItExpired() {
        List<JsonNode> out =
                play(
                        "{\"type\":\"advance\",\"days\":8}",
                        "{\"type\":\"message\",\"content\":\"every story\",\"reply_to_bot\":true}",
                        "{\"type\":\"dump\"}");
        JsonNode told = out.get(out.size() - 2);
        assertEquals("error", told.path("kind").asText(), out.toString());
        assertTrue(told.path("text").asText().contains("expired"), told.toString());
        assertTrue(!statuses(out).contains("pending"), out.toString());
    }
}
