package continuity.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import continuity.chat.ChatContext;
import continuity.chat.SlashCommand;
import continuity.chat.SlashIn;
import continuity.discord.fake.FakeInteraction;
import continuity.discord.fake.FakeMessage;
import continuity.memory.Note;
import continuity.memory.Status;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The slash commands: registration, paged lists, the edit form, forget, autocomplete. */
class CommandFlowTest extends FlowTest {
    private static final Pattern NOTE_ID = Pattern.compile("`([a-z0-9]{8})`");

    @Test
    void theCommandsAreRegisteredInOneBulkRequest() {
        assertEquals(1, fake.commandRegistrations());
        assertEquals(
                List.of("memory", "story", "scene", "settings", "Save as canon"),
                fake.registeredCommands().stream().map(c -> c.path("name").asText()).toList());
        List<String> memory = new ArrayList<>();
        fake.awaitCommand("memory")
                .path("options")
                .forEach(o -> memory.add(o.path("name").asText()));
        assertEquals(
                List.of(
                        "show",
                        "remember",
                        "edit",
                        "forget",
                        "history",
                        "recall",
                        "export",
                        "import",
                        "forget-me"),
                memory);
    }

    @Test
    void memoryShowIsPagedWithinDiscordsLimits() {
        Set<String> stored = new HashSet<>();
        for (int i = 0; i < 23; i++) {
            // seeded straight through the core, by different players (a player may make 20 changes
            // a minute)
            h.core.handle(
                    SlashIn.of(
                            ctx("seed" + i),
                            SlashCommand.MEMORY_REMEMBER,
                            Map.of(
                                    "character",
                                    "Mira",
                                    "text",
                                    "Mira keeps keepsake number " + i + " in her coat")));
        }
        h.dump().forEach(m -> stored.add(m.id()));
        assertEquals(23, stored.size());

        FakeInteraction show = h.slash("c1", "alice", SlashCommand.MEMORY_SHOW, Map.of());
        assertEquals(
                64,
                show.awaitCallback().path("data").path("flags").asInt() & 64,
                "deferred privately");
        FakeMessage page1 = show.awaitOriginal(m -> !m.isLoading());
        assertTrue(page1.isEphemeral());
        Set<String> seen = new HashSet<>(idsOn(page1, 1, 3));
        assertTrue(disabled(page1, "Previous"), "no previous page on the first");

        FakeInteraction next = h.click("c1", "alice", page1, "Next");
        assertEquals(6, next.awaitCallbackType(), "turning a page is a deferred update");
        FakeMessage page2 = next.awaitOriginal(m -> m.visibleText().contains("Page 2 of 3"));
        assertEquals(page1.id(), page2.id(), "the same message shows the next page");
        seen.addAll(idsOn(page2, 2, 3));

        FakeMessage page3 =
                h.click("c1", "alice", page2, "Next")
                        .awaitOriginal(m -> m.visibleText().contains("Page 3 of 3"));
        seen.addAll(idsOn(page3, 3, 3));
        assertTrue(disabled(page3, "Next"), "no next page on the last");
        assertEquals(stored, seen, "every note appears on exactly one page");

        FakeMessage back =
                h.click("c1", "alice", page3, "Previous")
                        .awaitOriginal(m -> m.visibleText().contains("Page 2 of 3"));
        assertEquals(idsOn(page2, 2, 3), idsOn(back, 2, 3));

        FakeInteraction pub =
                h.slash("c1", "bob", SlashCommand.MEMORY_SHOW, Map.of("public", true));
        FakeMessage posted = pub.awaitOriginal(m -> !m.isLoading());
        assertFalse(posted.isEphemeral(), "public:true posts the list for the channel");
    }

    private List<String> idsOn(FakeMessage page, int number, int of) {
        assertEquals(1, page.embeds().size(), "one embed per page: " + page);
        JsonNode embed = page.embeds().get(0);
        String description = embed.path("description").asText();
        assertTrue(description.length() <= 4096, "description within Discord's limit");
        assertEquals(
                "Page " + number + " of " + of + " \u00B7 23 entries",
                embed.path("footer").path("text").asText());
        List<String> ids = new ArrayList<>();
        Matcher m = NOTE_ID.matcher(description);
        while (m.find()) ids.add(m.group(1));
        assertTrue(
                ids.size() <= ListPages.LINES_PER_PAGE && !ids.isEmpty(),
                "entries on page " + number + ": " + ids);
        return ids;
    }

    private static boolean disabled(FakeMessage m, String labelPart) {
        for (JsonNode row : m.components()) {
            for (JsonNode b : row.path("components")) {
                if (b.path("label").asText().contains(labelPart))
                    return b.path("disabled").asBoolean(false);
            }
        }
        throw new AssertionError("no button " + labelPart + " on " + m);
    }

