package continuity.discord;

/** {@code discord.shards.range} read against {@code discord.shards.total}. */
final class ShardSetting {
    private ShardSetting() {}

    /**
     * {from, to} for "3" or "2-5" within 0..total-1; null when the range is not one this process
     * can run (out of bounds, unreadable, or more than one shard: one JDA client, one shard, per
     * process).
     */
    static int[] parse(String range, int total) {
        String r = range == null ? (total == 1 ? "0" : "0-" + (total - 1)) : range.strip();
        int from, to;
        try {
            int dash = r.indexOf('-');
            from = Integer.parseInt((dash < 0 ? r : r.substring(0, dash)).strip());
            to = dash < 0 ? from : Integer.parseInt(r.substring(dash + 1).strip());
        } catch (NumberFormatException e) {
            return null;
        }
        if (from < 0 || to < from || to >= total || to != from) return null;
        return new int[] {from, to};
    }
}
