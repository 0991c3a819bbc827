package continuity.store;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
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
}
