package continuity.transfer;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import continuity.understand.Detail;
import java.util.List;

/**
 * One character's canon as a SillyTavern Character Card V2 ({@code spec: chara_card_v2}) whose
 * {@code data.character_book} holds one entry per current fact. Profile facts are enabled; facts of
 * one story or scene are included disabled, with a comment, for the player to switch on where they
 * apply. Retired, disputed and pending notes are left out.
 */
public final class Lorebook {
    private Lorebook() {}

    public static String json(
            String character, String guild, String exportedAt, List<NoteEntry> notes) {
        return TransferJson.write(card(character, guild, exportedAt, notes));
    }

    static ObjectNode card(
            String character, String guild, String exportedAt, List<NoteEntry> notes) {
        ObjectNode card = TransferJson.JSON.createObjectNode();
        card.put("spec", "chara_card_v2");
        card.put("spec_version", "2.0");
        ObjectNode data = card.putObject("data");
        data.put("name", character);
        for (String empty :
                List.of("description", "personality", "scenario", "first_mes", "mes_example")) {
            data.put(empty, "");
        }
        data.put(
                "creator_notes",
                "The canon of "
                        + character
                        + " kept by Continuity on a Discord server, exported "
                        + exportedAt
                        + ". The facts are in the character book; facts of one story or scene are disabled.");
        data.put("system_prompt", "");
        data.put("post_history_instructions", "");
        data.putArray("alternate_greetings");
        data.set("character_book", book(character, guild, exportedAt, notes));
        data.putArray("tags").add("continuity");
        data.put("creator", "Continuity");
        data.put("character_version", exportedAt);
        data.putObject("extensions");
        return card;
    }

    private static ObjectNode book(
            String character, String guild, String exportedAt, List<NoteEntry> notes) {
        ObjectNode book = TransferJson.JSON.createObjectNode();
        book.put("name", character + " (Continuity canon)");
        book.put(
                "description",
                "Facts about "
                        + character
                        + " as kept by Continuity, exported "
                        + exportedAt
                        + ".");
        book.put("scan_depth", 4);
        book.put("token_budget", 1024);
        book.put("recursive_scanning", false);
        ObjectNode ext = book.putObject("extensions").putObject("continuity");
        ext.put("format_version", NotesFile.VERSION);
        ext.put("guild", guild);
        ext.put("exported_at", exportedAt);
        ArrayNode entries = book.putArray("entries");
        int id = 0;
        for (NoteEntry n : notes) {
            if (!"fact".equals(n.kind()) || !"active".equals(n.status())) continue;
            entries.add(entry(++id, character, n));
        }
        return book;
    }

    private static ObjectNode entry(int id, String character, NoteEntry n) {
        boolean everywhere = "profile".equals(n.scope());
        ObjectNode e = TransferJson.JSON.createObjectNode();
        ArrayNode keys = e.putArray("keys").add(character);
        if (!Detail.of(n.attribute()).free()) keys.add(n.attribute());
        e.put("content", n.text());
        ObjectNode ext = e.putObject("extensions").putObject("continuity");
        ext.put("note_id", n.id());
        ext.put("attribute", n.attribute());
        ext.put("scope", n.scope());
        ext.put("scope_name", n.scopeName());
        e.put("enabled", everywhere);
        e.put("insertion_order", id * 10);
        e.put("case_sensitive", false);
        e.put("name", character + ": " + n.attribute());
        e.put("priority", everywhere ? 10 : 5);
        e.put("id", id);
        e.put(
                "comment",
                everywhere
                        ? "Continuity note " + n.id() + ", in every story"
                        : "Continuity note "
                                + n.id()
                                + ", only in the "
                                + n.scope()
                                + (n.scopeName() == null
                                        ? " of its channel"
                                        : " \"" + n.scopeName() + "\"")
                                + ": enable it there");
        e.put("selective", false);
        e.putArray("secondary_keys");
        e.put("constant", false);
        e.put("position", "before_char");
        return e;
    }
}
