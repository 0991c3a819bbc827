package continuity.transfer;

import continuity.chat.SlashCommand;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import continuity.BotRuntime;
import continuity.CanonFixture;
import continuity.TestChat;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.memory.Limits;
import continuity.memory.Memory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code /memory export} and {@code /memory import} through the core, as Discord would send them. */
class SlashTransferTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

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
            assertEquals("continuity-notes", JSON.readTree(export.attachment().content()).get("format").asText());

            TestChat other = new TestChat(b.core());
            Reply refused = other.one(other.as("u2", "bob", false).slash(SlashCommand.MEMORY_IMPORT, "file",
                    export.attachment().content()));
            assertEquals(ReplyKind.REFUSED, refused.kind(), "only a game master imports");
            assertTrue(b.core().dump("g1").isEmpty());

            Reply imported = other.one(other.as("u9", "gm", true).slash(SlashCommand.MEMORY_IMPORT, "file",
                    export.attachment().content()));
            assertEquals(ReplyKind.OK, imported.kind(), imported.text());
            List<Memory> facts = a.core().dump("g1").stream().filter(m -> m.kind().wire().equals("fact")).toList();
            assertEquals(facts, b.core().dump("g1"));

            // the imported characters are known at once: a plain correction of Mira is read
            Reply correction = other.one(other.as("u1", "alice", false).say("Mira's eyes are brown, not green."));
            assertEquals(ReplyKind.REPLACED, correction.kind(), correction.text());

            Reply again = other.one(other.as("u9", "gm", true).slash(SlashCommand.MEMORY_IMPORT, "file",
                    export.attachment().content()));
            assertEquals(ReplyKind.ERROR, again.kind(), "the file is now stale: its active eyes note was replaced");
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
            assertEquals(0, JSON.readTree(alice.attachment().content()).get("preferences").size(),
                    "alice has no preferences and must not see bob's");
        }
    }

    @Test
    void anyoneExportsACharactersLorebookAndUnknownNamesAreAnError() {
        try (BotRuntime a = BotRuntime.open(dir.resolve("a.sqlite"), Limits.DEFAULTS)) {
            TestChat chat = new TestChat(a.core());
            CanonFixture.build(chat);
            Reply book = chat.one(chat.as("u3", "carol", false).slash(SlashCommand.MEMORY_EXPORT, "lorebook", "Mira"));
            assertEquals("mira-lorebook.json", book.attachment().fileName());
            Reply none = chat.one(chat.slash(SlashCommand.MEMORY_EXPORT, "lorebook", "Nobody"));
            assertEquals(ReplyKind.ERROR, none.kind());
            assertNull(none.attachment());
        }
    }
}
