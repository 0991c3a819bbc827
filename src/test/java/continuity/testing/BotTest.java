package continuity.testing;

import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;

/** A test with the real core on a fresh SQLite file, closed after each test. */
public abstract class BotTest {
    @TempDir protected Path tmp;
    protected TestBot bot;

    @BeforeEach
    void openBot() {
        bot = new TestBot(tmp.resolve("db.sqlite"));
        setUp();
    }

    /** What every test of the class starts from (nothing by default). */
    protected void setUp() {}

    @AfterEach
    void closeBot() {
        bot.close();
    }
}
