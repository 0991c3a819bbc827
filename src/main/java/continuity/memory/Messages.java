package continuity.memory;

import continuity.chat.Lang;
import continuity.chat.MessageIn;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.understand.FactClaim;
import continuity.understand.Fold;
import continuity.understand.LanguageGuess;
import continuity.understand.Reading;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** A message that says something to the bot: an answer, a preference, corrections, a question. */
final class Messages {
    private Messages() {
    }

    static List<Reply> handle(Turn t, MessageIn m, Reading r) {
        t.lang = r.lang(); // a chat message is answered in its own language
        if (r.scopeAnswer() != null || r.answerText() != null) {
            Optional<Reply> answered = Answers.typed(t, m, r);
            if (answered.isPresent()) return List.of(answered.get());
        }
        List<Reply> out = new ArrayList<>();
        if (r.preference() != null) out.add(Preferences.save(t, r.preference(), m.messageId()));
        if (t.ctx.isDirect()) {
            if (!r.facts().isEmpty() || r.question() != null) out.add(Reply.of(ReplyKind.ERROR, Replies.directMessage(r.lang())));
            return out;
        }
        for (FactClaim claim : r.facts()) out.add(Corrections.fromClaim(t, claim, m.messageId(), m.proxyName()));
        if (r.question() != null) out.add(Recall.answer(t, r.question(), m.proxyName()));
        if (out.isEmpty() && r.addressed()) {
            Lang lang = unsure(m.content()) ? t.core.defaultLanguage(t.ctx) : r.lang();
            t.lang = lang;
            out.add(Reply.of(ReplyKind.ERROR, Replies.help(lang)));
        }
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
