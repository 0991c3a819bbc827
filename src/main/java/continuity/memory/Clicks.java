package continuity.memory;

import continuity.chat.ClickIn;
import continuity.chat.Lang;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.memory.answers.Answers;
import continuity.memory.answers.Expiry;
import continuity.memory.answers.Retries;
import continuity.memory.privacy.Privacy;
import continuity.memory.wording.Replies;
import continuity.memory.wording.Wording;
import continuity.text.Text;
import continuity.understand.FactClaim;
import continuity.understand.ScopeCue;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Button presses, read from their id ({@link InlineActions}) or their stored action, and refused to
 * those they were not meant for.
 */
final class Clicks {
    private Clicks() {}

    static List<Reply> handle(Turn t, ClickIn c) {
        String id = c.actionId();
        Optional<Action> found =
                id == null
                        ? Optional.empty()
                        : InlineActions.isInline(id)
                                ? InlineActions.decode(id, t.guild(), t.ctx.at())
                                        .filter(a -> noteOf(t, a.get("memory")).isPresent())
                                : t.repo.action(id);
        if (found.isEmpty() || !found.get().guild().equals(t.guild())) {
            return List.of(
                    Reply.privately(
                            ReplyKind.ERROR, Text.say(t.voice(Lang.EN), "expired.elsewhere")));
        }
        Action a = found.get();
        Optional<ButtonAction> typed = ButtonAction.decode(a.type(), a.data());
        if (typed.isEmpty())
            return List.of(
                    Reply.privately(ReplyKind.ERROR, Text.say(t.voice(Lang.EN), "expired.button")));
        if (!InlineActions.isInline(id)) {
            // a question or a choice pressed after its buttons' time closes, and says so
            Optional<Reply> late = Expiry.pressed(t, a, typed.get());
            if (late.isPresent()) return List.of(late.get());
        }
        Reply r = typed.get().handle(new Press(t, a));
        // a retry's own answer is the event handled again
        return r == null ? List.of() : List.of(r);
    }

    /** What each kind of button does ({@code a}: the action as offered: for whom, when). */
    private record Press(Turn t, Action a) implements ButtonAction.Handler<Reply> {
        @Override
        public Reply undo(ButtonAction.Undo b) {
            return withNote(t, a, b.memory(), true, m -> Notes.undo(t, m));
        }

        @Override
        public Reply rescope(ButtonAction.Rescope b) {
            return withNote(t, a, b.memory(), true, m -> Clicks.rescope(t, m, b.scope()));
        }

        @Override
        public Reply accept(ButtonAction.Accept b) {
            return decide(t, b.memory(), true);
        }

        @Override
        public Reply reject(ButtonAction.Reject b) {
            return decide(t, b.memory(), false);
        }

        @Override
        public Reply answerScope(ButtonAction.AnswerScope b) {
            return Clicks.answerScope(t, b);
        }

        @Override
        public Reply pickCharacter(ButtonAction.PickCharacter b) {
            return Clicks.pickCharacter(t, b);
        }

        @Override
        public Reply pickNote(ButtonAction.PickNote b) {
            return withNote(t, a, b.memory(), true, m -> Commands.apply(t, m, b.op(), b.text()));
        }

        @Override
        public Reply replaceNote(ButtonAction.ReplaceNote b) {
            return Clicks.replaceNote(t, a, b);
        }

        @Override
        public Reply undoAll(ButtonAction.UndoAll b) {
            return Clicks.undoAll(t, a, b);
        }

        @Override
        public Reply forgetMe(ButtonAction.ForgetMe b) {
            return Privacy.confirm(t, a);
        }

        @Override
        public Reply cancel(ButtonAction.Cancel b) {
            return Privacy.cancel(t, a);
        }

        @Override
        public Reply modelConfirm(ButtonAction.ModelConfirm b) {
            return ModelTurns.confirm(t, a);
        }

        @Override
        public Reply modelDecline(ButtonAction.ModelDecline b) {
            return ModelTurns.decline(t, a);
        }

        @Override
        public Reply retry(ButtonAction.Retry b) {
            return Clicks.retry(t, b);
        }

