package continuity.discord;

import continuity.memory.OwnedShards;

/** {@code discord.shards.range} read against {@code discord.shards.total}. */
public final class ShardSetting {
    private ShardSetting() {}

    /**
     * The shards of "3" or "2-5" within 0..total-1 (every shard when no range is given); null when
     * the range is not one (out of bounds, reversed, or unreadable).
     */
    public static OwnedShards parse(String range, int total) {
        if (total < 1) return null;
        String r = range == null ? (total == 1 ? "0" : "0-" + (total - 1)) : range.strip();
        int from, to;
        try {
            int dash = r.indexOf('-');
            from = Integer.parseInt((dash < 0 ? r : r.substring(0, dash)).strip());
            to = dash < 0 ? from : Integer.parseInt(r.substring(dash + 1).strip());
        } catch (NumberFormatException e) {
            return null;
        }
        if (from < 0 || to < from || to >= total) return null;
        return new OwnedShards(total, from, to);
    }
}
