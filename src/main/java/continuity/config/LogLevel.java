package continuity.config;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import org.slf4j.LoggerFactory;

/** Applies {@code logging.level} to the root logger once the configuration is known. */
public final class LogLevel {
    private LogLevel() {}

    public static void apply(Config config) {
        if (LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME) instanceof Logger root) {
            root.setLevel(Level.toLevel(config.logging().level(), Level.INFO));
        }
    }
}
