package continuity.discord;

import continuity.chat.Lang;
import continuity.chat.SlashIn;
import java.util.LinkedHashMap;
import java.util.Map;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.interactions.InteractionHook;
import net.dv8tion.jda.api.interactions.commands.OptionMapping;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@code /memory import} and its attached file. Acknowledged privately at once; the file is fetched
 * ({@link ImportFile}) off both JDA's thread and the core thread, then its text goes to the core as
 * the {@code file} option. A file is fetched only for a game master: for anyone else the core's
 * refusal is the answer, whatever the file.
 */
final class ImportFlow {
    private static final Logger LOG = LoggerFactory.getLogger(ImportFlow.class);

    private final InteractionReplies replies;

    ImportFlow(InteractionReplies replies) {
        this.replies = replies;
    }

    void imported(SlashCommandInteractionEvent e, SlashIn s) {
        e.deferReply(true)
                .queue(
                        null,
                        err ->
                                LOG.warn(
                                        "could not acknowledge /memory import: {}",
                                        err.toString()));
        InteractionHook hook = e.getHook();
        OptionMapping option = e.getOption("file");
        Message.Attachment file =
                option != null && option.getType() == OptionType.ATTACHMENT
                        ? option.getAsAttachment()
                        : null;
        Map<String, Object> options = new LinkedHashMap<>(s.options());
        options.remove("file");
        if (file == null || !s.ctx().gm()) {
            replies.submit(hook, true, with(s, options), null);
            return;
        }
        String guild = s.ctx().guild();
        Lang l = InteractionReplies.lang(e);
        String problem = ImportFile.problem(file, guild, l);
        if (problem != null) {
            replies.error(hook, problem);
            return;
        }
        replies.worker.track(
                ImportFile.fetch(file, e.getJDA().getHttpClient(), guild, l)
                        .handle(
                                (text, err) -> {
                                    if (err != null) {
                                        replies.error(hook, ImportFile.explain(err, l));
                                    } else {
                                        options.put("file", text);
                                        replies.submit(hook, true, with(s, options), null);
                                    }
                                    return null;
                                }));
    }

    private static SlashIn with(SlashIn s, Map<String, Object> options) {
        return new SlashIn(s.ctx(), s.command(), s.subcommand(), options);
    }
}
