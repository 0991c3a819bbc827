package continuity.store;

import static continuity.store.Columns.time;

import continuity.memory.Kind;
import continuity.memory.Note;
import continuity.memory.Status;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Writes of table {@code memories}: new notes and changed ones, each with the rows kept beside it
 * in the same transaction (the live-note counts, {@link LiveNotes}; the stems and search text,
 * {@link FactLookups}).
 */
final class NoteWrites {
    private final Dialect dialect;
    private final LiveNotes live;
    private final FactLookups lookups;

    /** Notes this transaction inserted (PostgreSQL analyzes after many: {@link Statistics}). */
    private int inserted;

    NoteWrites(Dialect dialect, LiveNotes live) {
        this.dialect = dialect;
        this.live = live;
        this.lookups = new FactLookups(dialect);
    }

    void insert(Sql sql, Note m) {
        sql.write(NoteRow.INSERT, ps -> NoteRow.bind(ps, m));
        inserted++;
        live.count(m.guild(), m.author(), m.status(), 1);
        lookups.added(sql, List.of(m));
    }

    /** One batch for the notes, one for their stems, one for their search text. */
    void insertAll(Sql sql, List<Note> notes) {
        if (notes.isEmpty()) return;
        sql.batch(NoteRow.INSERT, notes, NoteRow::bind);
        inserted += notes.size();
        for (Note m : notes) live.count(m.guild(), m.author(), m.status(), 1);
        lookups.added(sql, notes);
    }

    int inserted() {
        return inserted;
    }

    /**
     * Writes {@code m} whatever is stored under its id, and counts the live notes it adds or
     * removes (the stored state is read first for that).
     */
    void update(Sql sql, Note m) {
        List<String[]> was =
                sql.query(
                        "SELECT guild, author, status, kind, character_key, value, text, character, attribute "
                                + "FROM memories WHERE id = ?",
                        ps -> ps.setString(1, m.id()),
                        rs -> {
                            String[] row = new String[9];
                            for (int i = 0; i < row.length; i++) row[i] = rs.getString(i + 1);
                            return row;
                        });
        if (was.isEmpty()) return; // nothing stored under that id: nothing to update, as before
        writeOver(sql, m);
        String[] w = was.get(0);
        live.count(w[0], w[1], Status.of(w[2]), -1);
        live.count(m.guild(), m.author(), m.status(), 1);
        lookups.changed(
                sql,
                new FactLookups.Words(
                        w[0], w[4], w[7], w[8], Kind.of(w[3]), Status.of(w[2]), w[5], w[6]),
                m);
    }

    /**
     * A note changes only in these columns over its life (status, scope, content when forgotten);
     * the rest is its identity. Setting only them spares SQLite rewriting the index entries of
     * columns that never change. Should the identity ever differ from what is stored, the full
     * update runs instead, so the result is the same either way.
     */
    private void writeOver(Sql sql, Note m) {
        int changed =
                sql.write(
                        "UPDATE memories SET value = ?, text = ?, scope = ?, scope_id = ?, scope_name = ?, "
                                + "status = ?, retired_at = ?, replaces = ?, retired_by = ?, retired_reason = ? WHERE id = ? "
                                + "AND guild = ? AND character = ? AND character_key = ? AND attribute = ? AND kind = ? AND author = ? "
                                + "AND channel "
                                + dialect.sameAsParameter
                                + " AND message_id "
                                + dialect.sameAsParameter
                                + " AND created_at = ? AND lang = ?",
                        ps -> {
                            int i = 1;
                            ps.setString(i++, m.value());
                            ps.setString(i++, m.text());
                            ps.setString(i++, m.scope().wire());
                            ps.setString(i++, m.scopeId());
                            ps.setString(i++, m.scopeName());
                            ps.setString(i++, m.status().wire());
                            ps.setString(i++, time(m.retiredAt()));
                            ps.setString(i++, m.replaces());
                            ps.setString(i++, m.retiredBy());
                            ps.setString(i++, m.retiredReasonWire());
                            ps.setString(i++, m.id());
                            ps.setString(i++, m.guild());
                            ps.setString(i++, m.character());
                            ps.setString(i++, m.characterKey());
                            ps.setString(i++, m.attributeWire());
                            ps.setString(i++, m.kind().wire());
                            ps.setString(i++, m.author());
                            ps.setString(i++, m.channel());
                            ps.setString(i++, m.messageId());
                            ps.setString(i++, time(m.createdAt()));
                            ps.setString(i, m.langWire());
                        });
        if (changed == 0) updateEverything(sql, m);
    }

