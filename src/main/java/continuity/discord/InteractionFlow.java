package continuity.discord;

import continuity.chat.ChatContext;
import continuity.chat.ClickIn;
import continuity.chat.Lang;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.chat.SlashCommand;
import continuity.chat.SlashIn;
import continuity.memory.CanonGuess;
import continuity.memory.Continuity;
import continuity.memory.Memory;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import net.dv8tion.jda.api.components.label.Label;
import net.dv8tion.jda.api.components.textinput.TextInput;
import net.dv8tion.jda.api.components.textinput.TextInputStyle;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.events.interaction.ModalInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.CommandAutoCompleteInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.MessageContextInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.ButtonInteractionEvent;
import net.dv8tion.jda.api.interactions.Interaction;
import net.dv8tion.jda.api.interactions.InteractionHook;
import net.dv8tion.jda.api.interactions.callbacks.IReplyCallback;
import net.dv8tion.jda.api.interactions.commands.Command;
import net.dv8tion.jda.api.interactions.commands.OptionMapping;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.modals.ModalMapping;
import net.dv8tion.jda.api.modals.Modal;
import net.dv8tion.jda.api.requests.RestAction;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Slash commands, buttons, forms and autocomplete. Anything that reaches the database is
 * acknowledged first (a deferred reply or a deferred update, no database involved), then answered
 * from the core thread by editing the original response or sending follow-ups, so Discord's
 * 3-second deadline holds however slow the disk is. Autocomplete and the pre-filled edit form
 * cannot be deferred: they wait at most {@link #QUICK} for the core and otherwise answer without
 * it.
 */
final class InteractionFlow {
    static final Duration QUICK = Duration.ofMillis(2000);
    private static final Logger LOG = LoggerFactory.getLogger(InteractionFlow.class);

    /** The adapter's own sentences, in the member's client language. */
    static String expired(Lang l) {
        return Text.say(l, "discord.expired");
    }

    static String busy(Lang l) {
        return Text.say(l, "discord.busy");
    }

    static String closing(Lang l) {
        return Text.say(l, "discord.closing");
    }

    /** The member's client language, from the interaction. */
    static Lang lang(Interaction e) {
        return Lang.ofLocale(e.getUserLocale().getLocale());
    }

    /** Where and by whom, with the member's client language. */
    private ChatContext context(Interaction e) {
        return contexts.of(e.getChannel(), e.getUser(), e.getMember(), e.getTimeCreated())
                .withLocale(e.getUserLocale().getLocale());
    }

    private final Continuity core;
    private final CoreWorker worker;
    private final Contexts contexts;

    InteractionFlow(Continuity core, CoreWorker worker, Contexts contexts) {
        this.core = core;
        this.worker = worker;
        this.contexts = contexts;
    }

    // ---- slash commands
    // -------------------------------------------------------------------------------------

    void slash(SlashCommandInteractionEvent e) {
        ChatContext ctx = context(e);
        Map<String, Object> options = new LinkedHashMap<>();
        for (OptionMapping o : e.getOptions()) {
            options.put(
                    o.getName(),
                    o.getType() == OptionType.BOOLEAN
                            ? (Object) o.getAsBoolean()
                            : o.getAsString());
        }
        SlashIn s = new SlashIn(ctx, e.getName(), e.getSubcommandName(), options);
        if (s.is(SlashCommand.MEMORY_EDIT) && blank(s.text("text"))) {
            editForm(e, s);
            return;
        }
        if (s.is(SlashCommand.MEMORY_IMPORT)) {
            importFile(e, s);
            return;
        }
        deferAndAnswer(e, s, privateByDefault(s));
    }

    /** Which commands answer privately, so the "thinking..." message is private from the start. */
    static boolean privateByDefault(SlashIn s) {
        return SlashCommand.of(s).map(c -> c.answersPrivately(s)).orElse(false);
    }

    private void deferAndAnswer(IReplyCallback e, SlashIn s, boolean ephemeral) {
        e.deferReply(ephemeral)
                .queue(
                        null,
                        err ->
                                LOG.warn(
                                        "could not acknowledge /{}: {}",
                                        s.command(),
                                        err.toString()));
        InteractionHook hook = e.getHook();
        ListRequest list = ListRequest.of(s).orElse(null);
        submit(hook, ephemeral, s, list);
    }

    /** Hands the command to the core thread; its replies answer the deferred response. */
    private void submit(
            InteractionHook hook, boolean deferredEphemeral, SlashIn s, ListRequest list) {
        String guild = s.ctx().guild();
        if (!worker.submit(
                () ->
                        answer(
                                hook,
                                deferredEphemeral,
                                ReplyFiles.withinLimit(core.handle(s), guild),
                                list))) {
            worker.track(hook.editOriginal(closing(s.ctx().clientLang())).submit());
        }
    }

    // ---- /memory import: the attached file
    // ---------------------------------------------------------------------

    /**
     * Acknowledged privately at once; the file is fetched off both JDA's thread and the core
     * thread, then its text goes to the core as the {@code file} option. A file is fetched only for
     * a game master: for anyone else the core's refusal is the answer, whatever the file.
     */
    private void importFile(SlashCommandInteractionEvent e, SlashIn s) {
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
            submit(hook, true, new SlashIn(s.ctx(), s.command(), s.subcommand(), options), null);
            return;
        }
        String guild = s.ctx().guild();
        String problem = ImportFile.problem(file, guild, lang(e));
        if (problem != null) {
            worker.track(
                    hook.editOriginal(
                                    Rendering.edit(
                                            Reply.privately(ReplyKind.ERROR, problem), null, 0))
                            .submit());
            return;
        }
        Lang l = lang(e);
        worker.track(
                ImportFile.fetch(file, e.getJDA().getHttpClient(), guild, l)
                        .handle(
                                (text, err) -> {
                                    if (err != null) {
                                        worker.track(
                                                hook.editOriginal(
                                                                Rendering.edit(
                                                                        Reply.privately(
                                                                                ReplyKind.ERROR,
                                                                                ImportFile.explain(
                                                                                        err, l)),
                                                                        null,
                                                                        0))
                                                        .submit());
                                    } else {
                                        options.put("file", text);
                                        submit(
                                                hook,
                                                true,
                                                new SlashIn(
                                                        s.ctx(),
                                                        s.command(),
                                                        s.subcommand(),
                                                        options),
                                                null);
                                    }
                                    return null;
                                }));
    }

    /**
     * The first reply replaces the deferred response when it is as private as that was; otherwise
     * that response is removed and the reply sent as a follow-up with its own visibility. Further
     * replies are follow-ups.
     */
    private void answer(
            InteractionHook hook,
            boolean deferredEphemeral,
            List<Reply> replies,
            ListRequest list) {
        if (replies.isEmpty()) {
            worker.track(hook.deleteOriginal().submit());
            return;
        }
        Reply first = replies.get(0);
        RestAction<?> chain =
                first.ephemeral() == deferredEphemeral
                        ? hook.editOriginal(Rendering.edit(first, list, 0))
                        : hook.deleteOriginal().flatMap(v -> followup(hook, first, list));
        for (Reply r : replies.subList(1, replies.size()))
            chain = chain.flatMap(x -> followup(hook, r, null));
        worker.track(chain.submit());
    }

    private static RestAction<?> followup(InteractionHook hook, Reply r, ListRequest list) {
        return hook.sendMessage(Rendering.create(r, list, 0)).setEphemeral(r.ephemeral());
    }

    private void followups(InteractionHook hook, List<Reply> replies) {
        RestAction<?> chain = null;
        for (Reply r : replies)
            chain =
                    chain == null
                            ? followup(hook, r, null)
                            : chain.flatMap(x -> followup(hook, r, null));
        if (chain != null) worker.track(chain.submit());
    }

    // ---- /memory edit without text: the form
    // ------------------------------------------------------------------

    private void editForm(SlashCommandInteractionEvent e, SlashIn s) {
        worker.supply(() -> core.editableNote(s.ctx(), s.text("memory")))
                .orTimeout(QUICK.toMillis(), TimeUnit.MILLISECONDS)
                .whenComplete(
                        (note, err) -> {
                            if (err != null) {
                                e.reply(busy(lang(e)))
                                        .setEphemeral(true)
                                        .queue(null, x -> LOG.warn("late: {}", x.toString()));
                            } else if (note.isPresent()) {
                                e.replyModal(form(note.get(), lang(e)))
                                        .queue(
                                                null,
                                                x -> LOG.warn("form not shown: {}", x.toString()));
                            } else {
                                // none, several, or not yours: the core's answer says which
                                deferAndAnswer(e, s, false);
                            }
                        });
    }

    private Modal form(Memory note, Lang l) {
        int max = core.limits().noteLength();
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

    // ---- "Save as canon" on a message: the form, pre-filled with the reader's guess
    // ---------------------------

    void saveAsCanon(MessageContextInteractionEvent e) {
        if (!CommandCatalog.SAVE_AS_CANON.equals(e.getName())) {
            e.reply(expired(lang(e))).setEphemeral(true).queue();
            return;
        }
        Message target = e.getTarget();
        ChatContext ctx = context(e);
        Lang l = lang(e);
        String proxy = target.isWebhookMessage() ? target.getAuthor().getName() : null;
        worker.supply(() -> core.canonGuess(ctx, target.getContentRaw(), proxy))
                .orTimeout(QUICK.toMillis(), TimeUnit.MILLISECONDS)
                .whenComplete(
                        (guess, err) -> {
                            CanonGuess g =
                                    err != null
                                            ? new CanonGuess(
                                                    proxy, target.getContentRaw(), "profile")
                                            : guess;
                            e.replyModal(canonForm(target.getId(), g, l))
                                    .queue(
                                            null,
                                            x ->
                                                    LOG.warn(
                                                            "canon form not shown: {}",
                                                            x.toString()));
                        });
    }

    private Modal canonForm(String messageId, CanonGuess g, Lang l) {
        int note = core.limits().noteLength();
        TextInput.Builder character =
                TextInput.create("character", TextInputStyle.SHORT)
                        .setRequiredRange(1, core.limits().nameLength())
                        .setRequired(true);
        if (g.character() != null && !g.character().isBlank())
            character.setValue(Text.cut(g.character(), core.limits().nameLength()));
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

    /**
     * The "Save as canon" form, sent: saved exactly as {@code /memory remember} (owner, author and
     * GM rules).
     */
    private void canonSubmitted(ModalInteractionEvent e) {
        Map<String, Object> options = new LinkedHashMap<>();
        for (String field : List.of("character", "text", "scope")) {
            ModalMapping v = e.getValue(field);
            if (v != null) options.put(field, v.getAsString());
        }
        deferAndAnswer(e, SlashIn.of(context(e), SlashCommand.MEMORY_REMEMBER, options), false);
    }

    void modal(ModalInteractionEvent e) {
        if (ComponentIds.isCanon(e.getModalId())) {
            canonSubmitted(e);
            return;
        }
        if (!ComponentIds.isEdit(e.getModalId())) {
            e.reply(expired(lang(e))).setEphemeral(true).queue();
            return;
        }
        ChatContext ctx = context(e);
        ModalMapping text = e.getValue("text");
        Map<String, Object> options = new LinkedHashMap<>();
        options.put("memory", ComponentIds.rest(e.getModalId()));
        options.put("text", text == null ? "" : text.getAsString());
        deferAndAnswer(e, SlashIn.of(ctx, SlashCommand.MEMORY_EDIT, options), false);
    }

    // ---- buttons
    // ----------------------------------------------------------------------------------------------

    void button(ButtonInteractionEvent e) {
        String id = e.getComponentId();
        ChatContext ctx = context(e);
        if (ComponentIds.isCore(id)) {
            e.deferEdit()
                    .queue(
                            null,
                            err -> LOG.warn("could not acknowledge a button: {}", err.toString()));
            InteractionHook hook = e.getHook();
            ClickIn click = new ClickIn(ctx, ComponentIds.rest(id));
            if (!worker.submit(() -> followups(hook, core.handle(click)))) {
                worker.track(
                        hook.sendMessage(closing(ctx.clientLang())).setEphemeral(true).submit());
            }
            return;
        }
        Optional<ListRequest.Page> page = ListRequest.parse(id);
        if (page.isPresent()) {
            e.deferEdit()
                    .queue(
                            null,
                            err ->
                                    LOG.warn(
                                            "could not acknowledge a page button: {}",
                                            err.toString()));
            InteractionHook hook = e.getHook();
            ListRequest req = page.get().request();
            worker.submit(
                    () -> {
                        // the core reads the page asked for, not the whole list
                        List<Reply> replies =
                                core.handle(req.toSlash(ctx).onPage(page.get().page()));
                        if (!replies.isEmpty() && replies.get(0).kind() == ReplyKind.LISTED) {
                            worker.track(
                                    hook.editOriginal(
                                                    Rendering.edit(
                                                            replies.get(0), req, page.get().page()))
                                            .submit());
                        } else {
                            followups(hook, replies);
                        }
                    });
            return;
        }
        e.reply(expired(lang(e))).setEphemeral(true).queue();
    }

    // ---- autocomplete
    // -----------------------------------------------------------------------------------------

    void autocomplete(CommandAutoCompleteInteractionEvent e) {
        ChatContext ctx = context(e);
        String option = e.getFocusedOption().getName();
        String typed = e.getFocusedOption().getValue();
        java.util.concurrent.CompletableFuture<List<Command.Choice>> choices =
                switch (option) {
                    case "character", "lorebook" ->
                            worker.supply(
                                    () ->
                                            characters(
                                                    core.suggestCharacters(
                                                            ctx.guildKey(),
                                                            typed,
                                                            CommandCatalog.MAX_CHOICES)));
                    case "memory" ->
                            worker.supply(
                                    () ->
                                            notes(
                                                    core.suggestNotes(
                                                            ctx,
                                                            typed,
                                                            CommandCatalog.MAX_CHOICES)));
                    default -> java.util.concurrent.CompletableFuture.completedFuture(List.of());
                };
        choices.exceptionally(err -> List.of())
                .completeOnTimeout(List.of(), QUICK.toMillis(), TimeUnit.MILLISECONDS)
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

    private static List<Command.Choice> characters(List<String> names) {
        List<Command.Choice> out = new ArrayList<>();
        for (String n : names) {
            if (out.size() == CommandCatalog.MAX_CHOICES) break;
            String v = Text.cut(n, CommandCatalog.CHOICE_MAX);
            out.add(new Command.Choice(v, v));
        }
        return out;
    }

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

    /** While shutting down: say so instead of leaving the interaction to fail. */
    static void refuseWhileClosing(IReplyCallback e) {
        e.reply(closing(lang(e))).setEphemeral(true).queue();
    }

    private static boolean blank(String s) {
        return s == null || s.isBlank();
    }
}
