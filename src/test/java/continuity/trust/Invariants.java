package continuity.trust;

import continuity.chat.Inbound;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.memory.Kind;
import continuity.memory.Note;
import continuity.memory.Retire;
import continuity.memory.Status;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * The rules the notes obey at every moment, in one place for every test that checks them:
 *
 * <ul>
 *   <li>on a database, with plain SQL on a separate connection, as an operator would open it
 *       ({@link #violations(String)}): the file is sound; one active fact per guild, character,
 *       attribute and scope instance; every superseded note (other than a rejected proposal or an
 *       expired change) names a successor that exists; links between notes point at notes that
 *       exist; forgotten notes hold no content; every open scope question points at a note still
 *       waiting for that answer; the live-note counts kept by triggers for the limits equal the
 *       notes themselves;
 *   <li>on one server's notes as a transaction left them ({@link #ofNotes}): one active value per
 *       slot, every superseded note with its successor, and a note and its successor naming each
 *       other (one chain of history);
 *   <li>on one event ({@link #ofEvent}): what its transactions changed is what its replies said (a
 *       "replaced" names exactly the note that was current just before it, in commit order), it
 *       changed notes in one transaction at most, and it did not fail inside.
 * </ul>
 */
final class Invariants {
    private Invariants() {}

    private record SqlRule(String label, String sql) {}

    /** {@code {memory}}: the id of the note a question's data names (one function per store). */
    private static final List<SqlRule> SQL_RULES =
            List.of(
                    new SqlRule(
                            "two active facts in one slot: ",
                            "SELECT guild || '/' || character_key || '/' || attribute || '/' || scope || '/' || COALESCE(scope_id, '')"
                                    + " || ' x' || COUNT(*) FROM memories WHERE status = 'active' AND kind = 'fact'"
                                    + " AND attribute <> 'note' GROUP BY guild, character_key, attribute, scope, COALESCE(scope_id, '')"
                                    + " HAVING COUNT(*) > 1"),
                    new SqlRule(
                            "superseded note without its successor: ",
                            "SELECT m.id FROM memories m WHERE m.status = 'superseded' AND COALESCE(m.retired_reason, '') NOT IN ('rejected', 'expired')"
                                    + " AND (m.retired_by IS NULL OR NOT EXISTS (SELECT 1 FROM memories s WHERE s.id = m.retired_by))"),
                    new SqlRule(
                            "note replacing a note that does not exist: ",
                            "SELECT m.id FROM memories m WHERE m.replaces IS NOT NULL"
                                    + " AND NOT EXISTS (SELECT 1 FROM memories p WHERE p.id = m.replaces)"),
                    new SqlRule(
                            "forgotten note still holding content: ",
                            "SELECT id FROM memories WHERE status = 'forgotten' AND (text <> '' OR value <> '')"),
                    new SqlRule(
                            "open scope question whose note is not pending: ",
                            "SELECT q.id FROM questions q WHERE q.closed_at IS NULL AND q.type = 'scope' AND NOT EXISTS"
                                    + " (SELECT 1 FROM memories m WHERE m.id = {memory} AND m.status = 'pending')"),
                    new SqlRule(
                            "active note about a character that does not exist: ",
                            "SELECT m.id FROM memories m WHERE m.status = 'active' AND m.kind = 'fact' AND NOT EXISTS"
                                    + " (SELECT 1 FROM characters c WHERE c.guild = m.guild AND c.key = m.character_key)"),
                    new SqlRule(
                            "live-note count differs from the notes (server/member: counted, stored): ",
                            "WITH counted AS (SELECT guild, author, COUNT(*) AS n FROM memories"
                                    + " WHERE status IN ('active', 'disputed', 'pending') GROUP BY guild, author)"
                                    + " SELECT COALESCE(c.guild, l.guild) || '/' || COALESCE(c.author, l.author) || ': '"
                                    + " || COALESCE(c.n, 0) || ', ' || COALESCE(l.n, 0)"
                                    + " FROM counted c FULL OUTER JOIN live_notes l ON l.guild = c.guild AND l.author = c.author"
                                    + " WHERE COALESCE(c.n, 0) <> COALESCE(l.n, 0)"));

    /** The rules {@link #violations(String)} checks on a PostgreSQL database. */
    static final int DATABASE_RULES = SQL_RULES.size();

    /**
     * The rules {@link #violations(Path)} checks on a SQLite file (its integrity check besides).
     */
    static final int FILE_RULES = SQL_RULES.size() + 1;

    /** The rules {@link #ofNotes} checks on a state of one server's notes. */
    static final int NOTE_RULES = 3;

    static List<String> violations(Path db) {
        return violations("jdbc:sqlite:" + db.toAbsolutePath());
    }

    /**
     * {@code url}: the SQLite file's or a PostgreSQL database's JDBC URL (the same rules, the same
     * SQL but two functions).
     */
    static List<String> violations(String url) {
        List<String> out = new ArrayList<>();
        boolean sqlite = url.startsWith("jdbc:sqlite:");
        String memoryOf =
                sqlite ? "json_extract(q.data, '$.memory')" : "(q.data::json ->> 'memory')";
        try (Connection c = DriverManager.getConnection(url);
                Statement st = c.createStatement()) {
            if (sqlite) {
                try (ResultSet rs = st.executeQuery("PRAGMA integrity_check")) {
                    while (rs.next()) {
                        if (!"ok".equals(rs.getString(1)))
                            out.add("integrity_check: " + rs.getString(1));
                    }
                }
            }
            for (SqlRule r : SQL_RULES)
                collect(st, out, r.label(), r.sql().replace("{memory}", memoryOf));
        } catch (SQLException e) {
            // killed during its first migrations, a database has not all its tables yet (the next
            // start migrates it); as CrashHarness.readAll, that is no violation
            String m = String.valueOf(e.getMessage());
            if (!m.contains("no such table") && !m.contains("does not exist"))
                out.add("database unreadable: " + e.getMessage());
        }
        return out;
    }

    private static void collect(Statement st, List<String> out, String label, String sql)
            throws SQLException {
        try (ResultSet rs = st.executeQuery(sql)) {
            while (rs.next()) out.add(label + rs.getString(1));
        }
    }

    /**
     * Whether a note is retired by a note that did not replace it: a rejected proposal (by the note
     * that stayed), a note moved to another scope (by the note now holding its value there), or a
     * change that waited for an answer and was found noted already (by the note that says it), or
     * one whose question expired unanswered (by none).
     */
    static boolean unchained(Note m) {
        return Retire.Reason.REJECTED.equals(m.whyRetired())
                || Retire.Reason.EXPIRED.equals(m.whyRetired())
                || Retire.Reason.MOVED.equals(m.whyRetired())
                || Retire.Reason.SAME_AS_CURRENT.equals(m.whyRetired());
    }

    /** Whether the core answered an event with its "Something went wrong" (it failed inside). */
    static boolean internalError(List<Reply> replies) {
        return replies.stream().anyMatch(r -> r.text().startsWith("Something went wrong"));
    }

    /**
     * One server's notes, all statuses, as a transaction (or the end of a run) left them; {@code
     * what}: after which event, for the messages.
     */
    static List<String> ofNotes(Collection<Note> notes, String what) {
        Map<String, Note> byId = new HashMap<>();
        for (Note m : notes) byId.put(m.id(), m);
        return ofNotes(notes, byId, what);
    }

    /**
     * {@link #ofNotes} for a state that differs from an earlier one, already checked, by the notes
     * {@code written}: it checks those notes, the notes they name and every current note of the
     * slots they are in (what a write can break), not the whole history again.
     */
    static List<String> ofWritten(Map<String, Note> all, Set<String> written, String what) {
        Set<String> slots = new HashSet<>();
        Map<String, Note> near = new HashMap<>();
        for (String id : written) {
            Note m = all.get(id);
            if (m == null) continue;
            near.put(id, m);
            if (isSlotted(m)) slots.add(slot(m));
            for (String other : new String[] {m.replaces(), m.retiredBy()}) {
                Note o = other == null ? null : all.get(other);
                if (o != null) near.put(o.id(), o);
            }
        }
        if (!slots.isEmpty())
            for (Note m : all.values())
                if (m.status() == Status.ACTIVE && isSlotted(m) && slots.contains(slot(m)))
                    near.put(m.id(), m);
        return ofNotes(near.values(), all, what);
    }

    private static boolean isSlotted(Note m) {
        return m.kind() == Kind.FACT && !m.detail().free();
    }

    private static String slot(Note m) {
        return m.characterKey() + "/" + m.attributeWire() + "/" + m.scope() + "/" + m.scopeId();
    }

    /** {@link #ofNotes} of {@code notes}, their successors looked up in {@code byId}. */
    private static List<String> ofNotes(
            Collection<Note> notes, Map<String, Note> byId, String what) {
        List<String> out = new ArrayList<>();
        Map<String, String> slots = new HashMap<>();
        for (Note m : notes) {
            if (m.status() == Status.ACTIVE && isSlotted(m)) {
                String slot = slot(m);
                String other = slots.put(slot, m.id());
                if (other != null) out.add("two active values for " + slot + " after " + what);
            }
            if (m.status() != Status.SUPERSEDED) continue;
            if (!Retire.Reason.REJECTED.equals(m.whyRetired())
                    && !Retire.Reason.EXPIRED.equals(m.whyRetired())
                    && (m.retiredBy() == null || !byId.containsKey(m.retiredBy()))) {
                out.add("superseded without its successor: " + m.id() + " after " + what);
            }
            // one chain: a note and the note that retired it name each other (a correction or an
            // edit names the note it replaced; an undone note names the note brought back)
            if (m.retiredBy() != null && !unchained(m)) {
                Note next = byId.get(m.retiredBy());
                if (next == null) {
                    out.add(
                            "superseded "
                                    + m.id()
                                    + " names a successor that does not exist, after "
                                    + what);
                } else if (!m.id().equals(next.replaces()) && !next.id().equals(m.replaces())) {
                    out.add(
                            "superseded "
                                    + m.id()
                                    + " and its successor "
                                    + next.id()
                                    + " do not name each other, after "
                                    + what);
                }
            }
        }
        return out;
    }

    /**
     * What one event's transactions changed ({@code t}, recorded by {@link RecordingStore}) must be
     * what its replies said, and every state they committed must obey {@link #ofNotes}.
     */
    static List<String> ofEvent(RecordingStore.Ticket t, List<Reply> replies, Inbound in) {
        List<String> out = new ArrayList<>(t.violations);
        String what = in.getClass().getSimpleName() + " by " + in.ctx().user() + " -> " + replies;
        if (internalError(replies)) out.add("internal error: " + what);
        List<RecordingStore.Change> changed =
                t.changes.stream().filter(RecordingStore.Change::changedAnything).toList();
        if (changed.size() > 1)
            out.add("one event changed notes in " + changed.size() + " transactions: " + what);
        for (RecordingStore.Change c : t.changes)
            out.addAll(
                    c.written() == null
                            ? ofNotes(c.after().values(), what)
                            : ofWritten(c.after(), c.written(), what));
        Map<String, Note> before = changed.isEmpty() ? Map.of() : changed.get(0).before();
        Map<String, Note> after = changed.isEmpty() ? Map.of() : changed.get(0).after();
        Set<String> wasActive = ids(before, Status.ACTIVE), isActive = ids(after, Status.ACTIVE);
        Set<String> added = new HashSet<>(isActive);
        added.removeAll(wasActive);
        Set<String> retired = new HashSet<>(wasActive);
        retired.removeAll(isActive);
        ReplyKind kind = replies.isEmpty() ? null : replies.get(0).kind();
        String text = replies.isEmpty() ? "" : replies.get(0).text();
        if (kind == null) {
            if (!changed.isEmpty()) out.add("a silent event changed notes: " + what);
            return out;
        }
        switch (kind) {
            case REPLACED -> {
                if (added.size() != 1 || retired.size() != 1) {
                    out.add(
                            "'replaced' must make one note current and retire one: +"
                                    + added
                                    + " -"
                                    + retired
                                    + " "
                                    + what);
                    break;
                }
                Note now = after.get(added.iterator().next());
                Note old = after.get(retired.iterator().next());
                if (!Objects.equals(now.replaces(), old.id())
                        || !Objects.equals(old.retiredBy(), now.id())
                        || old.status() != Status.SUPERSEDED) {
                    out.add("'replaced' did not link the old and new notes: " + old + " / " + now);
                }
                if (!text.contains(before.get(old.id()).text()) || !text.contains(now.text())) {
                    out.add(
                            "'replaced' names a note other than the one current just before it: "
                                    + what);
                }
            }
            case SAVED -> {
                if (added.size() != 1 || !retired.isEmpty())
                    out.add("'saved' must add one current note and retire none: " + what);
            }
            case EDITED -> {
                if (retired.size() > 1 || added.size() > 1)
                    out.add("'edited' touched more than one note: " + what);
                for (String id : retired) {
                    Note old = after.get(id);
                    if (old.status() != Status.SUPERSEDED || !isActive.contains(old.retiredBy())) {
                        out.add("an edit retired a note without its successor: " + old);
                    }
                }
            }
            case FORGOTTEN -> {
                if (!added.isEmpty() || retired.size() > 1)
                    out.add("'forgotten' changed more than one note: " + what);
                for (String id : retired) {
                    Note m = after.get(id);
                    if (m.status() != Status.FORGOTTEN || !m.text().isEmpty())
                        out.add("a forgotten note kept its content: " + m);
                }
            }
            case OK -> {
                if (added.size() > 1 || retired.size() > 1)
                    out.add("'ok' changed more than one current note: " + what);
                if (added.size() == 1) { // an Undo that restored the earlier note
                    Note restored = after.get(added.iterator().next());
                    Note undone = retired.isEmpty() ? null : after.get(retired.iterator().next());
                    if (undone == null
                            || !Objects.equals(undone.retiredBy(), restored.id())
                            || !Objects.equals(undone.replaces(), restored.id())) {
                        out.add("an Undo restored a note other than the one it replaced: " + what);
                    }
                }
            }
            default -> {
                if (!added.isEmpty() || !retired.isEmpty()) {
                    out.add(
                            "'"
                                    + kind.wire()
                                    + "' changed the current notes: +"
                                    + added
                                    + " -"
                                    + retired
                                    + " "
                                    + what);
                }
            }
        }
        return out;
    }

    private static Set<String> ids(Map<String, Note> notes, Status s) {
        Set<String> out = new HashSet<>();
        for (Note m : notes.values()) if (m.status() == s && m.kind() == Kind.FACT) out.add(m.id());
        return out;
    }
}
