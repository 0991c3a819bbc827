package continuity.understand;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.chat.Lang;
import continuity.understand.learned.Intent;
import continuity.understand.learned.Proposal;
import java.util.List;
import org.junit.jupiter.api.Test;

/** How a grammar claim meets the learned reader's proposal (Readings). */
class ReadingsMeetTest {
    private static FactClaim claim(Subject who, String detail, String value, String old) {
        return new FactClaim(
                who,
                Detail.of(detail),
                value,
                old,
                null,
                Lang.EN,
                old != null,
                "s",
                FactClaim.Change.RETCON);
    }

    private static Proposal marked(String... values) {
        return new Proposal(Intent.CLAIM, 0.9, List.of(), List.of(), List.of(values), List.of());
    }

    @Test
    void aClaimOfNobodysNothingStandsOnlyWhereTheTaggerMarkedItsWordsAValue() {
        FactClaim g = claim(Subject.pronoun(), null, "gone clean out of my head", null);
        assertTrue(Readings.unsupported(g, marked()));
        assertTrue(Readings.unsupported(g, marked("Cordelia")));
        assertFalse(Readings.unsupported(g, marked("out of my head")));
        assertTrue(
                Readings.unsupported(
                        claim(Subject.named("Tavi"), null, "parcel for her", null), marked()),
                "a named character's sentence is no detail either");
        assertTrue(
                Readings.unsupported(claim(Subject.named("Tavi"), "age", "quel", null), marked()),
                "a question word is never a value");
        assertFalse(
                Readings.unsupported(claim(Subject.pronoun(), null, "silver", "black"), marked()),
                "a named old value is evidence for the core to weigh");
        assertFalse(
                Readings.unsupported(
                        claim(Subject.pronoun(), "hair", "gone clean out of my head", null),
                        marked()),
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
        // never a learned value the grammar read as the old one ("she isn't a blacksmith, she's a
        // cartographer")
        FactClaim fix = claim(Subject.named("Isolde"), "occupation", "cartographer", "blacksmith");
        assertNull(
                Readings.learnedFor(
                        fix,
                        List.of(claim(Subject.named("Isolde"), "occupation", "blacksmith", null))));
        // the same slot with another value is no reading of the same words
        assertNull(
                Readings.learnedFor(
                        fix, List.of(claim(Subject.named("Isolde"), "occupation", "miner", null))));
        // the grammar's article stays ("wears a red ball gown")
        assertNull(
                Readings.learnedFor(
                        claim(Subject.named("Tamsin"), "outfit", "a red ball gown", null),
                        List.of(claim(Subject.named("Tamsin"), "outfit", "red ball gown", null))));
        // the character as the message wrote it
        assertEquals(
                "saffi",
                Readings.learnedFor(
                                claim(Subject.named("saffi"), "hair", "green lol", null),
                                List.of(claim(Subject.named("Saffi"), "hair", "green", null)))
                        .subject()
                        .name());
        // the grammar's old value is kept when the learned claim has none
        FactClaim withOld = claim(Subject.named("Saffi"), "hair", "green in this au", "blue");
        FactClaim got =
                Readings.learnedFor(
                        withOld, List.of(claim(Subject.named("Saffi"), "hair", "green", null)));
        assertEquals("blue", got.oldValue());
    }

    @Test
    void aKnownNameTakenUpByAPronounIsTheKnownName() {
        KnownNames names = continuity.understand.learned.Grammar.names(List.of("Babacar", "Awa"));
        assertEquals(
                "Babacar",
                Readings.resumed(claim(Subject.named("Babacar il"), "age", "31", "33"), names)
                        .subject()
                        .name());
        assertEquals(
                "Zed il",
                Readings.resumed(claim(Subject.named("Zed il"), "age", "31", null), names)
                        .subject()
                        .name(),
                "an unknown name stays as read");
    }

    @Test
    void aWordIsWithinAnotherValueOnlyAsAWholeWord() {
        assertTrue(Readings.within("green", "sea-glass green here"));
        assertFalse(Readings.within("een", "sea-glass green"));
    }

    @Test
    void aSubjectThatIsNoCharacterBesideOneThatIsIsLeft() {
        KnownNames cast = new NamesFor("Hobbes", "Ezra");
        String text = "ok hobbes properly: 68, bald as an egg, about 5'6";
        assertTrue(
                Readings.strangerBeside(
                        claim(Subject.named("bald"), "height", "about 5'6", null), text, cast));
        assertFalse(
                Readings.strangerBeside(
                        claim(Subject.named("Hobbes"), "age", "68", null), text, cast),
                "a known character stands");
        assertFalse(
                Readings.strangerBeside(
                        claim(Subject.named("Brannoc"), "age", "54", null),
                        "(( new character: Brannoc, 54 ))",
                        cast),
                "a new character introduced alone stands");
    }

    @Test
    void aKnownNameAndOneWordAfterItIsTheKnownCharacter() {
        KnownNames cast = new NamesFor("Ezra", "Tamsin");
        assertEquals(
                "Ezra",
                Readings.resumed(claim(Subject.named("Ezra Holm"), "age", "51", null), cast)
                        .subject()
                        .name());
        assertEquals(
                "Tamsin",
                Readings.resumed(claim(Subject.named("Tamsin now"), "pet", "cat", null), cast)
                        .subject()
                        .name());
        assertEquals(
                "Ezra Holm Junior",
                Readings.resumed(claim(Subject.named("Ezra Holm Junior"), "age", "5", null), cast)
                        .subject()
                        .name(),
                "two words after it: someone else");
    }

    @Test
    void aValueEndsBeforeAClauseSayingWhy() {
        assertEquals("long", ValueEnds.cut("long because he lost a bet", "hair"));
        assertEquals(
                "costume gris", ValueEnds.cut("costume gris même quand il fait chaud", "outfit"));
        assertEquals(
                "afraid of the dark even when she has a torch",
                ValueEnds.cut("afraid of the dark even when she has a torch", "fear"),
                "a way of behaving keeps its clause");
        assertEquals("blue when calm", ValueEnds.cut("blue when calm", "markings"));
    }

    private static final KnownNames TAVI =
            new KnownNames() {
                @Override
                public boolean isKnown(String writtenName) {
                    return Fold.key(writtenName).equals("tavi");
                }

                @Override
                public java.util.Optional<String> firstIn(String folded) {
                    return java.util.Optional.empty();
                }
            };

    private static List<FactClaim> learned(Proposal.Claim c) {
        return Readings.learnedClaims(
                new Proposal(Intent.CLAIM, 0.95, List.of(c), List.of(), List.of(), List.of()),
                "(( oops pas 27 ans, 29 ))",
                TAVI,
                null,
                null);
    }

    @Test
    void aLearnedCorrectionNamingItsOldValueLeavesTheCharacterAndDetailToTheCore() {
        List<FactClaim> read =
                learned(new Proposal.Claim(null, Detail.NONE, "29", "27", null, false, 0.9));
        assertEquals(1, read.size());
        assertEquals(Subject.Type.PRONOUN, read.get(0).subject().type());
        assertSame(Detail.NONE, read.get(0).detail());
        assertEquals("27", read.get(0).oldValue());
        assertTrue(
                learned(new Proposal.Claim(null, Detail.of("age"), "29", null, null, false, 0.9))
                        .isEmpty(),
                "without an old value, nobody named is nobody");
        assertTrue(
                learned(new Proposal.Claim("Tavi", Detail.NONE, "29", null, null, false, 0.9))
                        .isEmpty(),
                "without an old value, no detail is no claim");
        assertEquals(
                Detail.of("age"),
                learned(new Proposal.Claim("Tavi", Detail.of("age"), "29", "27", null, false, 0.9))
                        .get(0)
                        .detail());
    }

    @Test
    void aValueIsEndedByTheTaggersSpanOnlyBetweenWords() {
        // the tagger marks the new value and, as a value too, the old one it names: "twenty" begins
        // "twenty-two" but does not end it
        FactClaim g = claim(Subject.named("Kade"), "age", "twenty-two", "twenty");
        FactClaim t = Readings.trimmed(g, marked("twenty-two", "twenty"));
        assertEquals("twenty-two", t.value());
        assertEquals("twenty", t.oldValue());
        assertEquals(
                "blue-green",
                Readings.trimmed(
                                claim(Subject.named("Kade"), "hair", "blue-green", "blue"),
                                marked("blue"))
                        .value());
        assertEquals(
                "silver",
                Readings.trimmed(
                                claim(Subject.named("Kade"), "hair", "silver for the gala", null),
                                marked("silver"))
                        .value(),
                "a span still ends a value where a word ends");
    }
}
