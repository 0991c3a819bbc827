package continuity.store;

import continuity.memory.Story;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/** Table {@code stories}: the named story each channel plays, with who set it and when. */
final class StoryRows {
    Optional<Story> of(Sql sql, String guild, String channel) {
        return sql.first(
                "SELECT story_key, name FROM stories WHERE guild = ? AND channel = ?",
                ps -> {
                    ps.setString(1, guild);
                    ps.setString(2, channel);
                },
                rs -> new Story(rs.getString(1), rs.getString(2)));
    }

    void set(Sql sql, String guild, String channel, Story story, String by) {
        sql.write(
                "INSERT INTO stories (guild, channel, story_key, name, set_by, set_at) VALUES (?, ?, ?, ?, ?, ?) "
                        + "ON CONFLICT (guild, channel) DO UPDATE SET story_key = excluded.story_key, name = excluded.name, "
                        + "set_by = excluded.set_by, set_at = excluded.set_at",
                ps -> {
                    ps.setString(1, guild);
                    ps.setString(2, channel);
                    ps.setString(3, story.key());
                    ps.setString(4, story.name());
                    ps.setString(5, by);
                    ps.setString(6, Instant.now().toString());
                });
    }

    Optional<String> setBy(Sql sql, String guild, String channel) {
        return sql.first(
                "SELECT set_by FROM stories WHERE guild = ? AND channel = ?",
                ps -> {
                    ps.setString(1, guild);
                    ps.setString(2, channel);
                },
                rs -> rs.getString(1));
    }

    void clear(Sql sql, String guild, String channel) {
        sql.write(
                "DELETE FROM stories WHERE guild = ? AND channel = ?",
                ps -> {
                    ps.setString(1, guild);
                    ps.setString(2, channel);
                });
    }

    /** The named story of each channel of a server that has one, in channel order. */
    Map<String, Story> in(Sql sql, String guild) {
        Map<String, Story> out = new LinkedHashMap<>();
        for (Map.Entry<String, Story> e :
                sql.query(
                        "SELECT channel, story_key, name FROM stories WHERE guild = ? ORDER BY channel",
                        ps -> ps.setString(1, guild),
                        rs ->
                                Map.entry(
                                        rs.getString(1),
                                        new Story(rs.getString(2), rs.getString(3)))))
            out.put(e.getKey(), e.getValue());
        return out;
    }
}
