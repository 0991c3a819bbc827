package continuity.understand.learned;

import continuity.understand.Detail;
import continuity.understand.ScopeCue;
import java.util.List;

/**
 * What the learned reader proposes for one message: its intent with the classifier's probability,
 * the claims read from the tagger's spans, and the detail words of a question. Nothing here is
 * decided: {@link continuity.understand.Readings} checks and combines it with the grammar. {@code
 * values} are every value span the tagger marked (checked or not), {@code cueWords} its scope and
 * change words, as written.
 */
public record Proposal(
        Intent intent,
        double intentScore,
        List<Claim> claims,
        List<String> askedDetails,
        List<String> values,
        List<String> cueWords) {
    public static final Proposal NONE =
            new Proposal(Intent.SILENCE, 1.0, List.of(), List.of(), List.of(), List.of());

    /**
     * One claim: the character (a known name as stored, or null), the detail (a lexicon key, a free
     * detail's words, or {@link Detail#NONE}), the value and old value as written, the scope words'
     * cue, whether the words say it changed in the story, and the tagger's lowest probability over
     * the value.
     */
    public record Claim(
            String character,
            Detail detail,
            String value,
            String old,
            ScopeCue cue,
            boolean change,
            double score) {}
}
