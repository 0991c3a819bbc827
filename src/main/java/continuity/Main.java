package continuity;

import continuity.cli.BackupCommand;
import continuity.cli.ConsoleCommand;
import continuity.cli.EvalCommand;
import continuity.cli.ExplainCommand;
import continuity.cli.ExportCommand;
import continuity.cli.HealthCommand;
import continuity.cli.ImportCommand;
import continuity.cli.Io;
import continuity.cli.NoArguments;
import continuity.cli.ReplayCommand;
import continuity.cli.UsageError;
import continuity.config.ConfigException;
import continuity.discord.RunCommand;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * The command line, the composition root of every door: reads the first argument and hands the rest
 * to its command ({@code run}: the Discord bot, {@code continuity.discord.RunCommand}; {@code
 * replay}, {@code console}, {@code export}, {@code import}, {@code backup}, {@code health}, {@code
 * explain}: the classes of {@code continuity.cli}), printing {@link #USAGE} for {@code help} or a
 * wrong call. With no argument it runs the bot when a token is configured, else explains how to
 * start ({@code NoArguments}). Exit status: 0 done, 1 failed (the reason on standard error), 2
 * wrong call or invalid configuration. Tests: {@code MainCommandsTest}, {@code MainRunDoorTest}.
 */
public final class Main {
    static final String USAGE =
            """
            Continuity keeps role-play characters consistent across sessions.

            Usage:
              java -jar continuity.jar run [--db PATH]             the bot on Discord (token in DISCORD_TOKEN)
              java -jar continuity.jar replay [--db PATH] [--model [--config PATH]] FILE|-
                                                                   play a script of chat events (JSON lines) offline
                                                                   (--model: with the configured model, model.*)
              java -jar continuity.jar console [--db PATH] [--operator]
                                                                   type messages and /commands in a terminal
                                                                   (--operator: you run the bot, so :dump shows every note)
              java -jar continuity.jar export --guild ID [--db PATH] [--lorebook CHARACTER] [--force] FILE|-
                                                                   a server's notes as JSON (or one character's lorebook)
              java -jar continuity.jar import --guild ID [--db PATH] FILE
                                                                   notes from an export: all of them, or nothing
              java -jar continuity.jar backup [--db PATH] FILE     a consistent copy, safe while the bot runs
              java -jar continuity.jar health [--db PATH]          exit 0 when the database is usable
              java -jar continuity.jar migrate [--db FILE] --to jdbc:postgresql://...   copy the SQLite file into PostgreSQL
              java -jar continuity.jar explain [--names A,B] [--addressed] TEXT
                                                                   how the bot reads one message, as JSON
              java -jar continuity.jar eval [--model [--config PATH]] FILE
                                                                   how well a labelled JSONL file is understood: the grammar
                                                                   alone, and beside it the configured model (model.*)
              java -jar continuity.jar eval --corpus train|dev|test [--json] [--misses FILE]
                                                                   the labelled corpus (corpus/): the grammar alone beside
                                                                   the grammar with the learned reader, per language
              java -jar continuity.jar train [--corpus DIR] [--out DIR] [--mentions]
                                                                   trains the learned reader on the corpus's train split
                                                                   (--mentions: only the canon check's mention model)
              java -jar continuity.jar dashboard [--db PATH|URL] [--port N] --as USER_ID [--gm]
                                                                   the canon on a web page, offline (127.0.0.1 only)
              java -jar continuity.jar help                        this text (COMMAND --help: one command's)

            Every command but replay, explain and eval also takes --config PATH (or CONTINUITY_CONFIG);
            replay and eval read it only with --model, for the model's settings. Without --db the
            configured database.path (CONTINUITY_DB) is used, and console uses a temporary database.

            Try it without Discord:
              java -jar target/continuity.jar replay examples/first-session.jsonl
            """;

    private Main() {}

    /**
     * The usage of one command ({@code replay --help}): its lines of {@link #USAGE} and the
     * paragraph on --config and --db; null for a name that is no command.
     */
    static String usageOf(String command) {
        String head = "  java -jar continuity.jar " + command + " ";
        StringBuilder out = new StringBuilder();
        String note = "";
        boolean in = false, inNote = false;
        for (String line : USAGE.split("\n")) {
            if (line.startsWith("Every command but")) inNote = true;
            if (inNote) {
                if (line.isBlank()) inNote = false;
                else note += line + "\n";
            }
            if (line.startsWith(head)) {
                in = true;
                out.append("Usage:\n").append(line).append('\n');
            } else if (in && line.startsWith("          ")) {
                out.append(line).append('\n');
            } else {
                in = false;
            }
        }
        if (out.length() == 0 || command.equals("help")) return null;
        return out.append('\n').append(note).toString();
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
        if ((rest.contains("--help") || rest.contains("-h")) && usageOf(command) != null) {
            out.print(usageOf(command));
            return 0;
        }
        try {
            return switch (command) {
                case "replay" -> ReplayCommand.run(rest, io);
                case "run" -> RunCommand.run(rest, io);
                case "console" -> ConsoleCommand.run(rest, io);
                case "export" -> ExportCommand.run(rest, io);
                case "import" -> ImportCommand.run(rest, io);
                case "migrate" -> continuity.cli.MigrateCommand.run(rest, io);
                case "backup" -> BackupCommand.run(rest, io);
                case "health" -> HealthCommand.run(rest, io);
                case "explain" -> ExplainCommand.run(rest, io);
                case "eval" -> EvalCommand.run(rest, io);
                case "train" -> continuity.cli.TrainCommand.run(rest, io);
                case "dashboard" -> continuity.dashboard.DashboardCommand.run(rest, io);
                case "help", "--help", "-h" -> {
                    // help COMMAND: that command's usage
                    out.print(
                            !rest.isEmpty() && usageOf(rest.get(0)) != null
                                    ? usageOf(rest.get(0))
                                    : USAGE);
                    yield 0;
                }
                default -> {
                    err.println("Unknown command '" + command + "'.");
                    err.print(USAGE);
                    yield 2;
                }
            };
        } catch (UsageError e) {
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
}
