package continuity.memory.answers;

import continuity.chat.Lang;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.memory.Action;
import continuity.memory.ButtonAction;
import continuity.memory.Continuity;
import continuity.memory.Note;
import continuity.memory.Question;
import continuity.memory.Questions;
import continuity.memory.Retire;
import continuity.memory.Status;
import continuity.memory.Turn;
import continuity.text.Text;
import continuity.understand.Reading;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Questions and choices nobody answered. A question the bot asked (which scope, which character,
 * shall I retry) and a "which note?" choice wait as long as their buttons work: {@link
 * Continuity#BUTTONS_KEPT} after they were offered. Then they close: the question is closed, the
 * change that waited for it (a note in status pending) is retired as {@code expired} (history, like
 * a rejected proposal: never current, no longer shown as waiting nor counted against the limits),
 * and nothing is written to the notes. It happens at the first event that meets them (a late press
 * or a late typed answer, which is told the question expired and to say it again) or at the hourly
 * sweep ({@link Continuity#expire}), whichever comes first. A question is remembered across
 * restarts for that time (its age is stored with it); a change offered again later (its picked note
 * changed since) waits as long as its newest buttons.
 */
public final class Expiry {
    private Expiry() {}

    /** Before this, at {@code now}, an offer has expired. */
    public static Instant cutoff(Instant now) {
        return now.minus(Continuity.BUTTONS_KEPT);
    }

    /** Whether something offered at {@code offered} has expired at {@code now}. */
    public static boolean past(Instant offered, Instant now) {
        return offered != null && offered.isBefore(cutoff(now));
    }

    /** What a late answer is told: the question expired, nothing was saved, say it again. */
    static Reply told(Lang lang) {
        return Reply.of(ReplyKind.ERROR, Text.say(lang, "expired.question"));
    }

    /**
     * A message where a question has been open past its time: the place's expired questions close
     * (with their changes); when the message answers one, said by the member asked (or a game
     * master), the reply says it expired. Empty otherwise (the message is read on as chat).
     */
    public static Optional<Reply> typed(Turn t, Reading r) {
        Instant now = t.ctx.at();
        Optional<Question> latest = t.repo.openQuestion(t.guild(), t.ctx.place());
        if (latest.isEmpty()) return closedLately(t, r);
        if (!past(latest.get().createdAt(), now)) return Optional.empty();
        boolean answered = false;
        for (Question q : t.repo.openQuestionsIn(t.guild())) {
            if (!q.place().equals(t.ctx.place()) || !past(q.createdAt(), now)) continue;
            close(t, q);
            answered |= (q.user().equals(t.user()) || t.ctx.gm()) && Answers.fits(q, r);
        }
        return answered ? Optional.of(told(t.voice(r.lang()))) : Optional.empty();
    }

    /**
     * How long after its buttons expired a question closed unanswered still tells a late typed
     * answer so: as long again as its buttons worked (7 days). Before the hourly sweep closes a
     * question, the late answer closes it and is told; after, the same answer is told the same, for
     * this long; later, it is chat again.
     */
    public static final Duration TOLD_FOR = Continuity.BUTTONS_KEPT;

    /**
     * No question is open here: when the latest question asked here closed unanswered lately (the
     * sweep closed it, or a late event), a message that would have answered it, by the member asked
     * (or a game master), is told it expired, as it was before the sweep. Empty otherwise.
     */
    private static Optional<Reply> closedLately(Turn t, Reading r) {
        return t.repo.latestQuestion(t.guild(), t.ctx.place())
                .filter(q -> stillTold(q, t.ctx.at()))
                .filter(q -> q.user().equals(t.user()) || t.ctx.gm())
                .filter(q -> Answers.fits(q, r))
                .map(q -> told(t.voice(r.lang())));
    }

    /**
     * Whether a late answer to {@code q} is still told, at {@code now}, that it expired: it closed
     * after its time (only expiry closes a question then; an answered one closed within it), not
     * emptied by a forget-me, and its buttons expired less than {@link #TOLD_FOR} ago.
     */
    public static boolean stillTold(Question q, Instant now) {
        return q.closedAt() != null
                && !q.data().isEmpty()
                && past(q.createdAt(), q.closedAt())
                && !q.createdAt().plus(Continuity.BUTTONS_KEPT).plus(TOLD_FOR).isBefore(now);
    }

    /**
     * A stored button pressed after its time, when it answers a question or picks the note a change
     * replaces: what it offered closes, and the press is told so. Empty for any other button, or
     * one still in its time.
     */
    public static Optional<Reply> pressed(Turn t, Action a, ButtonAction b) {
        Instant now = t.ctx.at();
        if (!past(a.createdAt(), now)) return Optional.empty();
        String question =
                b instanceof ButtonAction.AnswerScope s
                        ? s.question()
                        : b instanceof ButtonAction.PickCharacter c
                                ? c.question()
                                : b instanceof ButtonAction.Retry r ? r.question() : null;
        if (question != null) {
            t.repo.openQuestionById(question)
                    .filter(q -> q.guild().equals(t.guild()) && past(q.createdAt(), now))
                    .ifPresent(q -> close(t, q));
        } else if (b instanceof ButtonAction.ReplaceNote r) {
            // offered again since, on buttons still in their time: the change waits, and this
            // older button is a pick in time like theirs (acted on, or told which note is current)
            if (newestChoices(t, cutoff(now)).containsKey(r.pending())) return Optional.empty();
            t.repo.memory(r.pending())
                    .filter(m -> m.guild().equals(t.guild()) && m.status() == Status.PENDING)
                    .filter(m -> !offered(t, cutoff(now)).contains(m.id()))
                    .ifPresent(m -> retire(t, m));
        } else return Optional.empty();
        return Optional.of(
                Reply.privately(ReplyKind.ERROR, Text.say(t.voice(Lang.EN), "expired.question")));
    }

    /** What the sweep closed in one server. */
    public record Closed(int questions, int changes) {}

    /**
     * The sweep of one server ({@code t}'s): its questions open since before {@code cutoff} close,
     * and the changes waiting since before it that no question or button in its time still offers
     * are retired.
     */
    public static Closed server(Turn t, Instant cutoff) {
        int questions = 0, changes = 0;
        for (Question q : t.repo.openQuestionsIn(t.guild())) {
            if (!q.createdAt().isBefore(cutoff)) continue;
            Questions.close(t, q);
            questions++;
        }
        List<Note> waiting = t.repo.pendingSince(t.guild(), cutoff);
        renewChoices(t, cutoff);
        if (!waiting.isEmpty()) {
            Set<String> offered = offered(t, cutoff);
            for (Note m : waiting) {
                if (offered.contains(m.id())) continue;
                retire(t, m);
                changes++;
            }
        }
        return new Closed(questions, changes);
    }

    /** An expired question closes, and the change it waited for unless offered again since. */
    private static void close(Turn t, Question q) {
        Questions.close(t, q);
        String pending = q.get("memory");
        if (!"scope".equals(q.type()) || pending == null) return;
        t.repo.memory(pending)
                .filter(m -> m.guild().equals(q.guild()) && m.status() == Status.PENDING)
                .filter(m -> !offered(t, cutoff(t.ctx.at())).contains(m.id()))
                .ifPresent(m -> retire(t, m));
    }

    private static void retire(Turn t, Note pending) {
        Retire.note(t, pending, null, Retire.Reason.EXPIRED);
    }

    /**
     * The waiting changes of {@code t}'s server that a question or a button still in its time
     * offers: a scope question's change, a "which note?" choice's change.
     */
    private static Set<String> offered(Turn t, Instant cutoff) {
        Set<String> out = new HashSet<>();
        for (Question q : t.repo.openQuestionsIn(t.guild()))
            if (!q.createdAt().isBefore(cutoff) && q.get("memory") != null)
                out.add(q.get("memory"));
        out.addAll(newestChoices(t, cutoff).keySet());
        return out;
    }

    /**
     * The changes of {@code t}'s server that "which note?" buttons still in their time offer, each
     * with when its newest buttons were offered.
     */
    private static Map<String, Instant> newestChoices(Turn t, Instant cutoff) {
        Map<String, Instant> out = new HashMap<>();
        for (Action a : t.repo.actionsIn(t.guild())) {
            if (a.createdAt().isBefore(cutoff)) continue;
            if (ButtonAction.decode(a.type(), a.data()).orElse(null)
                    instanceof ButtonAction.ReplaceNote r)
                out.merge(r.pending(), a.createdAt(), (x, y) -> x.isAfter(y) ? x : y);
        }
        return out;
    }

    /**
     * The older "which note?" buttons of a change offered again since live as long as its newest
     * ones: the sweep dates them as those were offered, so that it does not delete them while the
     * change waits, and a press of one is a pick in time (acted on, or told which note is current)
     * rather than "expired".
     */
    private static void renewChoices(Turn t, Instant cutoff) {
        Map<String, Instant> newest = null;
        for (Action a : t.repo.actionsIn(t.guild())) {
            if (!a.createdAt().isBefore(cutoff)) continue;
            if (!(ButtonAction.decode(a.type(), a.data()).orElse(null)
                    instanceof ButtonAction.ReplaceNote r)) continue;
            if (newest == null) newest = newestChoices(t, cutoff);
            Instant renewed = newest.get(r.pending());
            if (renewed != null) t.repo.renewAction(a, renewed);
        }
    }
}
