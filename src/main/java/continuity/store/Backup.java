package continuity.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;

/**
 * A consistent copy of the database while the bot keeps running: {@code VACUUM INTO} reads one
 * snapshot (in WAL mode a reader never blocks the bot's writes), so the copy holds every change
 * committed before it started and no half of any later one. The copy is written beside the target,
 * checked with {@code integrity_check}, then moved into place.
 */
public final class Backup {
    public record Result(Path file, long notes, long bytes) {}

    private Backup() {}

    public static Result copy(Path db, Path target) {
        if (!Files.isRegularFile(db))
            throw new StoreException("there is no database at " + db, null);
        String refused = OutputFile.refusal(target, false, db);
        if (refused != null) throw new StoreException(refused + "; nothing was written", null);
        Path part = target.resolveSibling(target.getFileName() + ".part");
        try {
            OutputFile.parent(target);
            deleteQuietly(part);
            try (Connection c = SqliteFiles.connect(db);
                    PreparedStatement st = c.prepareStatement("VACUUM INTO ?")) {
                st.setString(1, part.toAbsolutePath().toString());
                st.execute();
            }
            long notes = SqliteFiles.verify(part);
            OutputFile.place(part, target, false);
            return new Result(target, notes, Files.size(target));
        } catch (SQLException | IOException e) {
            throw new StoreException("backup of " + db + " failed: " + e.getMessage(), e);
        } finally {
            deleteQuietly(part);
        }
    }

    /** The copy in progress and the files SQLite keeps beside it while writing it. */
    private static void deleteQuietly(Path part) {
        for (String suffix : new String[] {"", "-journal", "-wal", "-shm"}) {
            try {
                Files.deleteIfExists(part.resolveSibling(part.getFileName() + suffix));
            } catch (IOException ignored) {
                // a leftover .part file is named as such and harmless
            }
        }
    }
}
