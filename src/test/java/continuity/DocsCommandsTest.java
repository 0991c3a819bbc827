package continuity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import continuity.cli.Io;
import continuity.testing.Docs;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Every command the README and its docs/ pages show runs as written (issue 22). The commands are
 * taken from the pages' shell blocks and from inline code that starts with {@code java -jar}:
 *
 * <ul>
 *   <li>a command of ours that can run here (no Discord, no model server, no PostgreSQL) is run, in
 *       this JVM, and must exit 0 (the Quick start's replay among them);
 *   <li>a synopsis ({@code [--db PATH] FILE|-}), or a command that needs Discord, a model or
 *       PostgreSQL, must name a command that exists and only options that command takes;
 *   <li>the other programs (mvn, docker, ollama, ...) are not run here, but every file of the tree
 *       they name must exist.
 * </ul>
 */
class DocsCommandsTest {
    /** Programs the pages may show that this test does not run (CI or the reader does). */
    private static final Set<String> OTHER_PROGRAMS =
            Set.of("mvn", "docker", "ollama", "python3", "pg_dump", "pg_restore", "psql", "curl");

    private static final Pattern INLINE = Pattern.compile("`(java -jar [^`]+)`");
    private static final Pattern ASSIGNMENT = Pattern.compile("[A-Z_][A-Z0-9_]*=.*");
    private static final Pattern PLACEHOLDER = Pattern.compile("[A-Z][A-Z_]{1,}");

    record Command(Path page, int line, Map<String, String> env, List<String> words) {
        @Override
        public String toString() {
            return page + ":" + line + ": " + String.join(" ", words);
        }
    }

    @Test
    void everyCommandOfTheReadmeAndDocsRunsAsWritten() {
        List<Command> commands = new ArrayList<>();
        for (Path page : Docs.pages()) commands.addAll(commandsOf(page));
        int ran = 0, checked = 0;
        boolean quickStart = false;
        for (Command c : commands) {
            String program = c.words().get(0);
            if (program.equals("java")) {
                if (check(c)) {
                    ran++;
                    quickStart |=
                            String.join(" ", c.words())
                                    .equals(
                                            "java -jar target/continuity.jar replay"
                                                    + " examples/first-session.jsonl");
                } else checked++;
            } else if (OTHER_PROGRAMS.contains(program)) {
                for (String w : c.words()) {
                    if (w.startsWith("examples/")
                            || w.startsWith("scripts/")
                            || w.startsWith("config/"))
                        assertTrue(Files.exists(Path.of(w)), c + ": no " + w);
                }
                checked++;
            }
        }
        assertTrue(quickStart, "the Quick start's replay is among the commands run");
        assertTrue(
                ran >= 1 && ran + checked >= 10,
                "commands found: ran " + ran + ", checked " + checked);
    }

    @Test
    void aCommandThatWouldNotRunAsWrittenIsCaught() {
        Path here = Path.of("README.md");
        for (String wrong :
                List.of(
                        "java -jar target/continuity.jar replay [--dbb PATH] FILE",
                        "java -jar target/continuity.jar replya examples/first-session.jsonl",
                        "java -jar target/continuity.jar replay examples/no-such-session.jsonl")) {
            Command c = new Command(here, 1, Map.of(), words(wrong));
            boolean caught = false;
            try {
                check(c);
            } catch (AssertionError expected) {
                caught = true;
            }
            assertTrue(caught, "not caught: " + wrong);
        }
        assertEquals(
                List.of("java", "-jar", "x.jar", "run", "--db", "jdbc:postgresql://h/db?user=c"),
                words("java -jar x.jar run --db 'jdbc:postgresql://h/db?user=c'  # a comment"));
    }

    /** Runs {@code c} when it can run here (true), else checks its command and options (false). */
    private static boolean check(Command c) {
        // a shell redirection ("> /dev/null", "2>&1") is the shell's, not the command's
        List<String> w = c.words().stream().filter(x -> !x.matches("\\d?>.*|&>.*|<.*")).toList();
        assertTrue(
                w.size() >= 3 && w.get(1).equals("-jar") && w.get(2).endsWith("continuity.jar"),
                c + ": java -jar continuity.jar");
        if (w.size() == 3) return false; // the bot itself, with DISCORD_TOKEN
        String command = w.get(3);
        List<String> args = w.subList(4, w.size());
        String usage = Main.usageOf(command);
        if (command.equals("help")) usage = Main.USAGE;
        assertNotNull(usage, c + ": no command " + command);
        boolean synopsis = false;
        for (String a : args) {
            String bare = a.replaceAll("^\\[+|\\]+$", "");
            if (bare.startsWith("--")) {
                String option = bare.split("=")[0];
                assertTrue(usage.contains(option), c + ": " + command + " takes no " + option);
            }
            if (a.contains("[")
                    || a.contains("]")
                    || a.contains("|")
                    || a.contains("...")
                    || PLACEHOLDER.matcher(a).matches()) synopsis = true;
        }
        boolean elsewhere =
                command.equals("run")
                        || command.equals("dashboard") // a server: it runs until stopped
                        || args.contains("--model")
                        || args.stream().anyMatch(a -> a.startsWith("jdbc:postgresql"));
        if (synopsis || elsewhere) return false;
        for (String a : args)
            if (a.startsWith("examples/")) assertTrue(Files.exists(Path.of(a)), c + ": no " + a);
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        Io io =
                new Io(
                        new ByteArrayInputStream(new byte[0]),
                        new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8),
                        c.env());
        int code = Main.run(w.subList(3, w.size()).toArray(String[]::new), io);
        assertEquals(0, code, c + " exits 0: " + err.toString(StandardCharsets.UTF_8));
        return true;
    }

    /** The commands of one page: its shell blocks' lines, and inline {@code java -jar ...}. */
    static List<Command> commandsOf(Path page) {
        List<String> lines = Docs.lines(page);
        List<Command> out = new ArrayList<>();
        boolean inBlock = false, shell = false;
        StringBuilder pending = new StringBuilder();
        int pendingLine = 0;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.strip().startsWith("```")) {
                String info = line.strip().substring(3).strip();
                inBlock = !inBlock;
                shell = inBlock && Set.of("", "sh", "bash", "shell").contains(info);
                continue;
            }
            if (inBlock) {
                if (!shell) continue;
                String t = line.strip();
                if (pending.length() == 0) pendingLine = i + 1;
                if (t.endsWith("\\")) {
                    pending.append(t, 0, t.length() - 1).append(' ');
                    continue;
                }
                pending.append(t);
                for (String part : pending.toString().split("&&"))
                    parse(page, pendingLine, part).ifPresent(out::add);
                pending.setLength(0);
            } else {
                Matcher m = INLINE.matcher(line);
                while (m.find()) parse(page, i + 1, m.group(1)).ifPresent(out::add);
            }
        }
        return out;
    }

    private static java.util.Optional<Command> parse(Path page, int line, String text) {
        List<String> words = words(text);
        Map<String, String> env = new LinkedHashMap<>();
        while (!words.isEmpty() && ASSIGNMENT.matcher(words.get(0)).matches()) {
            String a = words.remove(0);
            env.put(a.substring(0, a.indexOf('=')), a.substring(a.indexOf('=') + 1));
        }
        if (words.isEmpty()) return java.util.Optional.empty();
        String program = words.get(0);
        if (!program.equals("java") && !OTHER_PROGRAMS.contains(program))
            return java.util.Optional.empty(); // a sample of output, not a command
        return java.util.Optional.of(new Command(page, line, env, words));
    }

    /** Shell words: blanks split, quotes group and are removed, a # starts a comment. */
    static List<String> words(String text) {
        List<String> out = new ArrayList<>();
        StringBuilder w = new StringBuilder();
        boolean any = false;
        char quote = 0;
        for (int i = 0; i < text.length(); i++) {
            char ch = text.charAt(i);
            if (quote != 0) {
                if (ch == quote) quote = 0;
                else w.append(ch);
            } else if (ch == '\'' || ch == '"') {
                quote = ch;
                any = true;
            } else if (ch == '#' && w.length() == 0 && !any) {
                break;
            } else if (Character.isWhitespace(ch)) {
                if (w.length() > 0 || any) out.add(w.toString());
                w.setLength(0);
                any = false;
            } else {
                w.append(ch);
            }
        }
        if (quote != 0) fail("an unclosed quote in: " + text);
        if (w.length() > 0 || any) out.add(w.toString());
        return out;
    }
}
