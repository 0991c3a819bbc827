package continuity.transfer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import continuity.BotRuntime;
import continuity.CanonFixture;
import continuity.TestChat;
import continuity.memory.Limits;
import continuity.memory.transfer.Exporter;
import java.nio.file.Path;
import java.time.Instant;
import java.util.HashSet;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The lorebook export against the Character Card V2 field list (spec_v2.md of the character card
 * spec: {@code chara_card_v2}, {@code data.character_book} and its entries).
 */
class LorebookTest {
    /** Every field an entry of a V2 character_book can have; the first five are required. */
    static final Map<String, String> ENTRY_FIELDS =
            Map.ofEntries(
                    Map.entry("keys", "strings"),
                    Map.entry("content", "string"),
                    Map.entry("extensions", "object"),
                    Map.entry("enabled", "boolean"),
                    Map.entry("insertion_order", "number"),
                    Map.entry("case_sensitive", "boolean"),
                    Map.entry("name", "string"),
                    Map.entry("priority", "number"),
                    Map.entry("id", "number"),
                    Map.entry("comment", "string"),
                    Map.entry("selective", "boolean"),
                    Map.entry("secondary_keys", "strings"),
                    Map.entry("constant", "boolean"),
                    Map.entry("position", "position"));

    static final Map<String, String> BOOK_FIELDS =
            Map.of(
                    "name",
                    "string",
                    "description",
                    "string",
                    "scan_depth",
                    "number",
                    "recursive_scanning",
                    "boolean",
                    "token_budget",
                    "number",
                    "extensions",
                    "object",
                    "entries",
                    "array");
    static final Map<String, String> DATA_FIELDS =
            Map.ofEntries(
                    Map.entry("name", "string"),
                    Map.entry("description", "string"),
                    Map.entry("personality", "string"),
                    Map.entry("scenario", "string"),
                    Map.entry("first_mes", "string"),
                    Map.entry("mes_example", "string"),
                    Map.entry("creator_notes", "string"),
                    Map.entry("system_prompt", "string"),
                    Map.entry("post_history_instructions", "string"),
                    Map.entry("alternate_greetings", "strings"),
                    Map.entry("character_book", "object"),
                    Map.entry("tags", "strings"),
                    Map.entry("creator", "string"),
                    Map.entry("character_version", "string"),
                    Map.entry("extensions", "object"));

    @TempDir Path dir;

    @Test
    void aCharactersLorebookFollowsTheCharacterCardV2FieldList() throws Exception {
        String json;
        try (BotRuntime rt = BotRuntime.open(dir.resolve("a.sqlite"), Limits.DEFAULTS)) {
            CanonFixture.build(new TestChat(rt.core()));
            json =
                    rt.store()
                            .inTransaction(
                                    repo ->
                                            Exporter.lorebook(
                                                    repo,
                                                    "g1",
                                                    "mira",
                                                    Instant.parse("2026-02-01T00:00:00Z")))
                            .orElseThrow();
        }
        JsonNode card = new ObjectMapper().readTree(json);
        assertEquals("chara_card_v2", card.path("spec").asText());
        assertEquals("2.0", card.path("spec_version").asText());
        JsonNode data = card.get("data");
        assertFields("data", data, DATA_FIELDS, true);
        assertEquals("Mira", data.get("name").asText());
        JsonNode book = data.get("character_book");
        assertFields("character_book", book, BOOK_FIELDS, true);
        Set<Integer> ids = new HashSet<>();
        int enabled = 0, disabled = 0;
        for (JsonNode e : book.get("entries")) {
            assertFields("entry", e, ENTRY_FIELDS, true);
            assertTrue(ids.add(e.get("id").asInt()), "entry ids are unique");
            assertTrue(
                    e.get("keys").size() > 0 && e.get("keys").get(0).asText().equals("Mira"),
                    "keyed on the name: " + e);
            String content = e.get("content").asText();
            assertFalse(
                    content.contains("blue") || content.contains("grey"),
                    "replaced and disputed notes stay out of the lorebook: " + content);
            if (e.get("enabled").asBoolean()) enabled++;
            else disabled++;
            if (content.contains("short hair") || content.contains("red dress")) {
                assertFalse(
                        e.get("enabled").asBoolean(),
                        "a story or scene fact is included switched off: " + e);
            }
        }
        assertEquals(1, enabled, "the one current profile fact (green eyes) is enabled");
        assertEquals(2, disabled, "the story and the scene facts are disabled");
    }

    @Test
    void noLorebookForAnUnknownCharacter() {
        try (BotRuntime rt = BotRuntime.open(dir.resolve("a.sqlite"), Limits.DEFAULTS)) {
            assertTrue(
                    rt.store()
                            .inTransaction(
                                    repo -> Exporter.lorebook(repo, "g1", "Nobody", Instant.now()))
                            .isEmpty());
        }
    }

    /** Each field has its type; no field outside the list; required ones present. */
    static void assertFields(
            String what, JsonNode node, Map<String, String> fields, boolean allPresent) {
        assertTrue(node != null && node.isObject(), what + " must be an object");
        for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
            String f = it.next();
            assertTrue(fields.containsKey(f), what + " has a field outside the V2 list: " + f);
        }
        for (Map.Entry<String, String> f : fields.entrySet()) {
            JsonNode v = node.get(f.getKey());
            if (v == null) {
                assertFalse(allPresent, what + " lacks " + f.getKey());
                continue;
            }
            boolean ok =
                    switch (f.getValue()) {
                        case "string" -> v.isTextual();
                        case "number" -> v.isNumber();
                        case "boolean" -> v.isBoolean();
                        case "object" -> v.isObject();
                        case "array" -> v.isArray();
                        case "strings" -> v.isArray() && allText(v);
                        case "position" ->
                                v.isTextual()
                                        && Set.of("before_char", "after_char").contains(v.asText());
                        default -> false;
                    };
            assertTrue(ok, what + "." + f.getKey() + " should be " + f.getValue() + ", is " + v);
        }
    }

    private static boolean allText(JsonNode array) {
        for (JsonNode v : array) if (!v.isTextual()) return false;
        return true;
    }
}
