package continuity.discord;

import continuity.BotRuntime;
import continuity.chat.Lang;
import continuity.cli.Args;
import continuity.cli.DatabaseProblem;
import continuity.cli.Io;
import continuity.cli.TempDatabase;
import continuity.config.Config;
import continuity.memory.Limits;
import continuity.memory.ModelHook;
import continuity.memory.OwnedShards;
import continuity.model.ModelUnderstanding;
import continuity.store.Health;
import continuity.store.LoginGate;
import continuity.store.PostgresHealth;
import continuity.store.PostgresTarget;
import continuity.store.ShardLease;
import continuity.store.SqliteLock;
import continuity.store.WriteCheck;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** {@code continuity.jar run [--db PATH]}: the bot on Discord until stopped (Ctrl-C or SIGTERM). */
public final class RunCommand {
    public static final String NO_TOKEN =
            """
            No Discord token: set DISCORD_TOKEN to your bot's token.

            To get one: Discord Developer Portal (https://discord.com/developers/applications) -> New Application
            -> Bot -> Reset Token, and copy it. On the same Bot page, under Privileged Gateway Intents, switch on
            Message Content Intent (the bot reads corrections in chat). docs/discord.md explains how to invite the bot.

            To try the bot offline without a token:
              java -jar target/continuity.jar replay examples/first-session.jsonl
            """;

    private RunCommand() {}

    /**
     * The bot as configured: the configuration file and environment (see continuity.config) give
     * the token, database, game-master role, PluralKit look-ups, limits and the optional model;
     * {@code --db} overrides the database.
     */
    public static int run(List<String> args, Io io) {
        Args a = Args.parse("run", args, java.util.Set.of("--db", "--config"), java.util.Set.of());
        Config config = io.loadConfig(a.get("--config"));
        DiscordSettings settings =
                DiscordSettings.fromEnvironment(io.env())
                        .withToken(config.discordToken().orElse(null))
                        .withGmRole(config.discord().gmRole())
                        .withPluralKit(config.proxies().pluralkitApi())
                        .withDb(
                                a.get("--db") != null
                                        ? Path.of(a.get("--db"))
                                        : config.databasePath());
        ModelHook model = config.modelConfig().map(ModelUnderstanding::new).orElse(null);
        String database = a.get("--db") != null ? a.get("--db") : config.databaseTarget();
        int total = config.discord().shardsTotal();
        String range = config.discord().shardsRange();
        OwnedShards shards = OwnedShards.ALL;
        if (total > 1 || range != null) {
            shards = ShardSetting.parse(range, total);
            if (shards == null) {
                io.err()
                        .println(
                                "run: discord.shards.range = "
                                        + range
                                        + " with discord.shards.total = "
                                        + total
                                        + ": give one shard or a range of them from 0 to "
                                        + (total - 1)
                                        + ", such as 0 or 0-"
                                        + Math.max(0, total / 2 - 1));
                return 2;
            }
            if (PostgresTarget.isUrl(database) && shards.total() > 1) {
                DashboardDoor.CONFIG.set(config);
                try {
                    return runShards(
                            settings,
                            database,
                            shards,
                            config.coreLimits(),
                            config.defaultLanguage(),
                            model,
                            io.err());
                } finally {
                    DashboardDoor.CONFIG.remove();
                }
            }
            if (!shards.all()) {
                io.err()
                        .println(
                                "run: discord.shards.range = "
                                        + range
                                        + " leaves the other shards of "
                                        + total
                                        + " to other processes, and they need the shared PostgreSQL store"
                                        + " (store.url = jdbc:postgresql://...): processes cannot share the SQLite file."
                                        + " One process on SQLite runs every shard: remove discord.shards.range.");
                return 2;
            }
        }
        DashboardDoor.CONFIG.set(config);
        try {
            return run(
                    settings,
                    database,
                    config.coreLimits(),
                    config.defaultLanguage(),
                    model,
                    io.err(),
                    shards);
        } finally {
            DashboardDoor.CONFIG.remove();
        }
    }

    /** With settings from the environment only (tests of the door itself). */
    public static int run(
            List<String> args, Map<String, String> env, PrintStream out, PrintStream err) {
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
        return run(settings, Limits.DEFAULTS, err);
    }

