package continuity.discord;

import continuity.memory.Continuity;
import java.util.List;
import net.dv8tion.jda.api.events.interaction.ModalInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.CommandAutoCompleteInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.MessageContextInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.ButtonInteractionEvent;
import net.dv8tion.jda.api.events.message.MessageDeleteEvent;
import net.dv8tion.jda.api.events.message.MessageReceivedEvent;
import net.dv8tion.jda.api.hooks.ListenerAdapter;
import net.dv8tion.jda.api.interactions.callbacks.IReplyCallback;

/**
 * JDA's events, on JDA's thread, each to the flow that turns it into the core's event and hands it
 * to the core thread: messages ({@link MessageFlow}), slash commands ({@link SlashFlow}), buttons
 * ({@link ButtonFlow}), the two forms ({@link EditForm}, {@link CanonForm}, told apart by their
 * custom id) and autocomplete ({@link AutocompleteFlow}). Once the bot is closing, new events are
 * no longer taken (interactions are told to try again).
 */
final class EventRouter extends ListenerAdapter {
    private final MessageFlow messages;
    private final SlashFlow slash;
    private final ButtonFlow buttons;
    private final EditForm editForm;
    private final CanonForm canonForm;
    private final AutocompleteFlow autocomplete;
    private volatile boolean closing;

    EventRouter(MessageFlow messages, Continuity core, CoreWorker worker, Contexts contexts) {
        InteractionReplies replies = new InteractionReplies(core, worker, contexts);
        this.messages = messages;
        this.editForm = new EditForm(replies);
        this.canonForm = new CanonForm(replies);
        this.slash = new SlashFlow(replies, editForm, new ImportFlow(replies));
        this.buttons = new ButtonFlow(replies);
        this.autocomplete = new AutocompleteFlow(replies);
    }

    void closing() {
        closing = true;
    }

    @Override
    public void onMessageReceived(MessageReceivedEvent event) {
        if (!closing) messages.received(event);
    }

    @Override
    public void onMessageDelete(MessageDeleteEvent event) {
        if (!closing) messages.deleted(event);
    }

    @Override
    public void onSlashCommandInteraction(SlashCommandInteractionEvent event) {
        if (closing) refuseWhileClosing(event);
        else slash.slash(event);
    }

    @Override
    public void onButtonInteraction(ButtonInteractionEvent event) {
        if (closing) refuseWhileClosing(event);
        else buttons.button(event);
    }

    @Override
    public void onMessageContextInteraction(MessageContextInteractionEvent event) {
        if (closing) refuseWhileClosing(event);
        else canonForm.open(event);
    }

    @Override
    public void onModalInteraction(ModalInteractionEvent event) {
        String id = event.getModalId();
        if (closing) refuseWhileClosing(event);
        else if (ComponentIds.isCanon(id)) canonForm.submitted(event);
        else if (ComponentIds.isEdit(id)) editForm.submitted(event);
        else InteractionReplies.answerExpired(event);
    }

    @Override
    public void onCommandAutoCompleteInteraction(CommandAutoCompleteInteractionEvent event) {
        if (closing) event.replyChoices(List.of()).queue();
        else autocomplete.autocomplete(event);
    }

    /** While shutting down: say so instead of leaving the interaction to fail. */
    private static void refuseWhileClosing(IReplyCallback e) {
        e.reply(InteractionReplies.closing(InteractionReplies.lang(e))).setEphemeral(true).queue();
    }
}
