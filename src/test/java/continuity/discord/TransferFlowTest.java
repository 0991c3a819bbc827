package continuity.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import continuity.chat.ChatContext;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.chat.SlashCommand;
import continuity.chat.SlashIn;
import continuity.discord.fake.FakeFile;
import continuity.discord.fake.FakeInteraction;
import continuity.discord.fake.FakeMessage;
import continuity.discord.fake.RecordedRequest;
import continuity.memory.Kind;
import continuity.memory.Note;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * {@code /memory export} and {@code /memory import} on Discord: the export arrives as a private
 * file upload, the import reads the file a game master attaches (fetched from the fake's CDN on
 * loopback) and hands its text to the core. Each test runs the production bot on a real SQLite
 * file; the harness asserts no violations.
 */
class TransferFlowTest extends FlowTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * Mira with a replaced note (a history link) and a second fact, and a private preference of
     * bob's.
     */
    private void canon() {
        remember("alice", "Mira", "Mira has blue eyes");
        fake.userMessage("g1", "c1", "alice", "Mira's eyes are green, not blue.");
        h.botSays("c1", "green", "blue");
        remember("alice", "Mira", "Mira wears a silver ring");
        fake.directMessage("bob", "I'd prefer Mira's lines to be short and concise");
        fake.awaitBotMessage("dm:bob", BotHarness.saying("concise"));
    }

    /** The private answer of a command, once it no longer shows "thinking...". */
    private static FakeMessage answer(FakeInteraction i) {
        assertEquals(
                64,
                i.awaitCallback().path("data").path("flags").asInt() & 64,
                "deferred privately: " + i);
        FakeMessage m = i.awaitOriginal(x -> !x.isLoading());
        assertTrue(m.isEphemeral(), "only the person who asked sees it: " + m);
        return m;
    }

    /**
     * The one file on a message, as the bot uploaded it; also checks it is the bytes of the
     * multipart request.
     */
    private FakeFile onlyFile(BotHarness harness, FakeMessage m) {
        assertEquals(1, m.attachments().size(), "one file: " + m);
        JsonNode a = m.attachments().get(0);
        FakeFile file = harness.fake.attachedFile(m, a.path("filename").asText());
        assertEquals(file.size(), a.path("size").asInt());
        List<RecordedRequest> uploads =
                harness.fake.requests().stream().filter(r -> !r.files().isEmpty()).toList();
        assertTrue(
                uploads.stream()
                        .anyMatch(
                                r ->
                                        r.files().values().stream()
                                                .anyMatch(
                                                        f ->
                                                                java.util.Arrays.equals(
                                                                        f.bytes(), file.bytes()))),
                "uploaded as a multipart file part");
        return file;
    }

    private static JsonNode json(FakeFile f) throws Exception {
        return JSON.readTree(f.bytes());
    }

    @Test
    void aGameMastersExportIsAPrivateJsonFileOfTheServersNotes() throws Exception {
        canon();
        FakeMessage m = answer(h.slash("c1", "gm", SlashCommand.MEMORY_EXPORT, Map.of()));
        assertTrue(m.content().contains("3 notes"), m.content());
        FakeFile file = onlyFile(h, m);
        assertEquals("continuity-notes-" + h.id("g1") + ".json", file.filename());
        assertTrue(file.contentType().startsWith("application/json"), file.contentType());
        JsonNode notes = json(file);
        assertEquals("continuity-notes", notes.path("format").asText());
        assertEquals(h.id("g1"), notes.path("guild").asText());
        Set<String> inFile = new TreeSet<>();
        notes.path("notes")
                .forEach(n -> inFile.add(n.path("id").asText() + " " + n.path("status").asText()));
        Set<String> stored = new TreeSet<>();
        h.dump().stream()
                .filter(x -> x.kind() == Kind.FACT)
                .forEach(x -> stored.add(x.id() + " " + x.status().wire()));
        assertEquals(stored, inFile, "every fact of the server, in every status");
        assertFalse(file.text().contains("concise"), "never anyone's private preference");
    }

    @Test
    void aPlayersExportHoldsOnlyTheirOwnPreferences() throws Exception {
        canon();
        FakeMessage bobs = answer(h.slash("c1", "bob", SlashCommand.MEMORY_EXPORT, Map.of()));
        JsonNode prefs = json(onlyFile(h, bobs));
        assertEquals("continuity-preferences", prefs.path("format").asText());
        assertEquals(1, prefs.path("preferences").size(), prefs.toString());
        assertEquals(h.id("bob"), prefs.path("preferences").get(0).path("author").asText());
        assertTrue(prefs.path("preferences").get(0).path("text").asText().contains("concise"));
        assertFalse(prefs.toString().contains("silver ring"), "no server notes for a player");

        FakeMessage alices = answer(h.slash("c1", "alice", SlashCommand.MEMORY_EXPORT, Map.of()));
        JsonNode none = json(onlyFile(h, alices));
        assertEquals(
                0, none.path("preferences").size(), "alice must not get bob's preference: " + none);
    }

    @Test
    void aLorebookExportIsASillyTavernV2CardOfTheCharactersCanon() throws Exception {
        canon();
        assertEquals(
                List.of("Mira"),
                fake.autocomplete(
                                "g1",
                                "c1",
                                "carol",
                                SlashCommand.MEMORY_EXPORT.wire(),
                                Map.of(),
                                "lorebook",
                                "mi")
                        .awaitChoiceNames(),
                "the lorebook option suggests characters");
        FakeMessage m =
                answer(
                        h.slash(
                                "c1",
                                "carol",
                                SlashCommand.MEMORY_EXPORT,
                                Map.of("lorebook", "Mira")));
        FakeFile file = onlyFile(h, m);
        assertEquals("mira-lorebook.json", file.filename());
        JsonNode card = json(file);
        assertEquals("chara_card_v2", card.path("spec").asText());
        assertEquals("2.0", card.path("spec_version").asText());
        assertEquals("Mira", card.path("data").path("name").asText());
        JsonNode entries = card.path("data").path("character_book").path("entries");
        List<String> contents = new ArrayList<>();
        for (JsonNode e : entries) {
            contents.add(e.path("content").asText());
            for (String field : List.of("keys", "content", "enabled", "insertion_order")) {
                assertTrue(e.has(field), field + " missing in " + e);
            }
        }
        assertEquals(2, entries.size(), "the current facts only: " + contents);
        assertTrue(contents.stream().anyMatch(c -> c.contains("green")), contents.toString());
        assertTrue(
                contents.stream().noneMatch(c -> c.contains("blue")),
                "no replaced fact: " + contents);

        FakeMessage unknown =
                answer(
                        h.slash(
                                "c1",
                                "carol",
                                SlashCommand.MEMORY_EXPORT,
                                Map.of("lorebook", "Nobody")));
        assertTrue(unknown.content().contains("no character named"), unknown.content());
        assertEquals(0, unknown.attachments().size());
    }

    @Test
    void anExportIntoAFreshDatabaseIsImportedOnceAndReimportChangesNothing() throws Exception {
        canon();
        FakeFile export =
                onlyFile(h, answer(h.slash("c1", "gm", SlashCommand.MEMORY_EXPORT, Map.of())));
        List<String> facts = facts(h.dump());

        Path other = Files.createDirectories(dir.resolve("fresh"));
        try (BotHarness fresh =
                new BotHarness(other, getClass().getSimpleName() + ".fresh").start()) {
            FakeFile upload = FakeFile.json(export.filename(), export.text());
            FakeMessage refused =
                    answer(
                            fresh.slash(
                                    "c1",
                                    "alice",
                                    SlashCommand.MEMORY_IMPORT,
                                    Map.of("file", upload)));
            assertTrue(refused.content().contains("Only a game master"), refused.content());
            assertTrue(fresh.dump().isEmpty(), "nothing written for a player");
            assertTrue(
                    fresh.fake.requests("GET", "/attachments/").isEmpty(),
                    "nothing fetched for a player");

            FakeMessage imported =
                    answer(
                            fresh.slash(
                                    "c1",
                                    "gm",
                                    SlashCommand.MEMORY_IMPORT,
                                    Map.of("file", upload)));
            assertTrue(
                    imported.content().startsWith("Imported 3 notes and 1 character"),
                    imported.content());
            assertEquals(
                    1,
                    fresh.fake.requests("GET", "/attachments/").size(),
                    "the file was fetched once");
            assertEquals(facts, facts(fresh.dump()), "the same notes, history links included");

            FakeMessage again =
                    answer(
                            fresh.slash(
                                    "c1",
                                    "gm",
                                    SlashCommand.MEMORY_IMPORT,
                                    Map.of("file", upload)));
            assertTrue(
                    again.content()
                            .contains(
                                    "Imported 0 notes and 0 characters; 3 notes were already there"),
                    again.content());
            assertEquals(facts, facts(fresh.dump()), "a re-import changes nothing");
        }
    }

    @Test
    void aBadFileGetsAClearErrorAndWritesNothing() {
        remember("alice", "Mira", "Mira has blue eyes");
        List<Note> before = h.dump();

        FakeMessage text =
                answer(
                        h.slash(
                                "c1",
                                "gm",
                                SlashCommand.MEMORY_IMPORT,
                                Map.of(
                                        "file",
                                        FakeFile.of(
                                                "notes.txt",
                                                "text/plain; charset=utf-8",
                                                "{\"format\":\"continuity-notes\"}"))));
        assertTrue(
                text.content()
                        .contains(
                                "\u201Cnotes.txt\u201D is not a JSON file (its type is text/plain"),
                text.content());
        assertTrue(text.content().contains("Nothing was imported"), text.content());

        byte[] huge = new byte[6 * 1024 * 1024];
        java.util.Arrays.fill(huge, (byte) ' ');
        FakeMessage big =
                answer(
                        h.slash(
                                "c1",
                                "gm",
                                SlashCommand.MEMORY_IMPORT,
                                Map.of(
                                        "file",
                                        new FakeFile("huge.json", "application/json", huge))));
        assertTrue(
                big.content()
                        .contains(
                                "\u201Chuge.json\u201D is 6.0 MB; /memory import takes files of at most 5.0 MB"),
                big.content());
        assertTrue(
                big.content().contains("import --guild " + h.id("g1")),
                "says how to import it anyway: " + big.content());
        assertTrue(fake.requests("GET", "/attachments/").isEmpty(), "neither file was fetched");

        FakeMessage latin =
                answer(
                        h.slash(
                                "c1",
                                "gm",
                                SlashCommand.MEMORY_IMPORT,
                                Map.of(
                                        "file",
                                        new FakeFile(
                                                "latin.json",
                                                "application/json",
                                                "{\"a\":\"caf\u00e9\"}"
                                                        .getBytes(StandardCharsets.ISO_8859_1)))));
        assertTrue(latin.content().contains("is not UTF-8 text"), latin.content());

        FakeMessage broken =
                answer(
                        h.slash(
                                "c1",
                                "gm",
                                SlashCommand.MEMORY_IMPORT,
                                Map.of(
                                        "file",
                                        FakeFile.json(
                                                "broken.json",
                                                "{ \"format\": \"continuity-notes\", "))));
        assertTrue(broken.content().contains("not valid JSON"), broken.content());
        assertTrue(broken.content().contains("nothing was written"), broken.content());
        assertEquals(
                2,
                fake.requests("GET", "/attachments/").size(),
                "the last two were fetched, then refused");
        assertEquals(before, h.dump(), "nothing written");
    }

    @Test
    void anExportOverDiscordsUploadLimitIsAnErrorThatSaysSo() {
        remember("gm", "Mira", "Mira has blue eyes");
        ChatContext gm =
                new ChatContext(
                        h.id("g1"), h.id("c1"), null, h.id("gm"), "Gm", true, Instant.now());
        // the bulk is put in through the core in one import (one transaction): about 4,000 notes of
        // 2 KB
        ObjectNode file =
                (ObjectNode)
                        JSON.valueToTree(
                                Map.of(
                                        "format",
                                        "continuity-notes",
                                        "version",
                                        1,
                                        "guild",
                                        h.id("g1"),
                                        "exported_at",
                                        Instant.now().toString()));
        file.putArray("characters");
        ArrayNode notes = file.putArray("notes");
        String words =
                "a lantern of brass and glass kept by Mira since the winter war "
                        .repeat(16)
                        .substring(0, 950);
        for (int i = 0; i < 4200; i++) {
            ObjectNode n = notes.addObject();
            n.put("id", "bulk" + i)
                    .put("character", "Mira")
                    .put("character_key", "mira")
                    .put("attribute", "note")
                    .put("value", words + i)
                    .put("text", words + i)
                    .put("kind", "fact")
                    .put("scope", "profile")
                    .putNull("scope_id")
                    .put("status", "active")
                    .put("author", h.id("gm"))
                    .put("channel", h.id("c1"))
                    .put("created_at", Instant.now().toString())
                    .put("lang", "en");
        }
        List<Reply> seeded =
                h.core.handle(
                        SlashIn.of(
                                gm, SlashCommand.MEMORY_IMPORT, Map.of("file", file.toString())));
        assertEquals(ReplyKind.OK, seeded.get(0).kind(), seeded.get(0).text());

        FakeMessage m = answer(h.slash("c1", "gm", SlashCommand.MEMORY_EXPORT, Map.of()));
        assertTrue(
                m.content().contains("over the 8.0 MB a bot can upload to Discord"), m.content());
        assertTrue(
                m.content()
                        .contains(
                                "java -jar continuity.jar export --guild " + h.id("g1") + " FILE"),
                m.content());
        assertEquals(0, m.attachments().size());
        assertTrue(
                fake.requests().stream().allMatch(r -> r.files().isEmpty()),
                "nothing was uploaded");
    }

    /** Each fact without its server id (an import may go to another server). */
    private static List<String> facts(List<Note> dump) {
        return dump.stream()
                .filter(m -> m.kind() == Kind.FACT)
                .map(
                        m ->
                                String.join(
                                        "|",
                                        m.id(),
                                        m.character(),
                                        m.attributeWire(),
                                        m.value(),
                                        m.text(),
                                        m.status().wire(),
                                        m.scope().wire(),
                                        String.valueOf(m.replaces()),
                                        String.valueOf(m.retiredBy()),
                                        String.valueOf(m.createdAt()),
                                        String.valueOf(m.retiredAt())))
                .sorted()
                .toList();
    }
}
