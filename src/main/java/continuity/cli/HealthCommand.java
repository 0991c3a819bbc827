package continuity.cli;

import continuity.config.Config;
import continuity.store.Health;
import java.util.List;
import java.util.Set;

/**
 * {@code continuity health [--db PATH]}: exit 0 when the database is usable (the Docker
 * HEALTHCHECK).
 */
public final class HealthCommand {
    static final String USAGE = "health [--db PATH] [--config PATH]";

    private HealthCommand() {}

    public static int run(List<String> args, Io io) {
        Args a = Args.parse("health", args, Set.of("--db", "--config"), Set.of());
        a.positional(0, "no arguments besides the options");
        Config config = io.config(a);
        String db = io.target(a, config);
        Health.Status s =
                continuity.store.PostgresTarget.isUrl(db)
                        ? continuity.store.PostgresHealth.check(
                                continuity.store.PostgresTarget.of(db, io.env()))
                        : Health.check(java.nio.file.Path.of(db));
        String summary =
                !s.healthy()
                                && !continuity.store.PostgresTarget.isUrl(db)
                                && s.summary().contains(DatabaseProblem.NOT_A_DATABASE)
                        ? DatabaseProblem.notADatabase(java.nio.file.Path.of(db))
                        : s.summary();
        (s.healthy() ? io.out() : io.err())
                .println((s.healthy() ? "healthy: " : "unhealthy: ") + summary);
        return s.healthy() ? 0 : 1;
    }
}
