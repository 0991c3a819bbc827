package continuity.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.discord.fake.FakeMessage;
import continuity.memory.Note;
import continuity.memory.Status;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * Tupperbox/PluralKit: a trigger message, the proxy's webhook copy under the character's name, the
 * trigger's deletion. The pair is handled once, as the character, in the name of the real sender;
 * deletions never forget.
 */
class ProxyFlowTest extends FlowTest {
    static final Duration WINDOW = Duration.ofMillis(1200);

    @Override
    BotHarness configure(BotHarness harness) {
        return harness.proxyWindow(WINDOW);
    }

    @Test
    void aProxiedCorrectionIsHandledOnceAsTheCharacterInTheSendersName() throws Exception {
        remember("alice", "Mira", "Mira has blue eyes");
        FakeMessage trigger =
                fake.userMessage(
                        "g1", "c1", "alice", "[(( correction: my eyes are green, not blue ))]");
        FakeMessage copy =
                fake.webhookMessage(
                        "g1",
                        "c1",
                        "tupperhook",
                        "Mira",
                        "(( correction: my eyes are green, not blue ))");
        fake.messageDelete("g1", "c1", trigger.id());
        h.botSays("c1", "green", "blue");
        Thread.sleep(WINDOW.toMillis() + 800);
        assertEquals(1, count("green"), "the trigger and its copy are handled once");

        Note green = h.active("green");
        assertEquals(h.id("alice"), green.author(), "stored in the real sender's name");
        assertEquals(
                copy.id(), green.messageId(), "its source is the copy, which stays in the channel");
        assertEquals(Status.SUPERSEDED, status("blue"), "the proxy's deletion forgot nothing");
    }

    @Test
    void inAChannelWithAProxyAPlainMessageWaitsForItsCopy() throws Exception {
        remember("alice", "Mira", "Mira has blue eyes");
        fake.webhookMessage("g1", "c1", "pkhook", "Mira", "Mira smiles at the harbour master.");
        // autoproxy: the copy has exactly the trigger's text
        FakeMessage trigger =
                fake.userMessage("g1", "c1", "alice", "(( my eyes are violet, not blue ))");
        fake.webhookMessage("g1", "c1", "pkhook", "Mira", "(( my eyes are violet, not blue ))");
        fake.messageDelete("g1", "c1", trigger.id());
        h.botSays("c1", "violet");
        Thread.sleep(WINDOW.toMillis() + 800);
        assertEquals(1, count("violet"));
        assertEquals(h.id("alice"), h.active("violet").author());
    }

    @Test
    void aLookalikeTriggerWithoutACopyIsHandledAfterTheWindow() throws Exception {
        remember("alice", "Mira", "Mira has blue eyes");
        long t0 = System.nanoTime();
        fake.userMessage("g1", "c1", "alice", "[Mira's eyes are grey, not blue]");
        h.botSays("c1", "grey");
        long waited = (System.nanoTime() - t0) / 1_000_000;
        assertTrue(
                waited >= WINDOW.toMillis() - 100,
                "it waited for a copy first (" + waited + " ms)");
        Thread.sleep(500);
        assertEquals(1, count("grey"));
    }

    @Test
    void aLookalikeTriggerDeletedWithoutACopyIsWithdrawn() throws Exception {
        remember("alice", "Mira", "Mira has blue eyes");
        FakeMessage trigger =
                fake.userMessage("g1", "c1", "alice", "[Mira's eyes are grey, not blue]");
        fake.messageDelete("g1", "c1", trigger.id());
        Thread.sleep(WINDOW.toMillis() + 800);
        assertEquals(0, count("grey"));
        assertEquals(Status.ACTIVE, status("blue"));
    }

    @Test
    void aLateCopyOfAMessageAlreadyHandledIsNotHandledAgain() throws Exception {
        remember("alice", "Mira", "Mira has blue eyes");
        fake.userMessage("g1", "c2", "alice", "(( Mira's eyes are violet, not blue ))");
        h.botSays("c2", "violet");
        fake.webhookMessage("g1", "c2", "pkhook", "Mira", "(( Mira's eyes are violet, not blue ))");
        Thread.sleep(WINDOW.toMillis());
        assertEquals(
                1,
                fake.botMessages("c2").stream()
                        .filter(m -> m.visibleText().contains("violet"))
                        .count());
    }

    private long count(String word) {
        return fake.botMessages("c1").stream().filter(m -> m.visibleText().contains(word)).count();
    }

    private Status status(String value) {
        return h.dump().stream()
                .filter(m -> m.value().equals(value))
                .findFirst()
                .orElseThrow()
                .status();
    }
}
