package continuity.memory.privacy;

import continuity.chat.Button;
import continuity.chat.Lang;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.memory.Action;
import continuity.memory.ButtonAction;
import continuity.memory.Kind;
import continuity.memory.Note;
import continuity.memory.Question;
import continuity.memory.Questions;
import continuity.memory.Retire;
import continuity.memory.Status;
import continuity.memory.Turn;
import continuity.memory.wording.Replies;
import continuity.text.Text;
import java.time.Duration;
import java.util.List;

/**
 * {@code /memory forget-me}: a member erases what they wrote, everywhere the bot keeps it: their
 * private preferences and the content of every note they wrote (current, replaced, proposed or
 * waiting). What remains of each is only that a note existed, who wrote it and when. Notes other
 * people wrote stay, and so do character names. Asked first, with a button only that member can
 * press, valid for an hour.
 */
public final class Privacy {
    static final Duration CONFIRMATION_VALID = Duration.ofHours(1);

    private Privacy() {}

    public static Reply ask(Turn t) {
        Lang lang = t.voice(Lang.EN);
        List<Note> mine = erasable(t);
        long prefs = mine.stream().filter(m -> m.kind() == Kind.PREFERENCE).count();
        long here =
                mine.stream()
                        .filter(m -> m.kind() == Kind.FACT && m.guild().equals(t.guild()))
                        .count();
        long elsewhere = mine.size() - prefs - here;
        if (mine.isEmpty()) {
            return Reply.privately(ReplyKind.OK, Text.say(lang, "forget_me.nothing"));
        }
        String erase = Text.say(lang, "button.erase_my_data");
        String text =
                Text.say(
                        lang,
                        "forget_me.ask",
                        Text.count(lang, "count.private_preference", prefs),
                        Text.count(lang, "count.note", here),
                        elsewhere,
                        erase);
        List<Button> buttons =
                List.of(
                        t.button("button.erase_my_data", new ButtonAction.ForgetMe(), t.user()),
                        t.button("button.cancel", new ButtonAction.Cancel(), t.user()));
        return Reply.privately(ReplyKind.OK, text).withButtons(buttons);
    }

    public static Reply confirm(Turn t, Action a) {
        Lang lang = t.voice(Lang.EN);
        if (!t.user().equals(a.forUser())) {
            return Reply.privately(ReplyKind.REFUSED, Text.say(lang, "forget_me.not_yours"));
        }
        if (t.ctx.at().isAfter(a.createdAt().plus(CONFIRMATION_VALID))) {
            return Reply.privately(ReplyKind.ERROR, Text.say(lang, "forget_me.expired"));
        }
        List<Note> mine = erasable(t);
        int prefs = 0, notes = 0;
        for (Note m : mine) {
            t.repo.update(
                    m.erased(t.ctx.at(), t.user())
                            .withStatus(
                                    Status.FORGOTTEN,
                                    t.ctx.at(),
                                    t.user(),
                                    Retire.Reason.FORGET_ME));
            if (m.kind() == Kind.PREFERENCE) prefs++;
            else notes++;
        }
        // questions asked to them and buttons offered to them may quote their words too
        for (Question q : t.repo.openQuestions()) {
            if (q.user().equals(t.user())) Questions.close(t, q);
        }
        t.repo.forgetQuestionsAndButtonsOf(t.user(), t.ctx.at());
        t.afterCommit.add(t::scrub);
        return Reply.privately(
                ReplyKind.FORGOTTEN,
                Text.say(
                        lang,
                        "forget_me.done",
                        Text.count(lang, "count.note", notes),
                        Text.count(lang, "count.preference", prefs)));
    }

    public static Reply cancel(Turn t, Action a) {
        if (a.forUser() != null && !t.user().equals(a.forUser())) {
            return Reply.privately(ReplyKind.REFUSED, Replies.notYourButton(t.voice(Lang.EN)));
        }
        return Reply.privately(ReplyKind.OK, Text.say(t.voice(Lang.EN), "forget_me.cancelled"));
    }

    /** Notes of this member that still hold content. */
    private static List<Note> erasable(Turn t) {
        return t.repo.notesBy(t.user()).stream()
                .filter(m -> m.status() != Status.FORGOTTEN)
                .toList();
    }
}
