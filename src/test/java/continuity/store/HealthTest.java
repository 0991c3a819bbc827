package continuity.store;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.BotRuntime;
import continuity.memory.Limits;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HealthTest {
    @TempDir Path dir;

    @Test
    void aMigratedDatabaseIsHealthy() {
        Path db = dir.resolve("ok.sqlite");
        BotRuntime.open(db, Limits.DEFAULTS).close();
        Health.Status s = Health.check(db);
        assertTrue(s.healthy(), s.summary());
        assertTrue(s.summary().contains("schema version"), s.summary());
    }

    @Test
    void aMissingOrDamagedDatabaseIsUnhealthyAndNotCreated() throws Exception {
        Path missing = dir.resolve("missing.sqlite");
        assertFalse(Health.check(missing).healthy());
        assertFalse(Files.exists(missing), "the health check must not create the database");
        Path garbage =
                Files.writeString(
                        dir.resolve("garbage.sqlite"),
                        "this is not a database, just text ".repeat(200));
        Health.Status s = Health.check(garbage);
        assertFalse(s.healthy(), s.summary());
        Path empty = dir.resolve("empty.sqlite");
        Files.createFile(empty);
        assertFalse(Health.check(empty).healthy(), "a database without the schema is not usable");
    }
}
