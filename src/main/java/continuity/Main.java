package continuity;

import continuity.cli.BackupCommand;
import continuity.cli.ConsoleCommand;
import continuity.cli.ExportCommand;
import continuity.cli.HealthCommand;
import continuity.cli.ImportCommand;
import continuity.cli.Io;
import continuity.cli.NoArguments;
import continuity.cli.UsageError;
import continuity.config.ConfigException;
import continuity.discord.RunCommand;
import continuity.memory.Limits;
import continuity.replay.Replay;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/** The command line: {@code replay}, and the other doors as they arrive. */
public final class Main {
    static final String USAGE = """
            Continuity keeps role-play characters consistent across sessions.

            Usage:
              java -jar continuity.jar run [--db PATH]             the bot on Discord (token in DISCORD_TOKEN)
              java -jar continuity.jar replay [--db PATH] FILE|-   play a script of chat events (JSON lines) offline
              java -jar continuity.jar console [--db PATH]         type messages and /commands in a terminal
              java -jar continuity.jar export --guild ID [--db PATH] [--lorebook CHARACTER] FILE|-
                                                                   a server's notes as JSON (or one character's lorebook)
              java -jar continuity.jar import --guild ID [--db PATH] FILE
                                                                   notes from an export: all of them, or nothing
              java -jar continuity.jar backup [--db PATH] FILE     a consistent copy, safe while the bot runs
              java -jar continuity.jar health [--db PATH]          exit 0 when the database is usable
              java -jar continuity.jar migrate [--db FILE] --to jdbc:postgresql://...   copy the SQLite file into PostgreSQL
              java -jar continuity.jar stress-writer --db PATH [--seed N]   apply corrections fast, printing each confirmation
                                                                   (for the crash-safety harness; see README)
              java -jar continuity.jar explain [--names A,B] [--addressed] TEXT
                                                                   how the bot reads one message, as JSON
              java -jar continuity.jar help                        this text

            Every command but replay also takes --config PATH (or CONTINUITY_CONFIG); without --db the
            configured database.path (CONTINUITY_DB) is used, and console uses a temporary database.

            Try it without Discord:
              java -jar target/continuity.jar replay examples/first-session.jsonl
            """;

    private Main() {
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    static int run(String[] args, PrintStream out, PrintStream err) {
        return run(args, new Io(System.in, out, err, System.getenv()));
    }

    static int run(String[] args, Map<String, String> env, PrintStream out, PrintStream err) {
        return run(args, new Io(System.in, out, err, env));
    }

    static int run(String[] args, Io io) {
        PrintStream out = io.out(), err = io.err();
        try {
            if (args.length == 0) return NoArguments.run(io);
        } catch (ConfigException e) {
            err.println(e.getMessage());
            return 2;
        }
        String command = args[0];
        List<String> rest = new ArrayList<>(Arrays.asList(args).subList(1, args.length));
        try {
            return switch (command) {
                case "replay" -> replay(rest, out, err);
                case "run" -> RunCommand.run(rest, io);
                case "console" -> ConsoleCommand.run(rest, io);
                case "export" -> ExportCommand.run(rest, io);
                case "import" -> ImportCommand.run(rest, io);
                case "migrate" -> continuity.cli.MigrateCommand.run(rest, io);
                case "backup" -> BackupCommand.run(rest, io);
                case "health" -> HealthCommand.run(rest, io);
                case "explain" -> continuity.cli.ExplainCommand.run(rest, io);
                case "stress-writer" -> continuity.stress.StressWriter.run(rest, out, err);
                case "help", "--help", "-h" -> {
                    out.print(USAGE);
                    yield 0;
                }
                default -> {
                    err.println("Unknown command '" + command + "'.");
                    err.print(USAGE);
                    yield 2;
                }
            };
        } catch (UsageException | UsageError e) {
            err.println(e.getMessage());
            return 2;
        } catch (ConfigException e) {
            err.println(e.getMessage());
            return 2;
        } catch (RuntimeException e) {
            err.println(command + ": " + e.getMessage());
            return 1;
        }
    }

    static int replay(List<String> args, PrintStream out, PrintStream err) {
        String db = null;
        String file = null;
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (a.equals("--db")) {
                if (i + 1 >= args.size()) throw new UsageException("replay: --db needs a path or a jdbc:postgresql:// URL");
                db = args.get(++i);
            } else if (file == null) {
                file = a;
            } else {
                throw new UsageException("replay: one script at a time (got '" + file + "' and '" + a + "')");
            }
        }
        if (file == null) throw new UsageException("replay: give a script file, or - for standard input");
        boolean temporary = db == null;
        try {
            if (temporary) db = Files.createTempFile("continuity-replay-", ".sqlite").toString();
        } catch (IOException e) {
            err.println("replay: cannot create a temporary database: " + e.getMessage());
            return 1;
        }
        PrintStream utf8 = new PrintStream(out, true, StandardCharsets.UTF_8);
        try (BufferedReader in = file.equals("-")
                ? new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8))
                : Files.newBufferedReader(Path.of(file), StandardCharsets.UTF_8);
             Replay replay = new Replay(db, Limits.DEFAULTS, utf8)) {
            replay.play(in);
            return 0;
        } catch (IOException e) {
            err.println("replay: cannot read " + file + ": " + e.getMessage());
            return 1;
        } catch (RuntimeException e) {
            err.println("replay: " + e.getMessage());
            return 1;
        } finally {
            if (temporary) deleteQuietly(Path.of(db));
        }
    }

    private static void deleteQuietly(Path db) {
        for (String suffix : new String[]{"", "-wal", "-shm", "-journal"}) {
            try {
                Files.deleteIfExists(Path.of(db + suffix));
            } catch (IOException ignored) {
                // a temporary file left behind is harmless
            }
        }
    }

    static final class UsageException extends RuntimeException {
        UsageException(String message) {
            super(message);
        }
    }
}
