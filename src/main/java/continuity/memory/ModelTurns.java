package continuity.memory;

import continuity.chat.Button;
import continuity.chat.Lang;
import continuity.chat.MessageIn;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.memory.wording.Replies;
import continuity.memory.wording.Sentences;
import continuity.memory.wording.Voice;
import continuity.text.Text;
import continuity.understand.FactClaim;
import continuity.understand.Fold;
import continuity.understand.KnownNames;
import continuity.understand.Reading;
import continuity.understand.Subject;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What the core does with the optional model's proposal, in the message's one transaction: the call
 * is stored with the turn; a claim that passed every check takes the grammar's road ({@link
 * Corrections#fromClaim}); one the model was unsure of, or one that would replace a note, first
 * asks its author for one click. A failure writes nothing and, to a message addressed to the bot,
 * says plainly that it was not understood.
 */
final class ModelTurns {
    private ModelTurns() {}

    /**
     * The model is asked only about a server message that is out of character or addressed to the
     * bot, that the grammar read as nothing at all, that answers no open question, and that names a
     * known character or speaks to the bot.
     */
    static boolean eligible(MessageIn m, Reading r, boolean questionOpen, KnownNames names) {
        if (m.ctx().isDirect() || questionOpen) return false;
        if (!r.addressed() && !r.outOfCharacter()) return false;
        if (!r.facts().isEmpty() || r.preference() != null || !r.questions().isEmpty())
            return false;
        if (r.scopeAnswer() != null || !r.unread().isEmpty()) return false;
        if (SmallTalk.of(m.content()).isPresent()) return false; // thanks, hello: nothing to read
        return r.addressed() || names.firstIn(Fold.key(m.content())).isPresent();
    }

    /**
     * The language the replies to a message the model read are in, decided where its answer enters
     * the core: its first claim's, else the message's.
     */
    static Lang language(Reading r, ModelHook.Proposal p) {
        return p.claims().isEmpty() ? r.lang() : p.claims().get(0).claim().lang();
    }

    static List<Reply> handle(
            Turn t,
            MessageIn m,
            Reading r,
            ModelHook.Proposal p,
            String model,
            List<ModelHook.Record> kept) {
        Lang lang = t.voice(r.lang());
        List<Reply> out = new ArrayList<>();
        List<String> decisions = new ArrayList<>();
        if (!p.accepted()) {
            decisions.add("nothing written");
            if (r.addressed())
                out.add(Reply.of(ReplyKind.ERROR, Text.say(lang, "model.not_understood")));
        } else {
            for (ModelHook.Proposed c : p.claims()) {
                if (!c.sure() || wouldReplace(t, c.claim())) {
                    out.add(askToConfirm(t, c.claim(), m.messageId()));
                    decisions.add("asked to confirm");
                } else {
                    Reply done = Corrections.fromClaim(t, c.claim(), m.messageId(), m.proxyName());
                    out.add(done);
                    decisions.add(done.kind().wire());
                }
            }
        }
        ModelHook.Record rec =
                new ModelHook.Record(
                        "x" + Ids.next(12),
                        t.guild(),
                        t.ctx.channel(),
                        m.messageId(),
                        t.user(),
                        t.ctx.at(),
                        model,
                        p.outcome(),
                        p.raw(),
                        p.latencyMs(),
                        p.tokens(),
                        String.join("; ", decisions));
        t.repo.saveModelRecord(rec);
        kept.add(rec);
        return out;
    }

    /**
     * A claim that names an old value, or whose slot already holds a note, would replace something:
     * never without a click.
     */
    private static boolean wouldReplace(Turn t, FactClaim c) {
        if (c.oldValue() != null) return true;
        String key = Names.key(Names.clean(c.subject().name()));
        return !t.repo.facts(
                        t.guild(),
                        key,
                        c.detail(),
                        Set.of(Status.ACTIVE, Status.DISPUTED, Status.PENDING))
                .isEmpty();
    }

