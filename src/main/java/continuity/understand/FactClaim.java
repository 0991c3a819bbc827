package continuity.understand;

import continuity.chat.Lang;

/**
 * "Mira's eyes are green, not blue": who, which attribute (canonical key, or {@code null} when the
 * words name none and the value fits no class), the new value in the user's words, the value it
 * contradicts if one was named, and the scope cue if one was given. {@code contrast} is true when
 * the message itself says what was wrong ("not blue", a "correction:" or "actually" prefix). {@code
 * change} marks a change in the story ("no longer", "now", "désormais") rather than a retcon (it
 * was never so). {@code evidence} is the clause the claim was read from.
 */
public record FactClaim(
        Subject subject,
        String attribute,
        String value,
        String oldValue,
        ScopeCue cue,
        Lang lang,
        boolean contrast,
        String sentence,
        boolean change) {

    public FactClaim(
            Subject subject,
            String attribute,
            String value,
            String oldValue,
            ScopeCue cue,
            Lang lang,
            boolean contrast,
            String sentence) {
        this(subject, attribute, value, oldValue, cue, lang, contrast, sentence, false);
    }

    public FactClaim withSubject(Subject s) {
        return new FactClaim(s, attribute, value, oldValue, cue, lang, contrast, sentence, change);
    }

    public FactClaim withCue(ScopeCue c) {
        return new FactClaim(
                subject, attribute, value, oldValue, c, lang, contrast, sentence, change);
    }

    public FactClaim withOld(String old) {
        return new FactClaim(
                subject,
                attribute,
                value,
                old,
                cue,
                lang,
                old != null || contrast,
                sentence,
                change);
    }

    public FactClaim withValue(String v) {
        return new FactClaim(
                subject, attribute, v, oldValue, cue, lang, contrast, sentence, change);
    }

    public FactClaim withAttribute(String a) {
        return new FactClaim(subject, a, value, oldValue, cue, lang, contrast, sentence, change);
    }

    public FactClaim asChange(boolean c) {
        return new FactClaim(subject, attribute, value, oldValue, cue, lang, contrast, sentence, c);
    }
}
