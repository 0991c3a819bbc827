package continuity.dashboard;

import continuity.BotRuntime;
import continuity.cli.Args;
import continuity.cli.Io;
import continuity.cli.UsageError;
import continuity.config.Config;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;

/**
 * {@code continuity dashboard [--db PATH|URL] [--port N] --as USER_ID [--gm]}: the dashboard alone,
 * on 127.0.0.1 only, acting as the member {@code --as} names (offline: no Discord login), a game
 * master of their servers with {@code --gm}.
 */
public final class DashboardCommand {
    static final String USAGE =
            "dashboard [--db PATH|URL] [--config PATH] [--port N] --as USER_ID [--gm]";

    private DashboardCommand() {}

    public static int run(List<String> args, Io io) {
        Args a =
                Args.parse(
                        "dashboard",
                        args,
                        Set.of("--db", "--config", "--port", "--as"),
                        Set.of("--gm"));
        Config config = io.loadConfig(a.get("--config"));
        String db = a.get("--db") != null ? a.get("--db") : config.databaseTarget();
        String user = a.get("--as");
        if (user == null || !user.matches("[0-9A-Za-z_-]{1,40}"))
            throw new UsageError(
                    "dashboard: --as USER_ID is required offline (the Discord user id to act as), in "
                            + USAGE);
        int port = 8080;
        if (a.get("--port") != null) {
            try {
                port = Integer.parseInt(a.get("--port"));
            } catch (NumberFormatException e) {
                port = -1;
            }
            if (port < 0 || port > 65535)
                throw new UsageError("dashboard: --port must be a number from 0 to 65535");
        }
        try (BotRuntime runtime = BotRuntime.open(db, config.coreLimits());
                Dashboard d =
                        new Dashboard(
                                runtime.store(),
                                runtime.core(),
                                Dashboard.offline(user, a.has("--gm")))) {
            int bound = d.start("127.0.0.1", port);
            io.err()
                    .println(
                            "dashboard: offline, acting as user "
                                    + user
                                    + (a.has("--gm") ? " (a game master)" : "")
                                    + ", on http://127.0.0.1:"
                                    + bound
                                    + "/ (127.0.0.1 only; Ctrl-C stops it)");
            CountDownLatch stop = new CountDownLatch(1);
            Runtime.getRuntime().addShutdownHook(new Thread(stop::countDown));
            stop.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return 0;
    }
}
