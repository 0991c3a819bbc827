package continuity.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Properties;

/**
 * A PostgreSQL database given as a JDBC URL ({@code jdbc:postgresql://host:port/db?user=...}), with
 * the credentials the URL leaves out taken from the environment: {@code CONTINUITY_DB_USER}, {@code
 * CONTINUITY_DB_PASSWORD}, or {@code CONTINUITY_DB_PASSWORD_FILE} (a secret file). {@link
 * #display()} never shows a password.
 */
public record PostgresTarget(String url, String user, String password, int poolSize) {
    public static final String PREFIX = "jdbc:postgresql:";

    public static boolean isUrl(String s) {
        return s != null && s.startsWith(PREFIX);
    }

    public static PostgresTarget of(String url) {
        return of(url, System.getenv());
    }

    public static PostgresTarget of(String url, Map<String, String> env) {
        if (!isUrl(url)) throw new IllegalArgumentException("not a PostgreSQL JDBC URL: " + url);
        String user = blank(env.get("CONTINUITY_DB_USER"));
        String password = blank(env.get("CONTINUITY_DB_PASSWORD"));
        String file = blank(env.get("CONTINUITY_DB_PASSWORD_FILE"));
        if (password == null && file != null) {
            try {
                password = Files.readString(Path.of(file)).strip();
            } catch (IOException e) {
                throw new StoreException(
                        "cannot read the database password file " + file + ": " + e.getMessage(),
                        e);
            }
        }
        int pool = 8;
        String size = blank(env.get("CONTINUITY_DB_POOL"));
        if (size != null) {
            try {
                pool = Math.max(1, Math.min(100, Integer.parseInt(size)));
            } catch (NumberFormatException e) {
                throw new StoreException(
                        "CONTINUITY_DB_POOL = " + size + ": a whole number from 1 to 100", e);
            }
        }
        return new PostgresTarget(url, user, password, pool);
    }

    private static String blank(String s) {
        return s == null || s.isBlank() ? null : s;
    }

    /** The URL without any password in it. */
    public String display() {
        return url.replaceAll("(?i)(password=)[^&]*", "$1***");
    }

    @Override
    public String toString() {
        return display();
    }

    /**
     * The driver properties of a connection of its own (not from the pool): the credentials, and
     * the connection's application name (null for the driver's).
     */
    Properties connectionProperties(String applicationName) {
        Properties p = new Properties();
        if (user != null) p.setProperty("user", user);
        if (password != null) p.setProperty("password", password);
        if (applicationName != null) p.setProperty("ApplicationName", applicationName);
        return p;
    }
}
