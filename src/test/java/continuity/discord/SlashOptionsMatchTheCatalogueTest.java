package continuity.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;

import continuity.chat.SlashCommand;
import continuity.memory.Limits;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import net.dv8tion.jda.api.interactions.commands.build.OptionData;
import net.dv8tion.jda.api.interactions.commands.build.SlashCommandData;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;
import org.junit.jupiter.api.Test;

/**
 * The options the core accepts for each command ({@link SlashCommand#options}, against which a
 * mistyped option is named) are the options Discord registers for it.
 */
class SlashOptionsMatchTheCatalogueTest {
    @Test
    void theOptionsTheCoreKnowsAreTheOptionsDiscordRegisters() {
        Map<String, List<String>> registered = new LinkedHashMap<>();
        for (SlashCommandData d : CommandCatalog.commands(Limits.DEFAULTS)) {
            for (SubcommandData s : d.getSubcommands()) {
                registered.put(
                        d.getName() + " " + s.getName(),
                        s.getOptions().stream().map(OptionData::getName).toList());
            }
        }
        Map<String, List<String>> known = new LinkedHashMap<>();
        for (SlashCommand c : SlashCommand.values()) known.put(c.wire(), c.options);
        assertEquals(registered, known);
    }
}
