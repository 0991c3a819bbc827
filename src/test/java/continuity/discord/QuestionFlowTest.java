package continuity.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.chat.SlashCommand;
import continuity.discord.fake.FakeInteraction;
import continuity.discord.fake.FakeMessage;
import continuity.memory.Note;
import continuity.memory.Scope;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The bot asks where a correction applies; the answer comes by button or typed as a reply. */
class QuestionFlowTest extends FlowTest {

    /**
     * Mira has blue eyes everywhere; in the story "Pirate AU" someone says green: everywhere, or
     * only here?
     */
    private FakeMessage askedScope() {
        remember("alice", "Mira", "Mira has blue eyes");
        h.slash("c1", "alice", SlashCommand.STORY_SET, Map.of("name", "Pirate AU"))
                .awaitOriginal(m -> !m.isLoading());
        fake.userMessage("g1", "c1", "alice", "Mira's eyes are green, not blue.");
        FakeMessage question = h.botSays("c1", "green", "?");
        assertTrue(
                BotHarness.containsAll(
                        String.join(" ", labels(question)), "Every story", "Only this story"),
                "scope buttons: " + labels(question));
        assertTrue(
                h.dump().stream()
                        .noneMatch(
                                m ->
                                        m.value().equals("green")
                                                && m.status().wire().equals("active")),
                "nothing changes before the answer");
        return question;
    }

    @Test
    void aScopeQuestionIsAnsweredByButtonOnlyByThePersonAsked() {
        FakeMessage question = askedScope();
        FakeInteraction bobs = h.click("c1", "bob", question, "Only this story");
        assertTrue(
                bobs.awaitFollowup(m -> true).isEphemeral(),
                "bob is told privately that it is not his to answer");
        assertTrue(
                h.dump().stream()
                        .noneMatch(
                                m ->
                                        m.value().equals("green")
                                                && m.status().wire().equals("active")));

        FakeInteraction alices = h.click("c1", "alice", question, "Only this story");
        FakeMessage done = alices.awaitFollowup(BotHarness.saying("green"));
        assertFalse(done.isEphemeral());
        assertOnlyInTheStory();
    }

    @Test
    void aScopeQuestionIsAnsweredByATypedReply() {
        FakeMessage question = askedScope();
        fake.userReply("g1", "c1", "alice", "only this story", question.id());
        fake.awaitBotMessage(
                "c1",
                m ->
                        !m.id().equals(question.id())
                                && m.visibleText().contains("green")
                                && m.visibleText().contains("Pirate AU"));
        assertOnlyInTheStory();
    }

    private void assertOnlyInTheStory() {
        Note green = h.active("green");
        assertEquals(Scope.STORY, green.scope());
        assertEquals(Scope.PROFILE, h.active("blue").scope(), "the profile keeps blue");
    }

    static java.util.List<String> labels(FakeMessage m) {
        java.util.List<String> out = new java.util.ArrayList<>();
        m.components()
                .forEach(
                        row ->
                                row.path("components")
                                        .forEach(b -> out.add(b.path("label").asText())));
        return out;
    }
}
