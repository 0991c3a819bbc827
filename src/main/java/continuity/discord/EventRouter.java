package continuity.discord;

import java.util.List;
import net.dv8tion.jda.api.events.interaction.ModalInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.CommandAutoCompleteInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.ButtonInteractionEvent;
import net.dv8tion.jda.api.events.message.MessageDeleteEvent;
import net.dv8tion.jda.api.events.message.MessageReceivedEvent;
import net.dv8tion.jda.api.hooks.ListenerAdapter;

/**
 * JDA's events, on JDA's thread: each is turned into the core's event and handed to the core
 * thread. Once the bot is closing, new events are no longer taken (interactions are told to try
 * again).
 */
final class EventRouter extends ListenerAdapter {
    private final MessageFlow messages;
    private final InteractionFlow interactions;
    private volatile boolean closing;

    EventRouter(MessageFlow messages, InteractionFlow interactions) {
        this.messages = messages;
        this.interactions = interactions;
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
        if (closing) InteractionFlow.refuseWhileClosing(event);
        else interactions.slash(event);
    }

    @Override
    public void onButtonInteraction(ButtonInteractionEvent event) {
        if (closing) InteractionFlow.refuseWhileClosing(event);
        else interactions.button(event);
    }

    @Override
    public void onMessageContextInteraction(
            net.dv8tion.jda.api.events.interaction.command.MessageContextInteractionEvent event) {
        if (closing) InteractionFlow.refuseWhileClosing(event);
        else interactions.saveAsCanon(event);
    }

    @Override
    public void onModalInteraction(ModalInteractionEvent event) {
        if (closing) InteractionFlow.refuseWhileClosing(event);
        else interactions.modal(event);
    }

    @Override
    public void onCommandAutoCompleteInteraction(CommandAutoCompleteInteractionEvent event) {
        if (closing) event.replyChoices(List.of()).queue();
        else interactions.autocomplete(event);
    }
}
