package continuity.memory;

import continuity.chat.Button;
import continuity.chat.Lang;
import continuity.chat.MessageIn;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.memory.wording.Replies;
import continuity.memory.wording.Sentences;
import continuity.memory.wording.Wording;
import continuity.text.Text;
import continuity.understand.Descriptions;
import continuity.understand.Detail;
import continuity.understand.FactClaim;
import continuity.understand.Fold;
import continuity.understand.ScopeCue;
import continuity.understand.Subject;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The canon check (issue 24): an in-character post that describes a known character against a
 * current note is told to its author, privately (or in the channel when a game master chose {@code
 * public}), with three buttons: Keep canon, It changed here, Canon was wrong. Off until a game
 * master turns it on for the server or a channel; any member can leave their own posts out. It
 * speaks only on a definite contradiction: the note that applies here (scene over story over
 * profile), the same detail, values of one class that cannot both hold ({@link
 * Descriptions#contradicts}), a post not older than the note, and once per character, detail and
 * value per scene (or story), never against a note older than a change of that detail an earlier
 * post of the scene told ({@link ToldChanges}). Nothing is stored unless it speaks (the
 * contradiction, to say it once) or a button asks.
 */
final class CanonCheck {
    static final String OFF = "off";
    static final String ON = "on";
    static final String PUBLIC = "public";

    /** At most this many contradictions are told for one post. */
    private static final int MAX_PER_POST = 2;

    private CanonCheck() {}

    // settings

    /** {@code /settings canon_check [state] [channel]}: anyone sees it; a game master sets it. */
    static Reply setting(Turn t, String state, boolean channelOnly) {
        Lang lang = t.voice(Lang.EN);
        if (state == null || state.isBlank()) {
            String now = t.kept.canonState(t.guild(), t.ctx.channel());
            return Reply.privately(
                    ReplyKind.OK,
                    Text.say(lang, "canon.is", Text.say(lang, "canon.state." + now))
                            + " "
                            + Text.say(lang, "canon.how"));
        }
        String want =
                switch (Fold.key(state)) {
                    case "on", "true", "yes", "oui", "activer", "active" -> ON;
                    case "off", "false", "no", "non", "desactiver", "desactive" -> OFF;
                    case "public", "publique" -> PUBLIC;
                    default -> null;
                };
        if (want == null)
            return Reply.privately(ReplyKind.ERROR, Text.say(lang, "canon.bad_state"));
        if (!t.ctx.gm()) return Reply.privately(ReplyKind.REFUSED, Text.say(lang, "canon.gm_only"));
        String channel = channelOnly ? t.ctx.channel() : "";
        t.repo.setCanonCheck(t.guild(), channel, want, t.user(), t.ctx.at());
        String guild = t.guild();
        t.afterCommit.add(() -> t.kept.canonSettingChanged(guild, channel, want));
        return Reply.of(
                ReplyKind.OK,
                Text.say(
                        lang,
                        channelOnly ? "canon.set.channel" : "canon.set.server",
                        Text.say(lang, "canon.state." + want)));
    }

    /**
     * {@code /settings canon_check_me [on|off]}: a member leaves their own posts out, or back in.
     */
    static Reply me(Turn t, String state) {
        Lang lang = t.voice(Lang.EN);
        if (state == null || state.isBlank()) {
            boolean out = t.repo.canonOptedOut(t.guild(), t.user());
            return Reply.privately(
                    ReplyKind.OK, Text.say(lang, out ? "canon.me.is_off" : "canon.me.is_on"));
        }
        Boolean on =
                switch (Fold.key(state)) {
                    case "on", "true", "yes", "oui" -> Boolean.TRUE;
                    case "off", "false", "no", "non" -> Boolean.FALSE;
                    default -> null;
                };
        if (on == null)
            return Reply.privately(ReplyKind.ERROR, Text.say(lang, "canon.me.bad_state"));
        t.repo.setCanonOptOut(t.guild(), t.user(), !on, t.ctx.at());
        String guild = t.guild(), user = t.user();
        t.afterCommit.add(() -> t.kept.canonOptOutChanged(guild, user, !on));
        return Reply.privately(ReplyKind.OK, Text.say(lang, on ? "canon.me.on" : "canon.me.off"));
    }

    // the check

    /**
     * Where a contradiction is told once and a change told counts: the scene running here, else the
     * story.
     */
    static String where(Place place) {
        return place.scene() != null ? where(place.scene()) : "story:" + place.story().key();
    }

    static String where(Scene scene) {
        return "scene:" + scene.id();
    }

    private static final Set<Status> CURRENT = Set.of(Status.ACTIVE);

    /**
     * The contradictions of a post's mentions with the notes that apply here; {@code state} is
     * {@link #ON} or {@link #PUBLIC}.
     */
    static List<Reply> check(Turn t, MessageIn m, Descriptions.Read read, String state) {
        // the post's words' language, else the member's or the server's (decided by the core)
        Lang lang = t.voice(Lang.EN);
        Place place = t.place();
        String where = where(place);
        // a change the post tells ("*Mira cuts her hair short*") is this scene's from now on
        for (Descriptions.Change x : read.changes())
            ToldChanges.remember(
                    t.repo, t.guild(), where, Names.key(x.character()), x.detail(), m.ctx().at());
        List<Reply> out = new ArrayList<>();
        Set<String> done = new HashSet<>();
        for (Descriptions.Mention d : read.mentions()) {
            if (out.size() >= MAX_PER_POST) break;
            if (!Descriptions.checked(d.detail())) continue;
            String key = Names.key(d.character());
            if (!done.add(key + "|" + d.detail())) continue;
            Optional<Character> c = t.character(key);
            if (c.isEmpty()) continue;
            Optional<Note> note =
                    t.repo.facts(t.guild(), key, Detail.of(d.detail()), CURRENT).stream()
                            .filter(place::covers)
                            .filter(x -> x.kind() == Kind.FACT)
                            .max(
                                    Comparator.comparingInt((Note x) -> x.scope().specificity())
                                            .thenComparing(Note::createdAt));
            if (note.isEmpty()) continue;
            Note n = note.get();
            // a post written before the note was taken is no contradiction of it
            if (m.ctx().at() != null && n.createdAt().isAfter(m.ctx().at())) continue;
            if (!Descriptions.contradicts(d.detail(), n.value(), d.value())) continue;
            // an earlier post of this scene told a change of it after the note was taken
            java.time.Instant told = ToldChanges.when(t.repo, t.guild(), where, key, d.detail());
            if (told != null && !n.createdAt().isAfter(told)) continue;
            if (t.canonReplies().allow(t.guild(), t.user(), t.ctx.at())
                    != RateLimiter.Verdict.ALLOWED) break;
            Contradiction x =
                    new Contradiction(
                            "k" + Ids.next(12),
                            t.guild(),
                            where,
                            key,
                            c.get().name(),
                            d.detail(),
                            d.value(),
                            Descriptions.valueKey(d.detail(), d.value()),
                            n.id(),
                            t.ctx.channel(),
                            t.ctx.thread(),
                            m.messageId(),
                            t.user(),
                            t.ctx.at(),
                            Contradiction.OPEN,
                            null,
                            null);
            if (!t.repo.saveContradiction(x)) continue; // told once per character/detail/value here
            out.add(reply(t, x, n, lang, PUBLIC.equals(state)));
        }
        return out;
    }

    private static Reply reply(Turn t, Contradiction x, Note n, Lang lang, boolean pub) {
        String post = Sentences.fact(lang, x.character(), Detail.of(x.attribute()), x.value());
        String canon = Sentences.fact(lang, x.character(), n.detail(), n.value());
        String text =
                Text.say(
                        lang,
                        pub ? "canon.contradiction.public" : "canon.contradiction",
                        post,
                        canon,
                        Wording.scope(lang, n),
                        n.author() == null ? "?" : "<@" + n.author() + ">",
                        n.createdAt().toString().substring(0, 10));
        Map<String, String> data = Map.of("contradiction", x.id(), "lang", lang.name());
        List<Button> buttons =
                List.of(
                        t.button(
                                "button.keep_canon",
                                new ButtonAction.Canon("canon_keep", data),
                                null),
                        t.button(
                                "button.changed_here",
                                new ButtonAction.Canon("canon_changed", data),
                                null),
                        t.button(
                                "button.canon_wrong",
                                new ButtonAction.Canon("canon_wrong", data),
                                null));
        return new Reply(ReplyKind.CONTRADICTION, text, buttons, !pub, null, List.of())
                .inLang(lang);
    }

    // the buttons

    /** Keep canon, It changed here or Canon was wrong, for the author, the owner or a GM. */
    static Reply click(Turn t, Action a) {
        Lang lang = t.voice(Lang.EN);
        Optional<Contradiction> found =
                t.repo.contradiction(a.get("contradiction"))
                        .filter(x -> x.guild().equals(t.guild()));
        if (found.isEmpty()) return Reply.privately(ReplyKind.ERROR, Replies.expired(lang));
        Contradiction x = found.get();
        boolean may =
                t.user().equals(x.author())
                        || t.ctx.gm()
                        || t.character(x.characterKey()).map(t::owns).orElse(false);
        if (!may) return Reply.privately(ReplyKind.REFUSED, Text.say(lang, "canon.not_yours"));
        if (!Contradiction.OPEN.equals(x.status()))
            return Reply.privately(
                    ReplyKind.OK,
                    Text.say(lang, "canon.settled", Text.say(lang, "canon.status." + x.status())));
        Optional<Note> note = t.repo.memory(x.noteId());
        // the note is written in the post's language ("Mira a les yeux noirs")
        Lang postLang = a.get("lang") == null ? lang : Lang.valueOf(a.get("lang"));
        switch (a.type()) {
            case "canon_keep" -> {
                t.repo.resolveContradiction(x.id(), Contradiction.KEPT, t.user(), t.ctx.at());
                String canon =
                        note.map(n -> Sentences.fact(lang, x.character(), n.detail(), n.value()))
                                .orElse(x.character());
                return Reply.privately(ReplyKind.OK, Text.say(lang, "canon.kept", canon));
            }
            case "canon_changed" -> {
                // the post's value for this scene (this story when no scene runs), the road of a
                // correction: its permissions, its confirmation and its Undo
                ScopeCue cue = t.place().scene() != null ? ScopeCue.SCENE : ScopeCue.STORY;
                FactClaim claim =
                        new FactClaim(
                                Subject.named(x.character()),
                                Detail.of(x.attribute()),
                                x.value(),
                                null,
                                cue,
                                postLang,
                                false,
                                x.value(),
                                FactClaim.Change.IN_STORY);
                return settle(t, x, Contradiction.CHANGED, claim);
            }
            case "canon_wrong" -> {
                if (note.isEmpty() || note.get().status() != Status.ACTIVE)
                    return Reply.privately(ReplyKind.ERROR, Replies.expired(lang));
                Note n = note.get();
                ScopeCue cue = n.scope().cue();
                FactClaim claim =
                        new FactClaim(
                                Subject.named(x.character()),
                                Detail.of(x.attribute()),
                                x.value(),
                                n.value(),
                                cue,
                                postLang,
                                true,
                                x.value(),
                                FactClaim.Change.RETCON);
                return settle(t, x, Contradiction.RETCONNED, claim);
            }
            default -> {
                return Reply.privately(ReplyKind.ERROR, Replies.expired(lang));
            }
        }
    }

    private static Reply settle(Turn t, Contradiction x, String status, FactClaim claim) {
        Reply r = Corrections.fromClaim(t, claim, x.messageId(), null);
        // settled once the change is made; a proposal waiting for the owner leaves it open
        if (r.kind() == ReplyKind.SAVED || r.kind() == ReplyKind.REPLACED)
            t.repo.resolveContradiction(x.id(), status, t.user(), t.ctx.at());
        return r;
    }

    // history

    /** The contradictions told, in the history beside the notes (of one character, or all). */
    static void historyLines(Turn t, Lang lang, String characterKey, List<String> lines) {
        List<Contradiction> all = t.repo.contradictions(t.guild());
        if (all.isEmpty()) return;
        boolean added = false;
        for (Contradiction x : all) {
            if (characterKey != null && !characterKey.equals(x.characterKey())) continue;
            Optional<Note> n = t.repo.memory(x.noteId());
            String canon =
                    n.map(m -> Sentences.fact(lang, x.character(), m.detail(), m.value()))
                            .orElse("?");
            String scope = n.map(m -> Wording.scope(lang, m)).orElse("?");
            lines.add(
                    x.at().toString().substring(0, 16).replace('T', ' ')
                            + " "
                            + Text.say(
                                    lang,
                                    "canon.history",
                                    Sentences.fact(
                                            lang,
                                            x.character(),
                                            Detail.of(x.attribute()),
                                            x.value()),
                                    canon,
                                    scope,
                                    Text.say(lang, "canon.status." + x.status())));
            added = true;
        }
        if (added) lines.sort(Comparator.comparing(l -> l.substring(0, Math.min(16, l.length()))));
    }
}
