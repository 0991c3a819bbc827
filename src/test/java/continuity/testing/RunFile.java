package continuity.testing;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * A file the whole test run appends to from every test JVM (surefire runs two forks): emptied once
 * per run, not once per JVM, so that one fork does not erase what the other wrote. The run is named
 * by the system property {@code continuity.test.run}, which the pom sets anew for each Maven
 * invocation; without it (a test started from an IDE) each JVM is a run. Appends are made under a
 * file lock beside the file ({@code NAME.lock}); the run that last emptied it is in {@code
 * NAME.run}.
 */
public final class RunFile {
    static final String RUN =
            System.getProperty(
                    "continuity.test.run",
                    "jvm-" + ProcessHandle.current().pid() + "-" + System.nanoTime());

    private RunFile() {}

    /**
     * Appends {@code text} to {@code file}, first emptying the file if this run has not written to
     * it yet.
     */
    public static synchronized void append(Path file, String text) throws IOException {
        Path abs = file.toAbsolutePath();
        Files.createDirectories(abs.getParent());
        Path lock = abs.resolveSibling(abs.getFileName() + ".lock");
        Path marker = abs.resolveSibling(abs.getFileName() + ".run");
        try (FileChannel ch =
                        FileChannel.open(
                                lock, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                FileLock held = ch.lock()) {
            String last =
                    Files.exists(marker) ? Files.readString(marker, StandardCharsets.UTF_8) : "";
            if (!RUN.equals(last)) {
                Files.deleteIfExists(abs);
                Files.writeString(marker, RUN, StandardCharsets.UTF_8);
            }
            Files.writeString(
                    abs,
                    text,
                    StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
        }
    }
}
