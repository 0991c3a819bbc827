package continuity.understand;

import continuity.chat.Lang;

/**
 * "Mira's eyes are green, not blue": who, which attribute (canonical key), the new value in the
 * user's words, the value it contradicts if one was named, and the scope cue if one was given.
 * {@code contrast} is true when the message itself says what was wrong ("not blue", a
 * "correction:" or "actually" prefix).
 */
public record FactClaim(Subject subject, String attribute, String value, String oldValue, ScopeCue cue,
                        Lang lang, boolean contrast, String sentence) {

    public FactClaim withSubject(Subject s) {
        return new FactClaim(s, attribute, value, oldValue, cue, lang, contrast, sentence);
    }

    public FactClaim withCue(ScopeCue c) {
        return new FactClaim(subject, attribute, value, oldValue, c, lang, contrast, sentence);
    }
}
