package continuity.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;

import continuity.chat.Lang;
import continuity.understand.Detail;
import continuity.understand.FactClaim;
import continuity.understand.ScopeCue;
import continuity.understand.Subject;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A claim kept in a question's or a button's data comes back as the same claim, under the keys
 * stored questions already hold.
 */
class ClaimDataTest {
    private static FactClaim back(FactClaim c) {
        Map<String, String> data = new HashMap<>();
        ClaimData.put(c, data);
        return ClaimData.read(data::get, c.subject(), c.sentence());
    }

    @Test
    void aClaimKeptInDataComesBackTheSame() {
        Subject mira = Subject.named("Mira");
        FactClaim plain =
                new FactClaim(
                        mira, Detail.of("eyes"), "green", null, null, Lang.EN, false, "green eyes");
        FactClaim everything =
                new FactClaim(
                        mira,
                        Detail.of("hair"),
                        "blanc",
                        "noir",
                        ScopeCue.SCENE,
                        Lang.FR,
                        true,
                        "ses cheveux ne sont plus noirs",
                        FactClaim.Change.IN_STORY);
        FactClaim free =
                new FactClaim(
                        mira,
                        Detail.NONE,
                        "owes Kael",
                        "owes no one",
                        ScopeCue.STORY,
                        Lang.EN,
                        true,
                        "x");
        for (FactClaim c : new FactClaim[] {plain, everything, free}) assertEquals(c, back(c));
    }

    @Test
    void aQuestionStoredBeforeReadsUnderItsOldKeys() {
        // the data Corrections.askCharacter stored before ClaimData existed
        Map<String, String> stored =
                Map.of(
                        "attribute", "hair",
                        "change", "true",
                        "value", "white",
                        "old", "black",
                        "cue", "STORY",
                        "lang", "EN",
                        "message", "m1",
                        "candidates", "mira\nkael");
        FactClaim c = ClaimData.read(stored::get, Subject.named("Mira"), "white");
        assertEquals(
                new FactClaim(
                        Subject.named("Mira"),
                        Detail.of("hair"),
                        "white",
                        "black",
                        ScopeCue.STORY,
                        Lang.EN,
                        true,
                        "white",
                        FactClaim.Change.IN_STORY),
                c);
        Map<String, String> written = new HashMap<>();
        ClaimData.put(c, written);
        assertEquals(
                Map.of(
                        "attribute", "hair",
                        "change", "true",
                        "value", "white",
                        "old", "black",
                        "cue", "STORY",
                        "lang", "EN"),
                written);
    }
}
