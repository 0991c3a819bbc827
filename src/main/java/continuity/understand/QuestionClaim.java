package continuity.understand;

import continuity.chat.Lang;

/**
 * A question to the bot. {@code detail} is {@link Detail#NONE} when no detail was recognised
 * ({@code topic} then holds the words asked about); {@code pastEvent} marks "do you remember
 * when..."; {@code everything} marks "what do you know about X" (every current note of X here).
 */
public record QuestionClaim(
        Subject subject,
        Detail detail,
        String topic,
        boolean pastEvent,
        Lang lang,
        String text,
        boolean everything) {

    public QuestionClaim {
        java.util.Objects.requireNonNull(detail, "detail (Detail.NONE when none was recognised)");
    }

    public QuestionClaim(
            Subject subject,
            Detail detail,
            String topic,
            boolean pastEvent,
            Lang lang,
            String text) {
        this(subject, detail, topic, pastEvent, lang, text, false);
    }

    public QuestionClaim withSubject(Subject s) {
        return new QuestionClaim(s, detail, topic, pastEvent, lang, text, everything);
    }

    /** The same question of another detail (a listed key or a free detail's words). */
    public QuestionClaim withDetail(Detail d) {
        return new QuestionClaim(subject, d, topic, false, lang, text, false);
    }
}
