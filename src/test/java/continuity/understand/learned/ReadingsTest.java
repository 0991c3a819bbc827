package continuity.understand.learned;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import continuity.understand.FactClaim;
import continuity.understand.Readings;
import continuity.understand.ScopeCue;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The checks a learned claim passes before it stands, and how it meets the grammar's claims. */
class ReadingsTest {
    private static final continuity.understand.KnownNames NAMES =
            Grammar.names(List.of("Quenby", "Tarn"));

    private static Proposal claim(
            String who, String detail, String value, String old, double score) {
        return new Proposal(
                Intent.CLAIM,
                0.9,
                List.of(
                        new Proposal.Claim(
                                who,
                                continuity.understand.Detail.of(detail),
                                value,
                                old,
                                null,
                                false,
                                score)),
                List.of(),
                List.of(value),
                List.of());
    }

    @Test
    void aLearnedClaimNeedsAKnownCharacterADetailAndASureValue() {
        String text = "(( quenby's blood type is AB ))";
        assertEquals(
                1,
                Readings.learnedClaims(
                                claim("Quenby", "blood type", "AB", null, 0.9),
                                text,
                                NAMES,
                                null,
                                null)
                        .size());
        assertEquals(
                0,
                Readings.learnedClaims(
                                claim("Zora", "blood type", "AB", null, 0.9),
                                text,
                                NAMES,
                                null,
                                null)
                        .size(),
                "unknown character");
        assertEquals(
                0,
                Readings.learnedClaims(
                                claim(null, "blood type", "AB", null, 0.9), text, NAMES, null, null)
                        .size(),
                "no character");
        assertEquals(
                0,
                Readings.learnedClaims(
                                claim("Quenby", null, "AB", null, 0.9), text, NAMES, null, null)
                        .size(),
                "no detail");
        assertEquals(
                0,
                Readings.learnedClaims(
                                claim("Quenby", "blood type", "AB", null, 0.2),
                                text,
                                NAMES,
                                null,
                                null)
                        .size(),
                "unsure");
        assertEquals(
                0,
                Readings.learnedClaims(
                                claim("Quenby", "blood type", "AB", "ab", 0.9),
                                text,
                                NAMES,
                                null,
                                null)
                        .size(),
                "old is new");
        Proposal silence =
                new Proposal(
                        Intent.SILENCE,
                        0.9,
                        claim("Quenby", "blood type", "AB", null, 0.9).claims(),
                        List.of(),
                        List.of(),
                        List.of());
        assertEquals(
                0, Readings.learnedClaims(silence, text, NAMES, null, null).size(), "not a claim");
    }

    @Test
    void theSpeakerOfAProxyIsACharacterEvenIfTheServerHasNotSeenThem() {
        String text = "my callsign is Vesper";
        assertEquals(
                1,
                Readings.learnedClaims(
                                claim("Ysolt", "callsign", "Vesper", null, 0.9),
                                text,
                                NAMES,
                                "Ysolt",
                                null)
                        .size());
    }

    @Test
    void aGrammarValueEndsWhereTheTaggersEndsUnlessTheRestIsItsPlace() {
        FactClaim g =
                new FactClaim(
                        continuity.understand.Subject.named("Quenby"),
                        continuity.understand.Detail.of("hair"),
                        "silver bestie",
                        null,
                        null,
                        continuity.chat.Lang.EN,
                        false,
                        "");
        Proposal p =
                new Proposal(Intent.CLAIM, 0.9, List.of(), List.of(), List.of("silver"), List.of());
        assertEquals("silver", Readings.trimmed(g, p).value());
        FactClaim scar =
                g.withValue("scar on his left cheek")
                        .withDetail(continuity.understand.Detail.of("scar"));
        Proposal q =
                new Proposal(Intent.CLAIM, 0.9, List.of(), List.of(), List.of("scar"), List.of());
        assertEquals("scar on his left cheek", Readings.trimmed(scar, q).value());
        FactClaim cue = g.withValue("round glasses in every timeline");
        Proposal r =
                new Proposal(
                        Intent.CLAIM,
                        0.9,
                        List.of(),
                        List.of(),
                        List.of("round glasses"),
                        List.of("in every timeline"));
        assertEquals("round glasses", Readings.trimmed(cue, r).value());
    }

    @Test
    void relationWordsNameTheDetailOfAValueOfNoClass() {
        Features.Prepared p =
                new Features.Prepared("Ilka was born on Tessaline", Door.OOC, List.of("Ilka"));
        assertEquals("birthplace", RelationWords.before(p, 4));
        Features.Prepared f = new Features.Prepared("Nox vient de Lyon", Door.OOC, List.of("Nox"));
        assertEquals("hometown", RelationWords.before(f, 3));
        assertNull(RelationWords.before(f, 1));
        assertNotNull(ScopeCue.SCENE);
    }
}
