package continuity.store;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * The one way the program writes a file for an operator (export, backup, a console attachment): the
 * whole file or nothing, and never over an existing file unless asked. The content goes to a
 * temporary file beside the target, then takes the target's name: with a hard link when nothing may
 * be replaced (which fails if the name was taken meanwhile), with a rename when replacing was
 * asked. What must never be written over, even when asked: something that is not a regular file (a
 * device, a folder) and the database being read (or its -wal and -shm files).
 */
public final class OutputFile {
    private OutputFile() {}

    /** Why a target is refused before anything is written; null when it may be written. */
    public static String refusal(Path target, boolean replace, Path... keep) {
        if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
            if (!Files.isRegularFile(target, LinkOption.NOFOLLOW_LINKS))
                return target + " exists and is not a regular file: choose another name";
            for (Path k : keep) {
                if (k == null) continue;
                for (Path f :
                        new Path[] {
                            k,
                            k.resolveSibling(k.getFileName() + "-wal"),
                            k.resolveSibling(k.getFileName() + "-shm")
                        }) {
                    try {
                        if (Files.exists(f) && Files.isSameFile(f, target))
                            return target + " is the database itself: choose another name";
                    } catch (IOException e) {
                        return target + " cannot be compared with the database: " + e.getMessage();
                    }
                }
            }
            if (!replace)
                return target
                        + " already exists: choose a new file name, or give --force to replace it";
        }
        return null;
    }

    /**
     * Writes {@code text} to {@code target}; refused (nothing written) as {@link #refusal} says.
     */
    public static void write(Path target, String text, boolean replace, Path... keep)
            throws IOException {
        write(target, out -> out.write(text), replace, keep);
    }

    /** What goes in a file, written as a stream (UTF-8). */
    public interface Content {
        void writeTo(Writer out) throws IOException;
    }

    /**
     * Writes what {@code content} writes to {@code target}, as a stream (an export of any size):
     * the same rules, the whole file or nothing.
     */
    public static void write(Path target, Content content, boolean replace, Path... keep)
            throws IOException {
        String no = refusal(target, replace, keep);
        if (no != null) throw new FileAlreadyExistsException(no);
        Path parent = parent(target);
        Path tmp = Files.createTempFile(parent, target.getFileName().toString(), ".part");
        try {
            try (Writer out =
                    Files.newBufferedWriter(
                            tmp, StandardCharsets.UTF_8, StandardOpenOption.WRITE)) {
                content.writeTo(out);
            }
            place(tmp, target, replace);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /**
     * Gives a finished temporary file the target's name: atomically, and without replacing an
     * existing file unless {@code replace}. The temporary file is gone afterwards either way.
     */
    static void place(Path part, Path target, boolean replace) throws IOException {
        if (replace) {
            Files.move(
                    part,
                    target,
                    StandardCopyOption.REPLACE_EXISTING,
                    StandardCopyOption.ATOMIC_MOVE);
            return;
        }
        try {
            Files.createLink(target, part);
        } catch (FileAlreadyExistsException e) {
            throw new FileAlreadyExistsException(
                    target
                            + " already exists: choose a new file name, or give --force to replace it");
        } catch (UnsupportedOperationException | IOException noLinks) {
            // a file system without hard links: check, then rename (a narrow race, named here)
            if (Files.exists(target, LinkOption.NOFOLLOW_LINKS))
                throw new FileAlreadyExistsException(
                        target
                                + " already exists: choose a new file name, or give --force to replace it");
            Files.move(part, target, StandardCopyOption.ATOMIC_MOVE);
        }
        Files.deleteIfExists(part);
    }

    /** The target's folder, created when missing. */
    static Path parent(Path target) throws IOException {
        Path parent = target.toAbsolutePath().getParent();
        if (parent != null) Files.createDirectories(parent);
        return parent;
    }

    /** A new file under a name that is free: {@code name}, else {@code name-1.ext}, ... */
    public static Path writeFresh(Path folder, String name, String text) throws IOException {
        Files.createDirectories(folder);
        Path tmp = Files.createTempFile(folder, name, ".part");
        try {
            Files.writeString(tmp, text, StandardCharsets.UTF_8, StandardOpenOption.WRITE);
            int dot = name.lastIndexOf('.');
            for (int i = 0; i < 1000; i++) {
                String n =
                        i == 0
                                ? name
                                : dot < 0
                                        ? name + "-" + i
                                        : name.substring(0, dot) + "-" + i + name.substring(dot);
                Path target = folder.resolve(n);
                try {
                    place(tmp, target, false);
                    return target;
                } catch (FileAlreadyExistsException taken) {
                    // the next name
                }
            }
            throw new FileAlreadyExistsException(
                    folder.resolve(name) + " and its next 999 names are taken");
        } finally {
            Files.deleteIfExists(tmp);
        }
    }
}
