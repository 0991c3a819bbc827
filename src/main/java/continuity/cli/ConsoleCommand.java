package continuity.cli;

import continuity.BotRuntime;
import continuity.config.Config;
import continuity.console.ConsoleSession;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

/**
 * {@code continuity console [--db PATH]}: try the bot in a terminal. Without {@code --db} it runs
 * on a temporary database deleted at exit, so trying it never touches real notes.
 */
public final class ConsoleCommand {
    static final String USAGE = "console [--db PATH] [--config PATH] [--operator]";

    private ConsoleCommand() {}

    public static int run(List<String> args, Io io) {
        Args a = Args.parse("console", args, Set.of("--db", "--config"), Set.of("--operator"));
        a.positional(0, "no arguments besides the options");
        Config config = io.config(a);
        continuity.memory.ModelHook model =
                config.modelConfig().map(continuity.model.ModelUnderstanding::new).orElse(null);
        String db = a.has("--db") ? a.get("--db") : null;
        boolean temporary = db == null;
        try {
            if (temporary) db = Files.createTempFile("continuity-console-", ".sqlite").toString();
        } catch (IOException e) {
            io.err().println("console: cannot create a temporary database: " + e.getMessage());
            return 1;
        }
        PrintStream out = new PrintStream(io.out(), true, StandardCharsets.UTF_8);
        BotRuntime opened;
        try {
            opened =
                    BotRuntime.openAlone(
                            db, config.coreLimits(), continuity.memory.OwnedShards.ALL);
        } catch (continuity.store.SqliteLock.Refused e) {
            io.err().println("console: " + e.getMessage() + ".");
            if (temporary) TempDatabase.delete(Path.of(db));
            return 1;
        }
        try (BotRuntime runtime = opened) {
            runtime.core().withDefaultLanguage(config.defaultLanguage()).withModel(model);
            out.println(
                    "Continuity console on "
                            + (continuity.store.PostgresTarget.isUrl(db)
                                    ? continuity.store.PostgresTarget.of(db, java.util.Map.of())
                                            .display()
                                    : db)
                            + (temporary ? " (a temporary database, deleted at exit)" : "")
                            + ".");
            BufferedReader in =
                    new BufferedReader(new InputStreamReader(io.in(), StandardCharsets.UTF_8));
            new ConsoleSession(runtime, in, out, Path.of("").toAbsolutePath(), a.has("--operator"))
                    .startingLocale(
                            config.defaultLanguage() == continuity.chat.Lang.FR ? "fr" : "en-US")
                    .run();
            return 0;
        } catch (IOException e) {
            io.err().println("console: cannot read the input: " + e.getMessage());
            return 1;
        } finally {
            if (temporary) TempDatabase.delete(Path.of(db));
        }
    }
}
