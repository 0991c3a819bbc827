package continuity.memory;

import continuity.chat.Lang;
import continuity.understand.ScopeCue;

/**
 * A fact about to be written: the character is resolved, the scope may still be open.
 * {@code sentence} is the readable note; {@code oldValue} what the user said was wrong.
 */
public record Draft(String characterKey, String character, String attribute, String value, String sentence,
                    String oldValue, ScopeCue cue, Lang lang, String messageId) {

    public Draft withCue(ScopeCue c) {
        return new Draft(characterKey, character, attribute, value, sentence, oldValue, c, lang, messageId);
    }

    public String langWire() {
        return lang == Lang.FR ? "fr" : "en";
    }
}
