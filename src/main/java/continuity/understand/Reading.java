package continuity.understand;

import continuity.chat.Lang;

import java.util.List;

/**
 * What a message says to the bot. Most messages say nothing ({@link #isSilent()}).
 * {@code scopeAnswer} and {@code answerText} are filled for short messages that could answer an
 * open question; the core decides whether one is open.
 */
public record Reading(boolean addressed, boolean outOfCharacter, List<FactClaim> facts, PreferenceClaim preference,
                      QuestionClaim question, ScopeCue scopeAnswer, String answerText, Lang lang) {

    public static final Reading SILENT = new Reading(false, false, List.of(), null, null, null, null, Lang.EN);

    public boolean isSilent() {
        return !addressed && facts.isEmpty() && preference == null && question == null && scopeAnswer == null
                && answerText == null;
    }
}
