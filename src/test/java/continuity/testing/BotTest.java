package continuity.testing;

import continuity.memory.Limits;
import continuity.store.StoreKind;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A test with the real core on a fresh store, closed after each test: every test of the class runs
 * twice, on an SQLite file and on a PostgreSQL database ({@link StoreKind}), so that the rules are
 * shown to hold on both stores.
 */
@ParameterizedClass(name = "[{0}]")
@EnumSource(StoreKind.class)
public abstract class BotTest {
    @TempDir protected Path tmp;
    protected TestBot bot;

    /** The store this run of the class is on. */
    @Parameter protected StoreKind store;

    @BeforeEach
    void openBot() {
        bot = new TestBot(store.database(tmp, "db"), Limits.DEFAULTS);
        setUp();
    }

    /** What every test of the class starts from (nothing by default). */
    protected void setUp() {}

    @AfterEach
    void closeBot() {
        bot.close();
    }
}
