package continuity.store;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;

/**
 * One bot process per SQLite file: {@code run} and {@code console} hold an exclusive lock on {@code
 * FILE.lock} beside the database for as long as they run (the operating system releases it when the
 * process ends, even killed). A second bot on the same file is refused at start, saying which
 * process holds it; two bots on one file would each fail half their changes. The commands meant to
 * run beside the bot ({@code export}, {@code import}, {@code backup}, {@code health}) take no lock:
 * they wait for the bot's transactions instead. The lock file stays after a normal stop (deleting
 * it could let two processes each lock a file of that name); it holds the last holder's pid.
 */
public final class SqliteLock implements AutoCloseable {
    /** The sentence saying why the database is not free. */
    public static final class Refused extends IllegalStateException {
        Refused(String message) {
            super(message);
        }
    }

    private final Path file;
    private final FileChannel channel;
    private final FileLock lock;

    private SqliteLock(Path file, FileChannel channel, FileLock lock) {
        this.file = file;
        this.channel = channel;
        this.lock = lock;
    }

    /** The lock file of a database. */
    public static Path fileOf(Path db) {
        return db.resolveSibling(db.getFileName() + ".lock");
    }

    /** Takes the database's lock, or says which process holds it. */
    public static SqliteLock take(Path db) {
        Path file = fileOf(db.toAbsolutePath());
        FileChannel channel;
        try {
            Path parent = file.getParent();
            if (parent != null && !Files.isDirectory(parent))
                throw new Refused(Database.missingFolder(parent));
            channel =
                    FileChannel.open(
                            file,
                            StandardOpenOption.CREATE,
                            StandardOpenOption.READ,
                            StandardOpenOption.WRITE);
        } catch (IOException e) {
            throw new Refused("cannot create the lock file " + file + ": " + e.getMessage());
        }
        FileLock lock;
        try {
            lock = channel.tryLock();
        } catch (OverlappingFileLockException e) {
            lock = null; // this very process holds it
        } catch (IOException e) {
            close(channel);
            throw new Refused("cannot lock " + file + ": " + e.getMessage());
        }
        if (lock == null) {
            String holder = holder(channel);
            close(channel);
            throw new Refused(
                    "another Continuity bot"
                            + (holder.isEmpty() ? "" : " (" + holder + ")")
                            + " is already running on "
                            + db
                            + ": stop it first, or give this one its own --db; two bots on one file would each lose changes, so nothing was started");
        }
        try {
            byte[] who =
                    ("pid " + ProcessHandle.current().pid() + ", since " + Instant.now() + "\n")
                            .getBytes(StandardCharsets.UTF_8);
            channel.truncate(0);
            channel.write(ByteBuffer.wrap(who), 0);
        } catch (IOException e) {
            // a full disk: the lock holds all the same, only the holder's name is missing
        }
        return new SqliteLock(file, channel, lock);
    }

    private static String holder(FileChannel channel) {
        try {
            ByteBuffer b = ByteBuffer.allocate(200);
            int n = channel.read(b, 0);
            return n <= 0 ? "" : new String(b.array(), 0, n, StandardCharsets.UTF_8).strip();
        } catch (IOException e) {
            return "";
        }
    }

    private static void close(FileChannel channel) {
        try {
            channel.close();
        } catch (IOException ignored) {
            // nothing more to release
        }
    }

    public Path file() {
        return file;
    }

    @Override
    public void close() {
        try {
            lock.release();
        } catch (IOException ignored) {
            // closing the channel releases it too
        }
        close(channel);
    }
}