    private static Reply askToConfirm(Turn t, FactClaim c, String messageId) {
        Lang lang = c.lang();
        Map<String, String> data = new HashMap<>();
        data.put("character", c.subject().name());
        ClaimData.put(c, data);
        data.put("evidence", c.sentence());
        if (messageId != null) data.put("message", messageId);
        List<Button> buttons =
                List.of(
                        t.button("button.model_yes", new ButtonAction.ModelConfirm(data), t.user()),
                        t.button("button.model_no", new ButtonAction.ModelDecline(), t.user()));
        String sentence = Sentences.fact(lang, c.subject().name(), c.detail(), c.value());
        String text =
                c.oldValue() == null
                        ? Text.say(lang, "model.confirm", sentence)
                        : Text.say(lang, "model.confirm_replacing", sentence, c.oldValue());
        return Reply.of(ReplyKind.ASKED_WHICH, text).withButtons(buttons);
    }

    /**
     * The author confirmed a model's claim: it takes the grammar's road from here (scope,
     * supersession, asking, Undo).
     */
    static Reply confirm(Turn t, Action a) {
        Lang lang = Lang.valueOf(a.get("lang"));
        if (a.forUser() != null && !a.forUser().equals(t.user()))
            return Reply.privately(ReplyKind.REFUSED, Replies.notYourButton(lang));
        if (!t.kept.modelEnabled(t.guild()))
            return Reply.privately(ReplyKind.REFUSED, Text.say(lang, "model.off_now"));
        FactClaim claim =
                ClaimData.read(a::get, Subject.named(a.get("character")), a.get("evidence"));
        // the rest carries on the message's event, in the language decided for it then
        Turn asked = t.speaking(Voice.said(lang, t.voice.otherwise()));
        return Corrections.fromClaim(asked, claim, a.get("message"), null).inLang(lang);
    }

    static Reply decline(Turn t, Action a) {
        Lang lang = t.voice(Lang.EN);
        if (a.forUser() != null && !a.forUser().equals(t.user()))
            return Reply.privately(ReplyKind.REFUSED, Replies.notYourButton(lang));
        return Reply.of(ReplyKind.OK, Text.say(lang, "model.declined"));
    }

    /** {@code /settings model [on|off]}: anyone sees it; a game master turns it on or off. */
    static Reply setting(Turn t, String state) {
        Lang lang = t.voice(Lang.EN);
        ModelHook hook = t.model();
        boolean on = t.repo.modelEnabled(t.guild());
        if (state == null || state.isBlank()) {
            if (hook == null)
                return Reply.privately(ReplyKind.OK, Text.say(lang, "model.none_configured"));
            return Reply.privately(
                    ReplyKind.OK,
                    Text.say(lang, on ? "model.is_on" : "model.is_off", hook.modelName()));
        }
        String s = Fold.key(state);
        Boolean want =
                switch (s) {
                    case "on", "true", "yes", "oui", "activer", "active" -> Boolean.TRUE;
                    case "off", "false", "no", "non", "desactiver", "desactive" -> Boolean.FALSE;
                    default -> null;
                };
        if (want == null)
            return Reply.privately(ReplyKind.ERROR, Text.say(lang, "model.bad_state"));
        if (!t.ctx.gm()) return Reply.privately(ReplyKind.REFUSED, Text.say(lang, "model.gm_only"));
        if (want && hook == null)
            return Reply.privately(ReplyKind.ERROR, Text.say(lang, "model.none_configured"));
        t.repo.setModelEnabled(t.guild(), want, t.user(), t.ctx.at());
        String guild = t.guild();
        t.afterCommit.add(() -> t.kept.modelSettingChanged(guild, want));
        return Reply.of(
                ReplyKind.OK,
                want
                        ? Text.say(lang, "model.turned_on", hook.modelName())
                        : Text.say(lang, "model.turned_off"));
    }

    /**
     * The server's model calls, in the history beside its notes: what was proposed (the raw answer,
     * cut short) and what came of it.
     */
    static void historyLines(Turn t, Lang lang, List<String> lines) {
        List<ModelHook.Record> records = t.repo.modelRecords(t.guild());
        if (records.isEmpty()) return;
        for (ModelHook.Record r : records) {
            String raw = r.raw() == null ? "-" : r.raw().replaceAll("\\s+", " ");
            if (raw.length() > 240) raw = raw.substring(0, 239) + "\u2026";
            lines.add(
                    r.at().toString().substring(0, 16).replace('T', ' ')
                            + " "
                            + Text.say(
                                    lang,
                                    "model.history",
                                    r.model(),
                                    r.outcome(),
                                    r.decision(),
                                    raw));
        }
        lines.sort(java.util.Comparator.comparing(l -> l.substring(0, Math.min(16, l.length()))));
    }
}
