package continuity.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.chat.ChatContext;
import org.junit.jupiter.api.Test;

/** Which servers a process with some of the bot's shards owns. */
class OwnedShardsTest {
    @Test
    void theShardOfAServerIsDiscordsFormula() {
        // (guild_id >> 22) % n, worked out apart (Python) for these ids
        assertEquals(2, OwnedShards.shardOf("197038439483310086", 3));
        assertEquals(1, OwnedShards.shardOf("81384788765712384", 3));
        assertEquals(2, OwnedShards.shardOf("81384788765712384", 4));
        assertEquals(11, OwnedShards.shardOf("1180000000000000000", 16));
        assertEquals(15, OwnedShards.shardOf("9223372036854775807", 16));
        assertEquals(0, OwnedShards.shardOf("197038439483310086", 1));
    }

    @Test
    void directMessagesAndKeysThatAreNoDiscordIdBelongToShardZero() {
        assertEquals(0, OwnedShards.shardOf(ChatContext.DIRECT, 8));
        assertEquals(0, OwnedShards.shardOf("g1", 8));
        assertEquals(0, OwnedShards.shardOf("", 8));
        assertEquals(0, OwnedShards.shardOf("12345678901234567890123", 8));
        assertTrue(new OwnedShards(8, 0, 3).owns(ChatContext.DIRECT));
        assertFalse(new OwnedShards(8, 4, 7).owns(ChatContext.DIRECT));
    }

    @Test
    void aRangeOwnsItsShardsOnlyAndEveryShardOwnsEverything() {
        OwnedShards upper = new OwnedShards(4, 2, 3);
        assertTrue(upper.owns("81384788765712384")); // shard 2 of 4
        assertTrue(upper.owns("1180000000000000000")); // shard 3 of 4
        assertFalse(new OwnedShards(4, 0, 1).owns("81384788765712384"));
        assertTrue(OwnedShards.ALL.owns("anything"));
        assertTrue(new OwnedShards(4, 0, 3).all());
        assertFalse(upper.all());
    }

    @Test
    void aRangeThatIsNoneIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new OwnedShards(4, 3, 2));
        assertThrows(IllegalArgumentException.class, () -> new OwnedShards(4, 0, 4));
        assertThrows(IllegalArgumentException.class, () -> new OwnedShards(0, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> new OwnedShards(4, -1, 1));
    }
}
