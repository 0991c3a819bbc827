package continuity.cli;

import continuity.config.Config;
import continuity.config.ConfigLoader;
import continuity.config.LogLevel;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Map;

/**
 * What a command works with: its streams, the environment, and the configuration (loaded on first
 * use, from {@code --config}, {@code CONTINUITY_CONFIG} or the defaults, then the environment).
 */
public record Io(InputStream in, PrintStream out, PrintStream err, Map<String, String> env) {
    public static Io system() {
        return new Io(System.in, System.out, System.err, System.getenv());
    }

    Config config(Args a) {
        return loadConfig(a.get("--config"));
    }

    /**
     * The configuration from this file (or CONTINUITY_CONFIG, or the defaults), then the
     * environment.
     */
    public Config loadConfig(String file) {
        Config config = ConfigLoader.load(file == null ? null : Path.of(file), env);
        LogLevel.apply(config);
        return config;
    }

    /**
     * {@code --db} when given, else the configured database: a file path, or a PostgreSQL JDBC URL.
     */
    String target(Args a, Config config) {
        String db = a.get("--db");
        return db != null ? db : config.databaseTarget();
    }

    /** {@code --db} when given, else the configured database path. */
    Path database(Args a, Config config) {
        String db = a.get("--db");
        return db != null ? Path.of(db) : config.databasePath();
    }

    /**
     * "cannot read nope.jsonl: no such file" rather than the exception's bare path: what a failed
     * read of {@code file} means, said plainly.
     */
    public static String cannotRead(String file, java.io.IOException e) {
        String why =
                e instanceof java.nio.file.NoSuchFileException
                        ? "no such file"
                        : e instanceof java.nio.file.AccessDeniedException
                                ? "permission denied"
                                : e instanceof java.nio.file.FileSystemException f
                                                && f.getReason() != null
                                        ? f.getReason()
                                        : e.getMessage();
        if (e instanceof java.nio.file.FileSystemException
                && java.nio.file.Files.isDirectory(Path.of(file))) why = "it is a directory";
        return "cannot read " + file + ": " + why;
    }
}
