package continuity.testing;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.Appender;
import ch.qos.logback.core.read.ListAppender;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.slf4j.LoggerFactory;

/**
 * Logs a test provokes on purpose (a failing store, a refused connection), kept for the test to
 * assert instead of printed: while open, the named loggers write only here (or, for the root
 * logger, nothing else writes at all). Close restores them.
 */
public final class CapturedLog implements AutoCloseable {
    private final ListAppender<ILoggingEvent> list = new ListAppender<>();
    private final List<Logger> loggers = new ArrayList<>();
    private final List<Boolean> additivity = new ArrayList<>();
    private final List<Appender<ILoggingEvent>> detached = new ArrayList<>();

    private CapturedLog() {
        list.start();
    }

    /** Captures these loggers (and their children), which stop reaching the console meanwhile. */
    public static CapturedLog of(String... names) {
        CapturedLog c = new CapturedLog();
        for (String n : names) {
            Logger l = (Logger) LoggerFactory.getLogger(n);
            c.loggers.add(l);
            c.additivity.add(l.isAdditive());
            l.addAppender(c.list);
            l.setAdditive(false);
        }
        return c;
    }

    /**
     * Captures everything: the root logger's own appenders (the console) are detached meanwhile.
     */
    public static CapturedLog everything() {
        CapturedLog c = new CapturedLog();
        Logger root = (Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
        for (Iterator<Appender<ILoggingEvent>> it = root.iteratorForAppenders(); it.hasNext(); )
            c.detached.add(it.next());
        c.detached.forEach(root::detachAppender);
        root.addAppender(c.list);
        c.loggers.add(root);
        c.additivity.add(root.isAdditive());
        return c;
    }

    public List<ILoggingEvent> events() {
        return List.copyOf(list.list);
    }

    /** The formatted messages at {@code level} or above. */
    public List<String> messages(Level level) {
        return list.list.stream()
                .filter(e -> e.getLevel().isGreaterOrEqual(level))
                .map(ILoggingEvent::getFormattedMessage)
                .toList();
    }

    @Override
    public void close() {
        for (int i = 0; i < loggers.size(); i++) {
            loggers.get(i).detachAppender(list);
            loggers.get(i).setAdditive(additivity.get(i));
        }
        Logger root = (Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
        detached.forEach(root::addAppender);
        list.stop();
    }
}
