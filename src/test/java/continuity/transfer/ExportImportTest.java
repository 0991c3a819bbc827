package continuity.transfer;

import static continuity.testing.Replies.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import continuity.BotRuntime;
import continuity.CanonFixture;
import continuity.TestChat;
import continuity.chat.ReplyKind;
import continuity.chat.SlashCommand;
import continuity.memory.Limits;
import continuity.memory.Note;
import continuity.memory.Status;
import continuity.memory.transfer.Exporter;
import continuity.memory.transfer.Importer;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ExportImportTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Instant AT = Instant.parse("2026-02-01T00:00:00Z");

    @TempDir Path dir;

    private String exportOf(BotRuntime rt, String guild) {
        return TransferJson.write(
                rt.store().inTransaction(repo -> Exporter.guild(repo, guild, AT)));
    }

    private ImportReport importInto(BotRuntime rt, String guild, String json) {
        return rt.store()
                .inTransaction(
                        repo ->
                                Importer.run(
                                        repo,
                                        guild,
                                        TransferJson.read(json),
                                        Limits.DEFAULTS,
                                        c -> {}));
    }

    @Test
    void roundTripIntoAnEmptyDatabaseGivesTheSameNotesAndReimportChangesNothing() {
        try (BotRuntime a = BotRuntime.open(dir.resolve("a.sqlite"), Limits.DEFAULTS);
                BotRuntime b = BotRuntime.open(dir.resolve("b.sqlite"), Limits.DEFAULTS)) {
            CanonFixture.build(new TestChat(a.core()));
            List<Note> original =
                    a.core().dump("g1").stream()
                            .filter(m -> m.kind().wire().equals("fact"))
                            .toList();
            Set<Status> statuses = original.stream().map(Note::status).collect(Collectors.toSet());
            assertTrue(
                    statuses.containsAll(
                            Set.of(
                                    Status.ACTIVE,
                                    Status.SUPERSEDED,
                                    Status.DISPUTED,
                                    Status.FORGOTTEN)),
                    "the fixture should cover every status, got " + statuses);

            String json = exportOf(a, "g1");
            ImportReport first = importInto(b, "g1", json);
            assertTrue(first.written(), first.describe());
            assertEquals(original.size(), first.notesAdded());
            assertEquals(2, first.charactersAdded());
            assertEquals(
                    original,
                    b.core().dump("g1"),
                    "the imported notes must equal the exported ones, field for field");
            assertEquals(1, first.storiesAdded(), first.describe());
            assertEquals(1, first.scenesAdded(), first.describe());
            java.util.Map<String, continuity.memory.Story> storiesA =
                    a.store().inTransaction(repo -> repo.storiesIn("g1"));
            java.util.Map<String, continuity.memory.Story> storiesB =
                    b.store().inTransaction(repo -> repo.storiesIn("g1"));
            List<continuity.memory.Scene> scenesA =
                    a.store().inTransaction(repo -> repo.scenesIn("g1"));
            List<continuity.memory.Scene> scenesB =
                    b.store().inTransaction(repo -> repo.scenesIn("g1"));
            assertEquals(storiesA, storiesB);
            assertEquals(scenesA, scenesB);
            assertEquals(json, exportOf(b, "g1"), "exporting the copy gives the same file");
            // on the copy, the story and scene notes apply where they did: the channel still plays
            // its story
            TestChat onCopy = new TestChat(b.core());
            onCopy.as("u1", "alice", false).in("c2");
            assertTrue(
                    only(
                                    onCopy.slash(
                                            SlashCommand.MEMORY_RECALL,
                                            "character",
                                            "Mira",
                                            "about",
                                            "outfit"),
                                    ReplyKind.RECALLED)
                            .text()
                            .contains("red dress"),
                    "the scene note is recalled in the scene's place on the copy");

            ImportReport again = importInto(b, "g1", json);
            assertTrue(again.written(), again.describe());
            assertEquals(0, again.notesAdded());
            assertEquals(0, again.charactersAdded());
            assertEquals(0, again.storiesAdded() + again.scenesAdded(), again.describe());
            assertEquals(original.size(), again.unchanged());
            assertEquals(
                    original,
                    b.core().dump("g1"),
                    "a re-import must not duplicate or change anything");
        }
    }

    /**
     * The command line streams the export as the notes are read (a server of any size); the file is
     * the one the whole-file writer gives, byte for byte, and reads back the same from disk.
     */
    @Test
    void theStreamedExportIsTheSameFileByteForByte() throws Exception {
        try (BotRuntime a = BotRuntime.open(dir.resolve("a.sqlite"), Limits.DEFAULTS)) {
            CanonFixture.build(new TestChat(a.core()));
            a.store()
                    .inTransaction(
                            repo -> {
                                repo.setStory(
                                        "g1",
                                        "c9",
                                        new continuity.memory.Story("story:k", "K"),
                                        "u1");
                                return null;
                            });
            java.io.StringWriter streamed = new java.io.StringWriter();
            Exporter.Written w =
                    a.store().inTransaction(repo -> Exporter.guild(repo, "g1", AT, streamed));
            String whole = exportOf(a, "g1");
            assertEquals(whole, streamed.toString());
            assertTrue(w.notes() > 5, "notes written: " + w.notes());
            Path file = dir.resolve("g1.json");
            java.nio.file.Files.writeString(file, streamed.toString());
            Incoming fromDisk = TransferJson.read(file), fromText = TransferJson.read(whole);
            assertEquals(fromText.characters(), fromDisk.characters());
            assertEquals(fromText.stories(), fromDisk.stories());
            assertEquals(fromText.scenes(), fromDisk.scenes());
            assertEquals(fromText.notes().ids(), fromDisk.notes().ids());
            List<Parsed<NoteEntry>> a1 = new java.util.ArrayList<>(),
                    a2 = new java.util.ArrayList<>();
            fromText.notes().each(a1::add);
            fromDisk.notes().each(a2::add);
            assertEquals(a1, a2);
            assertEquals(w.notes(), a2.size());
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
        notes.add(model.deepCopy()); // the same id twice
        notes.add(
                model.deepCopy()
                        .put("id", "nochar0001")
                        .put("character", "Nobody")
                        .put("character_key", "nobody"));
        notes.add(JSON.getNodeFactory().textNode("not an object"));
        ArrayNode characters = (ArrayNode) file.get("characters");
        characters.add(
                JSON.createObjectNode()
                        .put("key", "mіra")
                        .put("name", "Mіra")
                        .put("created_at", AT.toString()));
        List<String> expectedReasons =
                List.of(
                        "\"status\" is \"maybe\"",
                        "points to note nosuchnote",
                        "not an ISO-8601 instant",
                        "preferences are private",
                        "appears twice",
                        "neither in the file's \"characters\" nor on this server",
                        "expected an object",
                        "mixes alphabets");

        Path bPath = dir.resolve("b.sqlite");
        try (BotRuntime b = BotRuntime.open(bPath, Limits.DEFAULTS)) {
            ImportReport report = importInto(b, "g1", JSON.writeValueAsString(file));
            assertFalse(report.written());
            assertEquals(expectedReasons.size(), report.rejected().size(), report.describe());
            for (String reason : expectedReasons) {
                assertTrue(
                        report.rejected().stream()
                                .anyMatch(r -> r.reason(continuity.chat.Lang.EN).contains(reason)),
                        "no rejection says '" + reason + "' in:\n" + report.describe());
            }
            assertTrue(
                    report.describe().startsWith("Import refused: nothing was written"),
                    report.describe());
            assertTrue(
                    b.core().dump("g1").isEmpty(),
                    "nothing may be written when an entry is refused");
            assertTrue(
                    b.store().inTransaction(repo -> repo.characters("g1")).isEmpty(),
                    "no character either");
            assertTrue(valid > 0);
        }
    }

    @Test
    void aDifferentNoteUnderAnExistingIdIsRefusedNotOverwritten() throws Exception {
        try (BotRuntime a = BotRuntime.open(dir.resolve("a.sqlite"), Limits.DEFAULTS)) {
            CanonFixture.build(new TestChat(a.core()));
            List<Note> before = a.core().dump("g1");
            ObjectNode file = (ObjectNode) JSON.readTree(exportOf(a, "g1"));
            ObjectNode first = (ObjectNode) file.get("notes").get(0);
            first.put("text", "Mira has violet eyes");
            ImportReport r = importInto(a, "g1", JSON.writeValueAsString(file));
            assertFalse(r.written());
            assertEquals(1, r.rejected().size(), r.describe());
            assertTrue(
                    r.rejected().get(0).reason(continuity.chat.Lang.EN).contains("already stored"),
                    r.describe());
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
                if (n.get("status").asText().equals("active")
                        && n.get("attribute").asText().equals("eyes")) active = n;
            }
            notes.add(
                    ((ObjectNode) active.deepCopy())
                            .put("id", "twin00001")
                            .put("value", "violet")
                            .put("text", "Mira has violet eyes"));
            ImportReport r = importInto(b, "g1", JSON.writeValueAsString(file));
            assertEquals(1, r.rejected().size(), r.describe());
            assertTrue(
                    r.rejected()
                            .get(0)
                            .reason(continuity.chat.Lang.EN)
                            .contains("only one can be active"),
                    r.describe());
            assertTrue(b.core().dump("g1").isEmpty());
        }
    }

    @Test
    void wrongFormatOrVersionIsRefusedAsAWhole() {
        try (BotRuntime b = BotRuntime.open(dir.resolve("b.sqlite"), Limits.DEFAULTS)) {
            ImportReport r =
                    importInto(
                            b,
                            "g1",
                            "{\"format\":\"continuity-notes\",\"version\":2,\"guild\":\"g1\",\"characters\":[],\"notes\":[]}");
            assertFalse(r.written());
            assertTrue(r.describe().contains("\"version\" is 2"), r.describe());
            ImportReport notJson = importInto(b, "g1", "{ not json");
            assertTrue(notJson.describe().contains("not valid JSON"), notJson.describe());
            ImportReport prefs =
                    importInto(b, "g1", "{\"format\":\"continuity-preferences\",\"version\":1}");
            assertTrue(prefs.describe().contains("preferences are private"), prefs.describe());
        }
    }

    @Test
    void storiesAndScenesThatDisagreeWithThisServerAreRefused() throws Exception {
        try (BotRuntime a = BotRuntime.open(dir.resolve("a.sqlite"), Limits.DEFAULTS)) {
            CanonFixture.build(new TestChat(a.core()));
            List<Note> before = a.core().dump("g1");
            ObjectNode file = (ObjectNode) JSON.readTree(exportOf(a, "g1"));
            ((ObjectNode) file.get("stories").get(0))
                    .put("name", "Space AU")
                    .put("story_key", "story:space au");
            ((ArrayNode) file.get("scenes"))
                    .add(((ObjectNode) file.get("scenes").get(0).deepCopy()).put("id", "s2other"));
            ((ArrayNode) file.get("stories"))
                    .add(
                            JSON.createObjectNode()
                                    .put("channel", "c3")
                                    .put("story_key", "nope")
                                    .put("name", "Heist"));
            ImportReport r = importInto(a, "g1", JSON.writeValueAsString(file));
            assertFalse(r.written());
            String said = r.describe();
            assertEquals(3, r.rejected().size(), said);
            assertTrue(said.contains("already plays the story \"Pirate AU\""), said);
            assertTrue(said.contains("already running in that place"), said);
            assertTrue(said.contains("\"story_key\" must start with \"story:\""), said);
            assertEquals(before, a.core().dump("g1"));
            List<continuity.memory.Scene> scenes =
                    a.store().inTransaction(repo -> repo.scenesIn("g1"));
            assertEquals(1, scenes.size(), "no scene was added");
        }
    }

    @Test
    void aFileWithoutStoriesOrScenesStillImports() throws Exception {
        try (BotRuntime a = BotRuntime.open(dir.resolve("a.sqlite"), Limits.DEFAULTS);
                BotRuntime b = BotRuntime.open(dir.resolve("b.sqlite"), Limits.DEFAULTS)) {
            CanonFixture.build(new TestChat(a.core()));
            ObjectNode file = (ObjectNode) JSON.readTree(exportOf(a, "g1"));
            file.remove("stories");
            file.remove("scenes");
            ImportReport r = importInto(b, "g1", JSON.writeValueAsString(file));
            assertTrue(r.written(), r.describe());
            assertEquals(0, r.storiesAdded() + r.scenesAdded());
            ObjectNode broken = file.deepCopy().put("scenes", "none");
            ImportReport bad = importInto(b, "g2", JSON.writeValueAsString(broken));
            assertTrue(bad.describe().contains("\"scenes\" must be a list"), bad.describe());
        }
    }
}
