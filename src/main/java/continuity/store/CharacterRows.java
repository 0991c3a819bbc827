package continuity.store;

import static continuity.store.Columns.instant;
import static continuity.store.Columns.time;

import continuity.memory.Character;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;

/** Table {@code characters}: a server's characters, by key, with their owner. */
final class CharacterRows {
    private static final String COLUMNS = "guild, key, name, owner, created_at";

    private static Character read(ResultSet rs) throws SQLException {
        return new Character(
                rs.getString(1),
                rs.getString(2),
                rs.getString(3),
                rs.getString(4),
                instant(rs.getString(5)));
    }

    Optional<Character> one(Sql sql, String guild, String key) {
        return sql.first(
                "SELECT " + COLUMNS + " FROM characters WHERE guild = ? AND key = ?",
                ps -> {
                    ps.setString(1, guild);
                    ps.setString(2, key);
                },
                CharacterRows::read);
    }

    List<Character> all(Sql sql, String guild) {
        return sql.query(
                "SELECT " + COLUMNS + " FROM characters WHERE guild = ? ORDER BY created_at",
                ps -> ps.setString(1, guild),
                CharacterRows::read);
    }

    void save(Sql sql, Character ch) {
        sql.write(
                "INSERT INTO characters ("
                        + COLUMNS
                        + ") VALUES (?, ?, ?, ?, ?) "
                        + "ON CONFLICT (guild, key) DO UPDATE SET name = excluded.name, owner = excluded.owner",
                ps -> {
                    ps.setString(1, ch.guild());
                    ps.setString(2, ch.key());
                    ps.setString(3, ch.name());
                    ps.setString(4, ch.owner());
                    ps.setString(5, time(ch.createdAt()));
                });
    }
}
