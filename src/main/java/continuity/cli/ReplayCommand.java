package continuity.cli;

import continuity.memory.Limits;
import continuity.memory.ModelHook;
import continuity.model.ModelUnderstanding;
import continuity.replay.Replay;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code continuity replay [--db PATH] [--model [--config PATH]] FILE|-}: plays a script of chat
 * events (docs/REPLAY.md) and prints the replies as JSON lines. It applies no configuration or
 * environment, on purpose: the same script gives the same output on every machine; {@code --model}
 * alone reads the model's settings ({@code model.*} of the configuration file given by {@code
 * --config} or {@code CONTINUITY_CONFIG}, and {@code CONTINUITY_MODEL_*}), after the whole
 * configuration is checked. Without {@code --db}, a temporary database is used and deleted at exit.
 */
public final class ReplayCommand {
    private ReplayCommand() {}

    public static int run(List<String> args, Io io) {
        PrintStream out = io.out(), err = io.err();
        String db = null; // a file path (SQLite) or a jdbc:postgresql:// URL
        String file = null;
        boolean withModel = false;
        String config = null;
        // every argument that is not --db, --model or --config is the script, even one that starts
        // with "--" (a file may be named so)
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (a.equals("--model")) {
                withModel = true;
            } else if (a.equals("--config")) {
                if (i + 1 >= args.size())
                    throw new UsageError("replay: --config needs the configuration file");
                config = args.get(++i);
            } else if (a.equals("--db")) {
                if (i + 1 >= args.size())
                    throw new UsageError("replay: --db needs a path or a jdbc:postgresql:// URL");
                db = args.get(++i);
            } else if (a.startsWith("--") && a.length() > 2 && !Files.exists(Path.of(a))) {
                // an option mistyped, not a script (a script may start with "--" when it exists)
                throw new UsageError(
                        Args.unknownOption(
                                "replay", a, java.util.Set.of("--db", "--model", "--config")));
            } else if (file == null) {
                file = a;
            } else {
                throw new UsageError(
                        "replay: one script at a time (got '" + file + "' and '" + a + "')");
            }
        }
        if (file == null)
            throw new UsageError("replay: give a script file, or - for standard input");
        if (config != null && !withModel)
            throw new UsageError(
                    "replay: --config gives the model's settings (model.*) to --model; replay"
                            + " applies no other configuration");
        ModelHook model = null;
        if (withModel) {
            // the one setting replay reads from the configuration, and only when asked to
            model =
                    io.loadConfig(config)
                            .modelConfig()
                            .map(ModelUnderstanding::new)
                            .orElseThrow(
                                    () ->
                                            new UsageError(
                                                    "replay: --model needs "
                                                            + EvalCommand.NO_MODEL));
        }
        boolean temporary = db == null;
        try {
            if (temporary) db = Files.createTempFile("continuity-replay-", ".sqlite").toString();
        } catch (IOException e) {
            err.println("replay: cannot create a temporary database: " + e.getMessage());
            return 1;
        }
        PrintStream utf8 = new PrintStream(out, true, StandardCharsets.UTF_8);
        try (BufferedReader in =
                        file.equals("-")
                                ? new BufferedReader(
                                        new InputStreamReader(io.in(), StandardCharsets.UTF_8))
                                : Files.newBufferedReader(Path.of(file), StandardCharsets.UTF_8);
                Replay replay = new Replay(db, Limits.DEFAULTS, utf8)) {
            if (model != null) replay.withModel(model);
            replay.play(in);
            return 0;
        } catch (IOException e) {
            err.println("replay: " + Io.cannotRead(file, e));
            return 1;
        } catch (RuntimeException e) {
            err.println("replay: " + e.getMessage());
            return 1;
        } finally {
            if (temporary) TempDatabase.delete(Path.of(db));
        }
    }
}
