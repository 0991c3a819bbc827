package continuity.understand;

import continuity.chat.Lang;

/**
 * A message to the bot that asks it to act rather than to note or answer: "undo that", "annule ça"
 * ({@link Kind#UNDO}); "forget mira's eyes", "oublie les yeux de Mira" ({@link Kind#FORGET}, with
 * the character named or null, the detail named or {@link Detail#NONE}); {@code lang} is the
 * language of its words. The core acts where one click is enough, and otherwise points to the
 * button or command that confirms.
 */
public record BotAction(Kind kind, String character, Detail detail, Lang lang) {
    public enum Kind {
        UNDO,
        FORGET
    }
}
