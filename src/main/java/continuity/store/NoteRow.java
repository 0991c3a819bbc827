package continuity.store;

import static continuity.store.Columns.instant;
import static continuity.store.Columns.time;

import continuity.memory.Kind;
import continuity.memory.Note;
import continuity.memory.Scope;
import continuity.memory.Status;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * A note as a row of table {@code memories}, written once for every read and write: its columns,
 * how they are bound and how a row is read back.
 */
final class NoteRow {
    static final String COLUMNS =
            "id, guild, character, character_key, attribute, value, text, kind, "
                    + "scope, scope_id, scope_name, status, author, channel, message_id, created_at, retired_at, replaces, "
                    + "retired_by, retired_reason, lang";

    /** A note's insert (every column). */
    static final String INSERT =
            "INSERT INTO memories ("
                    + COLUMNS
                    + ") VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)";

    private final boolean packed;

    /**
     * What a read selects: on SQLite the columns as one value (see {@link RowArrays}: a fifth of
     * the cost of reading them one by one), on PostgreSQL as they are.
     */
    final String select;

    NoteRow(Dialect dialect) {
        this.packed = dialect.packsRows;
        this.select = packed ? "json_array(" + COLUMNS + ")" : COLUMNS;
    }

    /** A note read as {@link #select}. */
    Note read(ResultSet rs) throws SQLException {
        String[] v;
        if (packed) {
            v = RowArrays.strings(rs.getString(1), 21);
        } else {
            v = new String[21];
            for (int i = 0; i < 21; i++) v[i] = rs.getString(i + 1);
        }
        return Note.of(
                v[0],
                v[1],
                v[2],
                v[3],
                v[4],
                v[5],
                v[6],
                Kind.of(v[7]),
                Scope.of(v[8]),
                v[9],
                v[10],
                Status.of(v[11]),
                v[12],
                v[13],
                v[14],
                instant(v[15]),
                instant(v[16]),
                v[17],
                v[18],
                v[19],
                v[20]);
    }

    /** Binds every column, in {@link #COLUMNS} order. */
    static void bind(PreparedStatement ps, Note m) throws SQLException {
        ps.setString(1, m.id());
        bindFields(ps, m, 2);
    }

    /** Binds every column but the id, in {@link #COLUMNS} order; returns the next index. */
    static int bindFields(PreparedStatement ps, Note m, int first) throws SQLException {
        int i = first;
        ps.setString(i++, m.guild());
        ps.setString(i++, m.character());
        ps.setString(i++, m.characterKey());
        ps.setString(i++, m.attributeWire());
        ps.setString(i++, m.value());
        ps.setString(i++, m.text());
        ps.setString(i++, m.kind().wire());
        ps.setString(i++, m.scope().wire());
        ps.setString(i++, m.scopeId());
        ps.setString(i++, m.scopeName());
        ps.setString(i++, m.status().wire());
        ps.setString(i++, m.author());
        ps.setString(i++, m.channel());
        ps.setString(i++, m.messageId());
        ps.setString(i++, time(m.createdAt()));
        ps.setString(i++, time(m.retiredAt()));
        ps.setString(i++, m.replaces());
        ps.setString(i++, m.retiredBy());
        ps.setString(i++, m.retiredReasonWire());
        ps.setString(i++, m.langWire());
        return i;
    }
}
