package continuity.store;

import static continuity.store.Columns.marks;

import continuity.memory.FactStems;
import continuity.memory.Note;
import continuity.memory.Scope;
import continuity.memory.Status;
import continuity.understand.Detail;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Reads of facts in table {@code memories}, each through an index so that a busy character costs
 * what a quiet one does: by status, by slot, by stem ({@code fact_stems}), by words ({@code
 * fact_search}), a page at a time (the listing index), in a story or scene.
 */
final class FactReads {
    private final Dialect dialect;
    private final NoteRow row;

    /**
     * Reads about one character go through the (guild, character_key, attribute, status) index.
     * Without it SQLite's planner (no statistics) preferred a (guild, created_at) index for the
     * ORDER BY and scanned every note of the guild: 4 ms in a guild of 10k notes instead of 0.2 ms,
     * growing with the guild. That index is gone (V6), but INDEXED BY keeps the plan whatever
     * indexes come, and makes the query fail loudly if this one ever goes away. PostgreSQL's
     * planner has statistics: nothing there.
     */
    private final String byCharacter;

    /** Oldest first; rowid (SQLite) or seq (PostgreSQL) orders rows of the same time. */
    private final String order;

    FactReads(Dialect dialect, NoteRow row) {
        this.dialect = dialect;
        this.row = row;
        this.byCharacter = dialect.byCharacter;
        this.order = " ORDER BY created_at, " + dialect.insertionOrder;
    }

    /**
     * Status names are the enum's wire names, never user text, so they can be part of the (kept)
     * statement.
     */
    private static String inList(Set<Status> statuses) {
        if (statuses.isEmpty()) throw new IllegalArgumentException("no status asked for");
        return statuses.stream()
                .map(s -> "'" + s.wire() + "'")
                .sorted()
                .collect(Collectors.joining(", "));
    }

    /**
     * The guild's current facts (active) of the given details, of every character, oldest first.
     */
    List<Note> currentOfGuild(Sql sql, String guild, Set<Detail> details) {
        if (details.isEmpty()) return List.of();
        List<String> list = keys(details);
        return sql.query(
                "SELECT "
                        + row.select
                        + " FROM memories WHERE guild = ? AND attribute IN ("
                        + marks(list.size())
                        + ") AND status = 'active' AND kind = 'fact'"
                        + order,
                ps -> {
                    int i = 1;
                    ps.setString(i++, guild);
                    for (String a : list) ps.setString(i++, a);
                },
                row::read);
    }

    List<Note> inStatuses(Sql sql, String guild, String characterKey, Set<Status> statuses) {
        return sql.query(
                "SELECT "
                        + row.select
                        + " FROM memories "
                        + (characterKey == null ? "" : byCharacter)
                        + "WHERE guild = ? "
                        + (characterKey == null ? "" : "AND character_key = ? ")
                        + "AND kind = 'fact' AND status IN ("
                        + inList(statuses)
                        + ")"
                        + order,
                ps -> {
                    ps.setString(1, guild);
                    if (characterKey != null) ps.setString(2, characterKey);
                },
                row::read);
    }

    List<Note> inStatuses(
            Sql sql, String guild, String characterKey, Detail detail, Set<Status> statuses) {
        return sql.query(
                "SELECT "
                        + row.select
                        + " FROM memories "
                        + byCharacter
                        + "WHERE guild = ? AND character_key = ? "
                        + "AND attribute = ? AND status IN ("
                        + inList(statuses)
                        + ") AND kind = 'fact'"
                        + order,
                ps -> {
                    ps.setString(1, guild);
                    ps.setString(2, characterKey);
                    ps.setString(3, detail.key());
                },
                row::read);
    }

    /** Notes in one status for a guild, character and detail. */
    List<Note> inSlot(Sql sql, String guild, String characterKey, Detail detail, Status status) {
        return sql.query(
                "SELECT "
                        + row.select
                        + " FROM memories "
                        + byCharacter
                        + "WHERE guild = ? AND character_key = ? "
                        + "AND attribute = ? AND status = ?"
                        + order,
                ps -> {
                    ps.setString(1, guild);
                    ps.setString(2, characterKey);
                    ps.setString(3, detail.key());
                    ps.setString(4, status.wire());
                },
                row::read);
    }

