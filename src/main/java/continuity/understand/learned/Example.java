package continuity.understand.learned;

import java.util.List;

/**
 * One labelled message of the corpus ({@code corpus/GUIDELINES.md}): where it came from, what the
 * server knew, and what the bot must take from it.
 */
public record Example(
        String id,
        String voice,
        String lang,
        Door door,
        String message,
        List<String> characters,
        String speaker,
        List<Known> known,
        String openQuestion,
        List<Fact> facts,
        List<Preference> preferences,
        List<Question> questions,
        Request request,
        String answer) {

    /** A note the server already had. */
    public record Known(String character, String detail, String value, String scope) {}

    /** A fact the message states. Strings are words of the message (or null). */
    public record Fact(
            String character,
            String detail,
            String detailWords,
            String value,
            String old,
            String scope,
            String scopeWords,
            boolean change,
            String changeWords) {}

    public record Preference(String character, String value) {}

    public record Question(String character, String detail, String detailWords) {}

    /**
     * A request to the bot: its kind ("undo", "forget") and, when the labels give them, the
     * character and detail it is about.
     */
    public record Request(String kind, String character, String detail) {}

    public boolean silent() {
        return facts.isEmpty()
                && preferences.isEmpty()
                && questions.isEmpty()
                && request == null
                && answer == null;
    }

    /** The message's main intent, as the classifier learns it. */
    public Intent intent() {
        if (!facts.isEmpty()) return Intent.CLAIM;
        if (!preferences.isEmpty()) return Intent.PREFERENCE;
        if (!questions.isEmpty()) return Intent.QUESTION;
        if (request != null) return Intent.REQUEST;
        if (answer != null) return Intent.ANSWER;
        return Intent.SILENCE;
    }
}
