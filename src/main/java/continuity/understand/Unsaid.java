package continuity.understand;

import java.util.List;
import java.util.regex.Pattern;

/**
 * A message its writer says is not to be kept: "(( hollis is ines's dad. wait no. a dad FIGURE.
 * dont save that ))", "nothing to change, it's just flavour", « ne note rien », « pas besoin de la
 * noter ». Nothing in it is a claim or a question; a request, an answer to the bot's open question
 * or a preference still stands. The words are data: the {@code [unsaid]} sections.
 */
public final class Unsaid {
    private static final Pattern WORDS = Words.wholeWords(Words.Section.UNSAID);

    private Unsaid() {}

    /** Whether {@code content} says it is not to be kept. */
    public static boolean in(String content) {
        if (content == null) return false;
        return Fired.found(WORDS, Fold.key(content).replace('\u2019', '\''), Words.Section.UNSAID);
    }

    /** The reading without its claims and questions when the message says it is not to be kept. */
    static Reading dropped(Reading r, String content) {
        if (r.facts().isEmpty() && r.questions().isEmpty()) return r;
        if (!in(content)) return r;
        return r.withFacts(List.of()).withQuestions(List.of());
    }
}
