package continuity.store;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.FileStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Optional;

/**
 * Whether the bot can write its database, tried rather than guessed from permission bits (root may
 * write a read-only file): SQLite takes the write lock on the file, a small probe file is written
 * and synced in its folder (where SQLite keeps its -wal and -shm files, and where a full disk
 * shows), and the free space is read. Nothing in the database changes.
 */
public final class WriteCheck {
    /** Written in the database's folder and removed again: enough to see a full disk. */
    static final int PROBE_BYTES = 64 * 1024;

    /** Below this much free space, the next correction may not fit. */
    static final long MIN_FREE = 1024 * 1024;

    private WriteCheck() {}

    /**
     * What the file permissions already say, without opening the database (opening a read-only file
     * would leave SQLite's -shm file behind, read-only too): the file, its -wal and -shm files and
     * its folder must be writable by this user.
     */
    public static Optional<String> permissions(Path db) {
        Path folder = db.toAbsolutePath().getParent();
        if (Files.isDirectory(db))
            return Optional.of(db + " is a folder, not a database file: give a file name");
        if (Files.exists(db) && !Files.isRegularFile(db)) return Optional.of(db + " is not a file");
        for (String suffix : new String[] {"", "-wal", "-shm"}) {
            Path f = Path.of(db + suffix);
            if (Files.exists(f) && !Files.isWritable(f)) {
                return Optional.of(
                        f
                                + " is read-only for this user ("
                                + user()
                                + "): the bot could not save anything;"
                                + " give it write access to the database, its -wal and -shm files and its folder");
            }
        }
        if (folder != null && Files.isDirectory(folder) && !Files.isWritable(folder)) {
            return Optional.of(
                    "the folder "
                            + folder
                            + " cannot be written by this user ("
                            + user()
                            + "), and SQLite"
                            + " keeps its -wal and -shm files there: give it write access");
        }
        return Optional.empty();
    }

    /**
     * What can be seen before SQLite opens the file: the permissions, then whether the disk has
     * room (a probe file is written and synced in the folder). On a full disk SQLite itself fails
     * at opening with an unhelpful "I/O error within xShmMap", so this is asked first.
     */
    public static Optional<String> beforeOpening(Path db) {
        Optional<String> bits = permissions(db);
        return bits.isPresent() ? bits : space(db);
    }

    /** Why the database cannot be written, in one sentence; empty when it can. */
    public static Optional<String> problem(Path db) {
        Optional<String> first = beforeOpening(db);
        if (first.isPresent()) return first;
        try (Connection c = SqliteFiles.connect(db);
                Statement st = c.createStatement()) {
            int version;
            try (java.sql.ResultSet rs = st.executeQuery("PRAGMA user_version")) {
                version = rs.next() ? rs.getInt(1) : 0;
            }
            st.execute("BEGIN IMMEDIATE");
            try {
                // a write of the value already there, rolled back: SQLite refuses it on a read-only
                // file
                st.execute("PRAGMA user_version = " + version);
            } finally {
                st.execute("ROLLBACK");
            }
        } catch (SQLException e) {
            String m = String.valueOf(e.getMessage());
            if (m.contains("READONLY") || m.contains("readonly")) {
                return Optional.of(
                        db
                                + " is read-only for this user ("
                                + user()
                                + "): the bot could not save anything;"
                                + " give it write access to the file and its folder ("
                                + firstLine(m)
                                + ")");
            }
            if (m.contains("SQLITE_FULL")) return Optional.of(full(db, firstLine(m)));
            return Optional.of(db + " cannot be written: " + firstLine(m));
        }
        return Optional.empty();
    }

    /**
     * Whether the database's folder has room: a probe of {@link #PROBE_BYTES} is written, synced
     * and removed, and at least {@link #MIN_FREE} must be left. A folder that does not exist yet
     * says nothing here (opening the database creates it, or says why not).
     */
    static Optional<String> space(Path db) {
        Path folder = db.toAbsolutePath().getParent();
        if (folder == null || !Files.isDirectory(folder)) return Optional.empty();
        Path probe = folder.resolve("." + db.getFileName() + ".write-check");
        try {
            try (FileChannel ch =
                    FileChannel.open(
                            probe,
                            StandardOpenOption.CREATE,
                            StandardOpenOption.WRITE,
                            StandardOpenOption.TRUNCATE_EXISTING)) {
                ch.write(ByteBuffer.allocate(PROBE_BYTES));
                ch.force(true);
            } finally {
                Files.deleteIfExists(probe);
            }
        } catch (IOException e) {
            String why = String.valueOf(e.getMessage());
            if (why.contains("No space left") || why.contains("Disk quota"))
                return Optional.of(full(db, firstLine(why)));
            return Optional.of(
                    "the folder "
                            + folder
                            + " cannot be written by this user ("
                            + user()
                            + "), and SQLite"
                            + " keeps its -wal and -shm files there: give it write access ("
                            + e.getClass().getSimpleName()
                            + ")");
        }
        try {
            FileStore store = Files.getFileStore(folder);
            long free = store.getUsableSpace();
            if (free < MIN_FREE) {
                return Optional.of(
                        "the disk holding "
                                + db
                                + " is nearly full ("
                                + free / 1024
                                + " KiB free): free some space");
            }
        } catch (IOException e) {
            // the probe was written: space could not be read, which is not a reason to refuse
        }
        return Optional.empty();
    }

    private static String full(Path db, String why) {
        return "the disk holding " + db + " is full (" + why + "): free some space";
    }

    private static String user() {
        return System.getProperty("user.name", "?");
    }

    private static String firstLine(String s) {
        int nl = s.indexOf('\n');
        return (nl < 0 ? s : s.substring(0, nl)).strip();
    }
}
