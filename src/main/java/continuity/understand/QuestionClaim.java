package continuity.understand;

import continuity.chat.Lang;

/**
 * A question to the bot. {@code attribute} is null when no attribute was recognised
 * ({@code topic} then holds the words asked about); {@code pastEvent} marks "do you remember when...".
 */
public record QuestionClaim(Subject subject, String attribute, String topic, boolean pastEvent, Lang lang,
                            String text) {
}
