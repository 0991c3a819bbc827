package continuity.console;

import static org.junit.jupiter.api.Assertions.assertEquals;

import continuity.BotRuntime;
import continuity.memory.Limits;
import continuity.memory.Note;
import continuity.memory.Retire;
import continuity.memory.Status;
import continuity.store.StoreKind;
import continuity.testing.ReplayRun;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The console runs the hourly sweep of questions nobody answered on its clock, as the Discord
 * adapter does: a change left waiting for an answer in January 2026 (a replay on the same database)
 * is expired when a console opens on it later, not left waiting for ever. Before, the console never
 * swept.
 */
@ParameterizedClass(name = "[{0}]")
@EnumSource(StoreKind.class)
class ConsoleSweepsTest {
    @TempDir Path tmp;
    @Parameter StoreKind store;

    @Test
    void aChangeWaitingSinceLongAgoIsExpiredWhenTheConsoleRuns() throws Exception {
        String db = store.database(tmp, "db");
        ReplayRun.run(
                db,
                String.join(
                                "\n",
                                "{\"type\":\"slash\",\"command\":\"memory\",\"subcommand\":\"remember\","
                                        + "\"options\":{\"character\":\"Mira\",\"text\":\"Mira has blue eyes\"}}",
                                "{\"type\":\"slash\",\"command\":\"story\",\"subcommand\":\"set\","
                                        + "\"options\":{\"name\":\"Pirate AU\"}}",
                                "{\"type\":\"message\",\"content\":\"Mira's eyes are green, not blue.\"}")
                        + "\n",
                Limits.DEFAULTS);
        try (BotRuntime runtime = BotRuntime.open(db, Limits.DEFAULTS)) {
            assertEquals(1, pending(runtime.core().dump("g1")), "the change waits");
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            try (PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8)) {
                new ConsoleSession(
                                runtime,
                                new BufferedReader(new StringReader(":quit\n")),
                                out,
                                tmp,
                                true)
                        .run();
            }
            List<Note> notes = runtime.core().dump("g1");
            assertEquals(0, pending(notes), notes.toString());
            assertEquals(
                    1,
                    notes.stream()
                            .filter(n -> Retire.Reason.EXPIRED.equals(n.whyRetired()))
                            .count(),
                    notes.toString());
        }
    }

    private static long pending(List<Note> notes) {
        return notes.stream().filter(n -> n.status() == Status.PENDING).count();
    }
}
