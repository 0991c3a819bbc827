package continuity.transfer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import continuity.BotRuntime;
import continuity.CanonFixture;
import continuity.TestChat;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.chat.SlashCommand;
import continuity.memory.Limits;
import continuity.memory.Note;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code /memory export} and {@code /memory import} through the core, as Discord would send them.
 */
class SlashTransferTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir Path dir;

    @Test
    void aGameMasterExportsTheServerAndImportsItElsewhere() throws Exception {
        try (BotRuntime a = BotRuntime.open(dir.resolve("a.sqlite"), Limits.DEFAULTS);
                BotRuntime b = BotRuntime.open(dir.resolve("b.sqlite"), Limits.DEFAULTS)) {
            TestChat chat = new TestChat(a.core());
            CanonFixture.build(chat);
            Reply export = chat.one(chat.as("u9", "gm", true).slash(SlashCommand.MEMORY_EXPORT));
            assertEquals(ReplyKind.OK, export.kind(), export.text());
            assertTrue(export.ephemeral(), "an export is only shown to the person who asked");
            assertNotNull(export.attachment(), "the notes come as an attached file");
            assertEquals(
                    "continuity-notes",
                    JSON.readTree(export.attachment().content()).get("format").asText());

            TestChat other = new TestChat(b.core());
            Reply refused =
                    other.one(
                            other.as("u2", "bob", false)
                                    .slash(
                                            SlashCommand.MEMORY_IMPORT,
                                            "file",
                                            export.attachment().content()));
            assertEquals(ReplyKind.REFUSED, refused.kind(), "only a game master imports");
            assertTrue(b.core().dump("g1").isEmpty());

            Reply imported =
                    other.one(
                            other.as("u9", "gm", true)
                                    .slash(
                                            SlashCommand.MEMORY_IMPORT,
                                            "file",
                                            export.attachment().content()));
            assertEquals(ReplyKind.OK, imported.kind(), imported.text());
            List<Note> facts =
                    a.core().dump("g1").stream()
                            .filter(m -> m.kind().wire().equals("fact"))
                            .toList();
            assertEquals(facts, b.core().dump("g1"));

            // the imported characters are known at once: a plain correction of Mira is read
            Reply correction =
                    other.one(
                            other.as("u1", "alice", false)
                                    .say("Mira's eyes are brown, not green."));
            assertEquals(ReplyKind.REPLACED, correction.kind(), correction.text());

            Reply again =
                    other.one(
                            other.as("u9", "gm", true)
                                    .slash(
                                            SlashCommand.MEMORY_IMPORT,
                                            "file",
                                            export.attachment().content()));
            assertEquals(
                    ReplyKind.ERROR,
                    again.kind(),
                    "the file is now stale: its active eyes note was replaced");
            assertTrue(again.text().contains("already stored"), again.text());
        }
    }

    @Test
    void aPlayerExportsOnlyTheirOwnPreferences() throws Exception {
        try (BotRuntime a = BotRuntime.open(dir.resolve("a.sqlite"), Limits.DEFAULTS)) {
            TestChat chat = new TestChat(a.core());
            CanonFixture.build(chat);
            Reply bob = chat.one(chat.as("u2", "bob", false).slash(SlashCommand.MEMORY_EXPORT));
            JsonNode file = JSON.readTree(bob.attachment().content());
            assertEquals("continuity-preferences", file.get("format").asText());
            assertEquals(1, file.get("preferences").size(), file.toString());
            assertEquals("u2", file.get("preferences").get(0).get("author").asText());

            Reply alice = chat.one(chat.as("u1", "alice", false).slash(SlashCommand.MEMORY_EXPORT));
            assertEquals(
                    0,
                    JSON.readTree(alice.attachment().content()).get("preferences").size(),
                    "alice has no preferences and must not see bob's");
        }
    }

    @Test
    void anyoneExportsACharactersLorebookAndUnknownNamesAreAnError() {
        try (BotRuntime a = BotRuntime.open(dir.resolve("a.sqlite"), Limits.DEFAULTS)) {
            TestChat chat = new TestChat(a.core());
            CanonFixture.build(chat);
            Reply book =
                    chat.one(
                            chat.as("u3", "carol", false)
                                    .slash(SlashCommand.MEMORY_EXPORT, "lorebook", "Mira"));
            assertEquals("mira-lorebook.json", book.attachment().fileName());
            Reply none = chat.one(chat.slash(SlashCommand.MEMORY_EXPORT, "lorebook", "Nobody"));
            assertEquals(ReplyKind.ERROR, none.kind());
            assertNull(none.attachment());
        }
    }

    /**
     * Every refused entry is said in the member's client language, the reasons too (not only the
     * summary).
     */
    @Test
    void aFrenchGameMasterIsToldWhyEachEntryIsRefusedInFrench() throws Exception {
        try (BotRuntime a = BotRuntime.open(dir.resolve("a.sqlite"), Limits.DEFAULTS);
                BotRuntime b = BotRuntime.open(dir.resolve("b.sqlite"), Limits.DEFAULTS)) {
            TestChat chat = new TestChat(a.core());
            CanonFixture.build(chat);
            String export =
                    chat.one(chat.as("u9", "gm", true).slash(SlashCommand.MEMORY_EXPORT))
                            .attachment()
                            .content();
            com.fasterxml.jackson.databind.node.ObjectNode file =
                    (com.fasterxml.jackson.databind.node.ObjectNode) JSON.readTree(export);
            com.fasterxml.jackson.databind.node.ArrayNode notes =
                    (com.fasterxml.jackson.databind.node.ArrayNode) file.get("notes");
            com.fasterxml.jackson.databind.node.ObjectNode model =
                    (com.fasterxml.jackson.databind.node.ObjectNode) notes.get(0);
            notes.add(model.deepCopy().put("id", "badstatus1").put("status", "maybe"));
            notes.add(model.deepCopy().put("id", "badlink001").put("replaces", "nosuchnote"));
            notes.add(model.deepCopy().put("id", "notime0001").putNull("created_at"));
            notes.add(
                    model.deepCopy()
                            .put("id", "nochar0001")
                            .put("character", "Nobody")
                            .put("character_key", "nobody"));
            notes.add(model.deepCopy().put("id", "preference1").put("kind", "preference"));
            notes.add(JSON.getNodeFactory().textNode("not an object"));
            String bad = JSON.writeValueAsString(file);

            Reply fr = importAs(b, "fr", bad);
            Reply en = importAs(b, "en-US", bad);
            assertEquals(ReplyKind.ERROR, fr.kind(), fr.text());
            assertEquals(6, fr.lines().size(), fr.text());
            assertEquals(6, en.lines().size(), en.text());
            String said = fr.text() + "\n" + String.join("\n", fr.lines());
            for (String french :
                    List.of(
                            "Import refusé",
                            "(id badstatus1) : \"status\" vaut \"maybe\" ; l'une de ces valeurs",
                            "renvoie à la note nosuchnote, qui n'est ni dans le fichier ni sur ce serveur",
                            "\"created_at\" n'est pas un instant ISO-8601 : absent",
                            "le personnage Nobody n'est ni dans les \"characters\" du fichier ni sur ce serveur",
                            "les préférences sont privées et ne s'importent pas",
                            "un objet était attendu, pas : du texte")) {
                assertTrue(said.contains(french), "'" + french + "' in:\n" + said);
            }
            // the same file told in English says these words; none of them may be left in the
            // French reply
            String english = en.text() + "\n" + String.join("\n", en.lines());
            for (String word :
                    List.of(
                            "expected",
                            "missing",
                            "neither",
                            "points to",
                            "is not",
                            "nor on this server",
                            "preferences are private",
                            "found string",
                            "refused")) {
                assertTrue(
                        english.toLowerCase(Locale.ROOT).contains(word),
                        "'" + word + "' in the English reply:\n" + english);
                assertFalse(
                        said.toLowerCase(Locale.ROOT).contains(word),
                        "'" + word + "' left in the French reply:\n" + said);
            }
            assertTrue(b.core().dump("g1").isEmpty(), "nothing was written");
        }
    }

    private static Reply importAs(BotRuntime b, String locale, String file) {
        continuity.chat.ChatContext ctx =
                new continuity.chat.ChatContext(
                        "g1",
                        "c1",
                        null,
                        "u9",
                        "gm",
                        true,
                        java.time.Instant.parse("2026-02-01T00:00:00Z"),
                        locale);
        List<Reply> replies =
                b.core()
                        .handle(
                                new continuity.chat.SlashIn(
                                        ctx,
                                        "memory",
                                        "import",
                                        new java.util.LinkedHashMap<>(
                                                java.util.Map.of("file", file))));
        assertEquals(1, replies.size(), replies.toString());
        return replies.get(0);
    }
}
