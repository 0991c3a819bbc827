package continuity.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.chat.ChatContext;
import continuity.chat.SlashCommand;
import continuity.chat.SlashIn;
import continuity.memory.Limits;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.dv8tion.jda.api.interactions.InteractionContextType;
import net.dv8tion.jda.api.interactions.commands.build.SlashCommandData;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;
import org.junit.jupiter.api.Test;

/** What Discord is told and how it is acknowledged come from the one command catalogue. */
class CommandCatalogTest {
    @Test
    void discordRegistersExactlyTheCommandsOfTheCatalogue() {
        List<String> registered = new ArrayList<>();
        for (SlashCommandData d : CommandCatalog.commands(Limits.DEFAULTS)) {
            for (SubcommandData sub : d.getSubcommands())
                registered.add(d.getName() + " " + sub.getName());
        }
        List<String> catalogue =
                Arrays.stream(SlashCommand.values()).map(SlashCommand::wire).toList();
        assertEquals(catalogue.stream().sorted().toList(), registered.stream().sorted().toList());
    }

    @Test
    void aCommandIsOfferedInDirectMessagesOnlyWhenOneOfItsSubcommandsWorksThere() {
        for (SlashCommandData d : CommandCatalog.commands(Limits.DEFAULTS)) {
            boolean inDm = d.getContexts().contains(InteractionContextType.BOT_DM);
            assertEquals(
                    SlashCommand.groupWorksInDirect(d.getName()),
                    inDm,
                    "/" + d.getName() + " in direct messages");
        }
    }

    @Test
    void theThinkingMessageIsPrivateExactlyForTheCommandsThatAnswerPrivately() {
        ChatContext ctx = new ChatContext("g1", "c1", null, "u1", "alice", false, Instant.EPOCH);
        Set<SlashCommand> privately =
                Set.of(
                        SlashCommand.MEMORY_SHOW,
                        SlashCommand.MEMORY_HISTORY,
                        SlashCommand.STORY_SHOW,
                        SlashCommand.MEMORY_EXPORT,
                        SlashCommand.MEMORY_IMPORT,
                        SlashCommand.SETTINGS_CANON_CHECK_ME);
        for (SlashCommand c : SlashCommand.values()) {
            assertEquals(
                    privately.contains(c),
                    SlashFlow.privateByDefault(SlashIn.of(ctx, c, Map.of())),
                    c.wire());
        }
        assertFalse(
                SlashFlow.privateByDefault(
                        SlashIn.of(ctx, SlashCommand.MEMORY_SHOW, Map.of("public", true))),
                "/memory show public:true is for the channel");
        assertFalse(SlashFlow.privateByDefault(new SlashIn(ctx, "memory", "nonsense", Map.of())));
        assertTrue(
                SlashCommand.of(" Memory ", "SHOW").isPresent(),
                "names are read as the core always read them");
    }
}
