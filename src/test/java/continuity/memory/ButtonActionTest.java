package continuity.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Every kind of button goes through the one encoder and back through the one decoder. */
class ButtonActionTest {
    static final List<ButtonAction> EVERY_KIND =
            List.of(
                    new ButtonAction.Undo("n1"),
                    new ButtonAction.Rescope("n1", Scope.STORY),
                    new ButtonAction.Accept("n1"),
                    new ButtonAction.Reject("n1"),
                    new ButtonAction.AnswerScope("q1", Scope.SCENE),
                    new ButtonAction.PickCharacter("q1", "mira"),
                    new ButtonAction.PickNote("edit", "n1", "Mira has green eyes"),
                    new ButtonAction.PickNote("forget", "n1", null),
                    new ButtonAction.ReplaceNote("p1", "n1", Scope.PROFILE),
                    new ButtonAction.UndoAll(List.of("n1", "n2")),
                    new ButtonAction.ForgetMe(),
                    new ButtonAction.Cancel(),
                    new ButtonAction.ModelConfirm(Map.of("character", "Mira", "lang", "EN")),
                    new ButtonAction.ModelDecline(),
                    new ButtonAction.Retry("q1"));

    @Test
    void everyKindRoundTrips() {
        for (ButtonAction a : EVERY_KIND)
            assertEquals(Optional.of(a), ButtonAction.decode(a.type(), a.data()), a.type());
    }

    @Test
    void theInlineOnesStillFitInTheirId() {
        for (ButtonAction a : EVERY_KIND.subList(0, 4)) {
            String id = InlineActions.encode(a.type(), a.data(), "u1").orElseThrow();
            Action back = InlineActions.decode(id, "g1", Instant.EPOCH).orElseThrow();
            assertEquals(Optional.of(a), ButtonAction.decode(back.type(), back.data()));
        }
    }

    @Test
    void anUnknownTypeOrMissingDataDecodesToNothing() {
        assertTrue(ButtonAction.decode("launch", Map.of()).isEmpty());
        assertTrue(ButtonAction.decode("undo", Map.of()).isEmpty());
        assertTrue(ButtonAction.decode("rescope", Map.of("memory", "n1", "scope", "x")).isEmpty());
    }
}
