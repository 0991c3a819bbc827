package continuity.store;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.testing.Postgres;
import org.junit.jupiter.api.Test;

/**
 * Two processes cannot run the same Discord shard: the second is refused, told which shard and who
 * has it.
 */
class ShardLeaseTest {
    @Test
    void aShardHeldByOneProcessIsRefusedToAnotherWhichIsToldWho() throws Exception {
        PostgresTarget db = PostgresTarget.of(Postgres.url());
        try (ShardLease first = ShardLease.take(db, 0, 3, 8, "host-a pid 1")) {
            assertTrue(first.valid());
            ShardLease.Refused r =
                    assertThrows(
                            ShardLease.Refused.class,
                            () -> ShardLease.take(db, 3, 7, 8, "host-b pid 2"));
            assertTrue(
                    r.getMessage()
                            .startsWith(
                                    "shard 3 of 8 is already run by 'continuity shards 0-3/8 host-a pid 1'"),
                    r.getMessage());
            try (ShardLease other =
                    assertDoesNotThrow(() -> ShardLease.take(db, 4, 7, 8, "host-b pid 2"))) {
                assertTrue(other.valid(), "the other half is free");
            }
            // the refused attempt took nothing: 4-7 were given back when it failed, and again when
            // closed
            try (ShardLease again =
                    assertDoesNotThrow(() -> ShardLease.take(db, 4, 7, 8, "host-c pid 3"))) {
                assertTrue(again.valid());
            }
            // the same shard numbers under another total are other shards
            try (ShardLease otherTotal =
                    assertDoesNotThrow(() -> ShardLease.take(db, 0, 3, 16, "host-d pid 4"))) {
                assertTrue(otherTotal.valid());
            }
        }
        try (ShardLease free =
                assertDoesNotThrow(() -> ShardLease.take(db, 0, 7, 8, "host-e pid 5"))) {
            assertTrue(free.valid(), "a closed lease frees its shards");
        }
    }

    /** Ends the database sessions of the leases named {@code holder}, as a restart would. */
    static int cut(String url, String holder) throws Exception {
        try (java.sql.Connection c = java.sql.DriverManager.getConnection(url);
                java.sql.PreparedStatement ps =
                        c.prepareStatement(
                                "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity"
                                        + " WHERE application_name LIKE ?")) {
            ps.setString(1, "continuity shards %" + holder);
            try (java.sql.ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getInt(1);
            }
        }
    }

    @Test
    void aLeaseLostWithItsConnectionIsTakenAgainWhenFreeAndRefusedWhenAnotherTookIt()
            throws Exception {
        String url = Postgres.url();
        PostgresTarget db = PostgresTarget.of(url);
        try (ShardLease a = ShardLease.take(db, 0, 1, 4, "host-a pid 1")) {
            assertEquals(ShardLease.Kept.HELD, a.keep());
            assertEquals(1, cut(url, "host-a pid 1"));
            assertEquals(ShardLease.Kept.RENEWED, a.keep(), "the shards were free: taken again");
            assertEquals(ShardLease.Kept.HELD, a.keep());
            assertThrows(
                    ShardLease.Refused.class,
                    () -> ShardLease.take(db, 1, 1, 4, "host-b pid 2"),
                    "held again for real");
            assertEquals(1, cut(url, "host-a pid 1"));
            // meanwhile another process starts shard 1
            try (ShardLease b = ShardLease.take(db, 1, 1, 4, "host-b pid 2")) {
                ShardLease.Refused r = assertThrows(ShardLease.Refused.class, a::keep);
                assertTrue(
                        r.getMessage()
                                        .startsWith(
                                                "shard 1 of 4 is already run by 'continuity shards 1-1/4 host-b pid 2'")
                                && r.getMessage().contains("this process stops"),
                        r.getMessage());
                assertTrue(b.valid());
            }
            // the refused renewal kept nothing: shard 0 is free for another process
            try (ShardLease c =
                    assertDoesNotThrow(() -> ShardLease.take(db, 0, 0, 4, "host-c pid 3"))) {
                assertTrue(c.valid());
            }
        }
    }
}