    /**
     * Two reads in one statement, each by its index: the facts holding a looked-up stem (or none of
     * their own), through fact_stems and the notes' ids; the facts of the attributes, through the
     * slot index. Never the character's other notes. Not called with neither.
     *
     * <p>On PostgreSQL the ids found in fact_stems are an array computed once ({@code = ANY(ARRAY(
     * ...))}, an InitPlan), not a semi-join the planner may turn around, and the notes are those of
     * the character: planned without statistics (a table never analyzed, see {@link Statistics})
     * the semi-join read the character's stem entries once per live fact of the table (18 million
     * index entries for 1,500 notes, {@code PlannerStatisticsTest}); this form reads each at most
     * once whatever the statistics.
     */
    List<Note> current(
            Sql sql, String guild, String characterKey, Set<Detail> details, Set<String> stems) {
        List<String> looked = new ArrayList<>(stems);
        if (!looked.isEmpty() && !looked.contains(FactStems.NONE)) looked.add(FactStems.NONE);
        List<String> parts = new ArrayList<>();
        String columns =
                "SELECT "
                        + row.select
                        + ", created_at AS at_, "
                        + dialect.insertionOrder
                        + " AS seq_ ";
        boolean postgres = dialect == Dialect.POSTGRESQL;
        String found =
                "SELECT memory_id FROM fact_stems WHERE guild = ? AND character_key = ? AND stem IN ("
                        + marks(looked.size())
                        + ")";
        if (!looked.isEmpty())
            parts.add(
                    columns
                            + "FROM memories WHERE "
                            + (postgres
                                    ? "id = ANY(ARRAY("
                                            + found
                                            + ")) AND guild = ? AND character_key = ?"
                                    : "id IN (" + found + ")")
                            + " AND status = 'active' AND kind = 'fact'");
        List<String> attributeList = keys(details);
        if (!attributeList.isEmpty())
            parts.add(
                    columns
                            + "FROM memories "
                            + byCharacter
                            + "WHERE guild = ? AND character_key = ? AND attribute IN ("
                            + marks(attributeList.size())
                            + ") AND status = 'active' AND kind = 'fact'");
        return sql.query(
                String.join(" UNION ", parts) + " ORDER BY at_, seq_",
                ps -> {
                    int i = 1;
                    if (!looked.isEmpty()) {
                        ps.setString(i++, guild);
                        ps.setString(i++, characterKey);
                        for (String s : looked) ps.setString(i++, s);
                        if (postgres) {
                            ps.setString(i++, guild);
                            ps.setString(i++, characterKey);
                        }
                    }
                    if (!attributeList.isEmpty()) {
                        ps.setString(i++, guild);
                        ps.setString(i++, characterKey);
                        for (String a : attributeList) ps.setString(i++, a);
                    }
                },
                row::read);
    }

    /** The statuses the listing index (V11) holds, as {@link #inList} writes them. */
    private static final String LISTED = "'active', 'disputed', 'pending'";

    /**
     * Where a page of facts is read from, and its conditions: a character's live facts through the
     * listing index (V11: in time order, no sort, the skipped entries never read), anything else as
     * {@link #inStatuses(Sql, String, String, Set)} does, sorted.
     */
    private String pageFrom(String characterKey, Set<Status> statuses, Scope scope) {
        String in = inList(statuses);
        String index = characterKey == null ? "" : in.equals(LISTED) ? dialect.listed : byCharacter;
        return " FROM memories "
                + index
                + "WHERE guild = ? "
                + (characterKey == null ? "" : "AND character_key = ? ")
                + "AND kind = 'fact' AND status IN ("
                + in
                + ") "
                + (scope == null ? "" : "AND scope = ? ");
    }

    private static int bindPage(
            PreparedStatement ps, String guild, String characterKey, Scope scope)
            throws SQLException {
        int i = 1;
        ps.setString(i++, guild);
        if (characterKey != null) ps.setString(i++, characterKey);
        if (scope != null) ps.setString(i++, scope.wire());
        return i;
    }

    /**
     * The statement that reads whole, in {@code order}, only the rows a sub-query finds ({@code
     * from}: its FROM and WHERE; then {@code order} and {@code limit}): the rows are found first
     * (by rowid on SQLite: from the index entries alone), then only they are read.
     */
    private String whole(String from, String order, String limit) {
        String key = dialect == Dialect.SQLITE ? "rowid" : "id";
        return "SELECT "
                + row.select
                + " FROM memories WHERE "
                + key
                + " IN (SELECT "
                + key
                + from
                + order
                + limit
                + ")"
                + order;
    }

    /** A page of facts; not called with a limit of 0 or less. */
    List<Note> page(
            Sql sql,
            String guild,
            String characterKey,
            Set<Status> statuses,
            Scope scope,
            int offset,
            int limit) {
        return sql.query(
                whole(pageFrom(characterKey, statuses, scope), order, " LIMIT ? OFFSET ?"),
                ps -> {
                    int i = bindPage(ps, guild, characterKey, scope);
                    ps.setInt(i++, limit);
                    ps.setInt(i, Math.max(0, offset));
                },
                row::read);
    }

    int count(Sql sql, String guild, String characterKey, Set<Status> statuses, Scope scope) {
        return sql.count(
                "SELECT COUNT(*)" + pageFrom(characterKey, statuses, scope),
                ps -> bindPage(ps, guild, characterKey, scope));
    }

