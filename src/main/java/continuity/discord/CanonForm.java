package continuity.discord;

import continuity.chat.ChatContext;
import continuity.chat.Lang;
import continuity.chat.SlashCommand;
import continuity.chat.SlashIn;
import continuity.memory.CanonGuess;
import continuity.memory.Limits;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import net.dv8tion.jda.api.components.label.Label;
import net.dv8tion.jda.api.components.textinput.TextInput;
import net.dv8tion.jda.api.components.textinput.TextInputStyle;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.events.interaction.ModalInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.MessageContextInteractionEvent;
import net.dv8tion.jda.api.interactions.modals.ModalMapping;
import net.dv8tion.jda.api.modals.Modal;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * "Save as canon" on a message: a form pre-filled with the reader's guess (character, text, scope),
 * read within {@link InteractionReplies#QUICK} or else pre-filled with the message as it is; sent,
 * it is saved exactly as {@code /memory remember} (owner, author and GM rules).
 */
final class CanonForm {
    private static final Logger LOG = LoggerFactory.getLogger(CanonForm.class);

    private final InteractionReplies replies;

    CanonForm(InteractionReplies replies) {
        this.replies = replies;
    }

    void open(MessageContextInteractionEvent e) {
        if (!CommandCatalog.SAVE_AS_CANON.equals(e.getName())) {
            InteractionReplies.answerExpired(e);
            return;
        }
        Message target = e.getTarget();
        ChatContext ctx = replies.context(e);
        Lang l = InteractionReplies.lang(e);
        String proxy = target.isWebhookMessage() ? target.getAuthor().getName() : null;
        replies.worker
                .supply(() -> replies.core.canonGuess(ctx, target.getContentRaw(), proxy))
                .orTimeout(InteractionReplies.QUICK.toMillis(), TimeUnit.MILLISECONDS)
                .whenComplete(
                        (guess, err) -> {
                            CanonGuess g =
                                    err != null
                                            ? new CanonGuess(
                                                    proxy, target.getContentRaw(), "profile")
                                            : guess;
                            e.replyModal(form(target.getId(), g, l))
                                    .queue(
                                            null,
                                            x ->
                                                    LOG.warn(
                                                            "canon form not shown: {}",
                                                            x.toString()));
                        });
    }

    private Modal form(String messageId, CanonGuess g, Lang l) {
        Limits limits = replies.core.limits();
        int note = limits.noteLength();
        TextInput.Builder character =
                TextInput.create("character", TextInputStyle.SHORT)
                        .setRequiredRange(1, limits.nameLength())
                        .setRequired(true);
        if (g.character() != null && !g.character().isBlank())
            character.setValue(Text.cut(g.character(), limits.nameLength()));
        TextInput.Builder text =
                TextInput.create("text", TextInputStyle.PARAGRAPH)
                        .setRequiredRange(1, note)
                        .setRequired(true);
        if (g.text() != null && !g.text().isBlank()) text.setValue(Text.cut(g.text(), note));
        TextInput.Builder scope =
                TextInput.create("scope", TextInputStyle.SHORT)
                        .setRequiredRange(1, 30)
                        .setRequired(true)
                        .setValue(Text.say(l, "discord.canon_form.scope." + g.scope()));
        return Modal.create(
                        ComponentIds.canon(messageId),
                        Text.cut(Text.say(l, "discord.canon_form.title"), 45))
                .addComponents(
                        Label.of(Text.say(l, "discord.canon_form.character"), character.build()),
                        Label.of(Text.say(l, "discord.canon_form.text"), text.build()),
                        Label.of(Text.say(l, "discord.canon_form.scope"), scope.build()))
                .build();
    }

    /** The form, sent: {@code /memory remember} with its three fields. */
    void submitted(ModalInteractionEvent e) {
        Map<String, Object> options = new LinkedHashMap<>();
        for (String field : List.of("character", "text", "scope")) {
            ModalMapping v = e.getValue(field);
            if (v != null) options.put(field, v.getAsString());
        }
        replies.deferAndAnswer(
                e, SlashIn.of(replies.context(e), SlashCommand.MEMORY_REMEMBER, options), false);
    }
}
