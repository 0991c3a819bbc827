package continuity.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

class SlashSyntaxTest {
    private static ConsoleInput.Slash slash(String line) {
        return assertInstanceOf(ConsoleInput.Slash.class, ConsoleInput.of(line), line);
    }

    @Test
    void optionsRunToTheNextOptionAndNeedNoQuotes() {
        ConsoleInput.Slash s =
                slash("/memory remember character:Mira text:Mira's eyes are green scope:story");
        assertEquals("memory", s.command());
        assertEquals("remember", s.subcommand());
        assertEquals(
                Map.of("character", "Mira", "text", "Mira's eyes are green", "scope", "story"),
                s.options());
    }

    @Test
    void quotesKeepAValueLiteralAndBooleansAreTyped() {
        ConsoleInput.Slash s =
                slash("/memory show character:\"Mira Vale\" history:true public:false");
        assertEquals(
                Map.of("character", "Mira Vale", "history", true, "public", false), s.options());
        assertEquals(
                Map.of("text", "note: blue", "character", "Mira"),
                slash("/memory remember text:\"note: blue\" character:Mira").options());
        assertEquals(
                Map.of("name", "Winter ball"), slash("/scene start name:'Winter ball'").options());
        assertEquals("story", slash("/story show").command());
    }

    @Test
    void otherLinesAreMessagesButtonsOrConsoleCommands() {
        assertEquals(
                new ConsoleInput.Say("Mira's eyes are green, not blue."),
                ConsoleInput.of("Mira's eyes are green, not blue."));
        assertEquals(new ConsoleInput.Say("// ooc note"), ConsoleInput.of("// ooc note"));
        assertEquals(new ConsoleInput.Press("undo"), ConsoleInput.of("!undo"));
        assertEquals(new ConsoleInput.Press("2"), ConsoleInput.of(" !2 "));
        assertEquals(
                new ConsoleInput.Meta("user", "bob Bobby"), ConsoleInput.of(":user bob Bobby"));
        assertEquals(new ConsoleInput.Meta("gm", "on"), ConsoleInput.of(":GM on"));
    }

    @Test
    void unreadableCommandsSayWhatToType() {
        assertTrue(
                assertInstanceOf(ConsoleInput.Invalid.class, ConsoleInput.of("/memory show \"Mira"))
                        .reason()
                        .contains("not closed"));
        assertTrue(
                assertInstanceOf(
                                ConsoleInput.Invalid.class,
                                ConsoleInput.of("/memory show Mira eyes"))
                        .reason()
                        .contains("name:value"));
    }
}
