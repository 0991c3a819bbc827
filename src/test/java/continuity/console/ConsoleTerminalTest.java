package continuity.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Drives {@code continuity console} as a person would: the program runs in a real terminal (a tmux
 * pane), keys are typed with send-keys and the screen is read with capture-pane. It runs the
 * program from the compiled classes, or the packaged jar with {@code
 * -Dcontinuity.jar=target/continuity.jar}.
 */
class ConsoleTerminalTest {
    private static final long WAIT_SECONDS = 60;

    /**
     * The tmux program; {@code -Dcontinuity.tmux=...} points elsewhere (or nowhere, to see the
     * skip).
     */
    private static final String TMUX = System.getProperty("continuity.tmux", "tmux");

    @TempDir Path dir;
    private Path socket;

    private static boolean tmuxInstalled() {
        try {
            Process p = new ProcessBuilder(TMUX, "-V").redirectErrorStream(true).start();
            return p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    private String tmux(String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(TMUX, "-u", "-S", socket.toString()));
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true);
        pb.environment().put("LANG", "C.UTF-8");
        pb.environment().putIfAbsent("TERM", "xterm-256color");
        Process p = pb.start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(20, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            fail("tmux " + String.join(" ", args) + " did not finish");
        }
        return output;
    }

    private void type(String line) throws Exception {
        tmux("send-keys", "-t", "console", "-l", line);
        tmux("send-keys", "-t", "console", "Enter");
    }

    private String screen() throws Exception {
        return tmux("capture-pane", "-p", "-J", "-t", "console", "-S", "-500");
    }

    /** Waits until the screen shows every text, then returns the screen. */
    private String waitFor(String... texts) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(WAIT_SECONDS);
        String s = "";
        while (System.nanoTime() < deadline) {
            s = screen();
            boolean all = true;
            for (String t : texts) all &= s.contains(t);
            if (all) return s;
            Thread.sleep(100);
        }
        fail("the terminal never showed " + List.of(texts) + "; the screen was:\n" + s);
        return s;
    }

    private String launchCommand(Path db) {
        return launchCommand(db, "");
    }

    private String launchCommand(Path db, String extra) {
        String java = continuity.testing.Jvm.path();
        String options = String.join(" ", continuity.testing.Jvm.OPTIONS);
        String jar = System.getProperty("continuity.jar");
        String program =
                jar != null && !jar.isBlank()
                        ? "-jar '" + Path.of(jar).toAbsolutePath() + "'"
                        : "-cp '"
                                + System.getProperty(
                                        "surefire.test.class.path",
                                        System.getProperty("java.class.path"))
                                + "' continuity.Main";
        return "cd '"
                + dir
                + "' && '"
                + java
                + "' "
                + options
                + " "
                + program
                + " console --db '"
                + db
                + "'"
                + extra
                + "; "
                + "echo \"console exited with $?\"; sleep 60";
    }

    @AfterEach
    void stopTmux() throws Exception {
        if (socket != null && Files.exists(socket)) tmux("kill-server");
    }

    @Test
    void aPersonTypesMessagesCommandsAndButtonsInARealTerminal() throws Exception {
        continuity.testing.Skip.unless(
                tmuxInstalled(),
                "tmux is not installed, so the console cannot be driven as a terminal: apt-get install -y tmux");
        socket = dir.resolve("tmux.sock");
        Path db = dir.resolve("console.sqlite");
        String launch = launchCommand(db);
        System.out.println(
                "console terminal test runs: "
                        + (launch.contains(" -jar ")
                                ? "the jar " + System.getProperty("continuity.jar")
                                : "the compiled classes"));
        Files.writeString(dir.resolve("run.sh"), launch + "\n");
        tmux(
                "new-session",
                "-d",
                "-s",
                "console",
                "-x",
                "200",
                "-y",
                "60",
                "sh " + dir.resolve("run.sh"));

        waitFor("Continuity console on", "Type :help for help", "alice g1#c1> ");
        type("/memory remember character:Mira text:Mira has blue eyes");
        waitFor("bot [saved] Noted:", "Mira has blue eyes", "buttons: [1] Undo");
        type("Mira's eyes are green, not blue.");
        waitFor("bot [replaced] Noted:", "Mira has green eyes");
        type("!1");
        waitFor("bot [ok] Undone:");
        type(":user bob");
        waitFor("You are bob (user bob), not a game master");
        type("/memory show character:Mira history:true");
        // the undone correction is listed as history, marked replaced
        waitFor(
                "bot [listed, only you see this] Notes and history about Mira:",
                "Mira has green eyes",
                "(replaced");
        type("!undo");
        waitFor(
                "bot [refused, only you see this] This button is for the person who made the change");
        type("!7");
        waitFor("console: no button 7 on the bot's latest message here; its buttons: [1] Undo");
        type(":gm on");
        waitFor("bob (gm) g1#c1> ");
        type("/memory export");
        String s = waitFor("attachment saved:");
        type(":help");
        waitFor(":user bob [NAME]", ":quit");
        type(":quit");
        s = waitFor("console exited with 0");

        Path export = dir.resolve("continuity-notes-g1.json");
        assertTrue(Files.exists(export), "the export was saved where the console runs:\n" + s);
        assertEquals(2, new ObjectMapper().readTree(export.toFile()).get("notes").size());
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db);
                ResultSet rs =
                        c.createStatement()
                                .executeQuery(
                                        "SELECT text, status FROM memories ORDER BY created_at")) {
            assertTrue(rs.next());
            assertEquals("Mira has blue eyes", rs.getString(1));
            assertEquals(
                    "active", rs.getString(2), "the undo typed as !1 was applied to the database");
        }
    }

    @Test
    void gameMasterStaysWithItsMemberAndDumpShowsWhatTheMemberMaySee() throws Exception {
        continuity.testing.Skip.unless(
                tmuxInstalled(),
                "tmux is not installed, so the console cannot be driven as a terminal: apt-get install -y tmux");
        socket = dir.resolve("tmux.sock");
        Files.writeString(dir.resolve("run.sh"), launchCommand(dir.resolve("gm.sqlite")) + "\n");
        tmux(
                "new-session",
                "-d",
                "-s",
                "console",
                "-x",
                "200",
                "-y",
                "60",
                "sh " + dir.resolve("run.sh"));
        waitFor("alice g1#c1> ");
        type(":gm on");
        waitFor("alice (gm) g1#c1> ");
        type("(( I'd prefer Mira's lines to be short ))");
        waitFor("bot [saved");
        type(":user bob");
        String s = waitFor("You are bob (user bob), not a game master", "bob g1#c1> ");
        assertTrue(!s.contains("bob (gm)"), "alice's :gm on is not bob's:\n" + s);
        type("/memory remember character:Mira text:Mira has blue eyes");
        waitFor("bot [saved] Noted:");
        type(":dump");
        s =
                waitFor(
                        "The notes of server g1 that bob may see",
                        "fact/profile  Mira: Mira has blue eyes");
        String dump = s.substring(s.indexOf("The notes of server g1 that bob may see"));
        assertTrue(
                !dump.contains("lines to be short"),
                "alice's preference is not bob's to see:\n" + dump);
        type(":user u1 alice");
        waitFor("alice (gm) g1#c1> ");
        type(":quit");
        waitFor("console exited with 0");
    }
}
