package continuity.memory;

import continuity.chat.Lang;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * {@code /memory show} and {@code /memory history}: the guild's facts for everyone, preferences only
 * for their author (and never in a public post).
 */
final class Listing {
    static final int TEXT_LINES = 40;

    private Listing() {
    }

    static Reply show(Turn t, String character, String scopeFilter, boolean history, boolean pub) {
        Lang lang = Lang.EN;
        String key = character == null || character.isBlank() ? null : Names.key(character);
        Scope only = null;
        if (scopeFilter != null && !scopeFilter.isBlank()) {
            try {
                only = Scope.of(scopeFilter);
            } catch (IllegalArgumentException e) {
                return Reply.privately(ReplyKind.ERROR, "Unknown scope \u201C" + scopeFilter
                        + "\u201D: use profile, story, scene, all_chats or character.");
            }
        }
        Set<Status> shown = history ? EnumSet.allOf(Status.class) : EnumSet.of(Status.ACTIVE, Status.DISPUTED, Status.PENDING);
        List<Memory> facts = t.repo.facts(t.guild(), key, shown);
        List<String> lines = new ArrayList<>();
        for (Memory m : facts) {
            if (m.kind() != Kind.FACT) continue;
            if (only != null && m.scope() != only) continue;
            if (!history && (m.status() == Status.SUPERSEDED || m.status() == Status.FORGOTTEN)) continue;
            lines.add(line(m, lang));
        }
        if (!pub) {
            for (Memory m : t.repo.preferencesOf(t.user())) {
                if (!m.guild().equals(t.guild()) && m.scope() != Scope.ALL_CHATS) continue;
                if (key != null && !key.equals(m.characterKey()) && m.scope() == Scope.CHARACTER) continue;
                if (only != null && m.scope() != only) continue;
                if (!history && m.status() != Status.ACTIVE) continue;
                lines.add(line(m, lang) + " \u2014 your private preference");
            }
        }
        String who = key == null ? "this server" : t.repo.character(t.guild(), key).map(Character::name).orElse(Names.clean(character));
        String title = (history ? "Notes and history about " : "Notes about ") + who;
        return listed(title, lines, !pub, key == null ? "No notes in this server yet." : "No notes about " + who + " yet.");
    }

    static Reply history(Turn t, String character) {
        Lang lang = Lang.EN;
        String key = character == null || character.isBlank() ? null : Names.key(character);
        List<Memory> facts = key == null ? t.repo.notesIn(t.guild()) : t.repo.notesOf(t.guild(), key);
        List<String> lines = new ArrayList<>();
        for (Memory m : facts) {
            if (m.kind() == Kind.PREFERENCE && !m.author().equals(t.user())) continue;
            String when = m.createdAt().toString().substring(0, 16).replace('T', ' ');
            lines.add(when + " " + line(m, lang));
        }
        String who = key == null ? "this server" : t.repo.character(t.guild(), key).map(Character::name).orElse(Names.clean(character));
        return listed("History of " + who, lines, true, "No history for " + who + " yet.");
    }

    private static Reply listed(String title, List<String> lines, boolean ephemeral, String empty) {
        StringBuilder sb = new StringBuilder(title).append(':');
        if (lines.isEmpty()) sb.append(' ').append(empty);
        for (int i = 0; i < lines.size() && i < TEXT_LINES; i++) sb.append('\n').append("\u2022 ").append(lines.get(i));
        if (lines.size() > TEXT_LINES) sb.append("\n\u2026 and ").append(lines.size() - TEXT_LINES).append(" more.");
        return new Reply(ReplyKind.LISTED, sb.toString(), List.of(), ephemeral, title, lines);
    }

    static String line(Memory m, Lang lang) {
        String mark = switch (m.status()) {
            case ACTIVE -> "";
            case SUPERSEDED -> switch (m.retiredReason() == null ? "" : m.retiredReason()) {
                case "undone" -> " (replaced: undone)";
                case "rejected" -> " (replaced: proposal rejected)";
                case "edited" -> " (replaced: edited)";
                case "moved" -> " (replaced: moved to another scope)";
                default -> " (replaced)";
            };
            case DISPUTED -> " (disputed: waiting for the owner or a game master)";
            case PENDING -> " (waiting for an answer)";
            case FORGOTTEN -> "";
        };
        if (m.status() == Status.FORGOTTEN) {
            String when = m.retiredAt() == null ? "" : " on " + m.retiredAt().toString().substring(0, 10);
            return "`" + m.id() + "` (a note about " + m.character() + " was forgotten" + when + ")";
        }
        return "`" + m.id() + "` " + m.text() + " \u2014 " + Wording.scope(lang, m) + mark;
    }
}