    public static int run(DiscordSettings settings, Limits limits, PrintStream err) {
        return run(settings, limits, Lang.EN, err);
    }

    /**
     * {@code language}: {@code language.default}, for a message whose words say nothing of its
     * language.
     */
    public static int run(DiscordSettings settings, Limits limits, Lang language, PrintStream err) {
        return run(settings, limits, language, null, err);
    }

    /** {@code model}: the optional language model (null: none, the grammar alone). */
    public static int run(
            DiscordSettings settings,
            Limits limits,
            Lang language,
            ModelHook model,
            PrintStream err) {
        return run(
                settings,
                settings.dbPath() == null ? null : settings.dbPath().toString(),
                limits,
                language,
                model,
                err,
                OwnedShards.ALL);
    }

    /**
     * {@code database}: the SQLite file, or a PostgreSQL JDBC URL (then no file is checked or
     * removed); {@code shards}: every shard of the bot, run by this one process.
     */
    static int run(
            DiscordSettings settings,
            String database,
            Limits limits,
            Lang language,
            ModelHook model,
            PrintStream err,
            OwnedShards shards) {
        if (!settings.hasToken()) {
            err.print(NO_TOKEN);
            return 2;
        }
        if (PostgresTarget.isUrl(database))
            return runOnPostgres(
                    settings, database, limits, language, model, err, shards, null, null);
        Path db = settings.dbPath();
        // what health checks, before Discord is asked anything
        Optional<String> before = WriteCheck.beforeOpening(db);
        if (before.isPresent()) {
            err.println("run: " + before.get() + ".");
            return 1;
        }
        boolean existed = Files.exists(db);
        BotRuntime runtime;
        try {
            runtime = BotRuntime.openAlone(db.toString(), limits, shards);
        } catch (SqliteLock.Refused e) {
            err.println("run: " + e.getMessage() + ".");
            return 1;
        } catch (RuntimeException e) {
            if (!existed) TempDatabase.delete(db);
            err.println("run: " + DatabaseProblem.explain(db, e));
            return 1;
        }
        runtime.core().withDefaultLanguage(language).withModel(model);
        Optional<String> unwritable = WriteCheck.problem(db);
        // a damaged file would answer every event that it is damaged: said once, before Discord
        if (unwritable.isEmpty()) unwritable = Health.damage(db);
        if (unwritable.isPresent()) {
            runtime.close();
            if (!existed) TempDatabase.delete(db);
            err.println("run: " + unwritable.get() + ".");
            return 1;
        }
        Optional<String> unreachable = DiscordReach.problem(settings.restBaseUrl());
        if (unreachable.isPresent()) {
            runtime.close();
            if (!existed) TempDatabase.delete(db);
            err.println("run: " + unreachable.get());
            return 1;
        }
        DiscordBot bot;
        try {
            bot = DiscordBot.start(settings, runtime.core(), runtime, shards, null);
        } catch (DiscordStartException e) {
            runtime.close();
            // a database this run created and never wrote a note to is not left behind
            if (!existed) TempDatabase.delete(db);
            err.println(e.getMessage());
            return 1;
        }
        return withDashboard(
                runtime,
                bot,
                settings,
                err,
                () -> runUntilStopped(bot, settings.dbPath().toString(), err, () -> null));
    }

    /** Runs the bot with the dashboard beside it when {@code dashboard.*} is set. */
    private static int withDashboard(
            BotRuntime runtime,
            DiscordBot bot,
            DiscordSettings settings,
            PrintStream err,
            java.util.function.IntSupplier running) {
        AutoCloseable dashboard;
        try {
            dashboard = DashboardDoor.start(runtime.store(), runtime.core(), bot, settings, err);
        } catch (RuntimeException e) {
            err.println("run: the dashboard could not start: " + e.getMessage());
            bot.close();
            return 1;
        }
        try {
            return running.getAsInt();
        } finally {
            try {
                dashboard.close();
            } catch (Exception e) {
                err.println("run: the dashboard did not stop cleanly: " + e.getMessage());
            }
        }
    }

