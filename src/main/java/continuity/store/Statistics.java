package continuity.store;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Savepoint;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * PostgreSQL's planner statistics for the tables that grow with the notes, made by the store after
 * bulk writes instead of waiting for autovacuum. Without statistics every equality is taken for
 * 0.5% of the rows, so {@code status = 'active' AND kind = 'fact'} for one note in 40,000: right
 * after 10,000 notes of one character were written in one transaction, the first correction's read
 * ({@link FactReads#current}) was planned as a nested loop reading every stem entry of hers once
 * per live fact of the table, and ran for minutes at full CPU under the server's lock; autovacuum's
 * ANALYZE came a minute later, too late for a statement already running (BENCHMARKS.md, "One busy
 * character").
 *
 * <p>A transaction that inserted {@link #BULK} notes or more, or that brings the notes this store
 * inserted since it last analyzed to as many as the table held then (an import or a migration of
 * many small servers), runs {@code ANALYZE} on the tables before it commits: ANALYZE samples the
 * transaction's own new rows and its statistics are transactional, so the rows and their statistics
 * become visible together. At open, the tables that hold rows and have no statistics at all (filled
 * by a migration, restored from a dump) are analyzed.
 */
final class Statistics {
    private static final Logger LOG = LoggerFactory.getLogger(Statistics.class);

    /** Notes one transaction inserts that make it analyze. */
    static final int BULK = 1_000;

    /** The tables a note's insert writes to, beside the live-note counts. */
    private static final List<String> TABLES = List.of("memories", "fact_stems", "fact_search");

    /** Notes inserted through this store since it last analyzed. */
    private final AtomicLong since = new AtomicLong();

    /** How many more make it analyze: the notes the table held then, at least {@link #BULK}. */
    private volatile long threshold = BULK;

    /**
     * At open, after the migrations: analyzes the tables that hold rows but have no statistics, and
     * learns the table's size.
     */
    void atOpen(Connection c) throws SQLException {
        List<String> missing = new ArrayList<>();
        try (Statement st = c.createStatement();
                ResultSet rs =
                        st.executeQuery(
                                "SELECT t.relname FROM pg_class t WHERE t.relkind = 'r'"
                                        + " AND t.relnamespace = current_schema()::regnamespace"
                                        + " AND t.relname IN ('"
                                        + String.join("', '", TABLES)
                                        + "') AND pg_relation_size(t.oid) > 0 AND NOT EXISTS"
                                        + " (SELECT 1 FROM pg_stats s WHERE s.schemaname = current_schema()"
                                        + " AND s.tablename = t.relname) ORDER BY t.relname")) {
            while (rs.next()) missing.add(rs.getString(1));
        }
        if (!missing.isEmpty()) {
            long t0 = System.nanoTime();
            try (Statement st = c.createStatement()) {
                st.execute("ANALYZE " + String.join(", ", missing));
            }
            LOG.info(
                    "analyzed {} (rows without planner statistics) in {} ms",
                    missing,
                    (System.nanoTime() - t0) / 1_000_000);
        }
        threshold = Math.max(BULK, notes(c));
        c.commit();
    }

    /**
     * Before a transaction that inserted {@code inserted} notes commits: analyzes the tables in it
     * when it is due. A failure is logged and leaves the transaction as it was (a savepoint).
     * Returns whether it analyzed.
     */
    boolean beforeCommit(Connection c, int inserted) {
        if (inserted == 0 || (inserted < BULK && since.get() + inserted < threshold)) return false;
        long t0 = System.nanoTime();
        try {
            Savepoint before = c.setSavepoint();
            try (Statement st = c.createStatement()) {
                st.execute("ANALYZE " + String.join(", ", TABLES));
                c.releaseSavepoint(before);
            } catch (SQLException e) {
                c.rollback(before);
                throw e;
            }
            threshold = Math.max(BULK, notes(c));
        } catch (SQLException e) {
            LOG.warn(
                    "could not analyze {} after {} notes written: {}",
                    TABLES,
                    inserted,
                    e.getMessage());
            return false;
        }
        LOG.debug(
                "analyzed {} after {} notes, in {} ms",
                TABLES,
                inserted,
                (System.nanoTime() - t0) / 1_000_000);
        return true;
    }

    /** After the commit of a transaction that inserted {@code inserted} notes. */
    void committed(int inserted, boolean analyzed) {
        if (analyzed) since.set(0);
        else if (inserted > 0) since.addAndGet(inserted);
    }

    /** The notes table's size as the last ANALYZE or VACUUM counted it (0 before either). */
    private static long notes(Connection c) throws SQLException {
        try (Statement st = c.createStatement();
                ResultSet rs =
                        st.executeQuery(
                                "SELECT reltuples FROM pg_class WHERE oid = 'memories'::regclass")) {
            return rs.next() ? Math.max(0, (long) rs.getDouble(1)) : 0;
        }
    }
}
