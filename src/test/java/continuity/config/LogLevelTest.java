package continuity.config;

import static org.junit.jupiter.api.Assertions.assertEquals;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

class LogLevelTest {
    @Test
    void theConfiguredLevelIsAppliedToTheRootLogger() {
        Logger root = (Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
        Level before = root.getLevel();
        try {
            LogLevel.apply(ConfigLoader.load(null, Map.of("CONTINUITY_LOG_LEVEL", "warn")));
            assertEquals(Level.WARN, root.getLevel());
            LogLevel.apply(ConfigLoader.load(null, Map.of()));
            assertEquals(Level.INFO, root.getLevel());
        } finally {
            root.setLevel(before);
        }
    }
}
