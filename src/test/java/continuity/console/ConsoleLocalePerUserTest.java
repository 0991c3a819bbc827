package continuity.console;

import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.BotRuntime;
import continuity.memory.Limits;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The console's simulated users each have their own Discord client language, as on Discord, and its
 * help says how the console is started (issue 22).
 */
class ConsoleLocalePerUserTest {
    @TempDir Path dir;

    private String session(String script) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (BotRuntime runtime = BotRuntime.open(dir.resolve("c.sqlite"), Limits.DEFAULTS);
                PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8)) {
            new ConsoleSession(runtime, new BufferedReader(new StringReader(script)), out, dir)
                    .run();
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void eachSimulatedUserKeepsTheirOwnLocale() throws Exception {
        String screen =
                session(
                        String.join(
                                "\n",
                                ":locale fr",
                                "/memory show",
                                ":user bob",
                                "/memory show",
                                ":user u1 alice",
                                "/memory show",
                                ":quit",
                                ""));
        int fr1 = screen.indexOf("Aucune note");
        int en = screen.indexOf("No notes", fr1);
        int fr2 = screen.indexOf("Aucune note", en);
        assertTrue(fr1 >= 0 && en > fr1 && fr2 > en, screen);
        assertTrue(
                screen.contains("You are bob (user bob)") && screen.contains("speaks en-US"),
                screen);
    }

    @Test
    void theHelpListsConfigAndOperator() {
        assertTrue(ConsoleSession.HELP.contains("--config PATH"), ConsoleSession.HELP);
        assertTrue(ConsoleSession.HELP.contains("--operator"), ConsoleSession.HELP);
        assertTrue(ConsoleSession.HELP.contains("--db PATH"), ConsoleSession.HELP);
    }
}
