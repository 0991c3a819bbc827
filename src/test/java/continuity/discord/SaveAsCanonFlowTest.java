package continuity.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import continuity.chat.SlashCommand;
import continuity.discord.fake.FakeInteraction;
import continuity.discord.fake.FakeMessage;
import continuity.memory.Note;
import continuity.memory.Scope;
import continuity.memory.Status;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * "Save as canon" on any message (menu -> Apps): a form pre-filled with the reader's guess for that
 * message, saved with the rules of /memory remember (the character's owner and game masters write,
 * anyone else proposes).
 */
class SaveAsCanonFlowTest extends FlowTest {

    private FakeInteraction saveAsCanon(String user, FakeMessage target) {
        FakeInteraction i = fake.messageCommand("g1", "c1", user, "Save as canon", target.id());
        assertEquals(9, i.awaitCallbackType(), "answered with a form");
        return i;
    }

    /** The form's text inputs by custom id: value and label. */
    private static Map<String, String[]> inputs(JsonNode modal) {
        Map<String, String[]> out = new HashMap<>();
        for (JsonNode label : modal.path("components")) {
            JsonNode c = label.path("component");
            out.put(
                    c.path("custom_id").asText(),
                    new String[] {c.path("value").asText(), label.path("label").asText()});
        }
        return out;
    }

    @Test
    void itIsRegisteredAsAMessageCommandWithItsFrenchName() {
        JsonNode cmd =
                fake.registeredCommands().stream()
                        .filter(c -> c.path("type").asInt() == 3)
                        .findFirst()
                        .orElseThrow();
        assertEquals("Save as canon", cmd.path("name").asText());
        assertEquals("Garder comme canon", cmd.path("name_localizations").path("fr").asText());
        assertTrue(fake.violations().isEmpty(), fake.violations().toString());
    }

    @Test
    void aMessageTheBotLeftAloneIsOneClickFromCanon() {
        remember("alice", "Mira", "Mira has blue eyes");
        FakeMessage chat = fake.userMessage("g1", "c1", "alice", "Mira's eyes are green.");
        FakeInteraction form = saveAsCanon("alice", chat);
        JsonNode modal = form.modal();
        assertEquals("Save as canon", modal.path("title").asText());
        Map<String, String[]> in = inputs(modal);
        assertEquals("Mira", in.get("character")[0], "the reader's guess: " + modal);
        assertEquals("Mira has green eyes", in.get("text")[0]);
        assertEquals("profile", in.get("scope")[0]);

        FakeMessage saved =
                fake.modalSubmit(
                                form,
                                Map.of(
                                        "character",
                                        "Mira",
                                        "text",
                                        "Mira has green eyes",
                                        "scope",
                                        "profile"))
                        .awaitOriginal(m -> !m.isLoading());
        assertFalse(saved.isEphemeral());
        assertTrue(
                saved.visibleText()
                        .startsWith(
                                "Noted: “Mira has green eyes”, in Mira's profile (every story), replacing"),
                saved.visibleText());
        Note green = h.active("green");
        assertEquals(Scope.PROFILE, green.scope());
        assertEquals(
                "eyes",
                green.attributeWire(),
                "stored as the same detail, so that it replaced blue");
        assertEquals(
                Status.SUPERSEDED,
                h.dump().stream()
                        .filter(m -> m.value().equals("blue"))
                        .findFirst()
                        .orElseThrow()
                        .status());
    }

    @Test
    void theFormGuessesTheSceneAndSpeaksFrenchToAFrenchClient() {
        fake.setLocale("alice", "fr");
        h.slash("c1", "alice", SlashCommand.SCENE_START, Map.of("name", "Bal d'hiver"))
                .awaitOriginal(m -> !m.isLoading());
        FakeMessage chat =
                fake.userMessage(
                        "g1", "c1", "alice", "Dans cette scène, Élodie porte une cape verte.");
        FakeInteraction form = saveAsCanon("alice", chat);
        JsonNode modal = form.modal();
        assertEquals("Garder comme canon", modal.path("title").asText());
        Map<String, String[]> in = inputs(modal);
        assertEquals("Élodie", in.get("character")[0], modal.toString());
        assertEquals("Élodie porte une cape verte", in.get("text")[0]);
        assertEquals("scène", in.get("scope")[0]);
        assertEquals("Personnage", in.get("character")[1]);

        FakeMessage saved =
                fake.modalSubmit(
                                form,
                                Map.of(
                                        "character",
                                        in.get("character")[0],
                                        "text",
                                        in.get("text")[0],
                                        "scope",
                                        in.get("scope")[0]))
                        .awaitOriginal(m -> !m.isLoading());
        assertTrue(
                saved.visibleText()
                        .startsWith(
                                "C'est noté : « Élodie porte une cape verte », dans la scène « Bal d'hiver » seulement."),
                saved.visibleText());
        assertEquals(
                List.of("Annuler", "Toutes les histoires", "Cette histoire seulement"),
                QuestionFlowTest.labels(saved));
        assertEquals(Scope.SCENE, h.active("une cape verte").scope());
    }

    @Test
    void someoneWhoDoesNotOwnTheCharacterOnlyProposesAndAGameMasterDecides() {
        remember("alice", "Mira", "Mira has blue eyes");
        FakeMessage chat = fake.userMessage("g1", "c1", "bob", "Mira's eyes are red.");
        FakeInteraction bobs = saveAsCanon("bob", chat);
        Map<String, String[]> in = inputs(bobs.modal());
        FakeMessage proposed =
                fake.modalSubmit(
                                bobs,
                                Map.of(
                                        "character",
                                        in.get("character")[0],
                                        "text",
                                        in.get("text")[0],
                                        "scope",
                                        in.get("scope")[0]))
                        .awaitOriginal(m -> !m.isLoading());
        assertTrue(
                proposed.visibleText()
                        .contains("proposes “Mira has red eyes” instead of “Mira has blue eyes”"),
                proposed.visibleText());
        assertEquals(
                Status.DISPUTED,
                h.dump().stream()
                        .filter(m -> m.value().equals("red"))
                        .findFirst()
                        .orElseThrow()
                        .status());
        assertEquals("blue", h.active("blue").value(), "the owner's note stays current");

        FakeInteraction gms = saveAsCanon("gm", chat);
        FakeMessage decided =
                fake.modalSubmit(
                                gms,
                                Map.of(
                                        "character",
                                        "Mira",
                                        "text",
                                        "Mira has red eyes",
                                        "scope",
                                        "profile"))
                        .awaitOriginal(m -> !m.isLoading());
        assertTrue(
                decided.visibleText().startsWith("Noted:")
                        || decided.visibleText().startsWith("Already noted"),
                decided.visibleText());
    }
}
