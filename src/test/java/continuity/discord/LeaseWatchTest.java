package continuity.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.store.PostgresTarget;
import continuity.store.ShardLease;
import continuity.testing.Postgres;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A process whose shard lease went with its database connection takes it again, or stops when
 * another process runs one of its shards now (else Discord would send a server's events to both).
 */
class LeaseWatchTest {
    private static void cut(String url, String holder) throws Exception {
        try (Connection c = DriverManager.getConnection(url);
                PreparedStatement ps =
                        c.prepareStatement(
                                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
                                        + " WHERE application_name LIKE ?")) {
            ps.setString(1, "continuity shards %" + holder);
            ps.executeQuery().close();
            // pg_terminate_backend only signals the session: wait until it has left, so that its
            // advisory locks are free when the test goes on
            try (PreparedStatement left =
                    c.prepareStatement(
                            "SELECT count(*) FROM pg_stat_activity WHERE application_name LIKE ?")) {
                left.setString(1, "continuity shards %" + holder);
                for (int i = 0; i < 100; i++) {
                    try (var rs = left.executeQuery()) {
                        rs.next();
                        if (rs.getInt(1) == 0) return;
                    }
                    Thread.sleep(50);
                }
            }
        }
    }

    @Test
    void aLostLeaseIsTakenAgainOrTheProcessIsToldToStop() throws Exception {
        String url = Postgres.url();
        PostgresTarget db = PostgresTarget.of(url);
        List<String> stops = new ArrayList<>();
        try (ShardLease lease = ShardLease.take(db, 0, 1, 2, "watched pid 1");
                LeaseWatch watch = new LeaseWatch(lease, stops::add)) {
            assertEquals(ShardLease.Kept.HELD, watch.check());
            cut(url, "watched pid 1");
            assertEquals(ShardLease.Kept.RENEWED, watch.check());
            assertEquals(List.of(), stops);
            cut(url, "watched pid 1");
            try (ShardLease other = ShardLease.take(db, 0, 0, 2, "other pid 2")) {
                assertNull(watch.check(), "shard 0 is another process's now");
                assertEquals(1, stops.size(), stops.toString());
                assertTrue(
                        stops.get(0).contains("shard 0 of 2 is already run by")
                                && stops.get(0).contains("other pid 2"),
                        stops.get(0));
            }
        }
    }
}
