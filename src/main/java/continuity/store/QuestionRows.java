package continuity.store;

import static continuity.store.Columns.instant;
import static continuity.store.Columns.json;
import static continuity.store.Columns.map;
import static continuity.store.Columns.time;

import continuity.memory.OwnedShards;
import continuity.memory.Question;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** Table {@code questions}: what the bot asked, of whom and where, open until answered. */
final class QuestionRows {
    private static final String COLUMNS =
            "id, guild, place, user_id, type, data, created_at, closed_at";

    private final Dialect dialect;

    QuestionRows(Dialect dialect) {
        this.dialect = dialect;
    }

    private static Question read(ResultSet rs) throws SQLException {
        return new Question(
                rs.getString(1),
                rs.getString(2),
                rs.getString(3),
                rs.getString(4),
                rs.getString(5),
                map(rs.getString(6)),
                instant(rs.getString(7)),
                instant(rs.getString(8)));
    }

    /** A new question, or its closing. */
    void save(Sql sql, Question q) {
        sql.write(
                "INSERT INTO questions ("
                        + COLUMNS
                        + ") "
                        + "VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET closed_at = excluded.closed_at",
                ps -> {
                    ps.setString(1, q.id());
                    ps.setString(2, q.guild());
                    ps.setString(3, q.place());
                    ps.setString(4, q.user());
                    ps.setString(5, q.type());
                    ps.setString(6, json(q.data()));
                    ps.setString(7, time(q.createdAt()));
                    ps.setString(8, time(q.closedAt()));
                });
    }

    /** The latest open question of a place. */
    Optional<Question> openIn(Sql sql, String guild, String place) {
        return latestIn(sql, guild, place, "AND closed_at IS NULL ");
    }

    /** Every open question of every server. */
    List<Question> open(Sql sql) {
        return sql.query(
                "SELECT " + COLUMNS + " FROM questions WHERE closed_at IS NULL",
                ps -> {},
                QuestionRows::read);
    }

    /** Every place (guild, place) where a question was ever asked, of some shards or all. */
    List<String[]> places(Sql sql, OwnedShards owned) {
        return sql.query(
                "SELECT DISTINCT guild, place FROM questions"
                        + (owned.all()
                                ? ""
                                : " WHERE " + dialect.shardOf("guild") + " BETWEEN ? AND ?"),
                ps -> {
                    if (owned.all()) return;
                    ps.setInt(1, owned.total());
                    ps.setInt(2, owned.from());
                    ps.setInt(3, owned.to());
                },
                rs -> new String[] {rs.getString(1), rs.getString(2)});
    }

    /** The open questions of the servers of some shards (not all). */
    List<Question> open(Sql sql, OwnedShards owned) {
        return sql.query(
                "SELECT "
                        + COLUMNS
                        + " FROM questions WHERE closed_at IS NULL AND "
                        + dialect.shardOf("guild")
                        + " BETWEEN ? AND ?",
                ps -> {
                    ps.setInt(1, owned.total());
                    ps.setInt(2, owned.from());
                    ps.setInt(3, owned.to());
                },
                QuestionRows::read);
    }

    /** The latest question asked at a place, open or closed. */
    Optional<Question> latestIn(Sql sql, String guild, String place) {
        return latestIn(sql, guild, place, "");
    }

    /** The latest question of a place that {@code also} (an SQL condition, or "") holds for. */
    private Optional<Question> latestIn(Sql sql, String guild, String place, String also) {
        return sql.first(
                "SELECT "
                        + COLUMNS
                        + " FROM questions WHERE guild = ? AND place = ? "
                        + also
                        + "ORDER BY created_at DESC, "
                        + dialect.insertionOrder
                        + " DESC LIMIT 1",
                ps -> {
                    ps.setString(1, guild);
                    ps.setString(2, place);
                },
                QuestionRows::read);
    }

    Optional<Question> openById(Sql sql, String id) {
        return sql.first(
                "SELECT " + COLUMNS + " FROM questions WHERE id = ? AND closed_at IS NULL",
                ps -> ps.setString(1, id),
                QuestionRows::read);
    }

    Optional<Question> one(Sql sql, String id) {
        return sql.first(
                "SELECT " + COLUMNS + " FROM questions WHERE id = ?",
                ps -> ps.setString(1, id),
                QuestionRows::read);
    }

    /** A server's open questions, oldest first. */
    List<Question> openIn(Sql sql, String guild) {
        return sql.query(
                "SELECT "
                        + COLUMNS
                        + " FROM questions WHERE guild = ? AND closed_at IS NULL ORDER BY created_at, "
                        + dialect.insertionOrder,
                ps -> ps.setString(1, guild),
                QuestionRows::read);
    }

    /** The questions asked to a member keep no data of theirs, and are closed (forget-me). */
    void forget(Sql sql, String user, Instant at) {
        sql.write(
                "UPDATE questions SET data = '{}', closed_at = COALESCE(closed_at, ?) WHERE user_id = ?",
                ps -> {
                    ps.setString(1, time(at));
                    ps.setString(2, user);
                });
    }
}
