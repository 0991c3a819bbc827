package continuity.memory;

import continuity.chat.Lang;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.chat.SlashIn;
import continuity.text.Text;
import continuity.understand.Fold;
import continuity.understand.LanguageGuess;

import java.util.List;

/** The slash commands: /memory, /story, /scene. */
final class Commands {
    /** What works in a direct message: one's own preferences only. */
    private static final java.util.Set<String> DIRECT_OK = java.util.Set.of("memory show", "memory history",
            "memory edit", "memory forget", "memory export", "memory forget-me");

    private Commands() {
    }

    static List<Reply> handle(Turn t, SlashIn s) {
        String cmd = (s.command() == null ? "" : s.command().trim().toLowerCase()) + " "
                + (s.subcommand() == null ? "" : s.subcommand().trim().toLowerCase());
        if (t.ctx.isDirect() && !DIRECT_OK.contains(cmd.trim())) {
            return List.of(Reply.privately(ReplyKind.ERROR, Replies.directMessage(t.voice(Lang.EN))));
        }
        return List.of(switch (cmd.trim()) {
            case "memory remember" -> Notes.remember(t, s.text("character"), s.text("text"), s.text("scope"));
            case "memory show" -> Listing.show(t, s.text("character"), s.text("scope"), s.flag("history"), s.flag("public"));
            case "memory history" -> Listing.history(t, s.text("character"));
            case "memory recall" -> recall(t, s);
            case "memory edit" -> onNote(t, s.text("memory"), "edit", s.text("text"));
            case "memory forget" -> onNote(t, s.text("memory"), "forget", null);
            case "memory export" -> Transfers.export(t, s.text("lorebook"));
            case "memory import" -> Transfers.importFile(t, s.text("file"));
            case "memory forget-me" -> Privacy.ask(t);
            case "story set" -> Stories.set(t, s.text("name"));
            case "story clear" -> Stories.clear(t);
            case "story show" -> Stories.show(t);
            case "settings model" -> ModelTurns.setting(t, s.text("state"));
            case "settings ooc" -> ServerSettings.ooc(t, s.options().containsKey("markers") ? s.text("markers") : null);
            case "scene start" -> Stories.startScene(t, s.text("name"));
            case "scene end" -> Stories.endScene(t);
            default -> Reply.privately(ReplyKind.ERROR, Text.say(t.voice(Lang.EN), "unknown_command", cmd.trim()));
        });
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
        Object r = Notes.resolve(t, query, op, text);
        if (r instanceof Reply reply) return reply;
        return apply(t, (Memory) r, op, text);
    }

    static Reply apply(Turn t, Memory m, String op, String text) {
        return "edit".equals(op) ? Notes.edit(t, m, text) : Notes.forget(t, m);
    }
}
