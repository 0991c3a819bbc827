package continuity.understand;

import continuity.chat.Lang;

/**
 * "Mira's eyes are green, not blue": who, which detail (the canonical key, or {@link Detail#NONE}
 * when the words name none and the value fits no class), the new value in the user's words, the
 * value it contradicts if one was named, and the scope cue if one was given ({@code null}: none).
 * {@code contrast} is true when the message itself says what was wrong ("not blue", a "correction:"
 * or "actually" prefix). {@code change} says whether the story changed ("no longer", "now",
 * "désormais") or the record was wrong (a retcon: it was never so). {@code sentence} is the clause
 * the claim was read from.
 *
 * <p>The one shape a fact claim has from the reader to the core: the grammar, the learned reader,
 * the model's checked claims and the core's own buttons (canon check, a pending change decided
 * again) all hand this record over; the core resolves its character ({@code memory.Draft} keeps the
 * claim as it is beside the character and the note's wording).
 */
public record FactClaim(
        Subject subject,
        Detail detail,
        String value,
        String oldValue,
        ScopeCue cue,
        Lang lang,
        boolean contrast,
        String sentence,
        Change change) {

    /** What the claim says happened to the old value. */
    public enum Change {
        /** It was never so: the record was wrong (the default). */
        RETCON,
        /** It changed in the story ("no longer", "now", "désormais"): it was so until now. */
        IN_STORY;

        /** {@link #IN_STORY} when the words said the story changed, else {@link #RETCON}. */
        public static Change of(boolean inStory) {
            return inStory ? IN_STORY : RETCON;
        }
    }

    public FactClaim {
        if (change == null)
            throw new IllegalArgumentException("a claim's change is RETCON or IN_STORY");
        java.util.Objects.requireNonNull(detail, "detail (Detail.NONE when the words named none)");
    }

    public FactClaim(
            Subject subject,
            Detail detail,
            String value,
            String oldValue,
            ScopeCue cue,
            Lang lang,
            boolean contrast,
            String sentence) {
        this(subject, detail, value, oldValue, cue, lang, contrast, sentence, Change.RETCON);
    }

    public FactClaim withSubject(Subject s) {
        return new FactClaim(s, detail, value, oldValue, cue, lang, contrast, sentence, change);
    }

    public FactClaim withCue(ScopeCue c) {
        return new FactClaim(subject, detail, value, oldValue, c, lang, contrast, sentence, change);
    }

    public FactClaim withOld(String old) {
        return new FactClaim(
                subject, detail, value, old, cue, lang, old != null || contrast, sentence, change);
    }

    public FactClaim withValue(String v) {
        return new FactClaim(subject, detail, v, oldValue, cue, lang, contrast, sentence, change);
    }

    public FactClaim withDetail(Detail d) {
        return new FactClaim(subject, d, value, oldValue, cue, lang, contrast, sentence, change);
    }

    /** Whether the story changed (rather than the record being wrong). */
    public boolean inStory() {
        return change == Change.IN_STORY;
    }
}
