package continuity.understand;

import continuity.chat.Lang;

/**
 * A message to the bot that asks it to act rather than to note or answer: "undo that", "annule ça"
 * ({@link Kind#UNDO}); "forget mira's eyes", "oublie les yeux de Mira" ({@link Kind#FORGET}, with
 * the character and detail named, either may be null); {@code lang} is the language of its words.
 * The core acts where one click is enough, and otherwise points to the button or command that
 * confirms.
 */
public record BotAction(Kind kind, String character, String attribute, Lang lang) {
    public enum Kind {
        UNDO,
        FORGET
    }
}
