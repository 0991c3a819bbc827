package continuity.memory;

import continuity.chat.ChatContext;

/**
 * The Discord shards this process runs, {@code from..to} of {@code total}: Discord sends a server's
 * events only to the shard {@code (guild_id >> 22) % total}, and direct messages to shard 0, so a
 * process keeps state (open questions, the servers it reconciles) only for the servers it owns.
 * {@link #ALL} is the unsharded process, which owns every server.
 */
public record OwnedShards(int total, int from, int to) {
    /** One process, every server. */
    public static final OwnedShards ALL = new OwnedShards(1, 0, 0);

    public OwnedShards {
        if (total < 1 || from < 0 || to < from || to >= total)
            throw new IllegalArgumentException(
                    "shards " + from + "-" + to + " of " + total + " is not a range of shards");
    }

    /** Whether this process runs every shard. */
    public boolean all() {
        return from == 0 && to == total - 1;
    }

    /** Whether the events of {@code guildKey} (a server id, or the direct messages) come here. */
    public boolean owns(String guildKey) {
        if (all()) return true;
        int shard = shardOf(guildKey, total);
        return shard >= from && shard <= to;
    }

    /**
     * The shard of a server: {@code (guild_id >> 22) % total}, as Discord computes it; direct
     * messages, and a key that is no Discord id (replay's names), are shard 0. The stores compute
     * the same in SQL ({@code Repository#openQuestions(OwnedShards)}).
     */
    public static int shardOf(String guildKey, int total) {
        if (total <= 1 || guildKey == null || guildKey.equals(ChatContext.DIRECT)) return 0;
        if (guildKey.isEmpty()
                || guildKey.length() > 19
                || !guildKey.chars().allMatch(c -> c >= '0' && c <= '9')) return 0;
        // 19 digits at most fit in 64 bits unsigned
        long id = Long.parseUnsignedLong(guildKey);
        return (int) Long.remainderUnsigned(id >>> 22, total);
    }

    @Override
    public String toString() {
        return total == 1 ? "the only shard" : "shards " + from + "-" + to + " of " + total;
    }
}
