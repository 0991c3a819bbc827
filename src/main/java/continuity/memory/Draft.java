package continuity.memory;

import continuity.chat.Lang;
import continuity.understand.ScopeCue;

/**
 * A fact about to be written: the character is resolved, the scope may still be open; the attribute
 * is null when the words named none (the note replaced gives it, or it is a free note). {@code
 * sentence} is the readable note; {@code oldValue} what the user said was wrong.
 */
public record Draft(
        String characterKey,
        String character,
        String attribute,
        String value,
        String sentence,
        String oldValue,
        ScopeCue cue,
        Lang lang,
        String messageId,
        boolean change) {

    public Draft(
            String characterKey,
            String character,
            String attribute,
            String value,
            String sentence,
            String oldValue,
            ScopeCue cue,
            Lang lang,
            String messageId) {
        this(
                characterKey,
                character,
                attribute,
                value,
                sentence,
                oldValue,
                cue,
                lang,
                messageId,
                false);
    }

    public Draft withCue(ScopeCue c) {
        return new Draft(
                characterKey,
                character,
                attribute,
                value,
                sentence,
                oldValue,
                c,
                lang,
                messageId,
                change);
    }

    public Draft withAttribute(String a, String s) {
        return new Draft(
                characterKey, character, a, value, s, oldValue, cue, lang, messageId, change);
    }

    public String langWire() {
        return lang == Lang.FR ? "fr" : "en";
    }
}