        @Override
        public Reply canon(ButtonAction.Canon b) {
            return CanonCheck.click(t, a);
        }
    }

    private static Reply retry(Turn t, ButtonAction.Retry b) {
        Optional<Question> q = findQuestion(t, b.question());
        if (q.isEmpty() || !Retries.TYPE.equals(q.get().type()))
            return Reply.privately(ReplyKind.ERROR, Replies.expired(t.voice(Lang.EN)));
        return Retries.click(t, q.get());
    }

    private interface NoteAction {
        Reply on(Note m);
    }

    /**
     * The note a button acts on: a fact of the server the button is pressed in, or a preference of
     * the member pressing it (preferences follow their author across chats).
     */
    private static Optional<Note> noteOf(Turn t, String id) {
        return id == null
                ? Optional.empty()
                : t.repo.memory(id)
                        .filter(
                                m ->
                                        m.guild().equals(t.guild())
                                                || (m.kind() == Kind.PREFERENCE
                                                        && t.user().equals(m.author())));
    }

    private static Reply withNote(
            Turn t, Action a, String memory, boolean forUserOnly, NoteAction op) {
        Optional<Note> m = noteOf(t, memory);
        if (m.isEmpty()) return Reply.privately(ReplyKind.ERROR, Replies.expired(t.voice(Lang.EN)));
        Lang lang = t.lang(m.get());
        if (forUserOnly && !mayPress(t, a, m.get()))
            return Reply.privately(ReplyKind.REFUSED, Replies.notYourButton(lang));
        return op.on(m.get());
    }

    /**
     * A note's button is for the member it was offered to; Undo and the scope buttons also for the
     * character's owner and game masters. A choice in a private question (which note?) only for the
     * asker.
     */
    private static boolean mayPress(Turn t, Action a, Note m) {
        if (a.forUser() == null || a.forUser().equals(t.user())) return true;
        if (m.kind() == Kind.PREFERENCE || "pick_note".equals(a.type())) return false;
        if (t.ctx.gm()) return true;
        return t.repo.character(m.guild(), m.characterKey()).map(t::owns).orElse(false);
    }

    /**
     * Moves a just-confirmed fact to another scope. A correction is undone first (the note it
     * replaced comes back) and written again in the new scope; a new note is retired as "moved",
     * pointing at its successor.
     */
    private static Reply rescope(Turn t, Note m, Scope scope) {
        Lang lang = t.lang(m);
        if (m.status() != Status.ACTIVE || m.kind() != Kind.FACT)
            return Reply.privately(ReplyKind.ERROR, Replies.expired(lang));
        Place place = t.place();
        if (scope == Scope.SCENE && place.scene() == null)
            return Reply.privately(ReplyKind.ERROR, Wording.noSceneRunning(lang));
        ScopeCue cue = scope.cue();
        Draft d =
                Draft.ofNote(
                        m, m.detail(), null, cue, Wording.noteLang(m), FactClaim.Change.RETCON);
        boolean corrected =
                m.replaces() != null
                        && t.repo.memory(m.replaces())
                                .filter(
                                        o ->
                                                o.status() == Status.SUPERSEDED
                                                        && m.id().equals(o.retiredBy()))
                                .isPresent();
        if (corrected) {
            Reply undone = Notes.undo(t, m);
            if (undone.kind() != ReplyKind.OK) return undone;
            return Corrections.writeIn(t, d, scope, place, null);
        }
        Note moved = Retire.note(t, m, null, Retire.Reason.MOVED);
        Reply r = Corrections.writeIn(t, d, scope, place, null);
        // its successor: the note now holding the same value in the new scope (free notes have no
        // slot)
        Slot there = new Slot(t.guild(), d.characterKey(), d.detail(), scope, place.scopeId(scope));
        t.repo.inSlot(t.guild(), d.characterKey(), d.detail(), Status.ACTIVE).stream()
                .filter(
                        x ->
                                !x.id().equals(m.id())
                                        && there.at(x)
                                        && Values.same(x.value(), m.value()))
                .reduce((first, newest) -> newest)
                .ifPresentOrElse(
                        now -> Retire.note(t, moved, now.id(), Retire.Reason.MOVED),
                        // nothing was written there: the note stays as it was
                        () -> t.repo.update(m.reactivated()));
        return r;
    }

