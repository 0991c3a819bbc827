package continuity.memory;

import continuity.chat.Button;
import continuity.chat.Lang;
import continuity.chat.MessageIn;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.memory.answers.Answers;
import continuity.memory.answers.Expiry;
import continuity.memory.answers.Retries;
import continuity.memory.privacy.Preferences;
import continuity.memory.wording.Replies;
import continuity.memory.wording.Voice;
import continuity.memory.wording.Wording;
import continuity.text.Text;
import continuity.understand.Chatter;
import continuity.understand.FactClaim;
import continuity.understand.Fold;
import continuity.understand.LanguageGuess;
import continuity.understand.QuestionClaim;
import continuity.understand.Reading;
import continuity.understand.Unsaid;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A message that says something to the bot: an answer, a preference, corrections, questions.
 * Several corrections in one message are applied in its one transaction and confirmed together: one
 * reply listing each change, an Undo for each and one for all. What could not be read in a message
 * that was otherwise read is said.
 */
final class Messages {
    /** What the door makes of an unpaired surrogate ({@link continuity.chat.Unicode}). */
    private static final char INVALID = '\uFFFD';

    private Messages() {}

    /**
     * The language a message is answered in, decided where it enters the core: the language of its
     * words as the reader found them; for "undo" or "forget" said to the bot, the command's; for
     * thanks or a greeting, theirs. (A message said to the bot whose words say nothing of their
     * language is helped in {@link Voice#otherwise}: that reply says its language itself.)
     */
    static Lang language(MessageIn m, Reading r) {
        Optional<SmallTalk.Said> said = smallTalk(m, r);
        if (said.isPresent()) return said.get().lang();
        if (r.action() != null && !m.ctx().isDirect()) return r.action().lang();
        return r.lang();
    }

    /** Thanks or a greeting said to the bot, and nothing else. */
    private static Optional<SmallTalk.Said> smallTalk(MessageIn m, Reading r) {
        if (!r.addressed() || !r.facts().isEmpty() || r.preference() != null || r.action() != null)
            return Optional.empty();
        return SmallTalk.of(m.content());
    }

    static List<Reply> handle(Turn t, MessageIn m, Reading r) {
        if (r.scopeAnswer() != null || r.answerText() != null) {
            // a question here past its time closes first: a late answer is told so
            Optional<Reply> late = Expiry.typed(t, r);
            if (late.isPresent()) return List.of(late.get());
            if (Retries.typed(t, r)) return List.of(); // the message is handled again, after this
            Optional<Reply> answered = Answers.typed(t, m, r);
            if (answered.isPresent()) return List.of(answered.get());
        }
        if ((!r.facts().isEmpty() || r.preference() != null) && m.content().indexOf(INVALID) >= 0) {
            // a broken character (an unpaired surrogate, made U+FFFD at the door): never stored,
            // and said
            return List.of(Reply.of(ReplyKind.ERROR, Text.say(r.lang(), "invalid_text")));
        }
        // thanks and greetings said to the bot, nothing else ("hello?" reads as a question)
        Optional<SmallTalk.Said> said = smallTalk(m, r);
        if (said.isPresent()) return List.of(smallTalk(said.get()));
        List<Reply> out = new ArrayList<>();
        if (r.preference() != null) out.add(Preferences.save(t, r.preference(), m.messageId()));
        if (t.ctx.isDirect()) {
            if (!r.facts().isEmpty() || !r.questions().isEmpty())
                out.add(Reply.of(ReplyKind.ERROR, Replies.directMessage(r.lang())));
            if (out.isEmpty() && !chatter(t, m))
                out.add(Reply.of(ReplyKind.ERROR, Replies.help(r.lang())));
            return out;
        }
        if (r.action() != null) {
            return List.of(BotActions.handle(t, r.action(), r.action().lang()));
        }
        List<Reply> changes = new ArrayList<>();
        for (FactClaim claim : r.facts()) {
            // a detail of no known kind rests only on the old value it names: in chat not said to
            // the bot, when no note of the server holds that value, it is chatter ("il a
            // piscine"), not a fix
            if (!r.addressed() && claim.detail().none() && !Corrections.oldValueHeld(t, claim))
                continue;
            changes.add(Corrections.fromClaim(t, claim, m.messageId(), m.proxyName()));
        }
        out.addAll(together(t, changes, r.lang()));
        if (!r.unread().isEmpty() && !changes.isEmpty())
            out.add(Reply.of(ReplyKind.ERROR, Wording.unread(r.lang(), r.unread())));
        out.addAll(answers(t, r, m.proxyName()));
        if (out.isEmpty() && r.addressed() && !r.request() && chatter(t, m)) return out;
        if (out.isEmpty() && r.addressed()) {
            // the only reply: in the default language when the words say nothing of theirs
            Lang lang = unsure(m.content()) ? t.voice.otherwise() : r.lang();
            out.add(
                    Reply.of(
                                    ReplyKind.ERROR,
                                    r.request() ? Wording.nothingToFix(lang) : Replies.help(lang))
                            .inLang(lang));
        }
        return out;
    }

