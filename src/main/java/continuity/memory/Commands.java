package continuity.memory;

import continuity.chat.Lang;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.chat.SlashCommand;
import continuity.chat.SlashIn;
import continuity.memory.privacy.Privacy;
import continuity.memory.transfer.Transfers;
import continuity.memory.wording.Replies;
import continuity.text.Text;
import continuity.understand.Fold;
import continuity.understand.LanguageGuess;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** The slash commands ({@link SlashCommand}): /memory, /story, /scene, /settings. */
final class Commands {
    private Commands() {}

    static List<Reply> handle(Turn t, SlashIn s) {
        Optional<SlashCommand> named = SlashCommand.of(s);
        // what works in a direct message: one's own preferences only
        if (t.ctx.isDirect() && !named.map(c -> c.direct).orElse(false)) {
            return List.of(
                    Reply.privately(ReplyKind.ERROR, Replies.directMessage(t.voice(Lang.EN))));
        }
        if (named.isEmpty()) {
            String cmd =
                    (s.command() == null ? "" : s.command().trim().toLowerCase(Locale.ROOT))
                            + " "
                            + (s.subcommand() == null
                                    ? ""
                                    : s.subcommand().trim().toLowerCase(Locale.ROOT));
            return List.of(
                    Reply.privately(
                            ReplyKind.ERROR,
                            Text.say(t.voice(Lang.EN), "unknown_command", cmd.trim())));
        }
        Optional<Reply> unknown = unknownOption(t, named.get(), s);
        if (unknown.isPresent()) return List.of(unknown.get());
        return List.of(
                switch (named.get()) {
                    case MEMORY_REMEMBER ->
                            Notes.remember(t, s.text("character"), s.text("text"), s.text("scope"));
                    case MEMORY_SHOW ->
                            Listing.show(
                                    t,
                                    s.text("character"),
                                    s.text("scope"),
                                    s.flag("history"),
                                    s.flag("public"),
                                    s.page());
                    case MEMORY_HISTORY -> Listing.history(t, s.text("character"));
                    case MEMORY_RECALL -> recall(t, s);
                    case MEMORY_EDIT -> onNote(t, s.text("memory"), "edit", s.text("text"));
                    case MEMORY_FORGET -> onNote(t, s.text("memory"), "forget", null);
                    case MEMORY_EXPORT -> Transfers.export(t, s.text("lorebook"));
                    case MEMORY_IMPORT -> Transfers.importFile(t, s.text("file"));
                    case MEMORY_FORGET_ME -> Privacy.ask(t);
                    case STORY_SET -> Stories.set(t, s.text("name"));
                    case STORY_CLEAR -> Stories.clear(t);
                    case STORY_SHOW -> Stories.show(t);
                    case SETTINGS_MODEL -> ModelTurns.setting(t, s.text("state"));
                    case SETTINGS_CANON_CHECK ->
                            CanonCheck.setting(t, s.text("state"), s.flag("channel"));
                    case SETTINGS_CANON_CHECK_ME -> CanonCheck.me(t, s.text("state"));
                    case SETTINGS_OOC ->
                            ServerSettings.ooc(
                                    t,
                                    s.options().containsKey("markers") ? s.text("markers") : null);
                    case SCENE_START -> Stories.startScene(t, s.text("name"));
                    case SCENE_END -> Stories.endScene(t);
                });
    }

    /**
     * An option the command does not take ({@code charcter}) is refused, naming it and the closest
     * option the command has, rather than ignored (which would list the whole server). Discord only
     * sends the options it registered; replay and the console send what was typed.
     */
    private static Optional<Reply> unknownOption(Turn t, SlashCommand c, SlashIn s) {
        for (String typed : new java.util.TreeSet<>(s.options().keySet())) {
            if (c.options.contains(typed)) continue;
            // a page of a listing, asked by an adapter's page button
            if (typed.equals(SlashIn.PAGE)
                    && (c == SlashCommand.MEMORY_SHOW || c == SlashCommand.MEMORY_HISTORY))
                continue;
            Lang lang = t.voice(Lang.EN);
            String options =
                    c.options.isEmpty()
                            ? Text.say(lang, "unknown_option.none")
                            : Text.say(lang, "unknown_option.its", String.join(", ", c.options));
            String text =
                    continuity.text.Closest.to(typed, c.options)
                            .map(
                                    near ->
                                            Text.say(
                                                    lang,
                                                    "unknown_option.near",
                                                    c.wire(),
                                                    typed,
                                                    near,
                                                    options))
                            .orElseGet(
                                    () ->
                                            Text.say(
                                                    lang,
                                                    "unknown_option",
                                                    c.wire(),
                                                    typed,
                                                    options));
            return Optional.of(Reply.privately(ReplyKind.ERROR, text));
        }
        return Optional.empty();
    }

    private static Reply recall(Turn t, SlashIn s) {
        String character = s.text("character"), about = s.text("about");
        if (character == null || character.isBlank() || about == null || about.isBlank()) {
            return Reply.privately(ReplyKind.ERROR, Text.say(t.voice(Lang.EN), "recall.missing"));
        }
        Lang lang = t.voice(LanguageGuess.of(Fold.key(about)));
        return Recall.command(t, character, about, lang);
    }

    static Reply onNote(Turn t, String query, String op, String text) {
        return Notes.resolve(t, query, op, text).then(m -> apply(t, m, op, text));
    }

    static Reply apply(Turn t, Note m, String op, String text) {
        return "edit".equals(op) ? Notes.edit(t, m, text) : Notes.forget(t, m);
    }
}