    @Test
    void memoryEditWithoutTextOpensAFormPrefilledWithTheNote() {
        remember("alice", "Mira", "Mira has blue eyes");
        String id = h.active("blue").id();
        FakeInteraction edit =
                h.slash("c1", "alice", SlashCommand.MEMORY_EDIT, Map.of("memory", id));
        assertEquals(9, edit.awaitCallbackType(), "answered with a form");
        JsonNode input = edit.modal().path("components").get(0).path("component");
        assertEquals(
                "Mira has blue eyes",
                input.path("value").asText(),
                "pre-filled with the current text");

        FakeInteraction submit = fake.modalSubmit(edit, Map.of("text", "Mira has sea-green eyes"));
        FakeMessage edited = submit.awaitOriginal(m -> !m.isLoading());
        assertTrue(edited.visibleText().contains("Edited"), edited.visibleText());
        assertFalse(edited.isEphemeral());
        Note now =
                h.dump().stream()
                        .filter(m -> m.status() == Status.ACTIVE)
                        .findFirst()
                        .orElseThrow();
        assertEquals("Mira has sea-green eyes", now.text());
        assertEquals(id, now.replaces());
    }

    @Test
    void someoneWhoMayNotEditIsToldSoInsteadOfGettingAForm() {
        remember("alice", "Mira", "Mira has blue eyes");
        String id = h.active("blue").id();
        FakeInteraction bobs = h.slash("c1", "bob", SlashCommand.MEMORY_EDIT, Map.of("memory", id));
        FakeMessage refused = bobs.awaitFollowup(m -> true);
        assertNull(bobs.modal(), "no form");
        assertTrue(refused.isEphemeral(), "the refusal is private: " + refused);
        assertTrue(
                bobs.original().map(FakeMessage::deleted).orElse(true),
                "no public 'thinking' message is left");
        assertEquals("Mira has blue eyes", h.active("blue").text());
    }

    @Test
    void memoryEditWithTextChangesTheNoteDirectly() {
        remember("alice", "Mira", "Mira has blue eyes");
        String id = h.active("blue").id();
        FakeMessage edited =
                h.slash(
                                "c1",
                                "alice",
                                SlashCommand.MEMORY_EDIT,
                                Map.of("memory", id, "text", "Mira has grey eyes"))
                        .awaitOriginal(m -> !m.isLoading());
        assertTrue(edited.visibleText().contains("grey"));
        assertEquals(
                "Mira has grey eyes",
                h.dump().stream()
                        .filter(m -> m.status() == Status.ACTIVE)
                        .findFirst()
                        .orElseThrow()
                        .text());
    }

    @Test
    void forgetErasesTheNoteAndSaysSo() {
        remember("alice", "Mira", "Mira has blue eyes");
        String id = h.active("blue").id();
        FakeMessage forgotten =
                h.slash("c1", "alice", SlashCommand.MEMORY_FORGET, Map.of("memory", id))
                        .awaitOriginal(m -> !m.isLoading());
        assertTrue(forgotten.visibleText().contains("Forgotten"), forgotten.visibleText());
        Note m = h.dump().stream().filter(x -> x.id().equals(id)).findFirst().orElseThrow();
        assertEquals(Status.FORGOTTEN, m.status());
        assertEquals("", m.text(), "the content is erased");
    }

    @Test
    void autocompleteSuggestsCharactersAndNotesWithinDiscordsLimits() {
        remember("alice", "Mira", "Mira has blue eyes");
        remember("alice", "Kael", "Kael has a scar on his left cheek");
        assertEquals(
                List.of("Mira"),
                fake.autocomplete(
                                "g1",
                                "c1",
                                "alice",
                                SlashCommand.MEMORY_RECALL.wire(),
                                Map.of(),
                                "character",
                                "mi")
                        .awaitChoiceNames());

        FakeInteraction notes =
                fake.autocomplete(
                        "g1",
                        "c1",
                        "alice",
                        SlashCommand.MEMORY_FORGET.wire(),
                        Map.of(),
                        "memory",
                        "scar");
        JsonNode choices = notes.awaitCallback().path("data").path("choices");
        assertEquals(1, choices.size(), choices.toString());
        assertTrue(choices.get(0).path("name").asText().startsWith("Kael has a scar"));
        assertEquals(
                h.dump().stream()
                        .filter(m -> m.character().equals("Kael"))
                        .findFirst()
                        .orElseThrow()
                        .id(),
                choices.get(0).path("value").asText(),
                "the value is the note's id");

        for (int i = 0; i < 30; i++) {
            String name = "Extra" + (char) ('a' + i % 26) + (char) ('a' + i / 26) + "x".repeat(50);
            h.core.handle(
                    SlashIn.of(
                            ctx("seed" + i),
                            SlashCommand.MEMORY_REMEMBER,
                            Map.of("character", name, "text", "a traveller from far away")));
        }
        List<String> all =
                fake.autocomplete(
                                "g1",
                                "c1",
                                "alice",
                                SlashCommand.MEMORY_HISTORY.wire(),
                                Map.of(),
                                "character",
                                "")
                        .awaitChoiceNames();
        assertEquals(25, all.size(), "at most 25 choices");
        assertTrue(all.stream().allMatch(n -> n.length() <= 100));
    }

    private ChatContext ctx(String user) {
        return new ChatContext(h.id("g1"), h.id("c1"), null, user, user, false, Instant.now());
    }
}
