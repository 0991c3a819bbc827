package continuity.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Removes a temporary database with its WAL, shared-memory and lock files. */
public final class TempDatabase {
    private TempDatabase() {}

    public static void delete(Path db) {
        for (String suffix : new String[] {"", "-wal", "-shm", "-journal", ".lock"}) {
            try {
                Files.deleteIfExists(Path.of(db + suffix));
            } catch (IOException ignored) {
                // a temporary file left behind is harmless
            }
        }
    }
}
