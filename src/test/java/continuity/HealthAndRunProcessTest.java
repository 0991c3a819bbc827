package continuity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code health} and {@code run} as separate processes: a database that cannot be written is
 * unhealthy (and {@code run} refuses it before Discord), an unreachable Discord is one line, a bad
 * {@code --db} is one sentence, and a failed start leaves no database file behind. Read-only files
 * only stop an unprivileged user, so when the tests run as root the program runs as user 65534
 * (with {@code setpriv}, on a copy of the class path that user can read).
 */
class HealthAndRunProcessTest {
    @TempDir Path dir;

    record Result(int code, String out, String err) {}

    private Result run(boolean unprivileged, Map<String, String> env, String... args)
            throws Exception {
        List<String> cmd = new ArrayList<>();
        if (unprivileged && isRoot())
            cmd.addAll(
                    List.of("setpriv", "--reuid", "65534", "--regid", "65534", "--clear-groups"));
        cmd.addAll(continuity.testing.Jvm.java());
        cmd.addAll(
                List.of(
                        "-cp",
                        unprivileged && isRoot() ? readableClassPath() : classPath(),
                        "continuity.Main"));
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(dir.toFile());
        pb.environment().remove("DISCORD_TOKEN");
        pb.environment().remove("CONTINUITY_DB");
        pb.environment().remove("CONTINUITY_CONFIG");
        pb.environment().putAll(env);
        Path out = dir.resolve("out.txt"), err = dir.resolve("err.txt");
        pb.redirectOutput(out.toFile())
                .redirectError(err.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
        Process p = pb.start();
        assertTrue(p.waitFor(90, TimeUnit.SECONDS), "the process finished");
        return new Result(
                p.exitValue(),
                Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
    }

    private static String classPath() {
        return System.getProperty(
                "surefire.test.class.path", System.getProperty("java.class.path"));
    }

    private static boolean isRoot() {
        return "root".equals(System.getProperty("user.name"));
    }

    private String copied;

    /**
     * The class path copied where user 65534 can read it (the Maven repository under /root is not).
     */
    private String readableClassPath() throws IOException {
        if (copied != null) return copied;
        Path cp = Files.createDirectories(dir.resolve("cp"));
        List<String> entries = new ArrayList<>();
        int i = 0;
        for (String e : classPath().split(File.pathSeparator)) {
            Path src = Path.of(e);
            if (!Files.exists(src)) continue;
            Path dst = cp.resolve((i++) + "-" + src.getFileName());
            if (Files.isDirectory(src)) {
                try (var walk = Files.walk(src)) {
                    for (Path f : walk.toList()) {
                        Path t = dst.resolve(src.relativize(f).toString());
                        if (Files.isDirectory(f)) Files.createDirectories(t);
                        else Files.copy(f, t);
                    }
                }
            } else {
                Files.copy(src, dst);
            }
            entries.add(dst.toString());
        }
        try (var walk = Files.walk(dir)) {
            for (Path f : walk.toList()) {
                Files.setPosixFilePermissions(
                        f,
                        PosixFilePermissions.fromString(
                                Files.isDirectory(f) ? "rwxr-xr-x" : "rw-r--r--"));
            }
        }
        copied = String.join(File.pathSeparator, entries);
        return copied;
    }

    private void assumeUnprivilegedPossible() throws Exception {
        if (!isRoot()) return;
        boolean setpriv;
        try {
            Process p =
                    new ProcessBuilder("setpriv", "--version").redirectErrorStream(true).start();
            setpriv = p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException e) {
            setpriv = false;
        }
        continuity.testing.Skip.unless(
                setpriv,
                "running as root without setpriv: a read-only file cannot stop root, so this is not tested");
    }

    /** A database made by the program, owned by the user who will check it. */
    private Path database(boolean unprivileged) throws Exception {
        Path folder = Files.createDirectories(dir.resolve("data"));
        Path db = folder.resolve("continuity.sqlite");
        Result r = run(false, Map.of(), "replay", "--db", db.toString(), "-");
        assertEquals(0, r.code(), r.err());
        if (unprivileged && isRoot()) {
            for (Path f : List.of(folder, db))
                Files.setOwner(
                        f,
                        f.getFileSystem()
                                .getUserPrincipalLookupService()
                                .lookupPrincipalByName("65534"));
        }
        return db;
    }

    @Test
    void healthFailsOnAReadOnlyFileOrFolderAndRunRefusesItBeforeDiscord() throws Exception {
        assumeUnprivilegedPossible();
        readableClassPath();
        Path db = database(true);
        Result ok = run(true, Map.of(), "health", "--db", db.toString());
        assertEquals(0, ok.code(), ok.out() + ok.err());
        assertTrue(ok.out().contains("can be written"), ok.out());

        Files.setPosixFilePermissions(db, PosixFilePermissions.fromString("r--r--r--"));
        Result file = run(true, Map.of(), "health", "--db", db.toString());
        assertEquals(1, file.code(), file.out() + file.err());
        assertTrue(file.err().contains("is read-only for this user"), file.err());
        assertEquals(1, file.err().lines().count(), "one line: " + file.err());

        Result runRo =
                run(
                        true,
                        Map.of(
                                "DISCORD_TOKEN",
                                "token",
                                "CONTINUITY_DISCORD_REST_URL",
                                "http://127.0.0.1:" + closedPort() + "/api/v10/"),
                        "run",
                        "--db",
                        db.toString());
        assertEquals(1, runRo.code());
        assertTrue(
                runRo.err().startsWith("run: ") && runRo.err().contains("is read-only"),
                runRo.err());
        assertFalse(
                runRo.err().contains("Discord"),
                "refused before Discord was asked: " + runRo.err());

        Files.setPosixFilePermissions(db, PosixFilePermissions.fromString("rw-r--r--"));
        Files.setPosixFilePermissions(db.getParent(), PosixFilePermissions.fromString("r-xr-xr-x"));
        try {
            Result folder = run(true, Map.of(), "health", "--db", db.toString());
            assertEquals(1, folder.code(), folder.out() + folder.err());
            assertTrue(
                    folder.err().contains("the folder " + db.getParent() + " cannot be written"),
                    folder.err());
        } finally {
            Files.setPosixFilePermissions(
                    db.getParent(), PosixFilePermissions.fromString("rwxr-xr-x"));
        }
        Result again = run(true, Map.of(), "health", "--db", db.toString());
        assertEquals(
                0,
                again.code(),
                "checking left nothing behind that breaks the database: " + again.err());
    }

    @Test
    void runWithAnUnreachableDiscordSaysSoInOneLineAndLeavesNoDatabase() throws Exception {
        Path db = dir.resolve("fresh.sqlite");
        Result r =
                run(
                        false,
                        Map.of(
                                "DISCORD_TOKEN",
                                "token",
                                "CONTINUITY_DISCORD_REST_URL",
                                "http://127.0.0.1:" + closedPort() + "/api/v10/"),
                        "run",
                        "--db",
                        db.toString());
        assertEquals(1, r.code());
        assertEquals(1, r.err().lines().count(), "one line: " + r.err());
        assertTrue(
                r.err().contains("Cannot reach Discord at 127.0.0.1:")
                        && r.err().contains("Check this machine's"),
                r.err());
        assertFalse(r.err().contains("Exception"), r.err());
        assertFalse(Files.exists(db), "the database this run created is not left behind");
        assertFalse(Files.exists(Path.of(db + "-wal")) || Files.exists(Path.of(db + "-shm")));
    }

    @Test
    void anUnopenableDatabaseIsOneSentence() throws Exception {
        Path bad = dir.resolve("notes.txt");
        Files.writeString(bad, "these are my notes, not a database ".repeat(20));
        List<Result> results =
                List.of(
                        run(false, Map.of("DISCORD_TOKEN", "token"), "run", "--db", bad.toString()),
                        run(false, Map.of(), "health", "--db", bad.toString()),
                        run(
                                false,
                                Map.of(),
                                "export",
                                "--db",
                                bad.toString(),
                                "--guild",
                                "g1",
                                "-"));
        for (Result r : results) {
            assertEquals(1, r.code(), r.err());
            assertEquals(1, r.err().lines().count(), "one line: " + r.err());
            assertFalse(r.err().contains("SQL State") || r.err().contains("\tat "), r.err());
            assertTrue(
                    r.err().contains("not a SQLite database") || r.err().contains("NOTADB"),
                    r.err());
        }
        assertEquals(
                "these are my notes, not a database ".repeat(20),
                Files.readString(bad),
                "the file is untouched");
    }

    /**
     * A really full disk, not a simulated one: a 4 MiB tmpfs mounted in a private mount namespace
     * ({@code unshare --mount}, so that it vanishes with the script and nothing outside sees it),
     * the program's database copied onto it, then the disk filled with {@code dd} until the kernel
     * says "No space left on device". Checked on the same mount: healthy while there is room,
     * unhealthy and why when full, {@code run} refuses before Discord and leaves no new database,
     * unhealthy with less than a megabyte left, healthy again once the space is freed. Needs root
     * (mount).
     */
    @Test
    void healthAndRunRefuseAFullDiskAndSayWhy() throws Exception {
        Path small = Files.createDirectories(dir.resolve("small"));
        continuity.testing.Skip.unless(
                canMountPrivately(small),
                "cannot mount a small tmpfs in a private mount namespace here (needs root and unshare): the full-disk check is not tested");
        Path db = database(false);
        Path out = Files.createDirectories(dir.resolve("steps"));
        String java =
                String.join(
                        " ",
                        continuity.testing.Jvm
                                .java()); // no spaces in the JDK's path here: split by the shell
        String script =
                String.join(
                        "\n",
                        "set -u",
                        "mount -t tmpfs -o size=4m tmpfs \"$SMALL\" || exit 90",
                        "cp \"$DB\" \"$SMALL/continuity.sqlite\" || exit 91",
                        "step() { name=$1; shift; \"$@\" >\"$OUT/$name.out\" 2>\"$OUT/$name.err\"; echo $? >\"$OUT/$name.code\"; }",
                        "bot() { $JAVA -cp \"$CP\" continuity.Main \"$@\"; }",
                        "step roomy bot health --db \"$SMALL/continuity.sqlite\"",
                        "dd if=/dev/zero of=\"$SMALL/filler\" bs=4k 2>\"$OUT/dd.err\"",
                        "df -k \"$SMALL\" >\"$OUT/df.txt\"",
                        "step full bot health --db \"$SMALL/continuity.sqlite\"",
                        "step runfull env DISCORD_TOKEN=token CONTINUITY_DISCORD_REST_URL=\"$REST\" $JAVA -cp \"$CP\" continuity.Main run --db \"$SMALL/continuity.sqlite\"",
                        "step runfresh env DISCORD_TOKEN=token CONTINUITY_DISCORD_REST_URL=\"$REST\" $JAVA -cp \"$CP\" continuity.Main run --db \"$SMALL/fresh.sqlite\"",
                        "ls -A \"$SMALL\" >\"$OUT/full.ls\"",
                        "truncate -s -512K \"$SMALL/filler\"", // some room again, but less than a
                        // megabyte
                        "step nearly bot health --db \"$SMALL/continuity.sqlite\"",
                        "rm \"$SMALL/filler\"",
                        "step freed bot health --db \"$SMALL/continuity.sqlite\"",
                        "cmp -s \"$DB\" \"$SMALL/continuity.sqlite\"; echo $? >\"$OUT/same.code\"");
        ProcessBuilder pb =
                new ProcessBuilder(
                                "unshare",
                                "--mount",
                                "--propagation",
                                "private",
                                "sh",
                                "-c",
                                script)
                        .redirectErrorStream(true)
                        .redirectOutput(dir.resolve("script.txt").toFile());
        pb.environment().remove("DISCORD_TOKEN");
        pb.environment().remove("CONTINUITY_DB");
        pb.environment().remove("CONTINUITY_CONFIG");
        pb.environment()
                .putAll(
                        Map.of(
                                "SMALL",
                                small.toString(),
                                "DB",
                                db.toString(),
                                "OUT",
                                out.toString(),
                                "JAVA",
                                java,
                                "CP",
                                classPath(),
                                "REST",
                                "http://127.0.0.1:" + closedPort() + "/api/v10/"));
        Process p = pb.start();
        assertTrue(p.waitFor(180, TimeUnit.SECONDS), "the script finished");
        assertEquals(0, p.exitValue(), Files.readString(dir.resolve("script.txt")));
        assertTrue(
                Files.readString(out.resolve("dd.err")).contains("No space left on device"),
                "the disk really is full: "
                        + Files.readString(out.resolve("dd.err"))
                        + Files.readString(out.resolve("df.txt")));

        Result roomy = step(out, "roomy");
        assertEquals(
                0,
                roomy.code(),
                "the same database on the same disk with room is healthy: "
                        + roomy.out()
                        + roomy.err());

        Result full = step(out, "full");
        assertEquals(1, full.code(), full.out() + full.err());
        assertEquals(1, full.err().lines().count(), "one line: " + full.err());
        assertTrue(
                full.err()
                        .startsWith(
                                "unhealthy: the disk holding "
                                        + small.resolve("continuity.sqlite")
                                        + " is full (No space left on device)"),
                full.err());

        Result runFull = step(out, "runfull");
        assertEquals(1, runFull.code(), runFull.err());
        assertEquals(1, runFull.err().lines().count(), "one line: " + runFull.err());
        assertTrue(
                runFull.err().startsWith("run: the disk holding ")
                        && runFull.err().contains(" is full ("),
                runFull.err());
        assertFalse(
                runFull.err().contains("Discord"),
                "refused before Discord was asked: " + runFull.err());
        Result runFresh = step(out, "runfresh");
        assertEquals(1, runFresh.code(), runFresh.err());
        assertTrue(
                runFresh.err()
                        .startsWith(
                                "run: the disk holding "
                                        + small.resolve("fresh.sqlite")
                                        + " is full"),
                runFresh.err());
        assertEquals(
                List.of("continuity.sqlite", "filler"),
                Files.readAllLines(out.resolve("full.ls")).stream().sorted().toList(),
                "no new database, no -wal or -shm file, no probe left on the full disk");

        Result nearly = step(out, "nearly");
        assertEquals(1, nearly.code(), nearly.out() + nearly.err());
        assertTrue(
                nearly.err().contains(" is nearly full (")
                        && nearly.err().contains("KiB free): free some space"),
                nearly.err());

        Result freed = step(out, "freed");
        assertEquals(
                0, freed.code(), "healthy again once space is freed: " + freed.out() + freed.err());
        assertEquals(
                "0",
                Files.readString(out.resolve("same.code")).strip(),
                "the database is byte for byte what was copied");
    }

    private static Result step(Path out, String name) throws IOException {
        return new Result(
                Integer.parseInt(Files.readString(out.resolve(name + ".code")).strip()),
                Files.readString(out.resolve(name + ".out"), StandardCharsets.UTF_8),
                Files.readString(out.resolve(name + ".err"), StandardCharsets.UTF_8));
    }

    /**
     * Whether a tmpfs can be mounted on {@code where} in a private mount namespace (gone when the
     * command ends).
     */
    private static boolean canMountPrivately(Path where) {
        if (!isRoot()) return false;
        try {
            Process p =
                    new ProcessBuilder(
                                    "unshare",
                                    "--mount",
                                    "--propagation",
                                    "private",
                                    "mount",
                                    "-t",
                                    "tmpfs",
                                    "-o",
                                    "size=64k",
                                    "tmpfs",
                                    where.toString())
                            .redirectErrorStream(true)
                            .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                            .start();
            return p.waitFor(20, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException | InterruptedException e) {
            return false;
        }
    }

    private static int closedPort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }
}