    /**
     * Where a character's current facts in one scope instance are found: a story's or a scene's
     * through the index of current facts outside the profile (V9), the profile's through the
     * listing index (V11) in time order, the rows read only until the page is full.
     */
    private String currentFrom(Scope scope) {
        boolean profile = scope == Scope.PROFILE;
        return " FROM memories "
                + (profile ? dialect.listed : dialect.currentInScope)
                + "WHERE guild = ? AND character_key = ? AND kind = 'fact' AND status = 'active' "
                + (profile
                        ? "AND status IN (" + LISTED + ") AND scope = 'profile' "
                        : "AND scope <> 'profile' AND scope = ? AND scope_id = ? ");
    }

    private static int bindCurrent(
            PreparedStatement ps, String guild, String characterKey, Scope scope, String id)
            throws SQLException {
        int i = 1;
        ps.setString(i++, guild);
        ps.setString(i++, characterKey);
        if (scope != Scope.PROFILE) {
            ps.setString(i++, scope.wire());
            ps.setString(i++, id);
        }
        return i;
    }

    /**
     * A character's current facts (active) in one scope instance ({@code id} null for the profile),
     * oldest first, at most {@code limit}; not called with a limit of 0 or less.
     */
    List<Note> currentIn(
            Sql sql, String guild, String characterKey, Scope scope, String id, int limit) {
        if (limit <= 0 || (scope != Scope.PROFILE && id == null)) return List.of();
        return sql.query(
                whole(currentFrom(scope), order, " LIMIT ?"),
                ps -> ps.setInt(bindCurrent(ps, guild, characterKey, scope, id), limit),
                row::read);
    }

    /** How many facts {@link #currentIn} pages through. */
    int countCurrentIn(Sql sql, String guild, String characterKey, Scope scope, String id) {
        if (scope != Scope.PROFILE && id == null) return 0;
        return sql.count(
                "SELECT COUNT(*)" + currentFrom(scope),
                ps -> bindCurrent(ps, guild, characterKey, scope, id));
    }

    /**
     * The guild's newest facts that may be acted on (active, disputed), newest first, at most
     * {@code limit}: their places are found among the listing index's entries (V11), then only
     * those rows are read whole.
     */
    List<Note> latest(Sql sql, String guild, int limit) {
        String newest = " ORDER BY created_at DESC, " + dialect.insertionOrder + " DESC";
        return sql.query(
                whole(
                        " FROM memories "
                                + dialect.listed
                                + "WHERE guild = ? AND kind = 'fact' AND status IN ("
                                + LISTED
                                + ") AND status IN ('active', 'disputed')",
                        newest,
                        " LIMIT ?"),
                ps -> {
                    ps.setString(1, guild);
                    ps.setInt(2, limit);
                },
                row::read);
    }

    /**
     * The words looked up in the server's search rows (V12), in SQL: the rows of one server are
     * stored together and no note is read but those found. Not called without words.
     */
    List<Note> search(Sql sql, String guild, List<String> words, List<Detail> details) {
        StringBuilder where = new StringBuilder("guild = ?");
        for (int i = 0; i < words.size(); i++) {
            where.append(" AND (").append(dialect.contains("hay"));
            if (details.get(i).named()) where.append(" OR attribute = ?");
            where.append(')');
        }
        return sql.query(
                "SELECT "
                        + row.select
                        + " FROM memories WHERE id IN (SELECT memory_id FROM fact_search WHERE "
                        + where
                        + ") AND kind = 'fact' AND status IN ('active', 'disputed')"
                        + order,
                ps -> {
                    int i = 1;
                    ps.setString(i++, guild);
                    for (int w = 0; w < words.size(); w++) {
                        ps.setString(i++, words.get(w));
                        if (details.get(w).named()) ps.setString(i++, details.get(w).key());
                    }
                },
                row::read);
    }

    /**
     * Through the index of current facts outside the profile (V9): one entry read at most. For a
     * story or scene ({@code scope} not the profile, {@code id} not null).
     */
    boolean hasCurrentIn(Sql sql, String guild, String characterKey, Scope scope, String id) {
        return !sql.query(
                        "SELECT 1 FROM memories "
                                + dialect.currentInScope
                                + "WHERE guild = ? AND character_key = ? AND scope = ? AND scope_id = ? "
                                + "AND status = 'active' AND kind = 'fact' AND scope <> 'profile' LIMIT 1",
                        ps -> {
                            ps.setString(1, guild);
                            ps.setString(2, characterKey);
                            ps.setString(3, scope.wire());
                            ps.setString(4, id);
                        },
                        rs -> 1)
                .isEmpty();
    }

    /** The details' keys, as the {@code attribute} column holds them, in the set's order. */
    private static List<String> keys(Set<Detail> details) {
        List<String> out = new ArrayList<>(details.size());
        for (Detail d : details) out.add(d.key());
        return out;
    }
}
