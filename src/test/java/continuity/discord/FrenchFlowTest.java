package continuity.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import continuity.chat.SlashCommand;
import continuity.discord.fake.FakeInteraction;
import continuity.discord.fake.FakeMessage;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * French on Discord: the commands carry French names and descriptions (JDA's localization), and a
 * member whose client is French is answered in French by commands and buttons, with French button
 * labels; a French chat message is answered in French whoever sends it.
 */
class FrenchFlowTest extends FlowTest {

    @Test
    void theCommandsAreRegisteredWithFrenchNamesAndDescriptions() {
        JsonNode memory = fake.awaitCommand("memory");
        assertEquals(
                "mémoire",
                memory.path("name_localizations").path("fr").asText(),
                memory.toString());
        assertTrue(
                memory.path("description_localizations")
                        .path("fr")
                        .asText()
                        .contains("personnages"));
        JsonNode remember = sub(memory, "remember");
        assertEquals("retenir", remember.path("name_localizations").path("fr").asText());
        JsonNode scope = option(remember, "scope");
        assertEquals("portée", scope.path("name_localizations").path("fr").asText());
        assertEquals(
                "profil (toutes les histoires)",
                scope.path("choices").get(0).path("name_localizations").path("fr").asText());
        for (String c : List.of("story", "scene", "settings")) {
            assertFalse(
                    fake.awaitCommand(c).path("name_localizations").path("fr").asText().isEmpty(),
                    c);
        }
        assertTrue(
                fake.violations().isEmpty(),
                "the fake accepted every translation: " + fake.violations());
    }

    @Test
    void aFrenchClientIsAnsweredInFrenchWithFrenchButtons() {
        fake.setLocale("alice", "fr");
        FakeInteraction i =
                h.slash(
                        "c1",
                        "alice",
                        SlashCommand.MEMORY_REMEMBER,
                        Map.of("character", "Élodie", "text", "Élodie has green eyes"));
        FakeMessage saved = i.awaitOriginal(m -> !m.isLoading());
        assertTrue(
                saved.visibleText()
                        .contains(
                                "C'est noté : « Élodie has green eyes », dans le profil d'Élodie"),
                saved.visibleText());
        assertEquals(List.of("Annuler"), QuestionFlowTest.labels(saved));

        FakeMessage undone = h.click("c1", "alice", saved, "Annuler").awaitFollowup(m -> true);
        assertTrue(
                undone.visibleText().startsWith("Annulé : « Élodie has green eyes »"),
                undone.visibleText());

        // the same command from an English client: English, whatever language the note is in
        FakeMessage english =
                h.slash(
                                "c1",
                                "bob",
                                SlashCommand.MEMORY_REMEMBER,
                                Map.of("character", "Mira", "text", "Mira a les yeux bleus"))
                        .awaitOriginal(m -> !m.isLoading());
        assertTrue(
                english.visibleText()
                        .startsWith("Noted: “Mira a les yeux bleus”, in Mira's profile"),
                english.visibleText());
        assertEquals(List.of("Undo"), QuestionFlowTest.labels(english));

        FakeMessage list =
                h.slash(
                                "c1",
                                "alice",
                                SlashCommand.MEMORY_SHOW,
                                Map.of("character", "Mira", "history", true))
                        .awaitOriginal(m -> !m.isLoading());
        assertEquals(
                "Notes et historique sur Mira",
                list.embeds().get(0).path("title").asText(),
                list.toString());
        FakeMessage history =
                h.slash("c1", "alice", SlashCommand.MEMORY_HISTORY, Map.of("character", "Élodie"))
                        .awaitOriginal(m -> !m.isLoading());
        assertEquals(
                "Historique d'Élodie",
                history.embeds().get(0).path("title").asText(),
                history.toString());
        assertTrue(
                history.embeds()
                        .get(0)
                        .path("description")
                        .asText()
                        .contains("(une note sur Élodie a été annulée le "),
                history.toString());
    }

    @Test
    void aFrenchMessageIsAnsweredInFrench() {
        remember("alice", "Mira", "Mira has blue eyes");
        fake.userMessage("g1", "c1", "alice", "(( Les yeux de Mira sont verts, pas bleus. ))");
        FakeMessage said = h.botSays("c1", "C'est noté", "verts");
        assertTrue(
                said.visibleText()
                        .contains("à la place de la note précédente « Mira has blue eyes »"),
                said.visibleText());
        assertEquals(List.of("Annuler"), QuestionFlowTest.labels(said));
    }

    private static JsonNode sub(JsonNode command, String name) {
        return option(command, name);
    }

    private static JsonNode option(JsonNode node, String name) {
        for (JsonNode o : node.path("options")) if (o.path("name").asText().equals(name)) return o;
        throw new AssertionError("no option " + name + " in " + node);
    }
}