    /**
     * Thanks or praise said to the bot with more words than small talk, naming no one and asking
     * nothing ("thx ur the best"), or a message its writer says is not to be kept ("nothing to
     * change"): no help is given, as nothing was tried ({@link Chatter}, {@link Unsaid}).
     */
    private static boolean chatter(Turn t, MessageIn m) {
        return Unsaid.in(m.content())
                || Chatter.said(m.content(), t.kept.namesOf(t.ctx.guildKey()));
    }

    /**
     * Thanks or a greeting said to the bot: a short friendly answer in the language of its words,
     * never the help as an error.
     */
    private static Reply smallTalk(SmallTalk.Said said) {
        return Reply.of(ReplyKind.OK, Text.say(said.lang(), said.key()));
    }

    /**
     * The answers to a message's questions: each question once, and at most {@link
     * Limits#ANSWERS_PER_MESSAGE} of them (each answer is a message of its own in Discord); the
     * rest are not answered, and that is said once.
     */
    private static List<Reply> answers(Turn t, Reading r, String proxyName) {
        Set<List<Object>> seen = new HashSet<>();
        List<QuestionClaim> distinct = new ArrayList<>();
        for (QuestionClaim q : r.questions()) {
            List<Object> key =
                    Arrays.asList(
                            q.subject(), q.detail(), q.topic(), q.pastEvent(), q.everything());
            if (seen.add(key)) distinct.add(q);
        }
        List<Reply> out = new ArrayList<>();
        int max = Limits.ANSWERS_PER_MESSAGE;
        for (QuestionClaim q : distinct.subList(0, Math.min(max, distinct.size())))
            out.add(Recall.answer(t, q, proxyName));
        if (distinct.size() > max)
            out.add(
                    Reply.privately(
                            ReplyKind.REFUSED,
                            Text.say(r.lang(), "limit.answers", max, distinct.size() - max)));
        return out;
    }

    /**
     * Confirmations of several changes made one reply; anything else (a question, an error) stays
     * apart.
     */
    private static List<Reply> together(Turn t, List<Reply> replies, Lang lang) {
        List<Reply> confirmations =
                replies.stream()
                        .filter(x -> x.kind() == ReplyKind.SAVED || x.kind() == ReplyKind.REPLACED)
                        .toList();
        if (confirmations.size() < 2) return replies;
        List<String> ids = new ArrayList<>();
        List<Button> undo = new ArrayList<>();
        StringBuilder text = new StringBuilder();
        int n = 0;
        for (Reply c : confirmations) {
            Optional<String> id =
                    c.buttons().stream()
                            .map(Button::actionId)
                            .map(InlineActions::noteOf)
                            .flatMap(Optional::stream)
                            .findFirst();
            n++;
            text.append(text.length() == 0 ? "" : "\n").append(n).append(". ").append(c.text());
            if (id.isPresent()) {
                ids.add(id.get());
                undo.add(
                        t.labelled(
                                Wording.undoNumber(lang, n),
                                new ButtonAction.Undo(id.get()),
                                t.user()));
            }
        }
        List<Button> buttons = new ArrayList<>();
        if (!ids.isEmpty())
            buttons.add(t.button("button.undo_all", new ButtonAction.UndoAll(ids), t.user()));
        // an Undo for each, as many as one message can carry beside Undo all (five rows of five)
        buttons.addAll(undo.subList(0, Math.min(undo.size(), Limits.BUTTONS_PER_MESSAGE - 1)));
        boolean replaced = confirmations.stream().anyMatch(x -> x.kind() == ReplyKind.REPLACED);
        List<Reply> out = new ArrayList<>();
        out.add(
                Reply.of(replaced ? ReplyKind.REPLACED : ReplyKind.SAVED, text.toString())
                        .withButtons(buttons));
        for (Reply x : replies) if (!confirmations.contains(x)) out.add(x);
        return out;
    }

    /**
     * Whether the words of a message say nothing of its language ("@Continuity bonjour"): as many
     * French as English function words, so that one more French word would tip the guess.
     */
    static boolean unsure(String content) {
        String folded = Fold.key(content == null ? "" : content);
        return LanguageGuess.of(folded) == Lang.EN && LanguageGuess.of(folded + " le") == Lang.FR;
    }
}
