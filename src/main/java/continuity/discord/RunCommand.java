package continuity.discord;

import continuity.BotRuntime;
import continuity.memory.Limits;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/** {@code continuity.jar run [--db PATH]}: the bot on Discord until stopped (Ctrl-C or SIGTERM). */
public final class RunCommand {
    public static final String NO_TOKEN = """
            No Discord token: set DISCORD_TOKEN to your bot's token.

            To get one: Discord Developer Portal (https://discord.com/developers/applications) -> New Application
            -> Bot -> Reset Token, and copy it. On the same Bot page, under Privileged Gateway Intents, switch on
            Message Content Intent (the bot reads corrections in chat). README.md explains how to invite the bot.

            To try the bot offline without a token:
              java -jar target/continuity.jar replay examples/first-session.jsonl
            """;

    private RunCommand() {
    }

    public static int run(List<String> args, Map<String, String> env, PrintStream out, PrintStream err) {
        DiscordSettings settings = DiscordSettings.fromEnvironment(env);
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (a.equals("--db") && i + 1 < args.size()) {
                settings = settings.withDb(Path.of(args.get(++i)));
            } else {
                err.println("run: unexpected argument '" + a + "' (usage: run [--db PATH])");
                return 2;
            }
        }
        return run(settings, err);
    }

    public static int run(DiscordSettings settings, PrintStream err) {
        if (!settings.hasToken()) {
            err.print(NO_TOKEN);
            return 2;
        }
        BotRuntime runtime;
        try {
            runtime = BotRuntime.open(settings.dbPath(), Limits.DEFAULTS);
        } catch (RuntimeException e) {
            err.println("run: cannot open the database " + settings.dbPath() + ": " + e.getMessage());
            return 1;
        }
        DiscordBot bot;
        try {
            bot = DiscordBot.start(settings, runtime.core(), runtime);
        } catch (DiscordStartException e) {
            runtime.close();
            err.println(e.getMessage());
            return 1;
        }
        Thread hook = new Thread(bot::close, "continuity-shutdown");
        Runtime.getRuntime().addShutdownHook(hook);
        err.println("Continuity is running on Discord (database " + settings.dbPath() + "). Stop with Ctrl-C.");
        try {
            bot.awaitStopped();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        String reason = bot.stopReason();
        bot.close(); // waits for a close already running in the shutdown hook
        if (reason != null) {
            err.println(reason);
            return 1;
        }
        return 0;
    }
}
