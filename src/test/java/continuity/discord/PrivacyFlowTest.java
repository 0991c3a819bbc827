package continuity.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.chat.ChatContext;
import continuity.chat.MessageIn;
import continuity.chat.SlashCommand;
import continuity.chat.SlashIn;
import continuity.discord.fake.FakeMessage;
import continuity.memory.Note;
import continuity.memory.Status;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** /memory forget-me, and a server removing the bot, through the fake Discord. */
class PrivacyFlowTest extends FlowTest {

    @Test
    void forgetMeAsksFirstThenErasesWhatOnlyTheMemberWrote() throws Exception {
        remember("alice", "Mira", "Mira has blue eyes");
        remember("bob", "Kael", "Kael has a scar on his left cheek");
        FakeMessage asked =
                h.slash("c1", "alice", SlashCommand.MEMORY_FORGET_ME, Map.of())
                        .awaitFollowup(
                                m ->
                                        m.visibleText().contains("Erase")
                                                || m.visibleText().contains("erases"));
        assertTrue(asked.isEphemeral(), "the confirmation is private: " + asked);
        assertEquals(
                Status.ACTIVE,
                h.active("blue").status(),
                "nothing is erased before the member confirms");
        h.click("c1", "alice", asked, "Erase my data");
        Note alices = null;
        long deadline = System.nanoTime() + Duration.ofSeconds(5).toNanos();
        while (System.nanoTime() < deadline) {
            alices =
                    h.dump().stream()
                            .filter(m -> m.author().equals(h.id("alice")))
                            .findFirst()
                            .orElseThrow();
            if (alices.status() == Status.FORGOTTEN) break;
            Thread.sleep(50);
        }
        assertEquals(Status.FORGOTTEN, alices.status());
        assertEquals("", alices.text());
        assertEquals(
                "a scar on his left cheek",
                h.active("a scar on his left cheek").value(),
                "bob's note stays");
        fake.assertNoViolations();
    }

    @Test
    void aServerThatRemovesTheBotIsPurgedOnlyAfterTheGracePeriod() throws Exception {
        remember("alice", "Mira", "Mira has blue eyes");
        fake.guildRemoved("g1");
        String g1 = h.id("g1");
        long deadline = System.nanoTime() + Duration.ofSeconds(5).toNanos();
        List<String> purged = List.of();
        // the departure is recorded on the core thread; a purge before the grace period ends
        // removes nothing
        while (System.nanoTime() < deadline) {
            assertEquals(List.of(), h.core.purgeDeparted(Instant.now().plus(Duration.ofDays(29))));
            purged = h.core.purgeDeparted(Instant.now().plus(Duration.ofDays(31)));
            if (!purged.isEmpty()) break;
            Thread.sleep(50);
        }
        assertEquals(
                List.of(g1), purged, "after the 30-day grace period the server's data is purged");
        assertTrue(h.dump().isEmpty(), "nothing of the server is left: " + h.dump());
    }

    @Test
    void aServerThatRemovedTheBotWhileItWasOfflineIsFoundAtTheNextStart() throws Exception {
        remember("alice", "Mira", "Mira has blue eyes");
        String gone =
                "987654321098765432"; // a server the fake Discord does not list: the bot is not in
        // it
        h.core.handle(
                new SlashIn(
                        new ChatContext(gone, "c9", null, "u9", "Someone", false, Instant.now()),
                        "memory",
                        "remember",
                        Map.of("character", "Sera", "text", "Sera has grey eyes")));
        h.core.handle(
                new MessageIn(
                        new ChatContext(null, "dm1", null, "u9", "Someone", false, Instant.now()),
                        "m1",
                        "@Continuity I prefer short replies",
                        true,
                        false,
                        null));
        String g1 = h.id("g1");
        h.core.guildRemoved(g1, Instant.now()); // recorded as gone, but the bot is still in it
        h.restart();
        // the bot looks when it connects, on the core thread
        long deadline = System.nanoTime() + Duration.ofSeconds(5).toNanos();
        while (System.nanoTime() < deadline && !h.core.departedGuilds().equals(List.of(gone)))
            Thread.sleep(50);
        assertEquals(
                List.of(gone),
                h.core.departedGuilds(),
                "the server not listed is found gone; the one it is in is no longer due for deletion");
        assertEquals(
                List.of(),
                h.core.purgeDeparted(Instant.now().plus(Duration.ofDays(29))),
                "kept for the grace period");
        assertEquals(List.of(gone), h.core.purgeDeparted(Instant.now().plus(Duration.ofDays(31))));
        assertEquals(List.of(), h.core.dump(gone));
        assertEquals("blue", h.active("blue").value(), "the server the bot is in keeps its notes");
        assertTrue(
                h.core.dump(ChatContext.DIRECT).stream()
                        .anyMatch(m -> m.text().contains("short replies")),
                "direct messages are no server: kept");
    }
}
