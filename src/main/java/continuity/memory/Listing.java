package continuity.memory;

import continuity.chat.Lang;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.memory.wording.Wording;
import continuity.text.Text;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code /memory show} and {@code /memory history}: the guild's facts for everyone, preferences
 * only for their author (and never in a public post).
 */
final class Listing {
    static final int TEXT_LINES = 40;

    /** Entries on one page of a list (as an adapter shows it: {@code discord.ListPages}). */
    static final int PAGE_LINES = Reply.PAGE_LINES;

    private Listing() {}

    static Reply show(Turn t, String character, String scopeFilter, boolean history, boolean pub) {
        return show(t, character, scopeFilter, history, pub, 0);
    }

    /**
     * The listing's text (its first {@link #TEXT_LINES} entries and how many more) and the entries
     * of page {@code page} ({@link #PAGE_LINES} each): the facts of those entries are all that is
     * read, and the facts are counted, so that a character of 10,000 notes costs what one of 10
     * does. Its own preferences follow the facts (private listings only).
     */
    static Reply show(
            Turn t, String character, String scopeFilter, boolean history, boolean pub, int page) {
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
        List<String> preferences = new ArrayList<>();
        if (!pub) {
            for (Note m : t.repo.preferencesOf(t.user())) {
                if (!m.guild().equals(t.guild()) && m.scope() != Scope.ALL_CHATS) continue;
                if (key != null && !key.equals(m.characterKey()) && m.scope() == Scope.CHARACTER)
                    continue;
                if (only != null && m.scope() != only) continue;
                if (!history && m.status() != Status.ACTIVE) continue;
                preferences.add(
                        line(m, lang) + " \u2014 " + Text.say(lang, "show.private_preference"));
            }
        }
        Entries entries =
                new Entries(
                        t,
                        key,
                        shown,
                        only,
                        lang,
                        preferences,
                        t.repo.countFacts(t.guild(), key, shown, only));
        int last = Math.max(0, (entries.all() - 1) / PAGE_LINES);
        int first = Math.min(page, last) * PAGE_LINES;
        List<String> lines = entries.read(0, TEXT_LINES);
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
        Reply r =
                listed(
                        lang,
                        title,
                        lines,
                        entries.all(),
                        !pub,
                        who == null
                                ? Text.say(lang, "show.empty.server")
                                : Text.say(lang, "show.empty", who));
        // the first pages are among the entries of the text; a later one is read on its own
        if (first + PAGE_LINES <= TEXT_LINES) return r.listing(0, entries.all());
        return r.withList(r.title(), entries.read(first, first + PAGE_LINES))
                .listing(first, entries.all());
    }

    /**
     * A listing's entries: the facts (read a page at a time, in the store's order), then the
     * member's own preferences.
     */
    private record Entries(
            Turn t,
            String key,
            Set<Status> shown,
            Scope only,
            Lang lang,
            List<String> preferences,
            int facts) {
        int all() {
            return facts + preferences.size();
        }

        /** Entries {@code from} (included) to {@code to} (excluded). */
        List<String> read(int from, int to) {
            List<String> out = new ArrayList<>();
            to = Math.min(to, all());
            if (from < facts)
                for (Note m :
                        t.repo.factsPage(
                                t.guild(), key, shown, only, from, Math.min(to, facts) - from))
                    out.add(line(m, lang));
            for (int i = Math.max(from, facts); i < to; i++) out.add(preferences.get(i - facts));
            return out;
        }
    }

    static Reply history(Turn t, String character) {
        Lang lang = t.voice(Lang.EN);
        String key = character == null || character.isBlank() ? null : Names.key(character);
        List<Note> facts = key == null ? t.repo.notesIn(t.guild()) : t.repo.notesOf(t.guild(), key);
        List<String> lines = new ArrayList<>();
        for (Note m : facts) {
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
        return listed(lang, title, lines, lines.size(), ephemeral, empty);
    }

    /** {@code lines} are the first of {@code all} entries (all of them for the text's part). */
    private static Reply listed(
            Lang lang, String title, List<String> lines, int all, boolean ephemeral, String empty) {
        StringBuilder sb = new StringBuilder(Text.say(lang, "list.header", title));
        if (all == 0) sb.append(' ').append(empty);
        for (int i = 0; i < lines.size() && i < TEXT_LINES; i++)
            sb.append('\n').append("\u2022 ").append(lines.get(i));
        if (all > TEXT_LINES)
            sb.append("\n\u2026 ").append(Text.say(lang, "list.more", all - TEXT_LINES));
        return new Reply(ReplyKind.LISTED, sb.toString(), List.of(), ephemeral, title, lines)
                .listing(0, all);
    }

    /**
     * The mark of a replaced note by why it was replaced; any other reason is marked plainly
     * ({@code mark.replaced}). A change in the story and a retcon (it was never so) differ: the
     * history says which.
     */
    private static final Map<Retire.Reason, String> REPLACED_MARKS =
            Map.of(
                    Retire.Reason.UNDONE, "mark.replaced.undone",
                    Retire.Reason.REJECTED, "mark.replaced.rejected",
                    Retire.Reason.EXPIRED, "mark.replaced.expired",
                    Retire.Reason.EDITED, "mark.replaced.edited",
                    Retire.Reason.MOVED, "mark.replaced.moved",
                    Retire.Reason.CHANGED, "mark.replaced.changed",
                    Retire.Reason.CORRECTED, "mark.replaced.corrected");

    static String line(Note m, Lang lang) {
        String mark =
                switch (m.status()) {
                    case ACTIVE -> "";
                    case SUPERSEDED ->
                            " "
                                    + Text.say(
                                            lang,
                                            m.whyRetired() == null
                                                    ? "mark.replaced"
                                                    : REPLACED_MARKS.getOrDefault(
                                                            m.whyRetired(), "mark.replaced"));
                    case DISPUTED -> " " + Text.say(lang, "mark.disputed");
                    case PENDING -> " " + Text.say(lang, "mark.pending");
                    case FORGOTTEN -> "";
                };
        if (m.status() == Status.FORGOTTEN) {
            // a new note taken back with Undo was undone, not forgotten
            String key =
                    Retire.Reason.UNDONE.equals(m.whyRetired()) ? "mark.undone" : "mark.forgotten";
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
