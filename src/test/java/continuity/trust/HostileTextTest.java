package continuity.trust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.chat.Button;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.chat.SlashCommand;
import continuity.memory.Limits;
import continuity.memory.transfer.Importer;
import continuity.store.StoreKind;
import continuity.testing.TestBot;
import continuity.transfer.ImportReport;
import continuity.transfer.TransferJson;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * One validation of text for every door and both stores ({@code chat.Unicode}): NUL and the other
 * control characters (ESC sequences, BEL, DEL, line breaks in a one-line field) and the direction
 * overrides never reach a stored row, whichever door the text came through, and never come back in
 * a reply; a lone surrogate is stored as U+FFFD by every door. The rows are read with plain SQL,
 * not through the core (which would clean them on the way out).
 */
@ParameterizedClass(name = "[{0}]")
@EnumSource(StoreKind.class)
class HostileTextTest {
    @Parameter StoreKind store;
    @TempDir Path dir;

    private String database;
    private TestBot bot;
    private final List<Reply> replies = new ArrayList<>();

    private static final String HOSTILE =
            "\u0000\u001b]0;pwned\u0007\u001b[2J\u0008\u007f\u0085\u202e\u2066\n\r\t";

    @BeforeEach
    void open() {
        database = store.database(dir, "text");
        bot = new TestBot(database, Limits.DEFAULTS);
    }

    @AfterEach
    void close() {
        bot.close();
    }

    @Test
    void controlCharactersAndDirectionOverridesNeverReachEitherStoreFromAnyDoor() throws Exception {
        // chat
        replies.addAll(bot.say("u1", "(( Mira's eyes are gr" + HOSTILE + "een ))"));
        // a slash command, in a name, a note and a story name
        replies.addAll(
                bot.slash(
                        "u1",
                        false,
                        SlashCommand.MEMORY_REMEMBER,
                        "character",
                        "Se" + HOSTILE + "ra",
                        "text",
                        "Sera keeps a\nsilver" + HOSTILE + " key"));
        replies.addAll(
                bot.slash("u1", true, SlashCommand.STORY_SET, "name", "Pirate" + HOSTILE + " AU"));
        // an import file
        String file =
                """
                {"format":"continuity-notes","version":1,"guild":"g1","exported_at":"2026-01-01T00:00:00Z",
                 "characters":[{"key":"ilya","name":"Ilya\\u0000\\u202e","owner":"u1","created_at":"2026-01-01T00:00:00Z"}],
                 "notes":[{"id":"imp00001","character":"Ilya","character_key":"ilya","attribute":"hair",
                  "value":"red\\u0000\\u202e","text":"Ilya has red\\u0000 hair\\n\\u0007","kind":"fact","scope":"profile",
                  "scope_id":null,"scope_name":null,"status":"active","author":"u1","channel":"c1","message_id":null,
                  "created_at":"2026-01-01T00:00:00Z","retired_at":null,"replaces":null,"retired_by":null,
                  "retired_reason":null,"lang":"en"}]}
                """;
        ImportReport report =
                bot.runtime()
                        .store()
                        .inTransaction(
                                repo ->
                                        Importer.run(
                                                repo,
                                                "g1",
                                                TransferJson.read(file),
                                                Limits.DEFAULTS,
                                                c -> {}));
        assertTrue(report.written(), report.describe());

        for (Reply r : replies)
            assertNotEquals(ReplyKind.ERROR, r.kind(), "refused or failed: " + r.text());
        List<String> stored =
                raw(
                        "SELECT character || '|' || value || '|' || text || '|' || COALESCE(scope_name, '') FROM memories",
                        "SELECT name FROM characters",
                        "SELECT COALESCE(name, '') FROM stories");
        assertTrue(stored.size() >= 6, stored.toString());
        for (String s : stored) assertClean(s, false);
        assertTrue(
                stored.stream().anyMatch(s -> s.contains("Sera keeps a silver")),
                "a line break is a space in a note: " + stored);
        for (Reply r : replies) {
            assertClean(r.text(), true);
            for (Button b : r.buttons()) assertClean(b.label(), false);
        }
    }

