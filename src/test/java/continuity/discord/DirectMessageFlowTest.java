package continuity.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.discord.fake.FakeMessage;
import continuity.memory.Note;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A user's own preferences, told to the bot in a direct message. */
class DirectMessageFlowTest extends FlowTest {

    @Test
    void aPreferenceToldInADirectMessageIsSavedAndConfirmedThere() {
        fake.directMessage("alice", "I'd prefer Mira's lines to be short and concise");
        FakeMessage confirmation = fake.awaitBotMessage("dm:alice", BotHarness.saying("concise"));
        assertTrue(confirmation.visibleText().contains("private"), confirmation.visibleText());
        assertEquals(List.of("Undo"), QuestionFlowTest.labels(confirmation));

        List<Note> dm = h.core.dump("@dm");
        assertEquals(1, dm.size(), dm.toString());
        assertEquals("preference", dm.get(0).kind().wire());
        assertEquals(h.id("alice"), dm.get(0).author());
        assertTrue(fake.botMessages("c1").isEmpty(), "nothing said in the server");
    }
}
