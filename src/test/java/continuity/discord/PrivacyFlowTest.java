package continuity.discord;

import continuity.discord.fake.FakeMessage;
import continuity.memory.Memory;
import continuity.memory.Status;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** /memory forget-me, and a server removing the bot, through the fake Discord. */
class PrivacyFlowTest extends FlowTest {

    @Test
    void forgetMeAsksFirstThenErasesWhatOnlyTheMemberWrote() throws Exception {
        remember("alice", "Mira", "Mira has blue eyes");
        remember("bob", "Kael", "Kael has a scar on his left cheek");
        FakeMessage asked = h.slash("c1", "alice", "memory forget-me", Map.of())
                .awaitFollowup(m -> m.visibleText().contains("Erase") || m.visibleText().contains("erases"));
        assertTrue(asked.isEphemeral(), "the confirmation is private: " + asked);
        assertEquals(Status.ACTIVE, h.active("blue").status(), "nothing is erased before the member confirms");
        h.click("c1", "alice", asked, "Erase my data");
        Memory alices = null;
        long deadline = System.nanoTime() + Duration.ofSeconds(5).toNanos();
        while (System.nanoTime() < deadline) {
            alices = h.dump().stream().filter(m -> m.author().equals(h.id("alice"))).findFirst().orElseThrow();
            if (alices.status() == Status.FORGOTTEN) break;
            Thread.sleep(50);
        }
        assertEquals(Status.FORGOTTEN, alices.status());
        assertEquals("", alices.text());
        assertEquals("a scar on his left cheek", h.active("a scar on his left cheek").value(), "bob's note stays");
        fake.assertNoViolations();
    }

    @Test
    void aServerThatRemovesTheBotIsPurgedOnlyAfterTheGracePeriod() throws Exception {
        remember("alice", "Mira", "Mira has blue eyes");
        fake.guildRemoved("g1");
        String g1 = h.id("g1");
        long deadline = System.nanoTime() + Duration.ofSeconds(5).toNanos();
        List<String> purged = List.of();
        // the departure is recorded on the core thread; a purge before the grace period ends removes nothing
        while (System.nanoTime() < deadline) {
            assertEquals(List.of(), h.core.purgeDeparted(Instant.now().plus(Duration.ofDays(29))));
            purged = h.core.purgeDeparted(Instant.now().plus(Duration.ofDays(31)));
            if (!purged.isEmpty()) break;
            Thread.sleep(50);
        }
        assertEquals(List.of(g1), purged, "after the 30-day grace period the server's data is purged");
        assertTrue(h.dump().isEmpty(), "nothing of the server is left: " + h.dump());
    }
}
