package continuity.store;

import static continuity.store.Columns.instant;
import static continuity.store.Columns.time;

import continuity.memory.ModelHook;
import java.util.List;

/** Table {@code model_records}: each call to the language model, with the turn that made it. */
final class ModelCallRows {
    private final Dialect dialect;

    ModelCallRows(Dialect dialect) {
        this.dialect = dialect;
    }

    void save(Sql sql, ModelHook.Record r) {
        sql.write(
                "INSERT INTO model_records (id, guild, channel, message_id, author, at, model, outcome, raw, latency_ms, tokens, "
                        + "decision) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                ps -> {
                    ps.setString(1, r.id());
                    ps.setString(2, r.guild());
                    ps.setString(3, r.channel());
                    ps.setString(4, r.messageId());
                    ps.setString(5, r.author());
                    ps.setString(6, time(r.at()));
                    ps.setString(7, r.model());
                    ps.setString(8, r.outcome());
                    ps.setString(9, r.raw());
                    ps.setLong(10, r.latencyMs());
                    ps.setInt(11, r.tokens());
                    ps.setString(12, r.decision());
                });
    }

    List<ModelHook.Record> in(Sql sql, String guild) {
        return sql.query(
                "SELECT id, guild, channel, message_id, author, at, model, outcome, raw, latency_ms, tokens, decision "
                        + "FROM model_records WHERE guild = ? ORDER BY at, "
                        + dialect.insertionOrder,
                ps -> ps.setString(1, guild),
                rs ->
                        new ModelHook.Record(
                                rs.getString(1),
                                rs.getString(2),
                                rs.getString(3),
                                rs.getString(4),
                                rs.getString(5),
                                instant(rs.getString(6)),
                                rs.getString(7),
                                rs.getString(8),
                                rs.getString(9),
                                rs.getLong(10),
                                rs.getInt(11),
                                rs.getString(12)));
    }

    /** A member's calls keep no words of theirs (forget-me). */
    void forget(Sql sql, String user) {
        sql.write(
                "UPDATE model_records SET raw = NULL, outcome = 'forgotten' WHERE author = ?",
                ps -> ps.setString(1, user));
    }
}
