package continuity.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The run's shared files: emptied once per run, appended to by every JVM of it. */
class RunFileTest {
    @TempDir Path dir;

    @Test
    void aFileLeftByAnotherRunIsEmptiedOnceThenAppendedTo() throws Exception {
        Path file = dir.resolve("requests.jsonl");
        Files.writeString(file, "from an earlier run\n");
        Files.writeString(dir.resolve("requests.jsonl.run"), "an-earlier-run");
        RunFile.append(file, "a\n");
        RunFile.append(file, "b\n");
        assertEquals(List.of("a", "b"), Files.readAllLines(file));
    }

    @Test
    void anotherJvmOfTheSameRunDoesNotEmptyIt() throws Exception {
        Path file = dir.resolve("counts.jsonl");
        Files.writeString(file, "written by the other fork\n");
        Files.writeString(
                dir.resolve("counts.jsonl.run"),
                RunFile.RUN); // the other fork of this run emptied it first
        RunFile.append(file, "mine\n");
        assertEquals(List.of("written by the other fork", "mine"), Files.readAllLines(file));
    }
}
