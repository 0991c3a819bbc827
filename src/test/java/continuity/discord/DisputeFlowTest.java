package continuity.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.discord.fake.FakeInteraction;
import continuity.discord.fake.FakeMessage;
import continuity.memory.Status;
import org.junit.jupiter.api.Test;

/**
 * A player who neither owns the character nor is a game master only proposes; the owner or a GM
 * decides.
 */
class DisputeFlowTest extends FlowTest {

    private FakeMessage proposedByBob() {
        remember("alice", "Mira", "Mira has blue eyes");
        fake.userMessage("g1", "c1", "bob", "Mira's eyes are green, not blue.");
        FakeMessage proposal = h.botSays("c1", "green", "blue", "Bob");
        assertEquals(Status.DISPUTED, statusOf("green"));
        assertEquals(Status.ACTIVE, statusOf("blue"));
        return proposal;
    }

    @Test
    void aDisputedChangeIsRefusedToAnotherPlayerAndAcceptedByTheOwner() {
        FakeMessage proposal = proposedByBob();
        FakeInteraction carols = h.click("c1", "carol", proposal, "Accept");
        FakeMessage refused = carols.awaitFollowup(m -> true);
        assertTrue(refused.isEphemeral(), "only carol sees the refusal: " + refused);
        assertTrue(refused.visibleText().contains("Mira"), refused.visibleText());
        FakeInteraction bobs = h.click("c1", "bob", proposal, "Accept");
        assertTrue(bobs.awaitFollowup(m -> true).isEphemeral());
        assertEquals(Status.DISPUTED, statusOf("green"), "nothing changed for them");

        FakeInteraction alices = h.click("c1", "alice", proposal, "Accept");
        FakeMessage accepted = alices.awaitFollowup(BotHarness.saying("green", "blue"));
        assertFalse(accepted.isEphemeral(), "the channel sees the decision");
        assertEquals(Status.ACTIVE, statusOf("green"));
        assertEquals(Status.SUPERSEDED, statusOf("blue"));
    }

    @Test
    void aGameMasterByTheConfiguredRoleMayRejectIt() {
        FakeMessage proposal = proposedByBob();
        FakeInteraction gms = h.click("c1", "rolegm", proposal, "Reject");
        gms.awaitFollowup(BotHarness.saying("Rejected"));
        assertEquals(Status.SUPERSEDED, statusOf("green"));
        assertEquals(Status.ACTIVE, statusOf("blue"));
    }

    @Test
    void aGameMasterByManageServerMayAcceptIt() {
        FakeMessage proposal = proposedByBob();
        h.click("c1", "gm", proposal, "Accept").awaitFollowup(BotHarness.saying("green", "blue"));
        assertEquals(Status.ACTIVE, statusOf("green"));
    }

    private Status statusOf(String value) {
        return h.dump().stream()
                .filter(m -> m.value().equals(value))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no note " + value + " in " + h.dump()))
                .status();
    }
}
