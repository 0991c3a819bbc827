package continuity.memory;

import static continuity.testing.Replies.mentions;
import static continuity.testing.Replies.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.testing.BotTest;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A correction retires only what it contradicts: the note whose value it names, else the note of
 * the same detail in the same scope; never a note of another detail; two candidates mean a
 * question.
 */
class SupersessionByEvidenceTest extends BotTest {

    private List<Note> active() {
        return bot.dump().stream().filter(m -> m.status() == Status.ACTIVE).toList();
    }

    private Note activeWith(String text) {
        return active().stream()
                .filter(m -> m.text().contains(text))
                .findFirst()
                .orElseThrow(
                        () ->
                                new AssertionError(
                                        "no current note with '" + text + "' in " + active()));
    }

    @Test
    void anotherDetailIsNeverRetired() {
        bot.remember("u1", "Corvin", "Corvin has a scar over his right eye");
        bot.remember("u1", "Corvin", "Corvin is Mira's brother");
        bot.remember("u1", "Corvin", "Corvin is left-handed");
        only(bot.say("u1", "(( Corvin has brown eyes ))"), ReplyKind.SAVED);
        only(
                bot.say("u1", "(( for this story, Corvin is a smuggler, not a soldier ))"),
                ReplyKind.SAVED);
        assertEquals(5, active().size(), "the scar, the brother and the hand stay: " + active());
        activeWith("scar");
        activeWith("brother");
        activeWith("left-handed");
    }

    @Test
    void theNamedOldValueIsReplacedEvenInAFreeNote() {
        bot.remember("u1", "Pell", "Pell keeps a raven named Pit");
        Reply r =
                only(
                        bot.say("u1", "// the raven is called Pip btw not Pit, autocorrect"),
                        ReplyKind.REPLACED);
        mentions(r, "Pip", "Pit");
        assertEquals(1, active().size(), active().toString());
    }

    @Test
    void theScarThatMovedIsTheSameScar() {
        bot.remember("u1", "Corvin", "Corvin has a scar over his right eye");
        only(
                bot.say("u1", "(( sorry corvin's scar is over his left eye, not the right one ))"),
                ReplyKind.REPLACED);
        List<Note> scars = active().stream().filter(m -> m.attributeWire().equals("scar")).toList();
        assertEquals(1, scars.size(), "one current scar: " + active());
        assertTrue(scars.get(0).text().contains("left"), scars.toString());
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "Élodie est gaucher|(( Élodie est droitière, pas gauchère ))|droiti",
                "Élodie a les cheveux roux|(( en fait Élodie a les cheveux bruns, pas rousse ))|bruns",
                "Mira has blue eyes|(( Mira's eyes are green, not blue ))|green",
                "Mira a les yeux verts|(( les yeux de Mira sont gris, pas vert ))|gris",
            })
    void theOldValueIsFoundWhateverItsGenderOrNumber(String stored, String message, String now) {
        String character = stored.split(" ")[0];
        bot.remember("u1", character, stored);
        only(bot.say("u1", message), ReplyKind.REPLACED);
        assertEquals(1, active().size(), active().toString());
        activeWith(now);
    }

    @Test
    void twoNotesThatCouldBeMeantMakeAQuestion() {
        bot.remember("u1", "Sera", "Sera keeps a grey journal");
        bot.remember("u1", "Sera", "Sera has a grey cloak");
        Reply r = only(bot.say("u1", "(( Sera's hood is blue, not grey ))"), ReplyKind.ASKED_WHICH);
        assertEquals(2, r.buttons().size(), r.toString());
        assertEquals(2, active().size(), "nothing replaced before the answer: " + active());
    }

    @Test
    void aSecondSiblingAddsUp() {
        bot.remember("u1", "Fenwick", "Fenwick has a brother");
        only(bot.say("u1", "(( Fenwick has a sister ))"), ReplyKind.SAVED);
        assertEquals(2, active().size(), active().toString());
    }

    @Test
    void aChangeInTheStoryIsNotARetcon() {
        bot.remember("u1", "Mira", "Mira is a courier");
        only(
                bot.say("u1", "(( Mira is no longer a courier, she's a thief now ))"),
                ReplyKind.REPLACED);
        Note old =
                bot.dump().stream()
                        .filter(m -> m.text().contains("courier"))
                        .findFirst()
                        .orElseThrow();
        assertEquals(
                Retire.Reason.CHANGED, old.whyRetired(), "the old value stays true of the past");
        bot.remember("u1", "Mira", "Mira is 19");
        only(
                bot.say("u1", "(( lol no mira's 22 not 19, we agreed in session 1 ))"),
                ReplyKind.REPLACED);
        Note was =
                bot.dump().stream().filter(m -> m.text().contains("19")).findFirst().orElseThrow();
        assertEquals(
                Retire.Reason.CORRECTED, was.whyRetired(), "a plain correction: it was never so");
        assertFalse(active().stream().anyMatch(m -> m.text().contains("19")));
    }

    @Test
    void aDetailOfNoKnownKindNeedsItsOldValueHeld() {
        bot.remember("u1", "Théo", "Théo a les yeux verts");
        assertEquals(
                List.of(),
                bot.say("u1", "(( théo n'est pas là ce soir, il a piscine ))"),
                "chatter naming an old value nobody noted is not a correction");
        assertEquals(1, bot.active().size(), bot.active().toString());
        bot.remember("u1", "Mira", "Mira has black hair");
        Reply r =
                only(
                        bot.say("u1", "(( i said black earlier but that was wrong, its silver ))"),
                        ReplyKind.REPLACED);
        mentions(r, "silver", "black");
    }
}
