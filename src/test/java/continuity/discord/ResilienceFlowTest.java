package continuity.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.BotRuntime;
import continuity.chat.SlashCommand;
import continuity.discord.fake.FakeInteraction;
import continuity.discord.fake.FakeMessage;
import continuity.memory.Limits;
import continuity.memory.Note;
import continuity.memory.Status;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Restarts, a slow disk and shutdown: buttons keep working, Discord's deadline holds, nothing is
 * lost.
 */
class ResilienceFlowTest extends FlowTest {

    @Override
    BotHarness configure(BotHarness harness) {
        return harness.proxyWindow(Duration.ofMillis(1500));
    }

    @Test
    void aButtonPressedAfterARestartStillWorks() throws Exception {
        remember("alice", "Mira", "Mira has blue eyes");
        fake.userMessage("g1", "c1", "alice", "Mira's eyes are green, not blue.");
        FakeMessage confirmation = h.botSays("c1", "green", "blue");

        h.restart(); // new JDA session, new core, same database file
        assertEquals(2, fake.commandRegistrations(), "the new process registered its commands");

        FakeInteraction undo = h.click("c1", "alice", confirmation, "Undo");
        undo.awaitFollowup(BotHarness.saying("Undone", "blue"));
        assertEquals(Status.ACTIVE, h.active("blue").status());
    }

    @Test
    void anInteractionOnASlowDatabaseIsStillAcknowledgedInTime() {
        remember("alice", "Mira", "Mira has blue eyes");
        h.store.sleepMillis = 4000; // every transaction now takes 4 s
        long t0 = System.nanoTime();
        FakeInteraction show =
                h.slash("c1", "alice", SlashCommand.MEMORY_SHOW, Map.of("character", "Mira"));
        show.awaitCallback(Duration.ofMillis(2900));
        long ackMs = (System.nanoTime() - t0) / 1_000_000;
        assertTrue(ackMs < 3000, "acknowledged after " + ackMs + " ms");
        FakeMessage list = show.awaitOriginal(m -> !m.isLoading(), Duration.ofSeconds(15));
        assertTrue(list.visibleText().contains("blue"), list.visibleText());
        assertTrue(
                (System.nanoTime() - t0) / 1_000_000 >= 4000,
                "the answer really waited for the slow store");

        FakeMessage saved = fake.botMessages("c1").get(0);
        FakeInteraction undo = h.click("c1", "alice", saved, "Undo");
        undo.awaitCallback(Duration.ofMillis(2900));
        undo.awaitFollowup(BotHarness.saying("Undone"));
        h.store.sleepMillis = 0;
    }

    @Test
    void autocompleteOnASlowDatabaseAnswersInTimeWithoutSuggestions() {
        remember("alice", "Mira", "Mira has blue eyes");
        h.store.sleepMillis = 4000;
        FakeInteraction ac =
                fake.autocomplete(
                        "g1",
                        "c1",
                        "alice",
                        SlashCommand.MEMORY_RECALL.wire(),
                        Map.of(),
                        "character",
                        "mi");
        assertEquals(List.of(), ac.awaitChoiceNames(), "nothing rather than too late");
        h.store.sleepMillis = 0;
    }

    @Test
    void shutdownFinishesTheWorkInHandAndTheMessagesWaitingForAProxy() throws Exception {
        remember("alice", "Mira", "Mira has blue eyes");
        remember("alice", "Kael", "Kael has black eyes");
        h.store.sleepMillis = 1500;
        fake.userMessage("g1", "c1", "alice", "Mira's eyes are green, not blue.");
        fake.userMessage(
                "g1",
                "c1",
                "alice",
                "[Kael's eyes are brown, not black]"); // waits for a proxy copy
        Thread.sleep(300); // both received; the first is in its slow transaction
        h.bot.close(); // what the SIGTERM hook runs
        h.bot = null;

        assertTrue(
                fake.botMessages("c1").stream().anyMatch(m -> m.visibleText().contains("green")),
                "the confirmation was sent before stopping");
        assertTrue(
                fake.botMessages("c1").stream().anyMatch(m -> m.visibleText().contains("brown")),
                "the message waiting for a proxy copy was handled too");
        try (BotRuntime reopened = BotRuntime.open(h.db, Limits.DEFAULTS)) {
            List<Note> all = reopened.core().dump(h.id("g1"));
            assertTrue(
                    all.stream()
                            .anyMatch(
                                    m -> m.value().equals("green") && m.status() == Status.ACTIVE),
                    all.toString());
            assertTrue(
                    all.stream()
                            .anyMatch(
                                    m -> m.value().equals("brown") && m.status() == Status.ACTIVE),
                    all.toString());
        }
    }
}
