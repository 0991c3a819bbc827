package continuity.memory;

import continuity.chat.Lang;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.text.Text;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * {@code /memory show} and {@code /memory history}: the guild's facts for everyone, preferences
 * only for their author (and never in a public post).
 */
final class Listing {
    static final int TEXT_LINES = 40;

    private Listing() {}

    static Reply show(Turn t, String character, String scopeFilter, boolean history, boolean pub) {
        Lang lang = t.voice(Lang.EN);
        String key = character == null || character.isBlank() ? null : Names.key(character);
        Scope only = null;
        if (scopeFilter != null && !scopeFilter.isBlank()) {
            try {
                only = Scope.ofOption(scopeFilter);
            } catch (IllegalArgumentException e) {
                return Reply.privately(
                        ReplyKind.ERROR, Text.say(lang, "show.unknown_scope", scopeFilter));
            }
        }
        Set<Status> shown =
                history
                        ? EnumSet.allOf(Status.class)
                        : EnumSet.of(Status.ACTIVE, Status.DISPUTED, Status.PENDING);
        List<Memory> facts = t.repo.facts(t.guild(), key, shown);
        List<String> lines = new ArrayList<>();
        for (Memory m : facts) {
            if (m.kind() != Kind.FACT) continue;
            if (only != null && m.scope() != only) continue;
            if (!history && (m.status() == Status.SUPERSEDED || m.status() == Status.FORGOTTEN))
                continue;
            lines.add(line(m, lang));
        }
        if (!pub) {
            for (Memory m : t.repo.preferencesOf(t.user())) {
                if (!m.guild().equals(t.guild()) && m.scope() != Scope.ALL_CHATS) continue;
                if (key != null && !key.equals(m.characterKey()) && m.scope() == Scope.CHARACTER)
                    continue;
                if (only != null && m.scope() != only) continue;
                if (!history && m.status() != Status.ACTIVE) continue;
                lines.add(line(m, lang) + " \u2014 " + Text.say(lang, "show.private_preference"));
            }
        }
        String who =
                key == null
                        ? null
                        : t.repo.character(t.guild(), key)
                                .map(Character::name)
                                .orElse(Names.clean(character));
        String title =
                who == null
                        ? Text.say(
                                lang, history ? "show.title.server.history" : "show.title.server")
                        : Text.say(lang, history ? "show.title.history" : "show.title", who);
        return listed(
                lang,
                title,
                lines,
                !pub,
                who == null
                        ? Text.say(lang, "show.empty.server")
                        : Text.say(lang, "show.empty", who));
    }

    static Reply history(Turn t, String character) {
        Lang lang = t.voice(Lang.EN);
        String key = character == null || character.isBlank() ? null : Names.key(character);
        List<Memory> facts =
                key == null ? t.repo.notesIn(t.guild()) : t.repo.notesOf(t.guild(), key);
        List<String> lines = new ArrayList<>();
        for (Memory m : facts) {
            if (m.kind() == Kind.PREFERENCE && !m.author().equals(t.user())) continue;
            String when = m.createdAt().toString().substring(0, 16).replace('T', ' ');
            lines.add(when + " " + line(m, lang));
        }
        if (key == null) ModelTurns.historyLines(t, lang, lines);
        CanonCheck.historyLines(t, lang, key, lines);
        String who =
                key == null
                        ? null
                        : t.repo.character(t.guild(), key)
                                .map(Character::name)
                                .orElse(Names.clean(character));
        return listed(
                lang,
                who == null
                        ? Text.say(lang, "history.title.server")
                        : Text.say(lang, "history.title", who),
                lines,
                true,
                who == null
                        ? Text.say(lang, "history.empty.server")
                        : Text.say(lang, "history.empty", who));
    }

    private static Reply listed(
            Lang lang, String title, List<String> lines, boolean ephemeral, String empty) {
        StringBuilder sb = new StringBuilder(Text.say(lang, "list.header", title));
        if (lines.isEmpty()) sb.append(' ').append(empty);
        for (int i = 0; i < lines.size() && i < TEXT_LINES; i++)
            sb.append('\n').append("\u2022 ").append(lines.get(i));
        if (lines.size() > TEXT_LINES)
            sb.append("\n\u2026 ").append(Text.say(lang, "list.more", lines.size() - TEXT_LINES));
        return new Reply(ReplyKind.LISTED, sb.toString(), List.of(), ephemeral, title, lines);
    }

    static String line(Memory m, Lang lang) {
        String mark =
                switch (m.status()) {
                    case ACTIVE -> "";
                    case SUPERSEDED ->
                            " "
                                    + Text.say(
                                            lang,
                                            switch (m.retiredReason() == null
                                                    ? ""
                                                    : m.retiredReason()) {
                                                case "undone" -> "mark.replaced.undone";
                                                case "rejected" -> "mark.replaced.rejected";
                                                case "edited" -> "mark.replaced.edited";
                                                case "moved" -> "mark.replaced.moved";
                                                // a change in the story, or a retcon (it was
                                                // never so): the history says which
                                                case "changed" -> "mark.replaced.changed";
                                                case "corrected" -> "mark.replaced.corrected";
                                                default -> "mark.replaced";
                                            });
                    case DISPUTED -> " " + Text.say(lang, "mark.disputed");
                    case PENDING -> " " + Text.say(lang, "mark.pending");
                    case FORGOTTEN -> "";
                };
        if (m.status() == Status.FORGOTTEN) {
            // a new note taken back with Undo was undone, not forgotten
            String key = "undone".equals(m.retiredReason()) ? "mark.undone" : "mark.forgotten";
            return "`"
                    + m.id()
                    + "` "
                    + (m.retiredAt() == null
                            ? Text.say(lang, key, m.character())
                            : Text.say(
                                    lang,
                                    key + ".on",
                                    m.character(),
                                    m.retiredAt().toString().substring(0, 10)));
        }
        return "`" + m.id() + "` " + m.text() + " \u2014 " + Wording.scope(lang, m) + mark;
    }
}
