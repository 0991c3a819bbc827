package continuity.store;

import continuity.testing.Postgres;
import org.junit.jupiter.api.Test;

import java.sql.DriverManager;

import static org.junit.jupiter.api.Assertions.assertTrue;

class PostgresProbeTest {
    @Test
    void aRealServerAnswers() throws Exception {
        String url = Postgres.url();
        try (var c = DriverManager.getConnection(url); var rs = c.createStatement().executeQuery("SELECT version()")) {
            assertTrue(rs.next());
            System.err.println(rs.getString(1));
        }
    }
}
