package continuity.memory;

import static continuity.testing.Replies.mentions;
import static continuity.testing.Replies.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.chat.SlashCommand;
import continuity.memory.answers.Expiry;
import continuity.testing.BotTest;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A question nobody answers ("which note?", "which scope?", "which character?") closes when its
 * buttons expire ({@link Continuity#BUTTONS_KEPT}): the change that waited for it is retired as
 * expired (nothing written to the notes, no longer live, shown or counted against the limits), its
 * question is closed and its buttons go, by the hourly sweep ({@link Continuity#expire}) or at the
 * first event that meets it, whichever comes first. A late press or a late typed answer is told the
 * question expired and saves nothing; a question younger than that survives restarts and sweeps,
 * and what was confirmed stays. Before, the change and its question waited for ever (1,129 such
 * changes at the end of a 4,800-operation run).
 */
class UnansweredQuestionsExpireTest extends BotTest {
    private static final Duration LATE = Continuity.BUTTONS_KEPT.plusHours(1);
    private static final Duration EARLY = Continuity.BUTTONS_KEPT.minusDays(1);

    /** Corvin's brown hair, and a change that names an old value nothing holds: "which note?". */
    private void askWhichNote() {
        bot.remember("u1", "Corvin", "Corvin has brown hair");
        only(bot.say("u1", "Corvin's hair is black, not red."), ReplyKind.ASKED_WHICH);
        assertEquals(1, waiting().size(), "the change waits for the choice");
    }

    /** Mira's blue eyes and a correction in a named story: "every story or only this one?". */
    private void askScope() {
        bot.remember("u1", "Mira", "Mira has blue eyes");
        bot.slash("u1", false, SlashCommand.STORY_SET, "name", "Pirate AU");
        only(bot.say("u1", "Mira's eyes are green, not blue."), ReplyKind.ASKED_SCOPE);
        assertEquals(1, waiting().size(), "the change waits for the answer");
        assertEquals(1, openQuestions().size());
    }

    @Test
    void aWhichNoteChoiceNobodyPressesIsClosedByTheSweepOnceItsButtonsExpire() {
        askWhichNote();
        Continuity.Expired early = bot.runtime().core().expire(bot.now().plus(EARLY));
        assertEquals(0, early.changes(), "a choice younger than its buttons stays: " + early);
        assertEquals(1, waiting().size());

        Continuity.Expired late = bot.runtime().core().expire(bot.now().plus(LATE));
        assertEquals(1, late.changes(), late.toString());
        assertClosed();
        assertEquals("brown", bot.active("Corvin", "hair").get(0).value(), "nothing written");
        assertEquals(
                List.of(), bot.runtime().store().inTransaction(r -> r.actionsIn("g1")), "buttons");
        // pressed after the sweep: its button is gone, and nothing changes
        bot.advance(LATE);
        Reply pressed = only(bot.click("u1", false, "Corvin has brown hair"), ReplyKind.ERROR);
        mentions(pressed, "expired");
        assertEquals("brown", bot.active("Corvin", "hair").get(0).value());
        assertClosed();
    }

    @Test
    void aLatePressOfAChoiceNoSweepClosedYetIsToldItExpiredAndWritesNothing() {
        askWhichNote();
        bot.advance(LATE);
        Reply pressed = only(bot.click("u1", false, "Corvin has brown hair"), ReplyKind.ERROR);
        mentions(pressed, "expired", "nothing was saved", "again");
        assertEquals("brown", bot.active("Corvin", "hair").get(0).value(), "nothing written");
        assertEquals(1, bot.active("Corvin", "hair").size());
        assertClosed();
    }

    @Test
    void aScopeQuestionNobodyAnswersIsClosedWithItsChangeByTheSweep() {
        askScope();
        Continuity.Expired late = bot.runtime().core().expire(bot.now().plus(LATE));
        assertEquals(1, late.questions(), late.toString());
        assertEquals(1, late.changes(), late.toString());
        assertClosed();
        assertEquals(List.of(), openQuestions());
        bot.advance(LATE);
        // the sweep closed it: a late typed answer is told so, as it was before the sweep
        mentions(
                only(bot.replyToBot("u1", "every story"), ReplyKind.ERROR),
                "expired",
                "nothing was saved",
                "again");
        assertEquals("blue", bot.active("Mira", "eyes").get(0).value());
        assertClosed();
    }

    /**
     * After the sweep closed a question, the member asked is told a late answer expired (not read
     * as chat, which said nothing), in English and French, after a restart too, for {@link
     * Expiry#TOLD_FOR} after its buttons expired; then, and for anyone else, it is chat again.
     */
    @Test
    void aLateTypedAnswerAfterTheSweepIsToldTheQuestionExpired() {
        askScope();
        bot.runtime().core().expire(bot.now().plus(LATE));
        bot.advance(LATE);
        // someone else's "every story" is chat: it was not their question
        List<Reply> other = bot.replyToBot("u2", "every story");
        assertTrue(other.stream().noneMatch(r -> mentionsExpired(r)), other.toString());
        bot.restart();
        mentions(only(bot.replyToBot("u1", "every story"), ReplyKind.ERROR), "expired");
        assertEquals("blue", bot.active("Mira", "eyes").get(0).value());
        bot.advance(Expiry.TOLD_FOR);
        List<Reply> later = bot.replyToBot("u1", "every story");
        assertTrue(later.stream().noneMatch(r -> mentionsExpired(r)), later.toString());
        assertTrue(later.stream().noneMatch(r -> r.kind() == ReplyKind.REPLACED), later.toString());
        assertEquals("blue", bot.active("Mira", "eyes").get(0).value());
        assertClosed();
    }

    @Test
    void aLateFrenchAnswerAfterTheSweepIsToldInFrench() {
        bot.remember("u1", "Mira", "Mira a les yeux bleus");
        bot.slash("u1", false, SlashCommand.STORY_SET, "name", "UA pirate");
        only(bot.say("u1", "Les yeux de Mira sont verts, pas bleus."), ReplyKind.ASKED_SCOPE);
        bot.runtime().core().expire(bot.now().plus(LATE));
        bot.advance(LATE);
        mentions(only(bot.replyToBot("u1", "seulement cette histoire"), ReplyKind.ERROR), "expiré");
        assertEquals(1, bot.active("Mira", "eyes").size());
        assertTrue(
                bot.active("Mira", "eyes").get(0).value().startsWith("bleu"),
                bot.dump().toString());
    }

    @Test
    void aLateCharacterAnswerAfterTheSweepIsToldTheQuestionExpired() {
        bot.remember("u1", "Mira", "Mira has blue eyes");
        bot.remember("u1", "Sera", "Sera has blue eyes");
        only(bot.say("u1", "(( her eyes are green, not blue ))"), ReplyKind.ASKED_CHARACTER);
        bot.runtime().core().expire(bot.now().plus(LATE));
        bot.advance(LATE);
        mentions(only(bot.replyToBot("u1", "Sera"), ReplyKind.ERROR), "expired");
        assertEquals("blue", bot.active("Sera", "eyes").get(0).value());
    }

    /** A question answered in time is not "expired" later: only one closed unanswered is. */
    @Test
    void anAnsweredQuestionIsNeverToldExpired() {
        askScope();
        only(bot.replyToBot("u1", "only this story"), ReplyKind.SAVED);
        bot.runtime().core().expire(bot.now().plus(LATE));
        bot.advance(LATE);
        List<Reply> again = bot.replyToBot("u1", "every story");
        assertTrue(again.stream().noneMatch(r -> mentionsExpired(r)), again.toString());
    }

    private static boolean mentionsExpired(Reply r) {
        return r.text().contains("expired");
    }

    @Test
    void aLateTypedAnswerIsToldTheQuestionExpiredAndSavesNothing() {
        askScope();
        bot.advance(LATE);
        Reply typed = only(bot.replyToBot("u1", "every story"), ReplyKind.ERROR);
        mentions(typed, "expired", "nothing was saved", "again");
        assertEquals("blue", bot.active("Mira", "eyes").get(0).value());
        assertClosed();
        assertEquals(List.of(), openQuestions());
        // its buttons too
        mentions(only(bot.click("u1", false, "Every story"), ReplyKind.ERROR), "expired");
        assertEquals("blue", bot.active("Mira", "eyes").get(0).value());
    }

    @Test
    void aLateFrenchAnswerIsToldInFrench() {
        bot.remember("u1", "Mira", "Mira a les yeux bleus");
        bot.slash("u1", false, SlashCommand.STORY_SET, "name", "UA pirate");
        only(bot.say("u1", "Les yeux de Mira sont verts, pas bleus."), ReplyKind.ASKED_SCOPE);
        bot.advance(LATE);
        mentions(only(bot.replyToBot("u1", "seulement cette histoire"), ReplyKind.ERROR), "expiré");
        assertClosed();
    }

    @Test
    void aLatePressOfAScopeButtonIsToldItExpired() {
        askScope();
        bot.advance(LATE);
        mentions(
                only(bot.click("u1", false, "Only this story"), ReplyKind.ERROR),
                "expired",
                "nothing was saved");
        assertEquals("blue", bot.active("Mira", "eyes").get(0).value());
        assertClosed();
    }

    @Test
    void aCharacterQuestionNobodyAnswersExpiresToo() {
        bot.remember("u1", "Mira", "Mira has blue eyes");
        bot.remember("u1", "Sera", "Sera has blue eyes");
        only(bot.say("u1", "(( her eyes are green, not blue ))"), ReplyKind.ASKED_CHARACTER);
        bot.advance(LATE);
        mentions(only(bot.replyToBot("u1", "Sera"), ReplyKind.ERROR), "expired");
        assertEquals("blue", bot.active("Sera", "eyes").get(0).value());
        assertEquals("blue", bot.active("Mira", "eyes").get(0).value());
        assertEquals(List.of(), openQuestions());
    }

    /** Open questions are remembered across restarts: for as long as their buttons work. */
    @Test
    void aQuestionYoungerThanItsButtonsSurvivesARestartAndTheSweepAndIsAnswered() {
        askScope();
        bot.advance(EARLY);
        bot.restart();
        Continuity.Expired swept = bot.runtime().core().expire(bot.now());
        assertEquals(0, swept.questions() + swept.changes(), swept.toString());
        only(bot.replyToBot("u1", "every story"), ReplyKind.REPLACED);
        assertEquals("green", bot.active("Mira", "eyes").get(0).value());
        // what was confirmed is never touched by a later sweep
        bot.runtime().core().expire(bot.now().plus(LATE).plus(LATE));
        assertEquals("green", bot.active("Mira", "eyes").get(0).value());
        assertEquals(List.of(), waiting());
    }

    /**
     * A change offered again later (its picked note changed since) waits as long as its newest
     * buttons work, not its first ones.
     */
    @Test
    void aChoiceOfferedAgainLivesAsLongAsItsNewestButtons() {
        askWhichNote();
        bot.advance(EARLY);
        only(bot.say("u1", "Corvin's hair is grey, not brown."), ReplyKind.REPLACED);
        only(bot.click("u1", false, "Corvin has brown hair"), ReplyKind.ASKED_WHICH);
        Continuity.Expired swept = bot.runtime().core().expire(bot.now().plus(Duration.ofDays(2)));
        assertEquals(0, swept.changes(), "offered again two days ago: " + swept);
        assertEquals(1, waiting().size());
        bot.advance(Duration.ofDays(2));
        only(bot.click("u1", false, "Corvin has grey hair"), ReplyKind.REPLACED);
        assertEquals("black", bot.active("Corvin", "hair").get(0).value());
        assertEquals(List.of(), waiting());
    }

    /**
     * An old "which note?" button, past its 7 days, pressed while a newer offer for the same change
     * is live: the change still waits, so the press is not told it expired (it was, and nothing
     * said which offer was current); it is read as a pick in time: here the note it picked was
     * replaced, so it is told which note is now current, with its button. Before the sweep and
     * after it (which deleted the old button).
     */
    @Test
    void anOldChoicePressedWhileANewerOfferIsLiveSaysWhichIsCurrent() {
        offeredAgainEightDaysAfterTheFirst();
        Reply pressed =
                only(bot.click("u1", false, "Corvin has brown hair"), ReplyKind.ASKED_WHICH);
        assertTrue(!pressed.text().contains("expired"), pressed.text());
        mentions(pressed, "grey");
        only(bot.click("u1", false, "Corvin has grey hair"), ReplyKind.REPLACED);
        assertEquals("black", bot.active("Corvin", "hair").get(0).value());
        assertEquals(List.of(), waiting());
    }

    @Test
    void anOldChoicePressedAfterTheSweepWhileANewerOfferIsLiveSaysWhichIsCurrent() {
        offeredAgainEightDaysAfterTheFirst();
        Continuity.Expired swept = bot.runtime().core().expire(bot.now());
        assertEquals(0, swept.changes(), swept.toString());
        Reply pressed =
                only(bot.click("u1", false, "Corvin has brown hair"), ReplyKind.ASKED_WHICH);
        assertTrue(!pressed.text().contains("expired"), pressed.text());
        mentions(pressed, "grey");
        only(bot.click("u1", false, "Corvin has grey hair"), ReplyKind.REPLACED);
        assertEquals("black", bot.active("Corvin", "hair").get(0).value());
        // once the change is settled, the next sweep deletes the old buttons
        bot.runtime().core().expire(bot.now().plus(LATE));
        assertEquals(
                List.of(), bot.runtime().store().inTransaction(r -> r.actionsIn("g1")), "buttons");
    }

    /** A choice offered on day 0, offered again on day 6, and now it is day 8. */
    private void offeredAgainEightDaysAfterTheFirst() {
        askWhichNote();
        bot.advance(EARLY);
        only(bot.say("u1", "Corvin's hair is grey, not brown."), ReplyKind.REPLACED);
        only(bot.click("u1", false, "Corvin has brown hair"), ReplyKind.ASKED_WHICH);
        bot.advance(Duration.ofDays(2));
    }

    /**
     * Stored buttons do not pile up (issue 21, 25,000 choice rows never deleted): every stored
     * button, a scope answer as well as a choice, is deleted by the sweep once it is older than
     * {@link Continuity#BUTTONS_KEPT}, and not before.
     */
    @Test
    void everyStoredButtonIsDeletedByTheSweepOnceOlderThanItsSevenDays() {
        askWhichNote();
        bot.remember("u1", "Mira", "Mira has blue eyes");
        bot.slash("u1", false, SlashCommand.STORY_SET, "name", "Pirate AU");
        only(bot.say("u1", "Mira's eyes are green, not blue."), ReplyKind.ASKED_SCOPE);
        int stored = bot.runtime().store().inTransaction(r -> r.actionsIn("g1")).size();
        assertTrue(stored >= 3, "the scope answers and the choice are stored buttons");
        Continuity.Expired early = bot.runtime().core().expire(bot.now().plus(EARLY));
        assertEquals(0, early.buttons(), early.toString());
        Continuity.Expired late = bot.runtime().core().expire(bot.now().plus(LATE));
        assertEquals(stored, late.buttons(), late.toString());
        assertEquals(
                List.of(), bot.runtime().store().inTransaction(r -> r.actionsIn("g1")), "buttons");
    }

    @Test
    void anExpiredChangeIsNoLongerCountedAgainstTheLimits() {
        askWhichNote();
        assertEquals(2, liveNotes(), "the note and the waiting change");
        bot.runtime().core().expire(bot.now().plus(LATE));
        assertEquals(1, liveNotes(), "the note alone");
    }

    private void assertClosed() {
        assertEquals(List.of(), waiting(), "nothing is left waiting");
        List<Note> expired =
                bot.dump().stream()
                        .filter(m -> Retire.Reason.EXPIRED.equals(m.whyRetired()))
                        .toList();
        assertEquals(1, expired.size(), bot.dump().toString());
        assertEquals(Status.SUPERSEDED, expired.get(0).status());
    }

    private List<Note> waiting() {
        return bot.dump().stream().filter(m -> m.status() == Status.PENDING).toList();
    }

    private List<Question> openQuestions() {
        return bot.runtime().store().inTransaction(r -> r.openQuestionsIn("g1"));
    }

    private int liveNotes() {
        return bot.runtime().store().inTransaction(r -> r.countLiveNotes("g1"));
    }
}