    private static Reply decide(Turn t, String memory, boolean accept) {
        Optional<Note> m = noteOf(t, memory);
        if (m.isEmpty()) return Reply.privately(ReplyKind.ERROR, Replies.expired(t.voice(Lang.EN)));
        Optional<Character> c = t.repo.character(m.get().guild(), m.get().characterKey());
        Lang lang = t.lang(m.get());
        if (!t.ctx.gm() && !c.map(t::owns).orElse(false)) {
            return Reply.privately(
                    ReplyKind.REFUSED, Replies.onlyOwnerDecides(lang, m.get().character()));
        }
        return accept ? Notes.accept(t, m.get()) : Notes.reject(t, m.get());
    }

    private static Reply answerScope(Turn t, ButtonAction.AnswerScope b) {
        Optional<Question> q =
                t.repo.openQuestion(t.guild(), t.ctx.place())
                        .filter(x -> x.id().equals(b.question()));
        if (q.isEmpty()) q = findQuestion(t, b.question());
        if (q.isEmpty()) return Reply.privately(ReplyKind.ERROR, Replies.expired(t.voice(Lang.EN)));
        if (!q.get().user().equals(t.user()) && !t.ctx.gm()) {
            return Reply.privately(
                    ReplyKind.REFUSED, Text.say(t.voice(Lang.EN), "not_your_question"));
        }
        return Answers.scope(t, q.get(), b.scope());
    }

    private static Reply pickCharacter(Turn t, ButtonAction.PickCharacter b) {
        Optional<Question> q = findQuestion(t, b.question());
        if (q.isEmpty()) return Reply.privately(ReplyKind.ERROR, Replies.expired(t.voice(Lang.EN)));
        if (!q.get().user().equals(t.user()) && !t.ctx.gm()) {
            return Reply.privately(
                    ReplyKind.REFUSED, Text.say(t.voice(Lang.EN), "not_your_question"));
        }
        return Answers.character(t, q.get(), b.character());
    }

    /** The author chose which note a change replaces. */
    private static Reply replaceNote(Turn t, Action a, ButtonAction.ReplaceNote b) {
        if (a.forUser() != null && !a.forUser().equals(t.user()) && !t.ctx.gm()) {
            return Reply.privately(
                    ReplyKind.REFUSED, Text.say(t.voice(Lang.EN), "not_your_question.choose"));
        }
        Optional<Note> pending =
                t.repo.memory(b.pending()).filter(m -> m.guild().equals(t.guild()));
        Optional<Note> chosen = t.repo.memory(b.memory()).filter(m -> m.guild().equals(t.guild()));
        if (pending.isEmpty() || chosen.isEmpty())
            return Reply.privately(ReplyKind.ERROR, Replies.expired(t.voice(Lang.EN)));
        return Corrections.replaceChosen(t, pending.get(), chosen.get(), b.scope());
    }

    /** Undo every change a message made (its confirmation listed them together). */
    private static Reply undoAll(Turn t, Action a, ButtonAction.UndoAll b) {
        if (a.forUser() != null && !a.forUser().equals(t.user()) && !t.ctx.gm()) {
            return Reply.privately(
                    ReplyKind.REFUSED, Text.say(t.voice(Lang.EN), "not_your_question.undo_all"));
        }
        List<String> done = new ArrayList<>();
        ReplyKind kind = ReplyKind.OK;
        for (String id : b.memories()) {
            Optional<Note> m = t.repo.memory(id).filter(x -> x.guild().equals(t.guild()));
            if (m.isEmpty()) continue;
            Reply r = Notes.undo(t, m.get());
            if (r.kind() != ReplyKind.OK) kind = r.kind();
            done.add(r.text());
        }
        if (done.isEmpty())
            return Reply.privately(ReplyKind.ERROR, Replies.expired(t.voice(Lang.EN)));
        return Reply.of(kind, String.join("\n", done));
    }

    private static Optional<Question> findQuestion(Turn t, String id) {
        return id == null ? Optional.empty() : t.repo.openQuestionById(id);
    }
}
