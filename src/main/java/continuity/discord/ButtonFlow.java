package continuity.discord;

import continuity.chat.ChatContext;
import continuity.chat.ClickIn;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import java.util.List;
import java.util.Optional;
import net.dv8tion.jda.api.events.interaction.component.ButtonInteractionEvent;
import net.dv8tion.jda.api.interactions.InteractionHook;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Buttons, acknowledged at once as an update of their message. A core button ({@link
 * ComponentIds#core}) goes to the core, whose replies are follow-ups; a page button ({@link
 * ListRequest}) asks the core for that page of the list and edits the message to show it. Any other
 * id is an expired button.
 */
final class ButtonFlow {
    private static final Logger LOG = LoggerFactory.getLogger(ButtonFlow.class);

    private final InteractionReplies replies;

    ButtonFlow(InteractionReplies replies) {
        this.replies = replies;
    }

    void button(ButtonInteractionEvent e) {
        String id = e.getComponentId();
        ChatContext ctx = replies.context(e);
        if (ComponentIds.isCore(id)) {
            core(e, ctx, id);
            return;
        }
        Optional<ListRequest.Page> page = ListRequest.parse(id);
        if (page.isPresent()) {
            page(e, ctx, page.get());
            return;
        }
        InteractionReplies.answerExpired(e);
    }

    private void core(ButtonInteractionEvent e, ChatContext ctx, String id) {
        e.deferEdit()
                .queue(null, err -> LOG.warn("could not acknowledge a button: {}", err.toString()));
        InteractionHook hook = e.getHook();
        ClickIn click = new ClickIn(ctx, ComponentIds.rest(id));
        CoreWorker worker = replies.worker;
        if (!worker.submit(() -> replies.followups(hook, replies.core.handle(click)))) {
            worker.track(
                    hook.sendMessage(InteractionReplies.closing(ctx.clientLang()))
                            .setEphemeral(true)
                            .submit());
        }
    }

    private void page(ButtonInteractionEvent e, ChatContext ctx, ListRequest.Page page) {
        e.deferEdit()
                .queue(
                        null,
                        err -> LOG.warn("could not acknowledge a page button: {}", err.toString()));
        InteractionHook hook = e.getHook();
        ListRequest req = page.request();
        replies.worker.submit(
                () -> {
                    // the core reads the page asked for, not the whole list
                    List<Reply> shown = replies.core.handle(req.toSlash(ctx).onPage(page.page()));
                    if (!shown.isEmpty() && shown.get(0).kind() == ReplyKind.LISTED) {
                        replies.worker.track(
                                hook.editOriginal(Rendering.edit(shown.get(0), req, page.page()))
                                        .submit());
                    } else {
                        replies.followups(hook, shown);
                    }
                });
    }
}
