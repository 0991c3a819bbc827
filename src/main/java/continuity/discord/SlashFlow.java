package continuity.discord;

import continuity.chat.SlashCommand;
import continuity.chat.SlashIn;
import java.util.LinkedHashMap;
import java.util.Map;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.interactions.commands.OptionMapping;
import net.dv8tion.jda.api.interactions.commands.OptionType;

/**
 * Slash commands: the options become the core's {@link SlashIn}, acknowledged at once and answered
 * by the core ({@link InteractionReplies}), privately from the start when the command answers
 * privately. Two go elsewhere first: {@code /memory edit} without a text opens the edit form
 * ({@link EditForm}), {@code /memory import} fetches its file ({@link ImportFlow}).
 */
final class SlashFlow {
    private final InteractionReplies replies;
    private final EditForm editForm;
    private final ImportFlow importFlow;

    SlashFlow(InteractionReplies replies, EditForm editForm, ImportFlow importFlow) {
        this.replies = replies;
        this.editForm = editForm;
        this.importFlow = importFlow;
    }

    void slash(SlashCommandInteractionEvent e) {
        Map<String, Object> options = new LinkedHashMap<>();
        for (OptionMapping o : e.getOptions()) {
            options.put(
                    o.getName(),
                    o.getType() == OptionType.BOOLEAN
                            ? (Object) o.getAsBoolean()
                            : o.getAsString());
        }
        SlashIn s = new SlashIn(replies.context(e), e.getName(), e.getSubcommandName(), options);
        if (s.is(SlashCommand.MEMORY_EDIT) && blank(s.text("text"))) {
            editForm.open(e, s);
            return;
        }
        if (s.is(SlashCommand.MEMORY_IMPORT)) {
            importFlow.imported(e, s);
            return;
        }
        replies.deferAndAnswer(e, s, privateByDefault(s));
    }

    /** Which commands answer privately, so the "thinking..." message is private from the start. */
    static boolean privateByDefault(SlashIn s) {
        return SlashCommand.of(s).map(c -> c.answersPrivately(s)).orElse(false);
    }

    private static boolean blank(String s) {
        return s == null || s.isBlank();
    }
}
