package continuity.console;

import static org.junit.jupiter.api.Assertions.assertFalse;
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

/** {@code :dump} shows a member what they may see, the operator everything, and says which. */
class ConsoleDumpTest {
    @TempDir Path dir;

    private String run(boolean operator, String script) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (BotRuntime runtime =
                        BotRuntime.open(dir.resolve(operator + ".sqlite"), Limits.DEFAULTS);
                PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8)) {
            new ConsoleSession(
                            runtime,
                            new BufferedReader(new StringReader(script)),
                            out,
                            dir,
                            operator)
                    .run();
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }

    private static final String SCRIPT =
            String.join(
                            "\n",
                            "(( I'd prefer Mira's lines to be short ))",
                            "/memory remember character:Mira text:Mira has blue eyes",
                            ":user bob",
                            ":dump",
                            ":quit")
                    + "\n";

    @Test
    void aMemberSeesTheFactsAndOnlyTheirOwnPreferences() throws Exception {
        String s = run(false, SCRIPT);
        assertTrue(s.contains("The notes of server g1 that bob may see"), s);
        assertTrue(s.contains("Mira has blue eyes"), s);
        String dump = s.substring(s.indexOf("that bob may see"));
        assertFalse(
                dump.contains("lines to be short"),
                "alice's preference is hidden from bob:\n" + dump);
    }

    @Test
    void theOperatorSeesEveryNote() throws Exception {
        String s = run(true, SCRIPT);
        String dump =
                s.substring(
                        s.indexOf(
                                "Every note of server g1 (the console was started as the server's operator"));
        assertTrue(dump.contains("lines to be short"), dump);
        assertTrue(dump.contains("Mira has blue eyes"), dump);
    }
}