    /**
     * Some shards of several, leased in the database first: a shard another process runs is
     * refused, saying who runs it, and nothing is started.
     */
    static int runShards(
            DiscordSettings settings,
            String database,
            OwnedShards shards,
            Limits limits,
            Lang language,
            ModelHook model,
            PrintStream err) {
        if (!settings.hasToken()) {
            err.print(NO_TOKEN);
            return 2;
        }
        String holder =
                java.util.Objects.toString(System.getenv("HOSTNAME"), "host")
                        + " pid "
                        + ProcessHandle.current().pid();
        PostgresTarget target = PostgresTarget.of(database);
        try (ShardLease lease =
                        ShardLease.take(
                                target, shards.from(), shards.to(), shards.total(), holder);
                LoginGate logins = LoginGate.open(target)) {
            err.println("run: " + shards + " leased");
            return runOnPostgres(
                    settings, database, limits, language, model, err, shards, logins::enter, lease);
        } catch (ShardLease.Refused e) {
            err.println("run: " + e.getMessage());
            return 1;
        } catch (RuntimeException e) {
            err.println("run: " + e.getMessage());
            return 1;
        }
    }

    /**
     * The same start on PostgreSQL: its health is asked of the server, and there is no file to
     * check or remove.
     */
    private static int runOnPostgres(
            DiscordSettings settings,
            String database,
            Limits limits,
            Lang language,
            ModelHook model,
            PrintStream err,
            OwnedShards shards,
            SpacedLogins.Gate logins,
            ShardLease lease) {
        BotRuntime runtime;
        try {
            // creates or migrates the schema first (Flyway locks the database while it does, so
            // processes started together migrate once)
            runtime = BotRuntime.open(database, limits, shards);
        } catch (RuntimeException e) {
            err.println("run: " + e.getMessage());
            return 1;
        }
        Health.Status health = PostgresHealth.check(PostgresTarget.of(database));
        if (!health.healthy()) {
            runtime.close();
            err.println("run: " + health.summary());
            return 1;
        }
        runtime.core().withDefaultLanguage(language).withModel(model);
        Optional<String> unreachable = DiscordReach.problem(settings.restBaseUrl());
        if (unreachable.isPresent()) {
            runtime.close();
            err.println("run: " + unreachable.get());
            return 1;
        }
        DiscordBot bot;
        try {
            bot = DiscordBot.start(settings, runtime.core(), runtime, shards, logins);
        } catch (DiscordStartException e) {
            runtime.close();
            err.println(e.getMessage());
            return 1;
        }
        if (lease == null)
            return withDashboard(
                    runtime,
                    bot,
                    settings,
                    err,
                    () ->
                            runUntilStopped(
                                    bot, PostgresTarget.of(database).display(), err, () -> null));
        java.util.concurrent.atomic.AtomicReference<String> lost =
                new java.util.concurrent.atomic.AtomicReference<>();
        DiscordBot running = bot;
        try (LeaseWatch watch =
                new LeaseWatch(
                                lease,
                                why -> {
                                    lost.set("run: " + why);
                                    running.close();
                                })
                        .start()) {
            return withDashboard(
                    runtime,
                    bot,
                    settings,
                    err,
                    () ->
                            runUntilStopped(
                                    bot, PostgresTarget.of(database).display(), err, lost::get));
        }
    }

    /** {@code stopped}: why the process stopped the bot itself (null when it did not). */
    private static int runUntilStopped(
            DiscordBot bot,
            String database,
            PrintStream err,
            java.util.function.Supplier<String> stopped) {
        Thread hook = new Thread(bot::close, "continuity-shutdown");
        Runtime.getRuntime().addShutdownHook(hook);
        // the learned reader's models are loaded when a message is first read: load them now, so
        // that the first message on Discord does not wait for them
        Thread warm =
                new Thread(
                        () -> continuity.understand.learned.LearnedReader.shipped(),
                        "continuity-load-models");
        warm.setDaemon(true);
        warm.start();
        err.println(
                "Continuity is running on Discord (database " + database + "). Stop with Ctrl-C.");
        try {
            bot.awaitStopped();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        String reason = bot.stopReason(); // before closing: the other shards' close codes follow
        bot.close(); // waits for a close already running in the shutdown hook
        if (stopped.get() != null) reason = stopped.get();
        if (reason != null) {
            err.println(reason);
            return 1;
        }
        return 0;
    }
}
