package continuity.store;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import continuity.memory.Action;
import continuity.memory.Character;
import continuity.memory.DamagedStore;
import continuity.memory.FactStems;
import continuity.memory.Kind;
import continuity.memory.Memory;
import continuity.memory.OwnedShards;
import continuity.memory.Question;
import continuity.memory.Repository;
import continuity.memory.Scene;
import continuity.memory.Scope;
import continuity.memory.Status;
import continuity.memory.Story;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * JDBC for the core's {@link Repository}, on SQLite or PostgreSQL: the SQL is shared, what differs
 * is in {@link Dialect}. Statements are prepared once per repository. Before its first statement
 * about a server, a transaction tells {@link GuildLock} (on PostgreSQL: an advisory lock on that
 * server).
 */
final class JdbcRepository implements Repository {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String MEMORY_COLUMNS =
            "id, guild, character, character_key, attribute, value, text, kind, "
                    + "scope, scope_id, scope_name, status, author, channel, message_id, created_at, retired_at, replaces, "
                    + "retired_by, retired_reason, lang";

    /** Takes a server's lock for the running transaction before it is first read or written. */
    interface GuildLock {
        GuildLock NONE = guild -> false;

        /**
         * Returns true when this call took the lock (false: the transaction already held it, or
         * there are no locks).
         */
        boolean lock(String guild);
    }

    private final Dialect dialect;
    private final GuildLock guildLock;

    /**
     * A note's columns: on SQLite as one value (see {@link RowArrays}: a fifth of the cost of
     * reading them one by one), on PostgreSQL as they are.
     */
    private final String MEMORY_ROW;

    /**
     * Reads about one character go through the (guild, character_key, attribute, status) index.
     * Without it SQLite's planner (no statistics) preferred a (guild, created_at) index for the
     * ORDER BY and scanned every note of the guild: 4 ms in a guild of 10k notes instead of 0.2 ms,
     * growing with the guild. That index is gone (V6), but INDEXED BY keeps the plan whatever
     * indexes come, and makes the query fail loudly if this one ever goes away. PostgreSQL's
     * planner has statistics: nothing there.
     */
    private final String BY_CHARACTER;

    /** rowid (SQLite) or seq (PostgreSQL): insertion order among rows of the same time. */
    private final String ROWID;

    private final Connection c;
    private final Map<String, PreparedStatement> prepared = new HashMap<>();

    JdbcRepository(Connection c) {
        this(c, Dialect.SQLITE, GuildLock.NONE);
    }

    JdbcRepository(Connection c, Dialect dialect, GuildLock guildLock) {
        this.c = c;
        this.dialect = dialect;
        this.guildLock = guildLock;
        this.MEMORY_ROW = dialect.packsRows ? "json_array(" + MEMORY_COLUMNS + ")" : MEMORY_COLUMNS;
        this.BY_CHARACTER = dialect.byCharacter;
        this.ROWID = dialect.insertionOrder;
    }

    /** This transaction is about to read or write a server's notes. */
    private boolean guild(String guild) {
        return guild != null && guildLock.lock(guild);
    }

    private interface Binder {
        void bind(PreparedStatement ps) throws SQLException;
    }

    private interface RowMapper<T> {
        T map(ResultSet rs) throws SQLException;
    }

    private PreparedStatement statement(String sql) throws SQLException {
        PreparedStatement ps = prepared.get(sql);
        if (ps == null) {
            ps = c.prepareStatement(sql);
            prepared.put(sql, ps);
        }
        return ps;
    }

    private <T> List<T> query(String sql, Binder binder, RowMapper<T> mapper) {
        try {
            PreparedStatement ps = statement(sql);
            ps.clearParameters();
            binder.bind(ps);
            try (ResultSet rs = ps.executeQuery()) {
                List<T> out = new ArrayList<>();
                while (rs.next()) out.add(mapper.map(rs));
                return out;
            }
        } catch (SQLException e) {
            throw failure("query failed", e);
        }
    }

    private void execute(String sql, Binder binder) {
        executeCount(sql, binder);
    }

    private boolean wrote;

    /** Whether this transaction wrote anything (so far). */
    boolean wrote() {
        return wrote;
    }

    private int executeCount(String sql, Binder binder) {
        wrote = true;
        try {
            PreparedStatement ps = statement(sql);
            ps.clearParameters();
            binder.bind(ps);
            return ps.executeUpdate();
        } catch (SQLException e) {
            throw failure("write failed", e);
        }
    }

    /**
     * A row found by its id alone: its server is locked once it is known, and the row read again
     * when the lock was taken just now (another transaction may have changed it before).
     */
    private <T> Optional<T> byId(
            java.util.function.Supplier<Optional<T>> read,
            java.util.function.Function<T, String> guildOf) {
        Optional<T> found = read.get();
        if (found.isPresent() && guild(guildOf.apply(found.get()))) return read.get();
        return found;
    }

    /**
     * Cross-server work about one user (forget-me, their preferences): the servers involved are
     * locked first, in sorted order, so that two such transactions never wait for each other in a
     * circle.
     */
    private void lockGuildsOf(String sql, String user) {
        if (guildLock == GuildLock.NONE) return;
        int parameters = (int) sql.chars().filter(ch -> ch == '?').count();
        List<String> guilds =
                query(
                        sql,
                        ps -> {
                            for (int i = 1; i <= parameters; i++) ps.setString(i, user);
                        },
                        rs -> rs.getString(1));
        for (String g : new java.util.TreeSet<>(guilds)) guild(g);
    }

    private static <T> Optional<T> first(List<T> list) {
        return list.isEmpty() ? Optional.empty() : Optional.of(list.get(0));
    }

    private static String time(Instant i) {
        return i == null ? null : i.toString();
    }

    private static Instant instant(String s) {
        return Timestamps.parse(s);
    }

    // characters

    @Override
    public Optional<Character> character(String guild, String key) {
        guild(guild);
        return first(
                query(
                        "SELECT guild, key, name, owner, created_at FROM characters WHERE guild = ? AND key = ?",
                        ps -> {
                            ps.setString(1, guild);
                            ps.setString(2, key);
                        },
                        JdbcRepository::character));
    }

    @Override
    public List<Character> characters(String guild) {
        guild(guild);
        return query(
                "SELECT guild, key, name, owner, created_at FROM characters WHERE guild = ? ORDER BY created_at",
                ps -> ps.setString(1, guild),
                JdbcRepository::character);
    }

    private static Character character(ResultSet rs) throws SQLException {
        return new Character(
                rs.getString(1),
                rs.getString(2),
                rs.getString(3),
                rs.getString(4),
                instant(rs.getString(5)));
    }

