package continuity.memory;

import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.chat.Lang;
import continuity.chat.SlashCommand;
import continuity.text.Text;
import org.junit.jupiter.api.Test;

/** The unknown-command answer lists the commands there are: every one of the catalogue. */
class CommandsTest {
    @Test
    void theUnknownCommandAnswerNamesEveryCommandOfTheCatalogue() {
        String text = Text.say(Lang.EN, "unknown_command", "nonsense");
        for (SlashCommand c : SlashCommand.values()) {
            String group = "/" + c.group + " ";
            int at = text.indexOf(group);
            assertTrue(at >= 0, "the answer names /" + c.group + ": " + text);
            String subs = text.substring(at + group.length()).split("[ ,.]", 2)[0];
            assertTrue(
                    java.util.Arrays.asList(subs.split("\\|")).contains(c.subcommand),
                    "the answer names /" + c.wire() + ": " + text);
        }
    }
}
