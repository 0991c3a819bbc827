package continuity.memory;

import continuity.chat.Lang;
import continuity.memory.wording.Sentences;
import continuity.understand.Detail;
import continuity.understand.FactClaim;
import continuity.understand.ScopeCue;
import continuity.understand.Subject;

/**
 * A claim about to be written: the reader's {@link FactClaim} as it was handed over, beside what
 * only the core knows: which stored character it is about ({@code characterKey}, {@code
 * character}), the note's readable {@code sentence}, and the message it came from ({@code null}
 * when none). The scope may still be open; the claim's detail is {@link Detail#NONE} when the words
 * named none (the note replaced gives it, or it is a free note).
 */
public record Draft(
        FactClaim claim, String characterKey, String character, String sentence, String messageId) {

    /**
     * A claim read from a message about a resolved character, worded as a note ({@link
     * Sentences#fact}).
     */
    public static Draft of(
            FactClaim claim, String characterKey, String character, String messageId) {
        String sentence =
                Sentences.fact(
                        claim.lang(), character, claim.detail().or(Detail.FREE), claim.value());
        return new Draft(claim, characterKey, character, sentence, messageId);
    }

    /**
     * The claim a stored note makes again (a pending change decided, a note moved to another
     * scope): its character, value, wording and message, with the detail, the old value it names,
     * the scope cue and the change given.
     */
    public static Draft ofNote(
            Note note,
            Detail detail,
            String oldValue,
            ScopeCue cue,
            Lang lang,
            FactClaim.Change change) {
        return new Draft(
                new FactClaim(
                        Subject.named(note.character()),
                        detail,
                        note.value(),
                        oldValue,
                        cue,
                        lang,
                        oldValue != null,
                        note.text(),
                        change),
                note.characterKey(),
                note.character(),
                note.text(),
                note.messageId());
    }

    /** The claim's detail: {@link Detail#NONE} when the words named none. */
    public Detail detail() {
        return claim.detail();
    }

    public String value() {
        return claim.value();
    }

    /** The value the words said was wrong, or null. */
    public String oldValue() {
        return claim.oldValue();
    }

    /** The scope the words asked for, or null. */
    public ScopeCue cue() {
        return claim.cue();
    }

    public Lang lang() {
        return claim.lang();
    }

    /** Whether the story changed rather than the record being wrong. */
    public boolean change() {
        return claim.inStory();
    }

    public Draft withCue(ScopeCue c) {
        return new Draft(claim.withCue(c), characterKey, character, sentence, messageId);
    }

    /** The same claim about another detail, worded {@code s}. */
    public Draft withDetail(Detail detail, String s) {
        return new Draft(claim.withDetail(detail), characterKey, character, s, messageId);
    }
}