    @Test
    void aReplyNeverEchoesControlCharactersOrDirectionOverrides() {
        replies.addAll(
                bot.slash("u1", false, SlashCommand.MEMORY_SHOW, "character", "Zed" + HOSTILE));
        replies.addAll(bot.ask("u1", "what colour is \u001b[2JZed\u202e's \u0007hair?"));
        replies.addAll(bot.say("u1", "(( Zed" + HOSTILE + "'s eyes are blue, not green ))"));
        assertFalse(replies.isEmpty());
        for (Reply r : replies) {
            assertClean(r.text(), true);
            if (r.title() != null) assertClean(r.title(), false);
            for (String line : r.lines()) assertClean(line, true);
            for (Button b : r.buttons()) assertClean(b.label(), false);
        }
    }

    @Test
    void aLoneSurrogateIsRefusedByEveryDoorAndABomIsReadByEveryDoor() throws Exception {
        List<Reply> slash =
                bot.slash(
                        "u1",
                        false,
                        SlashCommand.MEMORY_REMEMBER,
                        "character",
                        "Mira",
                        "text",
                        "Mira keeps a \uD800 stone");
        assertEquals(ReplyKind.ERROR, slash.get(0).kind(), slash.toString());
        List<Reply> chat = bot.say("u1", "(( Mira's eyes are gr\uDC00een ))");
        assertEquals(ReplyKind.ERROR, chat.get(0).kind(), chat.toString());
        String file =
                "\uFEFF"
                        + """
                {"format":"continuity-notes","version":1,"guild":"g1","exported_at":"2026-01-01T00:00:00Z",
                 "characters":[{"key":"mira","name":"Mira","owner":"u1","created_at":"2026-01-01T00:00:00Z"}],
                 "notes":[NOTE]}
                """;
        String note =
                """
                {"id":"imp00002","character":"Mira","character_key":"mira","attribute":"note",
                  "value":"a VALUE feather","text":"Mira keeps a VALUE feather","kind":"fact","scope":"profile",
                  "scope_id":null,"scope_name":null,"status":"active","author":"u1","channel":"c1","message_id":null,
                  "created_at":"2026-01-01T00:00:00Z","retired_at":null,"replaces":null,"retired_by":null,
                  "retired_reason":null,"lang":"en"}
                """;
        ImportReport broken = importFile(file.replace("NOTE", note.replace("VALUE", "\\ud800")));
        assertFalse(broken.written(), broken.describe());
        assertTrue(broken.describe().contains("unpaired surrogate"), broken.describe());
        assertEquals(List.of(), raw("SELECT text FROM memories"), "nothing stored, no ? either");
        ImportReport bom = importFile(file.replace("NOTE", note.replace("VALUE", "grey")));
        assertTrue(bom.written(), "a byte-order mark is read by every door: " + bom.describe());
        assertEquals(List.of("Mira keeps a grey feather"), raw("SELECT text FROM memories"));
    }

    private ImportReport importFile(String file) {
        return bot.runtime()
                .store()
                .inTransaction(
                        repo ->
                                Importer.run(
                                        repo,
                                        "g1",
                                        TransferJson.read(file),
                                        Limits.DEFAULTS,
                                        c -> {}));
    }

    private static void assertClean(String s, boolean linesAllowed) {
        if (s == null) return;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            boolean ok =
                    !(c < 0x20 && !(linesAllowed && (c == '\n' || c == '\t' || c == '\r')))
                            && !(c >= 0x7f && c <= 0x9f)
                            && !(c >= '\u202a' && c <= '\u202e')
                            && !(c >= '\u2066' && c <= '\u2069')
                            && !Character.isSurrogate(c);
            assertTrue(ok, "U+" + Integer.toHexString(c) + " at " + i + " in: " + s);
        }
    }

    /** Rows as the store holds them, read with plain SQL. */
    private List<String> raw(String... queries) throws Exception {
        List<String> out = new ArrayList<>();
        try (Connection c =
                DriverManager.getConnection(
                        database.startsWith("jdbc:") ? database : "jdbc:sqlite:" + database)) {
            for (String q : queries) {
                try (Statement st = c.createStatement();
                        ResultSet rs = st.executeQuery(q)) {
                    while (rs.next()) out.add(rs.getString(1));
                }
            }
        }
        return out;
    }
}
