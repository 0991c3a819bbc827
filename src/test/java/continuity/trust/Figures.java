package continuity.trust;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/** The figures the trust tests measured, appended to target/trust-figures.txt for the report. */
final class Figures {
    private Figures() {}

    static synchronized void record(String what, String line) {
        try {
            Path file = Path.of("target", "trust-figures.txt");
            Files.createDirectories(file.getParent());
            Files.writeString(
                    file,
                    java.time.Instant.now() + " " + what + ": " + line + System.lineSeparator(),
                    StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
        } catch (IOException e) {
            System.err.println("could not record figures: " + e.getMessage());
        }
    }
}
