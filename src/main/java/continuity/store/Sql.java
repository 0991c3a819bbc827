package continuity.store;

import continuity.memory.DamagedStore;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The statements of one connection, each prepared once and kept until {@link #close}: reads,
 * writes, batches and streamed reads, and whether this transaction wrote. The table classes get it
 * only from {@link ServerLocks}, once the servers concerned are locked.
 */
final class Sql {
    /** Sets a statement's parameters. */
    interface Binder {
        void bind(PreparedStatement ps) throws SQLException;
    }

    /** Reads one row (the result set is on it). */
    interface RowMapper<T> {
        T map(ResultSet rs) throws SQLException;
    }

    /** Sets a statement's parameters from one row of a batch. */
    interface RowBinder<T> {
        void bind(PreparedStatement ps, T row) throws SQLException;
    }

    private final Connection c;
    private final Map<String, PreparedStatement> prepared = new HashMap<>();
    private boolean wrote;

    Sql(Connection c) {
        this.c = c;
    }

    private PreparedStatement statement(String sql) throws SQLException {
        PreparedStatement ps = prepared.get(sql);
        if (ps == null) {
            ps = c.prepareStatement(sql);
            prepared.put(sql, ps);
        }
        return ps;
    }

    <T> List<T> query(String sql, Binder binder, RowMapper<T> mapper) {
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

    /** The first row found, if any. */
    <T> Optional<T> first(String sql, Binder binder, RowMapper<T> mapper) {
        List<T> found = query(sql, binder, mapper);
        return found.isEmpty() ? Optional.empty() : Optional.of(found.get(0));
    }

    /** The one number a {@code COUNT} or {@code SUM} returns. */
    int count(String sql, Binder binder) {
        return query(sql, binder, rs -> rs.getInt(1)).get(0);
    }

    /** Runs a write; returns how many rows it changed. */
    int write(String sql, Binder binder) {
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
     * A statement without parameters that controls the transaction ({@code BEGIN IMMEDIATE}, {@code
     * COMMIT}), prepared once like the others instead of compiled at every transaction.
     */
    void control(String statement) throws SQLException {
        statement(statement).execute();
    }

    /** One statement for each of {@code rows}, sent as one batch. */
    <T> void batch(String sql, Collection<T> rows, RowBinder<T> binder) {
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

    /** Rows a streamed read holds at a time (PostgreSQL). */
    static final int STREAMED = 500;

    /**
     * A cursor over the rows: PostgreSQL sends them in rounds of {@link #STREAMED} (inside the
     * transaction), SQLite steps through them; a statement of its own, so that {@code each} may run
     * the kept ones.
     */
    <T> void stream(String sql, Binder binder, RowMapper<T> mapper, Consumer<T> each) {
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setFetchSize(STREAMED);
            binder.bind(ps);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) each.accept(mapper.map(rs));
            }
        } catch (SQLException e) {
            throw failure("query failed", e);
        }
    }

    /** Whether this transaction wrote anything (so far). */
    boolean wrote() {
        return wrote;
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
