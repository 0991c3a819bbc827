package continuity.memory;

import static continuity.testing.Replies.mentions;
import static continuity.testing.Replies.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.chat.SlashCommand;
import continuity.testing.BotTest;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A correction replaces exactly the note of the same guild, character, attribute and scope
 * instance.
 */
class SupersessionTest extends BotTest {

    @Test
    void correctionRetiresTheOldNoteAsHistoryAndLinksBoth() {
        bot.remember("u1", "Mira", "Mira has blue eyes");
        Reply r = only(bot.say("u1", "Mira's eyes are green, not blue."), ReplyKind.REPLACED);
        mentions(r, "green", "blue", "profile");
        List<Note> all = bot.dump();
        assertEquals(2, all.size());
        Note old = all.get(0), now = all.get(1);
        assertEquals(Status.SUPERSEDED, old.status());
        assertEquals(Status.ACTIVE, now.status());
        assertEquals(now.id(), old.retiredBy(), "the old note names its successor");
        assertEquals(old.id(), now.replaces(), "the new note names what it replaced");
        assertNotNull(old.retiredAt());
        assertEquals("eyes", now.attributeWire());
    }

    @Test
    void aNamedOldValueThatMatchesNothingCurrentIsAQuestionNotASilentReplacement() {
        bot.remember("u1", "Corvin", "Corvin has brown hair");
        Reply r = only(bot.say("u1", "Corvin's hair is black, not red."), ReplyKind.ASKED_WHICH);
        mentions(r, "black", "red", "brown");
        assertEquals(
                "brown",
                bot.active("Corvin", "hair").get(0).value(),
                "nothing changes before the answer");
        assertEquals(1, bot.active().size());
        // the one note offered is the current one: pressing it replaces brown
        only(bot.click("u1", false, "Corvin has brown hair"), ReplyKind.REPLACED);
        assertEquals("black", bot.active("Corvin", "hair").get(0).value());
        assertEquals(1, bot.active("Corvin", "hair").size());
    }

    /**
     * A change that waits for its author's choice is never left waiting with no button that
     * applies: when the note they picked was replaced since, they are asked about the note now in
     * its place (before, the press was refused and the change stayed "waiting for an answer" for
     * good, shown, counted against the limits, and out of reach of edit and forget).
     */
    @Test
    void aWaitingChangeWhosePickedNoteWasReplacedSinceIsAskedAboutTheNoteNowInItsPlace() {
        bot.remember("u1", "Corvin", "Corvin has brown hair");
        only(bot.say("u1", "Corvin's hair is black, not red."), ReplyKind.ASKED_WHICH);
        only(bot.say("u1", "Corvin's hair is grey, not brown."), ReplyKind.REPLACED);
        Reply again = only(bot.click("u1", false, "Corvin has brown hair"), ReplyKind.ASKED_WHICH);
        mentions(again, "changed since", "brown", "grey", "black");
        assertEquals("grey", bot.active("Corvin", "hair").get(0).value(), "nothing changed yet");
        only(bot.click("u1", false, "Corvin has grey hair"), ReplyKind.REPLACED);
        assertEquals("black", bot.active("Corvin", "hair").get(0).value());
        assertEquals(1, bot.active("Corvin", "hair").size());
        assertEquals(List.of(), waiting(), "nothing is left waiting");
    }

    /** ... and when nothing holds its place any more, the change is written there. */
    @Test
    void aWaitingChangeWhosePickedNoteIsGoneIsWrittenWhereNothingIsNow() {
        bot.remember("u1", "Corvin", "Corvin has brown hair");
        String brown = bot.active("Corvin", "hair").get(0).id();
        only(bot.say("u1", "Corvin's hair is black, not red."), ReplyKind.ASKED_WHICH);
        only(
                bot.slash("u1", false, SlashCommand.MEMORY_FORGET, "memory", brown),
                ReplyKind.FORGOTTEN);
        only(bot.click("u1", false, "Corvin has brown hair"), ReplyKind.SAVED);
        assertEquals("black", bot.active("Corvin", "hair").get(0).value());
        assertEquals(List.of(), waiting(), "nothing is left waiting");
    }

    /** ... and when the note now in its place says what the change says, it was noted already. */
    @Test
    void aWaitingChangeWhosePickedNoteWasReplacedByTheSameDetailIsNotedAlready() {
        bot.remember("u1", "Corvin", "Corvin has brown hair");
        only(bot.say("u1", "Corvin's hair is black, not red."), ReplyKind.ASKED_WHICH);
        only(bot.say("u1", "Corvin's hair is black, not brown."), ReplyKind.REPLACED);
        mentions(only(bot.click("u1", false, "Corvin has brown hair"), ReplyKind.OK), "black");
        assertEquals(1, bot.active("Corvin", "hair").size());
        assertEquals(List.of(), waiting(), "nothing is left waiting");
    }

    private List<Note> waiting() {
        return bot.dump().stream().filter(m -> m.status() == Status.PENDING).toList();
    }

    @Test
    void whoMayNotChangeACharacterOnlyProposesEvenWhenPickingTheNoteTheirWordsMeant() {
        bot.remember("u1", "Corvin", "Corvin has brown hair");
        only(bot.say("u2", "Corvin's hair is black, not red."), ReplyKind.ASKED_WHICH);
        only(bot.click("u2", false, "Corvin has brown hair"), ReplyKind.ASKED_WHICH);
        assertEquals("brown", bot.active("Corvin", "hair").get(0).value(), "still brown");
        assertEquals(
                1,
                bot.dump().stream()
                        .filter(m -> m.status() == Status.DISPUTED && m.value().equals("black"))
                        .count(),
                "a proposal the owner may accept");
        only(bot.click("u1", false, "Accept"), ReplyKind.REPLACED);
        assertEquals("black", bot.active("Corvin", "hair").get(0).value());
    }

