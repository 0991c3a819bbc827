package continuity.understand;

import continuity.chat.Lang;

/**
 * A question to the bot. {@code attribute} is null when no attribute was recognised ({@code topic}
 * then holds the words asked about); {@code pastEvent} marks "do you remember when..."; {@code
 * everything} marks "what do you know about X" (every current note of X here).
 */
public record QuestionClaim(
        Subject subject,
        String attribute,
        String topic,
        boolean pastEvent,
        Lang lang,
        String text,
        boolean everything) {

    public QuestionClaim(
            Subject subject,
            String attribute,
            String topic,
            boolean pastEvent,
            Lang lang,
            String text) {
        this(subject, attribute, topic, pastEvent, lang, text, false);
    }

    public QuestionClaim withSubject(Subject s) {
        return new QuestionClaim(s, attribute, topic, pastEvent, lang, text, everything);
    }

    /** The same question of another detail (a listed key or a free detail's words). */
    public QuestionClaim withAttribute(String a) {
        return new QuestionClaim(subject, a, topic, false, lang, text, false);
    }
}
