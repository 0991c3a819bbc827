package continuity.discord;

import continuity.chat.ChatContext;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import net.dv8tion.jda.api.events.interaction.command.CommandAutoCompleteInteractionEvent;
import net.dv8tion.jda.api.interactions.commands.Command;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Suggestions while a member types an option: character names for {@code character} and {@code
 * lorebook}, notes for {@code memory}, nothing for the rest. Autocomplete cannot be deferred: the
 * core has {@link InteractionReplies#QUICK} to suggest, else (or when it fails) no suggestion is
 * offered.
 */
final class AutocompleteFlow {
    private static final Logger LOG = LoggerFactory.getLogger(AutocompleteFlow.class);

    private final InteractionReplies replies;

    AutocompleteFlow(InteractionReplies replies) {
        this.replies = replies;
    }

    void autocomplete(CommandAutoCompleteInteractionEvent e) {
        ChatContext ctx = replies.context(e);
        String option = e.getFocusedOption().getName();
        String typed = e.getFocusedOption().getValue();
        CompletableFuture<List<Command.Choice>> choices =
                switch (option) {
                    case "character", "lorebook" ->
                            replies.worker.supply(
                                    () ->
                                            characters(
                                                    replies.core.suggestCharacters(
                                                            ctx.guildKey(),
                                                            typed,
                                                            CommandCatalog.MAX_CHOICES)));
                    case "memory" ->
                            replies.worker.supply(
                                    () ->
                                            notes(
                                                    replies.core.suggestNotes(
                                                            ctx,
                                                            typed,
                                                            CommandCatalog.MAX_CHOICES)));
                    default -> CompletableFuture.completedFuture(List.of());
                };
        choices.exceptionally(err -> List.of())
                .completeOnTimeout(
                        List.of(), InteractionReplies.QUICK.toMillis(), TimeUnit.MILLISECONDS)
                .thenAccept(
                        list ->
                                e.replyChoices(list)
                                        .queue(
                                                null,
                                                err ->
                                                        LOG.warn(
                                                                "autocomplete answer refused: {}",
                                                                err.toString())));
    }

    /** Names, cut to Discord's length for a choice, at most as many as Discord shows. */
    private static List<Command.Choice> characters(List<String> names) {
        List<Command.Choice> out = new ArrayList<>();
        for (String n : names) {
            if (out.size() == CommandCatalog.MAX_CHOICES) break;
            String v = Text.cut(n, CommandCatalog.CHOICE_MAX);
            out.add(new Command.Choice(v, v));
        }
        return out;
    }

    /** Notes shown by their text (or id when blank) and chosen by their id. */
    private static List<Command.Choice> notes(List<Map.Entry<String, String>> notes) {
        List<Command.Choice> out = new ArrayList<>();
        for (Map.Entry<String, String> n : notes) {
            if (out.size() == CommandCatalog.MAX_CHOICES) break;
            String label =
                    n.getValue() == null || n.getValue().isBlank() ? n.getKey() : n.getValue();
            out.add(new Command.Choice(Text.cut(label, CommandCatalog.CHOICE_MAX), n.getKey()));
        }
        return out;
    }
}