    @Test
    void aNamedOldValueThatIsTheCurrentOneStillReplacesAtOnce() {
        bot.remember("u1", "Corvin", "Corvin has brown hair");
        only(bot.say("u1", "Corvin's hair is black, not brown."), ReplyKind.REPLACED);
        only(bot.say("u1", "Corvin's hair is black, not red."), ReplyKind.OK);
        assertEquals("black", bot.active("Corvin", "hair").get(0).value());
    }

    @Test
    void otherAttributesOtherCharactersAndOtherGuildsAreUntouched() {
        bot.remember("u1", "Mira", "Mira has blue eyes");
        bot.remember("u1", "Mira", "Mira has black hair");
        bot.remember("u1", "Sera", "Sera has blue eyes");
        bot.guild = "g2";
        bot.remember("u1", "Mira", "Mira has blue eyes");
        bot.guild = "g1";
        only(bot.say("u1", "Mira's eyes are green, not blue."), ReplyKind.REPLACED);
        assertEquals(3, bot.active().size());
        assertEquals("blue", bot.active("Sera", "eyes").get(0).value());
        assertEquals("black", bot.active("Mira", "hair").get(0).value());
        bot.guild = "g2";
        assertEquals(
                "blue",
                bot.active("Mira", "eyes").get(0).value(),
                "another guild keeps its own canon");
    }

    @Test
    void eyeColourEyesAndYeuxAreOneAttribute() {
        bot.remember("u1", "Mira", "Mira has blue eyes");
        only(bot.say("u1", "(( Mira's eye colour is green, not blue ))"), ReplyKind.REPLACED);
        only(bot.say("u1", "Les yeux de Mira sont gris, pas verts."), ReplyKind.REPLACED);
        assertEquals(1, bot.active("Mira", "eyes").size());
        assertEquals("gris", bot.active("Mira", "eyes").get(0).value());
    }

    @Test
    void sameValueAgainChangesNothing() {
        bot.remember("u1", "Mira", "Mira has green eyes");
        Reply r = only(bot.say("u1", "(( Mira's eyes are green ))"), ReplyKind.OK);
        mentions(r, "already");
        assertEquals(1, bot.dump().size());
    }

    @Test
    void undoRestoresTheReplacedNoteAndRetiresTheCorrection() {
        bot.remember("u1", "Mira", "Mira has blue eyes");
        bot.say("u1", "Mira's eyes are green, not blue.");
        mentions(only(bot.click("u1", false, "Undo"), ReplyKind.OK), "blue");
        assertEquals("blue", bot.active("Mira", "eyes").get(0).value());
        Note undone =
                bot.dump().stream()
                        .filter(m -> m.value().equals("green"))
                        .findFirst()
                        .orElseThrow();
        assertEquals(Status.SUPERSEDED, undone.status());
        assertEquals(Retire.Reason.UNDONE, undone.whyRetired());
    }

    @Test
    void undoOfANoteThatChangedSinceIsRefusedAndChangesNothing() {
        bot.remember("u1", "Mira", "Mira has blue eyes");
        List<Reply> first = bot.say("u1", "Mira's eyes are green, not blue.");
        bot.say("u1", "Mira's eyes are grey, not green.");
        // the first correction's Undo, pressed after a second correction replaced it
        String undo =
                first.get(0).buttons().stream()
                        .filter(b -> b.label().equals("Undo"))
                        .findFirst()
                        .orElseThrow()
                        .actionId();
        var replies =
                bot.runtime()
                        .core()
                        .handle(new continuity.chat.ClickIn(bot.ctx("u1", false), undo));
        assertEquals(ReplyKind.ERROR, replies.get(0).kind());
        assertEquals("grey", bot.active("Mira", "eyes").get(0).value());
    }

    @Test
    void anUndoButtonActsOnlyOnANoteOfTheServerItIsPressedIn() {
        bot.remember("u1", "Mira", "Mira has blue eyes");
        List<Reply> replaced = bot.say("u1", "Mira's eyes are green, not blue.");
        String undo = replaced.get(0).buttons().get(0).actionId();
        bot.guild = "g2";
        bot.remember("u1", "Mira", "Mira has blue eyes");
        var replies =
                bot.runtime()
                        .core()
                        .handle(new continuity.chat.ClickIn(bot.ctx("u1", false), undo));
        assertEquals(ReplyKind.ERROR, replies.get(0).kind(), replies.toString());
        bot.guild = "g1";
        assertEquals(
                "green", bot.active("Mira", "eyes").get(0).value(), "the note in g1 is untouched");
    }

    @Test
    void aForgottenNoteKeepsOnlyWhoAndWhen() {
        bot.remember("u1", "Mira", "Mira has a scar on her left cheek");
        only(
                bot.slash("u1", false, SlashCommand.MEMORY_FORGET, "memory", "scar"),
                ReplyKind.FORGOTTEN);
        Note m = bot.dump().get(0);
        assertEquals(Status.FORGOTTEN, m.status());
        assertEquals("", m.text());
        assertEquals("", m.value());
        assertEquals("u1", m.retiredBy());
        assertNotNull(m.retiredAt());
        assertNull(bot.active().stream().findFirst().orElse(null));
    }
}
