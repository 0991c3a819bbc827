package continuity.understand;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.chat.Lang;
import continuity.understand.learned.Intent;
import continuity.understand.learned.Proposal;
import java.util.List;
import org.junit.jupiter.api.Test;

/** How a grammar claim meets the learned reader's proposal (Readings). */
class ReadingsMeetTest {
    private static FactClaim claim(Subject who, String detail, String value, String old) {
        return new FactClaim(who, detail, value, old, null, Lang.EN, old != null, "s", false);
    }

    private static Proposal said(Intent intent, double p) {
        return new Proposal(intent, p, List.of(), List.of(), List.of(), List.of());
    }

    @Test
    void aClaimOfNobodysNothingIsLeftWhenTheLearnedReaderIsSureItIsNoClaim() {
        FactClaim g = claim(Subject.pronoun(), null, "redoing it", null);
        assertTrue(Readings.unsupported(g, said(Intent.REQUEST, 0.97), List.of()));
        assertFalse(
                Readings.unsupported(g, said(Intent.REQUEST, 0.6), List.of()), "not sure enough");
        assertFalse(Readings.unsupported(g, said(Intent.CLAIM, 0.97), List.of()));
        assertFalse(
                Readings.unsupported(
                        claim(Subject.named("Tavi"), null, "redoing it", null),
                        said(Intent.REQUEST, 0.97),
                        List.of()),
                "a named character's claim stays the grammar's");
        assertFalse(
                Readings.unsupported(
                        claim(Subject.pronoun(), "hair", "redoing it", null),
                        said(Intent.REQUEST, 0.97),
                        List.of()),
                "a listed detail's claim stays the grammar's");
    }

    @Test
    void theLearnedClaimOfTheSamePartReadsAGrammarClaimAgain() {
        FactClaim g =
                claim(Subject.named("Saffi"), "hair", "sea-glass green in the magic au", null);
        FactClaim l = claim(Subject.named("Saffi"), "hair", "sea-glass green", null);
        assertEquals("sea-glass green", Readings.learnedFor(g, List.of(l)).value());
        // another character named by the learned reader: the grammar's stands
        assertNull(
                Readings.learnedFor(
                        g,
                        List.of(claim(Subject.named("Oriel"), "hair", "sea-glass green", null))));
        // a listed detail the learned reader has only free words for: the grammar's stands
        assertNull(
                Readings.learnedFor(
                        g,
                        List.of(
                                claim(
                                        Subject.named("Saffi"),
                                        "hair shade",
                                        "sea-glass green",
                                        null))));
        // the grammar's old value is kept when the learned claim has none
        FactClaim withOld = claim(Subject.named("Saffi"), "hair", "green in this au", "blue");
        FactClaim got =
                Readings.learnedFor(
                        withOld, List.of(claim(Subject.named("Saffi"), "hair", "green", null)));
        assertEquals("blue", got.oldValue());
    }

    @Test
    void aWordIsWithinAnotherValueOnlyAsAWholeWord() {
        assertTrue(Readings.within("green", "sea-glass green here"));
        assertFalse(Readings.within("een", "sea-glass green"));
    }
}
