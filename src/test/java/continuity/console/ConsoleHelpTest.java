package continuity.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.chat.SlashCommand;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The console's help shows commands of the catalogue, and reads as it always did. */
class ConsoleHelpTest {
    @Test
    void everySlashCommandTheHelpShowsIsACommandOfTheCatalogue() {
        List<String> shown = new ArrayList<>();
        for (String line : ConsoleSession.HELP.split("\n")) {
            String t = line.trim();
            if (!t.startsWith("/")) continue;
            String[] words = t.substring(1).split(" ");
            assertTrue(SlashCommand.of(words[0], words[1]).isPresent(), "not a command: " + t);
            shown.add(words[0] + " " + words[1]);
        }
        assertEquals(List.of("memory show", "memory import"), shown);
        assertTrue(
                ConsoleSession.HELP.contains(
                        "  /memory show character:Mira       a slash command: options are name:value (\"quotes\" keep a value literal)\n"
                                + "  /memory import file:@notes.json   an option file:@PATH is read from that file\n"),
                ConsoleSession.HELP);
    }
}
