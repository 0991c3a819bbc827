package continuity.discord;

import continuity.chat.Lang;
import continuity.chat.SlashCommand;
import continuity.chat.SlashIn;
import continuity.memory.Note;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import net.dv8tion.jda.api.components.label.Label;
import net.dv8tion.jda.api.components.textinput.TextInput;
import net.dv8tion.jda.api.components.textinput.TextInputStyle;
import net.dv8tion.jda.api.events.interaction.ModalInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.interactions.modals.ModalMapping;
import net.dv8tion.jda.api.modals.Modal;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@code /memory edit} without a text: a form pre-filled with the note's text, its id in the form's
 * custom id ({@link ComponentIds#edit}); sent, it is {@code /memory edit} with that text. A form
 * cannot be deferred, so the note is read within {@link InteractionReplies#QUICK} or the member is
 * told the bot is busy.
 */
final class EditForm {
    private static final Logger LOG = LoggerFactory.getLogger(EditForm.class);

    private final InteractionReplies replies;

    EditForm(InteractionReplies replies) {
        this.replies = replies;
    }

    void open(SlashCommandInteractionEvent e, SlashIn s) {
        Lang l = InteractionReplies.lang(e);
        replies.worker
                .supply(() -> replies.core.editableNote(s.ctx(), s.text("memory")))
                .orTimeout(InteractionReplies.QUICK.toMillis(), TimeUnit.MILLISECONDS)
                .whenComplete(
                        (note, err) -> {
                            if (err != null) {
                                e.reply(InteractionReplies.busy(l))
                                        .setEphemeral(true)
                                        .queue(null, x -> LOG.warn("late: {}", x.toString()));
                            } else if (note.isPresent()) {
                                e.replyModal(form(note.get(), l))
                                        .queue(
                                                null,
                                                x -> LOG.warn("form not shown: {}", x.toString()));
                            } else {
                                // none, several, or not yours: the core's answer says which
                                replies.deferAndAnswer(e, s, false);
                            }
                        });
    }

    private Modal form(Note note, Lang l) {
        int max = replies.core.limits().noteLength();
        TextInput.Builder input =
                TextInput.create("text", TextInputStyle.PARAGRAPH)
                        .setRequiredRange(1, max)
                        .setRequired(true);
        if (note.text() != null && !note.text().isBlank())
            input.setValue(Text.cut(note.text(), max));
        return Modal.create(
                        ComponentIds.edit(note.id()),
                        Text.cut(Text.say(l, "discord.edit_form.title", note.character()), 45))
                .addComponents(Label.of(Text.say(l, "discord.edit_form.label"), input.build()))
                .build();
    }

    /** The form, sent: {@code /memory edit} of the note named by the form's id. */
    void submitted(ModalInteractionEvent e) {
        ModalMapping text = e.getValue("text");
        Map<String, Object> options = new LinkedHashMap<>();
        options.put("memory", ComponentIds.rest(e.getModalId()));
        options.put("text", text == null ? "" : text.getAsString());
        replies.deferAndAnswer(
                e, SlashIn.of(replies.context(e), SlashCommand.MEMORY_EDIT, options), false);
    }
}
