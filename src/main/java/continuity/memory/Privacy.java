package continuity.memory;

import continuity.chat.Button;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;

import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * {@code /memory forget-me}: a member erases what they wrote, everywhere the bot keeps it: their
 * private preferences and the content of every note they wrote (current, replaced, proposed or
 * waiting). What remains of each is only that a note existed, who wrote it and when. Notes other
 * people wrote stay, and so do character names. Asked first, with a button only that member
 * can press, valid for an hour.
 */
final class Privacy {
    static final Duration CONFIRMATION_VALID = Duration.ofHours(1);

    private Privacy() {
    }

    static Reply ask(Turn t) {
        List<Memory> mine = erasable(t);
        long prefs = mine.stream().filter(m -> m.kind() == Kind.PREFERENCE).count();
        long here = mine.stream().filter(m -> m.kind() == Kind.FACT && m.guild().equals(t.guild())).count();
        long elsewhere = mine.size() - prefs - here;
        if (mine.isEmpty()) {
            return Reply.privately(ReplyKind.OK, "I hold nothing you wrote: no notes and no preferences.");
        }
        String text = "This erases, in every server and in direct messages, everything you wrote: "
                + prefs + " private preference" + (prefs == 1 ? "" : "s") + ", " + here + " note"
                + (here == 1 ? "" : "s") + " in this server and " + elsewhere + " elsewhere (current ones and their history)."
                + " Only the fact that a note existed, who wrote it and when is kept; notes other people wrote stay."
                + " Questions I asked you are closed. It cannot be undone. Press \u201CErase my data\u201D within the hour to confirm"
                + " (/memory show lists what this server holds).";
        List<Button> buttons = List.of(
                t.button("Erase my data", "forget_me", Map.of(), t.user()),
                t.button("Cancel", "cancel", Map.of(), t.user()));
        return Reply.privately(ReplyKind.OK, text).withButtons(buttons);
    }

    static Reply confirm(Turn t, Action a) {
        if (!t.user().equals(a.forUser())) {
            return Reply.privately(ReplyKind.REFUSED, "Only the member who asked can erase their own data.");
        }
        if (t.ctx.at().isAfter(a.createdAt().plus(CONFIRMATION_VALID))) {
            return Reply.privately(ReplyKind.ERROR, "This confirmation has expired: run /memory forget-me again.");
        }
        List<Memory> mine = erasable(t);
        int prefs = 0, notes = 0;
        for (Memory m : mine) {
            t.repo.update(m.erased(t.ctx.at(), t.user()).withStatus(Status.FORGOTTEN, t.ctx.at(), t.user(), "forget-me"));
            if (m.kind() == Kind.PREFERENCE) prefs++;
            else notes++;
        }
        // questions asked to them and buttons offered to them may quote their words too
        for (Question q : t.repo.openQuestions()) {
            if (q.user().equals(t.user())) Questions.close(t, q);
        }
        t.repo.forgetQuestionsAndButtonsOf(t.user(), t.ctx.at());
        return Reply.privately(ReplyKind.FORGOTTEN, "Done: I erased " + notes + " note" + (notes == 1 ? "" : "s")
                + " and " + prefs + " preference" + (prefs == 1 ? "" : "s")
                + " you wrote. Only the fact that they existed, who wrote them and when is kept.");
    }

    static Reply cancel(Turn t, Action a) {
        if (a.forUser() != null && !t.user().equals(a.forUser())) {
            return Reply.privately(ReplyKind.REFUSED, Replies.notYourButton(continuity.chat.Lang.EN));
        }
        return Reply.privately(ReplyKind.OK, "Nothing was erased.");
    }

    /** Notes of this member that still hold content. */
    private static List<Memory> erasable(Turn t) {
        return t.repo.notesBy(t.user()).stream().filter(m -> m.status() != Status.FORGOTTEN).toList();
    }

}
