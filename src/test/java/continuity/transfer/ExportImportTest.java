package continuity.transfer;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import continuity.BotRuntime;
import continuity.CanonFixture;
import continuity.TestChat;
import continuity.memory.Exporter;
import continuity.memory.Importer;
import continuity.memory.Limits;
import continuity.memory.Memory;
import continuity.memory.Status;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ExportImportTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Instant AT = Instant.parse("2026-02-01T00:00:00Z");

    @TempDir
    Path dir;

    private String exportOf(BotRuntime rt, String guild) {
        return TransferJson.write(rt.store().inTransaction(repo -> Exporter.guild(repo, guild, AT)));
    }

    private ImportReport importInto(BotRuntime rt, String guild, String json) {
        return rt.store().inTransaction(repo ->
                Importer.run(repo, guild, TransferJson.read(json), Limits.DEFAULTS, c -> { }));
    }

    @Test
    void roundTripIntoAnEmptyDatabaseGivesTheSameNotesAndReimportChangesNothing() {
        try (BotRuntime a = BotRuntime.open(dir.resolve("a.sqlite"), Limits.DEFAULTS);
             BotRuntime b = BotRuntime.open(dir.resolve("b.sqlite"), Limits.DEFAULTS)) {
            CanonFixture.build(new TestChat(a.core()));
            List<Memory> original = a.core().dump("g1").stream().filter(m -> m.kind().wire().equals("fact")).toList();
            Set<Status> statuses = original.stream().map(Memory::status).collect(Collectors.toSet());
            assertTrue(statuses.containsAll(Set.of(Status.ACTIVE, Status.SUPERSEDED, Status.DISPUTED, Status.FORGOTTEN)),
                    "the fixture should cover every status, got " + statuses);

            String json = exportOf(a, "g1");
            ImportReport first = importInto(b, "g1", json);
            assertTrue(first.written(), first.describe());
            assertEquals(original.size(), first.notesAdded());
            assertEquals(2, first.charactersAdded());
            assertEquals(original, b.core().dump("g1"), "the imported notes must equal the exported ones, field for field");
            assertEquals(json, exportOf(b, "g1"), "exporting the copy gives the same file");

            ImportReport again = importInto(b, "g1", json);
            assertTrue(again.written(), again.describe());
            assertEquals(0, again.notesAdded());
            assertEquals(0, again.charactersAdded());
            assertEquals(original.size(), again.unchanged());
            assertEquals(original, b.core().dump("g1"), "a re-import must not duplicate or change anything");
        }
    }

    @Test
    void theExportHoldsHistoryLinksAndNoPreferences() throws Exception {
        try (BotRuntime a = BotRuntime.open(dir.resolve("a.sqlite"), Limits.DEFAULTS)) {
            CanonFixture.build(new TestChat(a.core()));
            JsonNode root = JSON.readTree(exportOf(a, "g1"));
            assertEquals("continuity-notes", root.get("format").asText());
            assertEquals(1, root.get("version").asInt());
            boolean linked = false;
            for (JsonNode n : root.get("notes")) {
                assertEquals("fact", n.get("kind").asText(), "preferences are private: " + n);
                if (n.hasNonNull("replaces")) linked = true;
            }
            assertTrue(linked, "a replaced note keeps its link to the note it replaced");
        }
    }

    @Test
    void anInvalidImportWritesNothingAndReportsEachBadEntry() throws Exception {
        String good;
        try (BotRuntime a = BotRuntime.open(dir.resolve("a.sqlite"), Limits.DEFAULTS)) {
            CanonFixture.build(new TestChat(a.core()));
            good = exportOf(a, "g1");
        }
        ObjectNode file = (ObjectNode) JSON.readTree(good);
        ArrayNode notes = (ArrayNode) file.get("notes");
        ObjectNode model = (ObjectNode) notes.get(0);
        int valid = notes.size();
        notes.add(model.deepCopy().put("id", "badstatus1").put("status", "maybe"));
        notes.add(model.deepCopy().put("id", "badlink001").put("replaces", "nosuchnote"));
        notes.add(model.deepCopy().put("id", "badtime001").put("created_at", "yesterday"));
        notes.add(model.deepCopy().put("id", "preference1").put("kind", "preference"));
        notes.add(model.deepCopy());                                   // the same id twice
        notes.add(model.deepCopy().put("id", "nochar0001").put("character", "Nobody").put("character_key", "nobody"));
        notes.add(JSON.getNodeFactory().textNode("not an object"));
        ArrayNode characters = (ArrayNode) file.get("characters");
        characters.add(JSON.createObjectNode().put("key", "mіra").put("name", "Mіra").put("created_at", AT.toString()));
        List<String> expectedReasons = List.of("\"status\" is \"maybe\"", "points to note nosuchnote",
                "not an ISO-8601 instant", "preferences are private", "appears twice",
                "neither in the file's \"characters\" nor on this server", "expected an object", "mixes alphabets");

        Path bPath = dir.resolve("b.sqlite");
        try (BotRuntime b = BotRuntime.open(bPath, Limits.DEFAULTS)) {
            ImportReport report = importInto(b, "g1", JSON.writeValueAsString(file));
            assertFalse(report.written());
            assertEquals(expectedReasons.size(), report.rejected().size(), report.describe());
            for (String reason : expectedReasons) {
                assertTrue(report.rejected().stream().anyMatch(r -> r.reason().contains(reason)),
                        "no rejection says '" + reason + "' in:\n" + report.describe());
            }
            assertTrue(report.describe().startsWith("Import refused: nothing was written"), report.describe());
            assertTrue(b.core().dump("g1").isEmpty(), "nothing may be written when an entry is refused");
            assertTrue(b.store().inTransaction(repo -> repo.characters("g1")).isEmpty(), "no character either");
            assertTrue(valid > 0);
        }
    }

    @Test
    void aDifferentNoteUnderAnExistingIdIsRefusedNotOverwritten() throws Exception {
        try (BotRuntime a = BotRuntime.open(dir.resolve("a.sqlite"), Limits.DEFAULTS)) {
            CanonFixture.build(new TestChat(a.core()));
            List<Memory> before = a.core().dump("g1");
            ObjectNode file = (ObjectNode) JSON.readTree(exportOf(a, "g1"));
            ObjectNode first = (ObjectNode) file.get("notes").get(0);
            first.put("text", "Mira has violet eyes");
            ImportReport r = importInto(a, "g1", JSON.writeValueAsString(file));
            assertFalse(r.written());
            assertEquals(1, r.rejected().size(), r.describe());
            assertTrue(r.rejected().get(0).reason().contains("already stored"), r.describe());
            assertEquals(before, a.core().dump("g1"));
        }
    }

    @Test
    void twoActiveNotesForOneDetailAreRefused() throws Exception {
        try (BotRuntime a = BotRuntime.open(dir.resolve("a.sqlite"), Limits.DEFAULTS);
             BotRuntime b = BotRuntime.open(dir.resolve("b.sqlite"), Limits.DEFAULTS)) {
            CanonFixture.build(new TestChat(a.core()));
            ObjectNode file = (ObjectNode) JSON.readTree(exportOf(a, "g1"));
            ArrayNode notes = (ArrayNode) file.get("notes");
            JsonNode active = null;
            for (JsonNode n : notes) {
                if (n.get("status").asText().equals("active") && n.get("attribute").asText().equals("eyes")) active = n;
            }
            notes.add(((ObjectNode) active.deepCopy()).put("id", "twin00001").put("value", "violet")
                    .put("text", "Mira has violet eyes"));
            ImportReport r = importInto(b, "g1", JSON.writeValueAsString(file));
            assertEquals(1, r.rejected().size(), r.describe());
            assertTrue(r.rejected().get(0).reason().contains("only one can be active"), r.describe());
            assertTrue(b.core().dump("g1").isEmpty());
        }
    }

    @Test
    void wrongFormatOrVersionIsRefusedAsAWhole() {
        try (BotRuntime b = BotRuntime.open(dir.resolve("b.sqlite"), Limits.DEFAULTS)) {
            ImportReport r = importInto(b, "g1",
                    "{\"format\":\"continuity-notes\",\"version\":2,\"guild\":\"g1\",\"characters\":[],\"notes\":[]}");
            assertFalse(r.written());
            assertTrue(r.describe().contains("\"version\" is 2"), r.describe());
            ImportReport notJson = importInto(b, "g1", "{ not json");
            assertTrue(notJson.describe().contains("not valid JSON"), notJson.describe());
            ImportReport prefs = importInto(b, "g1", "{\"format\":\"continuity-preferences\",\"version\":1}");
            assertTrue(prefs.describe().contains("preferences are private"), prefs.describe());
        }
    }
}
