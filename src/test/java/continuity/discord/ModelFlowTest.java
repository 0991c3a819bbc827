package continuity.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.chat.SlashCommand;
import continuity.discord.fake.FakeMessage;
import continuity.model.FakeModelServer;
import continuity.model.ModelConfig;
import continuity.model.ModelUnderstanding;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** On Discord the model is asked off the core thread: a slow answer holds up no other message. */
class ModelFlowTest extends FlowTest {
    private FakeModelServer model;

    @AfterEach
    void stopModel() {
        if (model != null) {
            List<String> problems = model.problems();
            model.close();
            assertEquals(List.of(), problems);
        }
    }

    @Test
    void aSlowModelAnswerArrivesLaterAndOtherMessagesAreAnsweredMeanwhile() {
        model = new FakeModelServer("test-model");
        h.core.withModel(
                new ModelUnderstanding(
                        ModelConfig.of(model.baseUrl(), "test-model", null)
                                .withTimeout(Duration.ofSeconds(6))));
        h.slash("c1", "gm", SlashCommand.SETTINGS_MODEL, Map.of("state", "on"))
                .awaitOriginal(x -> !x.isLoading());
        remember("alice", "Mira", "Mira has blue eyes");

        // the recorded answer to this one takes 3 seconds
        fake.userMessage("g1", "c1", "alice", "(( Mira looks better with a crimson cape ))");
        fake.userMessage("g1", "c2", "alice", "(( Mira's eyes are green, not blue ))");
        h.botSays("c2", "green", "blue");
        assertTrue(
                fake.botMessages("c1").stream().noneMatch(m -> m.visibleText().contains("crimson")),
                "the grammar's correction was answered while the model was still thinking");
        FakeMessage saved =
                fake.awaitBotMessage("c1", m -> m.visibleText().contains("crimson cape"));
        assertTrue(saved.visibleText().contains("Mira"), saved.visibleText());
        assertEquals(List.of("Mira looks better with a crimson cape"), model.asked());
    }
}