    private static final String[] MUTABLE = {
        "value",
        "text",
        "scope",
        "scope_id",
        "scope_name",
        "status",
        "retired_at",
        "replaces",
        "retired_by",
        "retired_reason"
    };

    private static String[] mutable(Note m) {
        return new String[] {
            m.value(),
            m.text(),
            m.scope().wire(),
            m.scopeId(),
            m.scopeName(),
            m.status().wire(),
            time(m.retiredAt()),
            m.replaces(),
            m.retiredBy(),
            m.retiredReasonWire()
        };
    }

    /**
     * Writes only the columns in which {@code after} differs from {@code before} (a correction
     * retiring a note changes four of them), binding a few values instead of twenty-one; {@code
     * before} is the note as read in this transaction. Should the identity differ, or the row's
     * status, server or author not be {@code before}'s, the whole note is written as by {@link
     * #update(Sql, Note)}.
     */
    void update(Sql sql, Note before, Note after) {
        if (!before.id().equals(after.id()) || !sameIdentity(before, after)) {
            update(sql, after);
            return;
        }
        String[] values = mutable(after), old = mutable(before);
        StringBuilder statement = new StringBuilder("UPDATE memories SET ");
        List<String> bound = new ArrayList<>();
        for (int i = 0; i < MUTABLE.length; i++) {
            if (Objects.equals(values[i], old[i])) continue;
            if (!bound.isEmpty()) statement.append(", ");
            statement.append(MUTABLE[i]).append(" = ?");
            bound.add(values[i]);
        }
        if (bound.isEmpty()) { // nothing to change, if what is stored is what was read: write it
            update(sql, after); // to be sure
            return;
        }
        statement.append(" WHERE id = ? AND status = ? AND guild = ? AND author = ?");
        int changed =
                sql.write(
                        statement.toString(),
                        ps -> {
                            int i = 1;
                            for (String v : bound) ps.setString(i++, v);
                            ps.setString(i++, after.id());
                            ps.setString(i++, before.status().wire());
                            ps.setString(i++, before.guild());
                            ps.setString(i, before.author());
                        });
        if (changed == 0) {
            update(sql, after);
            return;
        }
        live.count(before.guild(), before.author(), before.status(), -1);
        live.count(after.guild(), after.author(), after.status(), 1);
        lookups.changed(sql, FactLookups.Words.of(before), after);
    }

    private static boolean sameIdentity(Note a, Note b) {
        return a.guild().equals(b.guild())
                && a.character().equals(b.character())
                && a.characterKey().equals(b.characterKey())
                && a.detail().equals(b.detail())
                && a.kind() == b.kind()
                && a.author().equals(b.author())
                && Objects.equals(a.channel(), b.channel())
                && Objects.equals(a.messageId(), b.messageId())
                && Objects.equals(a.createdAt(), b.createdAt())
                && a.lang() == b.lang();
    }

    private void updateEverything(Sql sql, Note m) {
        sql.write(
                "UPDATE memories SET guild = ?, character = ?, character_key = ?, attribute = ?, value = ?, text = ?, "
                        + "kind = ?, scope = ?, scope_id = ?, scope_name = ?, status = ?, author = ?, channel = ?, "
                        + "message_id = ?, created_at = ?, retired_at = ?, replaces = ?, retired_by = ?, retired_reason = ?, "
                        + "lang = ? WHERE id = ?",
                ps -> {
                    int next = NoteRow.bindFields(ps, m, 1);
                    ps.setString(next, m.id());
                });
    }
}
