package continuity.understand;

import continuity.chat.Lang;
import java.util.List;

/**
 * What a message says to the bot. Most messages say nothing ({@link #isSilent()}). {@code
 * scopeAnswer} and {@code answerText} are filled for short messages that could answer an open
 * question; the core decides whether one is open. {@code unread} holds the clauses of a message
 * that looked like corrections but could not be read, so that the reply can say so.
 */
public record Reading(
        boolean addressed,
        boolean outOfCharacter,
        List<FactClaim> facts,
        PreferenceClaim preference,
        List<QuestionClaim> questions,
        ScopeCue scopeAnswer,
        String answerText,
        Lang lang,
        List<String> unread,
        boolean request,
        BotAction action) {

    /** The same reading with other questions. */
    public Reading withQuestions(List<QuestionClaim> q) {
        return new Reading(
                addressed,
                outOfCharacter,
                facts,
                preference,
                q,
                scopeAnswer,
                answerText,
                lang,
                unread,
                request,
                action);
    }

    /** The same reading with other facts. */
    public Reading withFacts(List<FactClaim> f) {
        return new Reading(
                addressed,
                outOfCharacter,
                f,
                preference,
                questions,
                scopeAnswer,
                answerText,
                lang,
                unread,
                request,
                action);
    }

    public static final Reading SILENT =
            new Reading(
                    false, false, List.of(), null, List.of(), null, null, Lang.EN, List.of(), false,
                    null);

    public Reading(
            boolean addressed,
            boolean outOfCharacter,
            List<FactClaim> facts,
            PreferenceClaim preference,
            List<QuestionClaim> questions,
            ScopeCue scopeAnswer,
            String answerText,
            Lang lang,
            List<String> unread,
            boolean request) {
        this(
                addressed,
                outOfCharacter,
                facts,
                preference,
                questions,
                scopeAnswer,
                answerText,
                lang,
                unread,
                request,
                null);
    }

    public Reading(
            boolean addressed,
            boolean outOfCharacter,
            List<FactClaim> facts,
            PreferenceClaim preference,
            QuestionClaim question,
            ScopeCue scopeAnswer,
            String answerText,
            Lang lang) {
        this(
                addressed,
                outOfCharacter,
                facts,
                preference,
                question == null ? List.of() : List.of(question),
                scopeAnswer,
                answerText,
                lang,
                List.of(),
                false,
                null);
    }

    /** The first question, or null. */
    public QuestionClaim question() {
        return questions.isEmpty() ? null : questions.get(0);
    }

    public boolean isSilent() {
        return !addressed
                && facts.isEmpty()
                && preference == null
                && questions.isEmpty()
                && scopeAnswer == null
                && answerText == null;
    }
}
