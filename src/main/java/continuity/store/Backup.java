package continuity.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
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
        if (Files.exists(target)) {
            throw new StoreException(
                    target + " already exists: choose a new file name, nothing was overwritten",
                    null);
        }
        Path part = target.resolveSibling(target.getFileName() + ".part");
        try {
            Path parent = target.toAbsolutePath().getParent();
            if (parent != null) Files.createDirectories(parent);
            Files.deleteIfExists(part);
            try (Connection c = SqliteFiles.connect(db);
                    PreparedStatement st = c.prepareStatement("VACUUM INTO ?")) {
                st.setString(1, part.toAbsolutePath().toString());
                st.execute();
            }
            long notes = SqliteFiles.verify(part);
            Files.move(part, target, StandardCopyOption.ATOMIC_MOVE);
            return new Result(target, notes, Files.size(target));
        } catch (SQLException | IOException e) {
            throw new StoreException("backup of " + db + " failed: " + e.getMessage(), e);
        } finally {
            try {
                Files.deleteIfExists(part);
            } catch (IOException ignored) {
                // a leftover .part file is named as such and harmless
            }
        }
    }
}
