package continuity.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import continuity.testing.ReplayRun;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The public contract of ../shared/REPLAY.md: lines, defaults, errors, restart. */
class ReplayContractTest {
    @TempDir Path tmp;

    @Test
    void badLinesYieldOneErrorEachAndTheScriptGoesOn() {
        String script =
                String.join(
                                "\n",
                                "not json at all",
                                "{\"type\":\"mesage\",\"content\":\"x\"}",
                                "{\"content\":\"no type\"}",
                                "{\"type\":\"message\"}",
                                "[1,2,3]",
                                "",
                                "{\"type\":\"click\",\"label\":\"Undo\"}",
                                "{\"type\":\"message\",\"content\":\"(( Mira's eyes are green ))\"}")
                        + "\n";
        List<JsonNode> out = ReplayRun.run(tmp.resolve("db.sqlite"), script);
        List<Integer> errorLines =
                out.stream()
                        .filter(o -> o.path("type").asText().equals("error"))
                        .map(o -> o.path("line").asInt())
                        .toList();
        assertEquals(List.of(1, 2, 3, 4, 5, 7), errorLines);
        assertTrue(
                out.stream()
                        .anyMatch(
                                o ->
                                        o.path("message")
                                                .asText()
                                                .contains("unknown event type 'mesage'")));
        assertTrue(
                out.stream()
                        .anyMatch(
                                o ->
                                        o.path("message")
                                                .asText()
                                                .contains("missing field 'content'")));
        JsonNode last = out.get(out.size() - 1);
        assertEquals("reply", last.path("type").asText());
        assertEquals(8, last.path("line").asInt());
        assertEquals("saved", last.path("kind").asText());
    }

    @Test
    void replyLinesCarryEveryFieldOfTheContract() {
        List<JsonNode> out =
                ReplayRun.run(
                        tmp.resolve("db.sqlite"),
                        "{\"type\":\"message\",\"channel\":\"c9\",\"thread\":\"t3\",\"content\":\"(( Mira's eyes are green ))\"}\n");
        JsonNode r = out.get(0);
        for (String f :
                new String[] {
                    "type", "line", "channel", "thread", "kind", "ephemeral", "text", "buttons"
                }) {
            assertTrue(r.has(f), "reply has " + f + ": " + r);
        }
        assertEquals("c9", r.get("channel").asText());
        assertEquals("t3", r.get("thread").asText());
    }

    @Test
    void dumpShowsEveryStatusWithTheRecordFields() {
        List<JsonNode> out =
                ReplayRun.run(
                        tmp.resolve("db.sqlite"),
                        String.join(
                                        "\n",
                                        "{\"type\":\"slash\",\"command\":\"memory\",\"subcommand\":\"remember\",\"options\":{\"character\":\"Mira\",\"text\":\"Mira has blue eyes\"}}",
                                        "{\"type\":\"message\",\"content\":\"Mira's eyes are green, not blue.\"}",
                                        "{\"type\":\"dump\"}")
                                + "\n");
        JsonNode dump = out.get(out.size() - 1);
        assertEquals("memories", dump.path("type").asText());
        assertEquals(3, dump.path("line").asInt());
        assertEquals(2, dump.path("items").size());
        JsonNode item = dump.path("items").get(1);
        for (String f :
                new String[] {
                    "id",
                    "guild",
                    "character",
                    "attribute",
                    "value",
                    "text",
                    "kind",
                    "scope",
                    "scope_name",
                    "status",
                    "author",
                    "replaces",
                    "created_at"
                }) {
            assertTrue(item.has(f), "item has " + f + ": " + item);
        }
        assertEquals(dump.path("items").get(0).path("id").asText(), item.path("replaces").asText());
        assertEquals(
                "2026-01-01T00:01:00Z",
                item.path("created_at").asText(),
                "second event: one minute after the first");
    }

    @Test
    void restartKeepsEverythingOnDiskAndButtonsStillWork() {
        List<JsonNode> out =
                ReplayRun.run(
                        tmp.resolve("db.sqlite"),
                        String.join(
                                        "\n",
                                        "{\"type\":\"slash\",\"command\":\"memory\",\"subcommand\":\"remember\",\"options\":{\"character\":\"Mira\",\"text\":\"Mira has blue eyes\"}}",
                                        "{\"type\":\"message\",\"content\":\"Mira's eyes are green, not blue.\"}",
                                        "{\"type\":\"restart\"}",
                                        "{\"type\":\"click\",\"label\":\"undo\"}",
                                        "{\"type\":\"dump\"}")
                                + "\n");
        JsonNode undo =
                out.stream().filter(o -> o.path("line").asInt() == 4).findFirst().orElseThrow();
        assertEquals("ok", undo.path("kind").asText(), undo.toString());
        JsonNode dump = out.get(out.size() - 1);
        long activeBlue = 0;
        for (JsonNode i : dump.path("items")) {
            if (i.path("status").asText().equals("active")
                    && i.path("value").asText().equals("blue")) activeBlue++;
        }
        assertEquals(1, activeBlue);
    }

    @Test
    void advanceMovesTheClock() {
        List<JsonNode> out =
                ReplayRun.run(
                        tmp.resolve("db.sqlite"),
                        String.join(
                                        "\n",
                                        "{\"type\":\"advance\",\"days\":2,\"hours\":1}",
                                        "{\"type\":\"message\",\"content\":\"(( Mira's eyes are green ))\"}",
                                        "{\"type\":\"dump\"}")
                                + "\n");
        JsonNode dump = out.get(out.size() - 1);
        assertEquals("2026-01-03T01:01:00Z", dump.path("items").get(0).path("created_at").asText());
    }

    @Test
    void overLongNotesAreRefusedWithTheLimitAndNothingIsStored() {
        String longText = "Mira " + "very ".repeat(300) + "tall";
        List<JsonNode> out =
                ReplayRun.run(
                        tmp.resolve("db.sqlite"),
                        "{\"type\":\"slash\",\"command\":\"memory\",\"subcommand\":\"remember\",\"options\":{\"character\":\"Mira\",\"text\":\""
                                + longText
                                + "\"}}\n{\"type\":\"dump\"}\n");
        assertEquals("error", out.get(0).path("kind").asText());
        assertTrue(out.get(0).path("text").asText().contains("1000"), out.get(0).toString());
        assertEquals(0, out.get(1).path("items").size());
    }
}
