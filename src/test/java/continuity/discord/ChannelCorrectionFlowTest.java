package continuity.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import continuity.discord.fake.FakeInteraction;
import continuity.discord.fake.FakeMessage;
import continuity.discord.fake.RecordedRequest;
import continuity.memory.Note;
import continuity.memory.Status;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Corrections typed in the channel, confirmations, Undo, recall, and echoes that must not ping. */
class ChannelCorrectionFlowTest extends FlowTest {

    @Test
    void aCorrectionInTheChannelIsConfirmedThereAndUndoPutsTheOldNoteBack() {
        remember("alice", "Mira", "Mira has blue eyes");
        FakeMessage correction =
                fake.userMessage("g1", "c1", "alice", "Mira's eyes are green, not blue.");
        FakeMessage confirmation = h.botSays("c1", "green", "blue");
        assertEquals(
                correction.id(),
                confirmation.referencedMessageId(),
                "the confirmation replies to the correction");
        assertFalse(
                confirmation.allowedMentions().path("replied_user").asBoolean(true),
                "the reply does not ping its author: " + confirmation.allowedMentions());
        assertTrue(
                confirmation.customIds().stream().allMatch(id -> id.startsWith("c:")),
                "core buttons carry their action id: " + confirmation.customIds());
        assertEquals("green", h.active("green").value());
        assertEquals(Status.SUPERSEDED, status("blue"));

        FakeInteraction undo = h.click("c1", "alice", confirmation, "Undo");
        assertEquals(
                6,
                undo.awaitCallbackType(),
                "a button is acknowledged with a deferred update first");
        FakeMessage undone = undo.awaitFollowup(BotHarness.saying("Undone", "blue"));
        assertFalse(undone.isEphemeral(), "the channel sees the undo");
        assertEquals(Status.ACTIVE, status("blue"));
        assertEquals(Status.SUPERSEDED, status("green"));
    }

    @Test
    void aCorrectionDeletedBeforeTheAnswerIsStillConfirmed() {
        remember("alice", "Mira", "Mira has blue eyes");
        h.store.sleepMillis = 1500; // the answer is on its way while the message disappears
        FakeMessage correction =
                fake.userMessage("g1", "c1", "alice", "Mira's eyes are green, not blue.");
        fake.messageDelete("g1", "c1", correction.id());
        FakeMessage confirmation = h.botSays("c1", "green", "blue");
        h.store.sleepMillis = 0;
        assertEquals(
                null,
                confirmation.referencedMessageId(),
                "nothing left to reply to: " + confirmation);
        assertEquals("green", h.active("green").value());
    }

    @Test
    void repliesGoToTheThreadTheCorrectionWasMadeIn() {
        remember("alice", "Mira", "Mira has blue eyes");
        fake.userMessage("g1", "t1", "alice", "Mira's eyes are green, not blue.");
        FakeMessage inThread = h.botSays("t1", "green");
        assertEquals(h.id("t1"), inThread.channelId());
        assertTrue(
                fake.botMessages("c1").stream().noneMatch(m -> m.visibleText().contains("green")),
                "nothing about it in the parent channel");
    }

    @Test
    void recallByMentionAnswersWithTheCurrentValueOnly() {
        remember("alice", "Mira", "Mira has blue eyes");
        fake.userMessage("g1", "c1", "alice", "Mira's eyes are green, not blue.");
        h.botSays("c1", "green", "blue");
        fake.userMessageMentioningBot("g1", "c1", "carol", "what colour are Mira's eyes?");
        FakeMessage answer =
                fake.awaitBotMessage(
                        "c1",
                        m ->
                                m.visibleText().contains("green")
                                        && !m.visibleText().contains("replacing"));
        assertFalse(
                answer.visibleText().contains("blue"), "no stale value: " + answer.visibleText());

        fake.userMessageMentioningBot("g1", "c1", "carol", "what is Mira's favourite food?");
        h.botSays("c1", "food");
    }

    @Test
    void plainInCharacterChatGetsNoAnswer() throws Exception {
        remember("alice", "Mira", "Mira has blue eyes");
        int before = fake.botMessages("c1").size();
        fake.userMessage("g1", "c1", "bob", "\"Your eyes are not blue tonight,\" he whispers.");
        fake.userMessageMentioningBot("g1", "c1", "bob", "what colour are Mira's eyes?");
        h.botSays("c1", "blue eyes", "noted on");
        assertEquals(before + 1, fake.botMessages("c1").size(), "only the question was answered");
    }

    @Test
    void anEchoedEveryoneOrUserMentionPingsNobody() {
        String bob = "<@" + h.id("bob") + ">";
        FakeMessage saved = remember("alice", "Mira", "Mira's motto is @everyone look at " + bob);
        assertTrue(
                saved.content().contains("@everyone") && saved.content().contains(bob),
                saved.content());
        assertEquals(
                0,
                saved.allowedMentions().path("parse").size(),
                "allowed mentions: " + saved.allowedMentions());

        fake.userMessageMentioningBot("g1", "c1", "carol", "what is Mira's motto?");
        FakeMessage recalled = h.botSays("c1", "@everyone", bob, "noted on");
        assertEquals(
                0,
                recalled.json().path("mentions").size(),
                "nobody is mentioned: " + recalled.json());

        List<RecordedRequest> echoes =
                fake.requests().stream()
                        .filter(
                                r ->
                                        BotHarness.messageBody(r) != null
                                                && BotHarness.messageBody(r)
                                                        .path("content")
                                                        .asText()
                                                        .contains("@everyone"))
                        .toList();
        assertTrue(echoes.size() >= 2, "the original edit and the channel message: " + echoes);
        for (RecordedRequest r : echoes) {
            JsonNode allowed = BotHarness.messageBody(r).path("allowed_mentions");
            assertTrue(
                    allowed.has("parse") && allowed.path("parse").isEmpty(),
                    "allowed_mentions of " + r);
        }
    }

    @Test
    void aPrivatePreferenceIsNotPostedInTheChannelAndOnlyItsAuthorCanUndoIt() {
        fake.userMessage(
                "g1", "c1", "alice", "(( I'd prefer Mira's lines to be short and concise ))");
        FakeMessage note = h.botSays("c1", "private");
        assertFalse(
                note.visibleText().contains("concise"),
                "the preference itself stays private: " + note);

        FakeInteraction bobs = h.click("c1", "bob", note, "Undo");
        FakeMessage refused = bobs.awaitFollowup(m -> true);
        assertTrue(refused.isEphemeral(), "a refusal is only for the one who pressed: " + refused);
        assertEquals(Status.ACTIVE, preference().status());

        FakeInteraction alices = h.click("c1", "alice", note, "Undo");
        FakeMessage undone = alices.awaitFollowup(BotHarness.saying("Undone"));
        assertTrue(undone.isEphemeral(), "the preference's text is shown to its author only");
        assertEquals(Status.FORGOTTEN, preference().status());
    }

    private Note preference() {
        return h.dump().stream()
                .filter(m -> m.kind().wire().equals("preference"))
                .findFirst()
                .orElseThrow();
    }

    private Status status(String value) {
        return h.dump().stream()
                .filter(m -> m.value().equals(value))
                .map(Note::status)
                .findFirst()
                .orElseThrow(() -> new AssertionError("no note with value " + value));
    }
}