    @Override
    public void saveCharacter(Character ch) {
        guild(ch.guild());
        execute(
                "INSERT INTO characters (guild, key, name, owner, created_at) VALUES (?, ?, ?, ?, ?) "
                        + "ON CONFLICT (guild, key) DO UPDATE SET name = excluded.name, owner = excluded.owner",
                ps -> {
                    ps.setString(1, ch.guild());
                    ps.setString(2, ch.key());
                    ps.setString(3, ch.name());
                    ps.setString(4, ch.owner());
                    ps.setString(5, time(ch.createdAt()));
                });
    }

    // memories

    @Override
    public void insert(Memory m) {
        guild(m.guild());
        execute(
                "INSERT INTO memories ("
                        + MEMORY_COLUMNS
                        + ") VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                ps -> bindMemory(ps, m));
        if (live(m.status())) countLive(m.guild(), m.author(), 1);
        lookups.added(List.of(m));
    }

    /** One batch for the notes, one for their stems, one for their search text. */
    @Override
    public void insertAll(List<Memory> notes) {
        if (notes.isEmpty()) return;
        for (Memory m : notes) guild(m.guild());
        batch(
                "INSERT INTO memories ("
                        + MEMORY_COLUMNS
                        + ") VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                notes,
                JdbcRepository::bindMemory);
        for (Memory m : notes) if (live(m.status())) countLive(m.guild(), m.author(), 1);
        lookups.added(notes);
    }

    /**
     * Writes {@code m} whatever is stored under its id, and counts the live notes it adds or
     * removes (the stored state is read first for that).
     */
    @Override
    public void update(Memory m) {
        guild(m.guild());
        List<String[]> was =
                query(
                        "SELECT guild, author, status, kind, character_key, value, text, character, attribute "
                                + "FROM memories WHERE id = ?",
                        ps -> ps.setString(1, m.id()),
                        rs -> {
                            String[] row = new String[9];
                            for (int i = 0; i < row.length; i++) row[i] = rs.getString(i + 1);
                            return row;
                        });
        if (was.isEmpty()) return; // nothing stored under that id: nothing to update, as before
        writeOver(m);
        String[] w = was.get(0);
        if (live(Status.of(w[2]))) countLive(w[0], w[1], -1);
        if (live(m.status())) countLive(m.guild(), m.author(), 1);
        lookups.changed(
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
    private void writeOver(Memory m) {
        int changed =
                executeCount(
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
                            ps.setString(i++, m.retiredReason());
                            ps.setString(i++, m.id());
                            ps.setString(i++, m.guild());
                            ps.setString(i++, m.character());
                            ps.setString(i++, m.characterKey());
                            ps.setString(i++, m.attribute());
                            ps.setString(i++, m.kind().wire());
                            ps.setString(i++, m.author());
                            ps.setString(i++, m.channel());
                            ps.setString(i++, m.messageId());
                            ps.setString(i++, time(m.createdAt()));
                            ps.setString(i, m.lang());
                        });
        if (changed == 0) updateEverything(m);
    }

    /**
     * Writes only the columns in which {@code after} differs from {@code before} (a correction
     * retiring a note changes four of them), binding a few values instead of twenty-one; {@code
     * before} is the note as read in this transaction. Should the identity differ, or the row's
     * status, server or author not be {@code before}'s, the whole note is written as by {@link
     * #update(Memory)}.
     */
    @Override
    public void update(Memory before, Memory after) {
        guild(before.guild());
        guild(after.guild());
        if (!before.id().equals(after.id()) || !sameIdentity(before, after)) {
            update(after);
            return;
        }
        String[] values = {
            after.value(),
            after.text(),
            after.scope().wire(),
            after.scopeId(),
            after.scopeName(),
            after.status().wire(),
            time(after.retiredAt()),
            after.replaces(),
            after.retiredBy(),
            after.retiredReason()
        };
        String[] old = {
            before.value(),
            before.text(),
            before.scope().wire(),
            before.scopeId(),
            before.scopeName(),
            before.status().wire(),
            time(before.retiredAt()),
            before.replaces(),
            before.retiredBy(),
            before.retiredReason()
        };
        StringBuilder sql = new StringBuilder("UPDATE memories SET ");
        List<String> bound = new ArrayList<>();
        for (int i = 0; i < MUTABLE.length; i++) {
            if (java.util.Objects.equals(values[i], old[i])) continue;
            if (!bound.isEmpty()) sql.append(", ");
            sql.append(MUTABLE[i]).append(" = ?");
            bound.add(values[i]);
        }
        if (bound.isEmpty()) { // nothing to change, if what is stored is what was read: write it to
            // be sure
            update(after);
            return;
        }
        sql.append(" WHERE id = ? AND status = ? AND guild = ? AND author = ?");
        int changed =
                executeCount(
                        sql.toString(),
                        ps -> {
                            int i = 1;
                            for (String v : bound) ps.setString(i++, v);
                            ps.setString(i++, after.id());
                            ps.setString(i++, before.status().wire());
                            ps.setString(i++, before.guild());
                            ps.setString(i, before.author());
                        });
        if (changed == 0) {
            update(after);
            return;
        }
        if (live(before.status())) countLive(before.guild(), before.author(), -1);
        if (live(after.status())) countLive(after.guild(), after.author(), 1);
        lookups.changed(FactLookups.Words.of(before), after);
    }

    /** The stems and search text kept beside the notes (V9, V12). */
    private final FactLookups lookups = new FactLookups(this);

    interface RowBinder<T> {
        void bind(PreparedStatement ps, T row) throws SQLException;
    }

    /** One statement for each of {@code rows}, sent as one batch. */
    <T> void batch(String sql, java.util.Collection<T> rows, RowBinder<T> binder) {
        if (rows.isEmpty()) return;
        wrote = true;
        try {
            PreparedStatement ps = statement(sql);
            for (T row : rows) {
                ps.clearParameters();
                binder.bind(ps, row);
                ps.addBatch();
            }
            ps.executeBatch();
        } catch (SQLException e) {
            throw failure("write failed", e);
        }
    }

    private static boolean live(Status s) {
        return s == Status.ACTIVE || s == Status.DISPUTED || s == Status.PENDING;
    }

    /**
     * Live notes (active, disputed, pending) added or removed in this transaction, per (guild,
     * author).
     */
    private final Map<List<String>, Integer> liveChanges = new HashMap<>();

    private void countLive(String guild, String author, int delta) {
        liveChanges.merge(List.of(guild, author), delta, Integer::sum);
    }

    /**
     * Adds this transaction's net changes to the live-note counts (table live_notes, migration V6);
     * called before the commit and before the counts are read. A correction that replaces its
     * author's own note nets to nothing and writes nothing here.
     */
    void writeLiveCounts() {
        for (Map.Entry<List<String>, Integer> e : liveChanges.entrySet()) {
            if (e.getValue() == 0) continue;
            execute(
                    "INSERT INTO live_notes (guild, author, n) VALUES (?, ?, ?) "
                            + "ON CONFLICT (guild, author) DO UPDATE SET n = live_notes.n + excluded.n",
                    ps -> {
                        ps.setString(1, e.getKey().get(0));
                        ps.setString(2, e.getKey().get(1));
                        ps.setInt(3, e.getValue());
                    });
        }
        liveChanges.clear();
    }

    /** The transaction rolled back: its changes to the counts never happened. */
    void forgetLiveCounts() {
        liveChanges.clear();
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

    private static boolean sameIdentity(Memory a, Memory b) {
        return a.guild().equals(b.guild())
                && a.character().equals(b.character())
                && a.characterKey().equals(b.characterKey())
                && a.attribute().equals(b.attribute())
                && a.kind() == b.kind()
                && a.author().equals(b.author())
                && java.util.Objects.equals(a.channel(), b.channel())
                && java.util.Objects.equals(a.messageId(), b.messageId())
                && java.util.Objects.equals(a.createdAt(), b.createdAt())
                && a.lang().equals(b.lang());
    }

    private void updateEverything(Memory m) {
        execute(
                "UPDATE memories SET guild = ?, character = ?, character_key = ?, attribute = ?, value = ?, text = ?, "
                        + "kind = ?, scope = ?, scope_id = ?, scope_name = ?, status = ?, author = ?, channel = ?, "
                        + "message_id = ?, created_at = ?, retired_at = ?, replaces = ?, retired_by = ?, retired_reason = ?, "
                        + "lang = ? WHERE id = ?",
                ps -> {
                    int next = bindFields(ps, m, 1);
                    ps.setString(next, m.id());
                });
    }

    private static void bindMemory(PreparedStatement ps, Memory m) throws SQLException {
        ps.setString(1, m.id());
        bindFields(ps, m, 2);
    }

    /** Binds every column but the id, in MEMORY_COLUMNS order; returns the next parameter index. */
    private static int bindFields(PreparedStatement ps, Memory m, int first) throws SQLException {
        int i = first;
        ps.setString(i++, m.guild());
        ps.setString(i++, m.character());
        ps.setString(i++, m.characterKey());
        ps.setString(i++, m.attribute());
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
        ps.setString(i++, m.retiredReason());
        ps.setString(i++, m.lang());
        return i;
    }

    /** A note read as {@link #MEMORY_ROW}. */
    private Memory memory(ResultSet rs) throws SQLException {
        String[] v;
        if (dialect.packsRows) {
            v = RowArrays.strings(rs.getString(1), 21);
        } else {
            v = new String[21];
            for (int i = 0; i < 21; i++) v[i] = rs.getString(i + 1);
        }
        return new Memory(
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

    @Override
    public Optional<Memory> memory(String id) {
        return byId(
                () ->
                        first(
                                query(
                                        "SELECT " + MEMORY_ROW + " FROM memories WHERE id = ?",
                                        ps -> ps.setString(1, id),
                                        this::memory)),
                Memory::guild);
    }

    /**
     * In statements of up to {@link #STREAMED} ids; the servers of the notes found are locked, and
     * the notes read again if a lock was taken just now (as {@link #memory(String)} does).
     */
    @Override
    public Map<String, Memory> memories(java.util.Collection<String> ids) {
        Map<String, Memory> out = new HashMap<>();
        List<String> all = new ArrayList<>(new java.util.LinkedHashSet<>(ids));
        for (int from = 0; from < all.size(); from += STREAMED) {
            List<String> part = all.subList(from, Math.min(all.size(), from + STREAMED));
            String sql =
                    "SELECT "
                            + MEMORY_ROW
                            + " FROM memories WHERE id IN ("
                            + marks(part.size())
                            + ")";
            Binder bind =
                    ps -> {
                        for (int i = 0; i < part.size(); i++) ps.setString(i + 1, part.get(i));
                    };
            List<Memory> found = query(sql, bind, this::memory);
            boolean locked = false;
            for (Memory m : found) locked |= guild(m.guild());
            if (locked) found = query(sql, bind, this::memory);
            for (Memory m : found) out.put(m.id(), m);
        }
        return out;
    }

    @Override
    public List<Memory> notesOf(String guild, String characterKey) {
        guild(guild);
        return query(
                "SELECT "
                        + MEMORY_ROW
                        + " FROM memories "
                        + BY_CHARACTER
                        + "WHERE guild = ? AND character_key = ? "
                        + "ORDER BY created_at, "
                        + ROWID
                        + "",
                ps -> {
                    ps.setString(1, guild);
                    ps.setString(2, characterKey);
                },
                this::memory);
    }

    /**
     * A cursor over the guild's notes: PostgreSQL sends them in rounds of {@link #STREAMED} (inside
     * the transaction), SQLite steps through them; a statement of its own, so that {@code each} may
     * run the cached ones.
     */
    @Override
    public void eachNoteIn(String guild, java.util.function.Consumer<Memory> each) {
        guild(guild);
        try (PreparedStatement ps =
                c.prepareStatement(
                        "SELECT "
                                + MEMORY_ROW
                                + " FROM memories WHERE guild = ? ORDER BY created_at, "
                                + ROWID)) {
            ps.setFetchSize(STREAMED);
            ps.setString(1, guild);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) each.accept(memory(rs));
            }
        } catch (SQLException e) {
            throw failure("query failed", e);
        }
    }

    /** Rows a streamed read holds at a time (PostgreSQL). */
    static final int STREAMED = 500;

    @Override
    public List<Memory> notesIn(String guild) {
        guild(guild);
        return query(
                "SELECT "
                        + MEMORY_ROW
                        + " FROM memories WHERE guild = ? ORDER BY created_at, "
                        + ROWID
                        + "",
                ps -> ps.setString(1, guild),
                this::memory);
    }

    @Override
    public List<Memory> facts(String guild, String characterKey, Set<Status> statuses) {
        guild(guild);
        String sql =
                "SELECT "
                        + MEMORY_ROW
                        + " FROM memories "
                        + (characterKey == null ? "" : BY_CHARACTER)
                        + "WHERE guild = ? "
                        + (characterKey == null ? "" : "AND character_key = ? ")
                        + "AND kind = 'fact' AND status IN ("
                        + inList(statuses)
                        + ") ORDER BY created_at, "
                        + ROWID
                        + "";
        return query(
                sql,
                ps -> {
                    ps.setString(1, guild);
                    if (characterKey != null) ps.setString(2, characterKey);
                },
                this::memory);
    }

    @Override
    public List<Memory> facts(
            String guild, String characterKey, String attribute, Set<Status> statuses) {
        guild(guild);
        return query(
                "SELECT "
                        + MEMORY_ROW
                        + " FROM memories "
                        + BY_CHARACTER
                        + "WHERE guild = ? AND character_key = ? "
                        + "AND attribute = ? AND status IN ("
                        + inList(statuses)
                        + ") AND kind = 'fact' "
                        + "ORDER BY created_at, "
                        + ROWID
                        + "",
                ps -> {
                    ps.setString(1, guild);
                    ps.setString(2, characterKey);
                    ps.setString(3, attribute);
                },
                this::memory);
    }

    /**
     * Two reads in one statement, each by its index: the facts holding a looked-up stem (or none of
     * their own), through fact_stems and the notes' ids; the facts of the attributes, through the
     * slot index. Never the character's other notes.
     */
    @Override
    public List<Memory> currentFacts(
            String guild, String characterKey, Set<String> attributes, Set<String> stems) {
        if (attributes.isEmpty() && stems.isEmpty()) return List.of();
        guild(guild);
        List<String> looked = new ArrayList<>(stems);
        if (!looked.isEmpty() && !looked.contains(FactStems.NONE)) looked.add(FactStems.NONE);
        List<String> parts = new ArrayList<>();
        String columns = "SELECT " + MEMORY_ROW + ", created_at AS at_, " + ROWID + " AS seq_ ";
        if (!looked.isEmpty())
            parts.add(
                    columns
                            + "FROM memories WHERE id IN (SELECT memory_id FROM fact_stems "
                            + "WHERE guild = ? AND character_key = ? AND stem IN ("
                            + marks(looked.size())
                            + ")) AND status = 'active' AND kind = 'fact'");
        if (!attributes.isEmpty())
            parts.add(
                    columns
                            + "FROM memories "
                            + BY_CHARACTER
                            + "WHERE guild = ? AND character_key = ? AND attribute IN ("
                            + marks(attributes.size())
                            + ") AND status = 'active' AND kind = 'fact'");
        List<String> attributeList = new ArrayList<>(attributes);
        return query(
                String.join(" UNION ", parts) + " ORDER BY at_, seq_",
                ps -> {
                    int i = 1;
                    if (!looked.isEmpty()) {
                        ps.setString(i++, guild);
                        ps.setString(i++, characterKey);
                        for (String s : looked) ps.setString(i++, s);
                    }
                    if (!attributeList.isEmpty()) {
                        ps.setString(i++, guild);
                        ps.setString(i++, characterKey);
                        for (String a : attributeList) ps.setString(i++, a);
                    }
                },
                this::memory);
    }

    /** The statuses the listing index (V11) holds, as {@link #inList} writes them. */
    private static final String LISTED = "'active', 'disputed', 'pending'";

    /**
     * Where a page of facts is read from, and its conditions: a character's live facts through the
     * listing index (V11: in time order, no sort, the skipped entries never read), anything else as
     * {@link #facts(String, String, Set)} does, sorted.
     */
    private String pageFrom(String characterKey, Set<Status> statuses, Scope scope) {
        String in = inList(statuses);
        String index =
                characterKey == null ? "" : in.equals(LISTED) ? dialect.listed : BY_CHARACTER;
        return " FROM memories "
                + index
                + "WHERE guild = ? "
                + (characterKey == null ? "" : "AND character_key = ? ")
                + "AND kind = 'fact' AND status IN ("
                + in
                + ") "
                + (scope == null ? "" : "AND scope = ? ");
    }

    private int bindPage(PreparedStatement ps, String guild, String characterKey, Scope scope)
            throws SQLException {
        int i = 1;
        ps.setString(i++, guild);
        if (characterKey != null) ps.setString(i++, characterKey);
        if (scope != null) ps.setString(i++, scope.wire());
        return i;
    }

    @Override
    public List<Memory> factsPage(
            String guild,
            String characterKey,
            Set<Status> statuses,
            Scope scope,
            int offset,
            int limit) {
        if (limit <= 0) return List.of();
        guild(guild);
        String order = " ORDER BY created_at, " + ROWID;
        // the page's rows are found first (by rowid on SQLite: from the index entries alone),
        // then only they are read whole
        String key = dialect == Dialect.SQLITE ? "rowid" : "id";
        return query(
                "SELECT "
                        + MEMORY_ROW
                        + " FROM memories WHERE "
                        + key
                        + " IN (SELECT "
                        + key
                        + pageFrom(characterKey, statuses, scope)
                        + order
                        + " LIMIT ? OFFSET ?)"
                        + order,
                ps -> {
                    int i = bindPage(ps, guild, characterKey, scope);
                    ps.setInt(i++, limit);
                    ps.setInt(i, Math.max(0, offset));
                },
                this::memory);
    }

    @Override
    public int countFacts(String guild, String characterKey, Set<Status> statuses, Scope scope) {
        guild(guild);
        return query(
                        "SELECT COUNT(*)" + pageFrom(characterKey, statuses, scope),
                        ps -> bindPage(ps, guild, characterKey, scope),
                        rs -> rs.getInt(1))
                .get(0);
    }

    /**
     * The words looked up in the server's search rows (V12), in SQL: the rows of one server are
     * stored together and no note is read but those found.
     */
    @Override
    public List<Memory> searchFacts(String guild, List<String> words, List<String> attributes) {
        if (words.isEmpty()) return List.of();
        guild(guild);
        StringBuilder where = new StringBuilder("guild = ?");
        for (int i = 0; i < words.size(); i++) {
            where.append(" AND (").append(dialect.contains("hay"));
            if (attributes.get(i) != null) where.append(" OR attribute = ?");
            where.append(')');
        }
        return query(
                "SELECT "
                        + MEMORY_ROW
                        + " FROM memories WHERE id IN (SELECT memory_id FROM fact_search WHERE "
                        + where
                        + ") AND kind = 'fact' AND status IN ('active', 'disputed') "
                        + "ORDER BY created_at, "
                        + ROWID,
                ps -> {
                    int i = 1;
                    ps.setString(i++, guild);
                    for (int w = 0; w < words.size(); w++) {
                        ps.setString(i++, words.get(w));
                        if (attributes.get(w) != null) ps.setString(i++, attributes.get(w));
                    }
                },
                this::memory);
    }

    /** Through the index of current facts outside the profile (V9): one entry read at most. */
    @Override
    public boolean hasCurrentFactIn(String guild, String characterKey, Scope scope, String id) {
        if (scope == Scope.PROFILE || id == null)
            return Repository.super.hasCurrentFactIn(guild, characterKey, scope, id);
        guild(guild);
        return !query(
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

    private static String marks(int n) {
        return String.join(", ", java.util.Collections.nCopies(n, "?"));
    }

    /**
     * Status names are the enum's wire names, never user text, so they can be part of the (cached)
     * statement.
     */
    private static String inList(Set<Status> statuses) {
        if (statuses.isEmpty()) throw new IllegalArgumentException("no status asked for");
        return statuses.stream()
                .map(s -> "'" + s.wire() + "'")
                .sorted()
                .collect(Collectors.joining(", "));
    }

    @Override
    public int countIn(String guild) {
        guild(guild);
        return query(
                        "SELECT COUNT(*) FROM memories WHERE guild = ?",
                        ps -> ps.setString(1, guild),
                        rs -> rs.getInt(1))
                .get(0);
    }

    @Override
    public List<Memory> inSlot(String guild, String characterKey, String attribute, Status status) {
        guild(guild);
        return query(
                "SELECT "
                        + MEMORY_ROW
                        + " FROM memories "
                        + BY_CHARACTER
                        + "WHERE guild = ? AND character_key = ? "
                        + "AND attribute = ? AND status = ? ORDER BY created_at, "
                        + ROWID
                        + "",
                ps -> {
                    ps.setString(1, guild);
                    ps.setString(2, characterKey);
                    ps.setString(3, attribute);
                    ps.setString(4, status.wire());
                },
                this::memory);
    }

    @Override
    public List<Memory> preferencesOf(String user) {
        lockGuildsOf(
                "SELECT DISTINCT guild FROM memories WHERE author = ? AND kind = 'preference'",
                user);
        return query(
                "SELECT "
                        + MEMORY_ROW
                        + " FROM memories WHERE author = ? AND kind = 'preference' "
                        + "ORDER BY created_at, "
                        + ROWID
                        + "",
                ps -> ps.setString(1, user),
                this::memory);
    }

    // stories and scenes

    @Override
    public Optional<Story> story(String guild, String channel) {
        guild(guild);
        return first(
                query(
                        "SELECT story_key, name FROM stories WHERE guild = ? AND channel = ?",
                        ps -> {
                            ps.setString(1, guild);
                            ps.setString(2, channel);
                        },
                        rs -> new Story(rs.getString(1), rs.getString(2))));
    }

    @Override
    public void setStory(String guild, String channel, Story story, String by) {
        guild(guild);
        execute(
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

    @Override
    public Optional<String> storySetBy(String guild, String channel) {
        guild(guild);
        return first(
                query(
                        "SELECT set_by FROM stories WHERE guild = ? AND channel = ?",
                        ps -> {
                            ps.setString(1, guild);
                            ps.setString(2, channel);
                        },
                        rs -> rs.getString(1)));
    }

    @Override
    public int deleteActionsBefore(Instant cutoff) {
        return executeCount(
                "DELETE FROM actions WHERE created_at < ?", ps -> ps.setString(1, time(cutoff)));
    }

    @Override
    public void clearStory(String guild, String channel) {
        guild(guild);
        execute(
                "DELETE FROM stories WHERE guild = ? AND channel = ?",
                ps -> {
                    ps.setString(1, guild);
                    ps.setString(2, channel);
                });
    }

    @Override
    public Optional<Scene> activeScene(String guild, String place) {
        guild(guild);
        return first(
                query(
                        "SELECT "
                                + SCENE_COLUMNS
                                + " FROM scenes "
                                + "WHERE guild = ? AND place = ? AND ended_at IS NULL ORDER BY started_at DESC LIMIT 1",
                        ps -> {
                            ps.setString(1, guild);
                            ps.setString(2, place);
                        },
                        JdbcRepository::scene));
    }

    @Override
    public void saveScene(Scene s) {
        guild(s.guild());
        execute(
                "INSERT INTO scenes (id, guild, place, story_key, name, started_by, started_at, ended_at) "
                        + "VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET ended_at = excluded.ended_at",
                ps -> {
                    ps.setString(1, s.id());
                    ps.setString(2, s.guild());
                    ps.setString(3, s.place());
                    ps.setString(4, s.storyKey());
                    ps.setString(5, s.name());
                    ps.setString(6, s.startedBy());
                    ps.setString(7, time(s.startedAt()));
                    ps.setString(8, time(s.endedAt()));
                });
    }

    // buttons and questions

    @Override
    public void saveAction(Action a) {
        guild(a.guild());
        execute(
                "INSERT INTO actions (id, guild, type, data, for_user, created_at) VALUES (?, ?, ?, ?, ?, ?)",
                ps -> {
                    ps.setString(1, a.id());
                    ps.setString(2, a.guild());
                    ps.setString(3, a.type());
                    ps.setString(4, json(a.data()));
                    ps.setString(5, a.forUser());
                    ps.setString(6, time(a.createdAt()));
                });
    }

    @Override
    public Optional<Action> action(String id) {
        return byId(
                () ->
                        first(
                                query(
                                        "SELECT id, guild, type, data, for_user, created_at FROM actions WHERE id = ?",
                                        ps -> ps.setString(1, id),
                                        rs ->
                                                new Action(
                                                        rs.getString(1),
                                                        rs.getString(2),
                                                        rs.getString(3),
                                                        map(rs.getString(4)),
                                                        rs.getString(5),
                                                        instant(rs.getString(6))))),
                Action::guild);
    }

    @Override
    public List<Action> actionsIn(String guild) {
        guild(guild);
        return query(
                "SELECT id, guild, type, data, for_user, created_at FROM actions WHERE guild = ? "
                        + "ORDER BY created_at, id",
                ps -> ps.setString(1, guild),
                rs ->
                        new Action(
                                rs.getString(1),
                                rs.getString(2),
                                rs.getString(3),
                                map(rs.getString(4)),
                                rs.getString(5),
                                instant(rs.getString(6))));
    }

    @Override
    public void saveQuestion(Question q) {
        guild(q.guild());
        execute(
                "INSERT INTO questions (id, guild, place, user_id, type, data, created_at, closed_at) "
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

    private static final String QUESTION_COLUMNS =
            "id, guild, place, user_id, type, data, created_at, closed_at";

    private static Question question(ResultSet rs) throws SQLException {
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

    @Override
    public Optional<Question> openQuestion(String guild, String place) {
        guild(guild);
        return first(
                query(
                        "SELECT "
                                + QUESTION_COLUMNS
                                + " FROM questions WHERE guild = ? AND place = ? "
                                + "AND closed_at IS NULL ORDER BY created_at DESC, "
                                + ROWID
                                + " DESC LIMIT 1",
                        ps -> {
                            ps.setString(1, guild);
                            ps.setString(2, place);
                        },
                        JdbcRepository::question));
    }

    @Override
    public List<Question> openQuestions() {
        return query(
                "SELECT " + QUESTION_COLUMNS + " FROM questions WHERE closed_at IS NULL",
                ps -> {},
                JdbcRepository::question);
    }

    @Override
    public List<Question> openQuestions(OwnedShards owned) {
        if (owned.all()) return openQuestions();
        return query(
                "SELECT "
                        + QUESTION_COLUMNS
                        + " FROM questions WHERE closed_at IS NULL AND "
                        + dialect.shardOf("guild")
                        + " BETWEEN ? AND ?",
                ps -> {
                    ps.setInt(1, owned.total());
                    ps.setInt(2, owned.from());
                    ps.setInt(3, owned.to());
                },
                JdbcRepository::question);
    }

    @Override
    public Optional<Question> openQuestionById(String id) {
        return byId(
                () ->
                        first(
                                query(
                                        "SELECT "
                                                + QUESTION_COLUMNS
                                                + " FROM questions WHERE id = ? AND closed_at IS NULL",
                                        ps -> ps.setString(1, id),
                                        JdbcRepository::question)),
                Question::guild);
    }

    @Override
    public Optional<Question> question(String id) {
        return byId(
                () ->
                        first(
                                query(
                                        "SELECT "
                                                + QUESTION_COLUMNS
                                                + " FROM questions WHERE id = ?",
                                        ps -> ps.setString(1, id),
                                        JdbcRepository::question)),
                Question::guild);
    }

    @Override
    public List<Question> openQuestionsIn(String guild) {
        guild(guild);
        return query(
                "SELECT "
                        + QUESTION_COLUMNS
                        + " FROM questions WHERE guild = ? AND closed_at IS NULL ORDER BY created_at, "
                        + ROWID,
                ps -> ps.setString(1, guild),
                JdbcRepository::question);
    }

    // limits and privacy: live notes are counted in table live_notes (migration V6), see
    // writeLiveCounts

    @Override
    public int countLiveNotes(String guild) {
        guild(guild);
        writeLiveCounts();
        return query(
                        "SELECT COALESCE(SUM(n), 0) FROM live_notes WHERE guild = ?",
                        ps -> ps.setString(1, guild),
                        rs -> rs.getInt(1))
                .get(0);
    }

    @Override
    public int countLiveNotesBy(String guild, String author) {
        guild(guild);
        writeLiveCounts();
        return query(
                        "SELECT COALESCE(SUM(n), 0) FROM live_notes WHERE guild = ? AND author = ?",
                        ps -> {
                            ps.setString(1, guild);
                            ps.setString(2, author);
                        },
                        rs -> rs.getInt(1))
                .get(0);
    }

    @Override
    public List<Memory> notesBy(String author) {
        lockGuildsOf("SELECT DISTINCT guild FROM memories WHERE author = ?", author);
        return query(
                "SELECT "
                        + MEMORY_ROW
                        + " FROM memories WHERE author = ? ORDER BY created_at, "
                        + ROWID
                        + "",
                ps -> ps.setString(1, author),
                this::memory);
    }

    @Override
    public void forgetQuestionsAndButtonsOf(String user, Instant at) {
        lockGuildsOf(
                "SELECT guild FROM questions WHERE user_id = ? UNION SELECT guild FROM actions WHERE for_user = ? "
                        + "UNION SELECT guild FROM model_records WHERE author = ? "
                        + "UNION SELECT guild FROM canon_contradictions WHERE author = ? OR resolved_by = ?",
                user);
        execute(
                "UPDATE questions SET data = '{}', closed_at = COALESCE(closed_at, ?) WHERE user_id = ?",
                ps -> {
                    ps.setString(1, time(at));
                    ps.setString(2, user);
                });
        execute("DELETE FROM actions WHERE for_user = ?", ps -> ps.setString(1, user));
        execute(
                "UPDATE model_records SET raw = NULL, outcome = 'forgotten' WHERE author = ?",
                ps -> ps.setString(1, user));
        // the canon check's record of their posts goes; who settled another's keeps no name
        execute("DELETE FROM canon_contradictions WHERE author = ?", ps -> ps.setString(1, user));
        execute(
                "UPDATE canon_contradictions SET resolved_by = NULL WHERE resolved_by = ?",
                ps -> ps.setString(1, user));
    }

    @Override
    public void markDeparted(String guild, Instant at) {
        guild(guild);
        execute(
                "INSERT INTO departed_guilds (guild, left_at) VALUES (?, ?) "
                        + "ON CONFLICT (guild) DO UPDATE SET left_at = CASE WHEN departed_guilds.purged_at IS NULL "
                        + "THEN departed_guilds.left_at ELSE excluded.left_at END, "
                        + "purged_at = NULL",
                ps -> {
                    ps.setString(1, guild);
                    ps.setString(2, time(at));
                });
    }

    @Override
    public void clearDeparted(String guild) {
        guild(guild);
        execute("DELETE FROM departed_guilds WHERE guild = ?", ps -> ps.setString(1, guild));
    }

    @Override
    public List<String> departedBefore(Instant cutoff) {
        return query(
                "SELECT guild FROM departed_guilds WHERE purged_at IS NULL AND left_at <= ? ORDER BY left_at",
                ps -> ps.setString(1, time(cutoff)),
                rs -> rs.getString(1));
    }

    @Override
    public Map<String, Story> storiesIn(String guild) {
        guild(guild);
        Map<String, Story> out = new java.util.LinkedHashMap<>();
        for (Map.Entry<String, Story> e :
                query(
                        "SELECT channel, story_key, name FROM stories WHERE guild = ? ORDER BY channel",
                        ps -> ps.setString(1, guild),
                        rs ->
                                Map.entry(
                                        rs.getString(1),
                                        new Story(rs.getString(2), rs.getString(3))))) {
            out.put(e.getKey(), e.getValue());
        }
        return out;
    }

    private static final String SCENE_COLUMNS =
            "id, guild, place, story_key, name, started_by, started_at, ended_at";

    private static Scene scene(ResultSet rs) throws SQLException {
        return new Scene(
                rs.getString(1),
                rs.getString(2),
                rs.getString(3),
                rs.getString(4),
                rs.getString(5),
                rs.getString(6),
                instant(rs.getString(7)),
                instant(rs.getString(8)));
    }

    @Override
    public List<Scene> scenesIn(String guild) {
        guild(guild);
        return query(
                "SELECT " + SCENE_COLUMNS + " FROM scenes WHERE guild = ? ORDER BY started_at, id",
                ps -> ps.setString(1, guild),
                JdbcRepository::scene);
    }

    @Override
    public Optional<Scene> scene(String id) {
        return byId(
                () ->
                        first(
                                query(
                                        "SELECT " + SCENE_COLUMNS + " FROM scenes WHERE id = ?",
                                        ps -> ps.setString(1, id),
                                        JdbcRepository::scene)),
                Scene::guild);
    }

    @Override
    public List<String> guildsKept() {
        return query(
                "SELECT guild FROM characters UNION SELECT guild FROM memories WHERE kind = 'preference' "
                        + "UNION SELECT guild FROM stories UNION SELECT guild FROM guild_settings",
                ps -> {},
                rs -> rs.getString(1));
    }

    @Override
    public void purgeGuild(String guild, Instant at) {
        guild(guild);
        liveChanges.keySet().removeIf(k -> k.get(0).equals(guild));
        for (String table :
                new String[] {
                    "memories",
                    "fact_stems",
                    "fact_search",
                    "characters",
                    "stories",
                    "scenes",
                    "actions",
                    "questions",
                    "guild_settings",
                    "live_notes",
                    "model_settings",
                    "model_records",
                    "canon_settings",
                    "canon_optouts",
                    "canon_contradictions"
                }) {
            execute("DELETE FROM " + table + " WHERE guild = ?", ps -> ps.setString(1, guild));
        }
        execute(
                "UPDATE departed_guilds SET purged_at = ? WHERE guild = ?",
                ps -> {
                    ps.setString(1, time(at));
                    ps.setString(2, guild);
                });
    }

    private static String json(Map<String, String> data) {
        try {
            return JSON.writeValueAsString(data);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Map<String, String> map(String json) {
        try {
            return JSON.readValue(json, new TypeReference<Map<String, String>>() {});
        } catch (JsonProcessingException e) {
            throw new StoreException("unreadable stored data: " + e.getMessage(), e);
        }
    }

    // server settings

    @Override
    public String oocMarkers(String guild) {
        guild(guild);
        List<String> r =
                query(
                        "SELECT ooc_markers FROM guild_settings WHERE guild = ?",
                        ps -> ps.setString(1, guild),
                        rs -> rs.getString(1));
        return r.isEmpty() ? "" : r.get(0);
    }

    @Override
    public void setOocMarkers(String guild, String markers, String by, Instant at) {
        guild(guild);
        execute(
                "INSERT INTO guild_settings (guild, ooc_markers, set_by, set_at) VALUES (?, ?, ?, ?) "
                        + "ON CONFLICT (guild) DO UPDATE SET ooc_markers = excluded.ooc_markers, set_by = excluded.set_by, "
                        + "set_at = excluded.set_at",
                ps -> {
                    ps.setString(1, guild);
                    ps.setString(2, markers);
                    ps.setString(3, by);
                    ps.setString(4, time(at));
                });
    }

    @Override
    public Optional<Setting<String>> oocMarkersSetting(String guild) {
        guild(guild);
        return first(
                query(
                        "SELECT ooc_markers, set_by, set_at FROM guild_settings WHERE guild = ?",
                        ps -> ps.setString(1, guild),
                        rs ->
                                new Setting<>(
                                        rs.getString(1),
                                        rs.getString(2),
                                        instant(rs.getString(3)))));
    }

    @Override
    public List<String> guildsWithSettings() {
        return query(
                "SELECT guild FROM guild_settings UNION SELECT guild FROM model_settings "
                        + "UNION SELECT guild FROM model_records UNION SELECT guild FROM canon_settings "
                        + "UNION SELECT guild FROM canon_optouts UNION SELECT guild FROM canon_contradictions",
                ps -> {},
                rs -> rs.getString(1));
    }

    @Override
    public Optional<Setting<Boolean>> modelSetting(String guild) {
        guild(guild);
        return first(
                query(
                        "SELECT enabled, set_by, set_at FROM model_settings WHERE guild = ?",
                        ps -> ps.setString(1, guild),
                        rs ->
                                new Setting<>(
                                        rs.getInt(1) != 0,
                                        rs.getString(2),
                                        instant(rs.getString(3)))));
    }

    @Override
    public boolean modelEnabled(String guild) {
        guild(guild);
        List<Integer> r =
                query(
                        "SELECT enabled FROM model_settings WHERE guild = ?",
                        ps -> ps.setString(1, guild),
                        rs -> rs.getInt(1));
        return !r.isEmpty() && r.get(0) != 0;
    }

    @Override
    public void setModelEnabled(String guild, boolean on, String by, Instant at) {
        guild(guild);
        execute(
                "INSERT INTO model_settings (guild, enabled, set_by, set_at) VALUES (?, ?, ?, ?) "
                        + "ON CONFLICT (guild) DO UPDATE SET enabled = excluded.enabled, set_by = excluded.set_by, "
                        + "set_at = excluded.set_at",
                ps -> {
                    ps.setString(1, guild);
                    ps.setInt(2, on ? 1 : 0);
                    ps.setString(3, by);
                    ps.setString(4, time(at));
                });
    }

    @Override
    public void saveModelRecord(continuity.memory.ModelHook.Record r) {
        guild(r.guild());
        execute(
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

    @Override
    public List<continuity.memory.ModelHook.Record> modelRecords(String guild) {
        guild(guild);
        return query(
                "SELECT id, guild, channel, message_id, author, at, model, outcome, raw, latency_ms, tokens, decision "
                        + "FROM model_records WHERE guild = ? ORDER BY at, "
                        + ROWID,
                ps -> ps.setString(1, guild),
                rs ->
                        new continuity.memory.ModelHook.Record(
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

    // the canon check (issue 24)

    @Override
    public String canonCheck(String guild, String channel) {
        guild(guild);
        List<String> r =
                query(
                        "SELECT state FROM canon_settings WHERE guild = ? AND channel = ?",
                        ps -> {
                            ps.setString(1, guild);
                            ps.setString(2, channel == null ? "" : channel);
                        },
                        rs -> rs.getString(1));
        return r.isEmpty() ? null : r.get(0);
    }

    @Override
    public void setCanonCheck(String guild, String channel, String state, String by, Instant at) {
        guild(guild);
        execute(
                "INSERT INTO canon_settings (guild, channel, state, set_by, set_at) VALUES (?, ?, ?, ?, ?) "
                        + "ON CONFLICT (guild, channel) DO UPDATE SET state = excluded.state, "
                        + "set_by = excluded.set_by, set_at = excluded.set_at",
                ps -> {
                    ps.setString(1, guild);
                    ps.setString(2, channel == null ? "" : channel);
                    ps.setString(3, state);
                    ps.setString(4, by);
                    ps.setString(5, time(at));
                });
    }

    @Override
    public boolean canonOptedOut(String guild, String user) {
        guild(guild);
        return !query(
                        "SELECT 1 FROM canon_optouts WHERE guild = ? AND user_id = ?",
                        ps -> {
                            ps.setString(1, guild);
                            ps.setString(2, user);
                        },
                        rs -> rs.getInt(1))
                .isEmpty();
    }

    @Override
    public void setCanonOptOut(String guild, String user, boolean out, Instant at) {
        guild(guild);
        if (out)
            execute(
                    "INSERT INTO canon_optouts (guild, user_id, set_at) VALUES (?, ?, ?) "
                            + "ON CONFLICT (guild, user_id) DO UPDATE SET set_at = excluded.set_at",
                    ps -> {
                        ps.setString(1, guild);
                        ps.setString(2, user);
                        ps.setString(3, time(at));
                    });
        else
            execute(
                    "DELETE FROM canon_optouts WHERE guild = ? AND user_id = ?",
                    ps -> {
                        ps.setString(1, guild);
                        ps.setString(2, user);
                    });
    }

    @Override
    public List<Repository.CanonSetting> canonSettings(String guild) {
        guild(guild);
        return query(
                "SELECT channel, state, set_by, set_at FROM canon_settings WHERE guild = ? ORDER BY channel",
                ps -> ps.setString(1, guild),
                rs ->
                        new Repository.CanonSetting(
                                rs.getString(1),
                                rs.getString(2),
                                rs.getString(3),
                                instant(rs.getString(4))));
    }

    @Override
    public Map<String, Instant> canonOptOuts(String guild) {
        guild(guild);
        Map<String, Instant> out = new java.util.TreeMap<>();
        for (String[] row :
                query(
                        "SELECT user_id, set_at FROM canon_optouts WHERE guild = ?",
                        ps -> ps.setString(1, guild),
                        rs -> new String[] {rs.getString(1), rs.getString(2)}))
            out.put(row[0], instant(row[1]));
        return out;
    }

    private static final String CONTRADICTION_COLUMNS =
            "id, guild, place, character_key, character, attribute, value, value_key, note_id, "
                    + "channel, thread, message_id, author, at, status, resolved_by, resolved_at";

    @Override
    public boolean saveContradiction(continuity.memory.Contradiction x) {
        guild(x.guild());
        return executeCount(
                        "INSERT INTO canon_contradictions ("
                                + CONTRADICTION_COLUMNS
                                + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
                                + "ON CONFLICT (guild, place, character_key, attribute, value_key) DO NOTHING",
                        ps -> {
                            ps.setString(1, x.id());
                            ps.setString(2, x.guild());
                            ps.setString(3, x.place());
                            ps.setString(4, x.characterKey());
                            ps.setString(5, x.character());
                            ps.setString(6, x.attribute());
                            ps.setString(7, x.value());
                            ps.setString(8, x.valueKey());
                            ps.setString(9, x.noteId());
                            ps.setString(10, x.channel());
                            ps.setString(11, x.thread());
                            ps.setString(12, x.messageId());
                            ps.setString(13, x.author());
                            ps.setString(14, time(x.at()));
                            ps.setString(15, x.status());
                            ps.setString(16, x.resolvedBy());
                            ps.setString(17, time(x.resolvedAt()));
                        })
                > 0;
    }

    private static continuity.memory.Contradiction contradiction(ResultSet rs) throws SQLException {
        return new continuity.memory.Contradiction(
                rs.getString(1),
                rs.getString(2),
                rs.getString(3),
                rs.getString(4),
                rs.getString(5),
                rs.getString(6),
                rs.getString(7),
                rs.getString(8),
                rs.getString(9),
                rs.getString(10),
                rs.getString(11),
                rs.getString(12),
                rs.getString(13),
                instant(rs.getString(14)),
                rs.getString(15),
                rs.getString(16),
                instant(rs.getString(17)));
    }

    @Override
    public Optional<continuity.memory.Contradiction> contradiction(String id) {
        return byId(
                () ->
                        first(
                                query(
                                        "SELECT "
                                                + CONTRADICTION_COLUMNS
                                                + " FROM canon_contradictions WHERE id = ?",
                                        ps -> ps.setString(1, id),
                                        JdbcRepository::contradiction)),
                continuity.memory.Contradiction::guild);
    }

    @Override
    public void resolveContradiction(String id, String status, String by, Instant at) {
        lockGuildsOf("SELECT guild FROM canon_contradictions WHERE id = ?", id);
        execute(
                "UPDATE canon_contradictions SET status = ?, resolved_by = ?, resolved_at = ? WHERE id = ?",
                ps -> {
                    ps.setString(1, status);
                    ps.setString(2, by);
                    ps.setString(3, time(at));
                    ps.setString(4, id);
                });
    }

    @Override
    public List<continuity.memory.Contradiction> contradictions(String guild) {
        guild(guild);
        return query(
                "SELECT "
                        + CONTRADICTION_COLUMNS
                        + " FROM canon_contradictions WHERE guild = ? ORDER BY at, id",
                ps -> ps.setString(1, guild),
                JdbcRepository::contradiction);
    }

    /** A failed statement: the damaged-file case is its own exception (the core says it). */
    static RuntimeException failure(String what, SQLException e) {
        if (damaged(e)) return new DamagedStore(what + ": the database file is damaged", e);
        return new StoreException(what + ": " + e.getMessage(), e);
    }

    /** SQLite's word for a malformed file (or one that is not a database at all). */
    static boolean damaged(SQLException e) {
        String m = String.valueOf(e.getMessage());
        return m.contains("SQLITE_CORRUPT") || m.contains("SQLITE_NOTADB");
    }

    void close() {
        for (PreparedStatement ps : prepared.values()) {
            try {
                ps.close();
            } catch (SQLException ignored) {
                // closing anyway
            }
        }
        prepared.clear();
    }
}
