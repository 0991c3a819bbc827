package continuity.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.memory.Character;
import continuity.memory.FactStems;
import continuity.memory.Note;
import continuity.memory.Repository;
import continuity.testing.CapturedLog;
import continuity.testing.MiraNotes;
import continuity.testing.Postgres;
import continuity.testing.Skip;
import continuity.understand.Detail;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * PostgreSQL plans each statement from the statistics ANALYZE leaves; a table never analyzed has
 * none, and then every equality is taken for 0.5% of the rows: {@code status = 'active' AND kind =
 * 'fact'} for one note in 40,000. Right after one character's 10,000 notes were written in one
 * transaction, a correction's read of her facts ({@link FactReads#current}) was planned so, as a
 * nested loop that read every stem entry of hers once per live fact of the table: 10,000 x 80,000
 * index entries, minutes at full CPU (BusyCharacterBench; 2,000 notes: 7 to 25 s a correction).
 * What the read costs is counted by the server itself, in the reading transaction ({@code
 * pg_stat_get_xact_tuples_returned} over the two tables and their indexes). Autovacuum is off for
 * the tables here, so the only statistics are those the store makes.
 */
class PlannerStatisticsTest {
    private static final int NOTES = 1_500;
    private static final Instant AT = Instant.parse("2026-06-01T00:00:00Z");
    private static final String[] TABLES = {"memories", "fact_stems", "fact_search"};

    @Test
    void aTransactionThatWritesAThousandNotesOrMoreLeavesTheirStatisticsWithThem()
            throws Exception {
        String url = Postgres.url();
        try (PostgresStore store = PostgresStore.open(PostgresTarget.of(url))) {
            noAutovacuum(url);
            store.inTransaction(
                    repo -> {
                        seed(repo);
                        return null;
                    });
            try (Connection c = DriverManager.getConnection(url)) {
                Read read = correctionRead(c);
                assertEquals(List.of("eyes"), read.attributes, "the facts a correction decides on");
                assertTrue(
                        read.entries <= 100,
                        "a correction of a character of "
                                + NOTES
                                + " notes just written reads the rows it needs, not all of hers: "
                                + read.entries
                                + " index entries and rows read");
                for (String table : TABLES)
                    assertTrue(analyzed(c, table), table + " has statistics after the commit");
            }
        }
    }

    /**
     * And a store opened on such tables (restored from a dump, filled by a migration) analyzes
     * them.
     */
    @Test
    void withoutStatisticsACorrectionStillReadsEachOfTheCharactersRowsAtMostOnce()
            throws Exception {
        String url = Postgres.url();
        PostgresStore.open(PostgresTarget.of(url)).close();
        noAutovacuum(url);
        // written beside the store (as by hand or a restore): no ANALYZE after them
        try (Connection c = DriverManager.getConnection(url)) {
            c.setAutoCommit(false);
            JdbcRepository repo = new JdbcRepository(c, Dialect.POSTGRESQL, GuildLock.NONE);
            seed(repo);
            repo.writeLiveCounts();
            repo.close();
            c.commit();
        }
        try (Connection c = DriverManager.getConnection(url)) {
            assertTrue(!analyzed(c, "memories") && !analyzed(c, "fact_stems"), "no statistics");
            long rows = count(c, "memories") + count(c, "fact_stems");
            Read read = correctionRead(c);
            assertEquals(List.of("eyes"), read.attributes);
            // the plan the missing statistics gave before read rows x stems (18 million here)
            assertTrue(
                    read.entries <= 2 * rows,
                    "at most linear in the character's "
                            + rows
                            + " rows: "
                            + read.entries
                            + " index entries and rows read");
        }
        try (CapturedLog log = CapturedLog.of(Statistics.class.getName())) {
            PostgresStore.open(PostgresTarget.of(url)).close();
            assertEquals(
                    List.of("analyzed"),
                    log.events().stream().map(e -> e.getFormattedMessage().split(" ")[0]).toList(),
                    "one line says so");
        }
        try (Connection c = DriverManager.getConnection(url)) {
            for (String table : TABLES)
                assertTrue(analyzed(c, table), table + " analyzed when the store opened");
        }
    }

    /**
     * A database restored with the real {@code pg_dump} and {@code pg_restore} (which copy the rows
     * and make no statistics) is analyzed when the store opens on it: {@code pg_stats} filled,
     * {@code pg_stat_user_tables.last_analyze} set, the notes counted in {@code
     * pg_class.reltuples}, and a correction's read bounded from the first one. Autovacuum is turned
     * off on the restored tables between the schema and the rows, so the only statistics are the
     * store's.
     */
    @Test
    void aDatabaseRestoredWithPgRestoreIsAnalyzedWhenTheStoreOpens() throws Exception {
        Skip.unless(
                tool("pg_dump") && tool("pg_restore"),
                "no pg_dump and pg_restore on the PATH here");
        String from = Postgres.url();
        try (PostgresStore store = PostgresStore.open(PostgresTarget.of(from))) {
            store.inTransaction(
                    repo -> {
                        seed(repo);
                        return null;
                    });
        }
        java.nio.file.Path dump = java.nio.file.Files.createTempFile("continuity-", ".dump");
        try {
            exec("pg_dump", "--format=custom", "--file=" + dump, "--dbname=" + libpq(from));
            String to = Postgres.url();
            exec("pg_restore", "--section=pre-data", "--dbname=" + libpq(to), dump.toString());
            noAutovacuum(to);
            exec(
                    "pg_restore",
                    "--section=data",
                    "--section=post-data",
                    "--dbname=" + libpq(to),
                    dump.toString());
            try (Connection c = DriverManager.getConnection(to)) {
                assertEquals(NOTES, count(c, "memories"), "every note restored");
                for (String table : TABLES)
                    // (building the indexes counted the rows: reltuples is set, pg_stats empty)
                    assertTrue(
                            !analyzed(c, table) && !lastAnalyzed(c, table),
                            table + " restored without statistics");
            }
            PostgresStore.open(PostgresTarget.of(to)).close();
            try (Connection c = DriverManager.getConnection(to)) {
                for (String table : TABLES) {
                    assertTrue(analyzed(c, table), table + " analyzed when the store opened");
                    assertTrue(
                            eventuallyLastAnalyzed(c, table),
                            table + ": pg_stat_user_tables says so");
                }
                assertEquals(
                        NOTES, reltuples(c, "memories"), "the planner counts the restored notes");
                Read read = correctionRead(c);
                assertEquals(List.of("eyes"), read.attributes);
                assertTrue(read.entries <= 100, "reads what it needs: " + read.entries);
            }
        } finally {
            java.nio.file.Files.deleteIfExists(dump);
        }
    }

    private static boolean tool(String name) {
        try {
            Process p =
                    new ProcessBuilder(name, "--version")
                            .redirectErrorStream(true)
                            .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                            .start();
            return p.waitFor() == 0;
        } catch (java.io.IOException | InterruptedException e) {
            return false;
        }
    }

    private static void exec(String... command) throws Exception {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, p.waitFor(), String.join(" ", command) + ": " + out);
    }

    /** The libpq form of a test database's JDBC URL. */
    private static String libpq(String jdbcUrl) {
        return jdbcUrl.substring("jdbc:".length());
    }

    private static long reltuples(Connection c, String table) throws SQLException {
        try (Statement st = c.createStatement();
                ResultSet rs =
                        st.executeQuery(
                                "SELECT reltuples FROM pg_class WHERE oid = '"
                                        + table
                                        + "'::regclass")) {
            rs.next();
            return (long) rs.getDouble(1);
        }
    }

    /**
     * The statistics collector reports within half a second (PostgreSQL 14): waits 10 s at most.
     */
    private static boolean eventuallyLastAnalyzed(Connection c, String table) throws Exception {
        for (int i = 0; i < 100; i++) {
            if (lastAnalyzed(c, table)) return true;
            Thread.sleep(100);
            try (Statement st = c.createStatement()) {
                st.execute("SELECT pg_stat_clear_snapshot()");
            }
        }
        return false;
    }

    private static boolean lastAnalyzed(Connection c, String table) throws SQLException {
        try (Statement st = c.createStatement();
                ResultSet rs =
                        st.executeQuery(
                                "SELECT last_analyze IS NOT NULL FROM pg_stat_user_tables"
                                        + " WHERE relname = '"
                                        + table
                                        + "'")) {
            return rs.next() && rs.getBoolean(1);
        }
    }

    /** Mira with her eyes (blue) and {@code NOTES - 1} free notes, as BusyCharacterBench seeds. */
    private static void seed(Repository repo) {
        repo.saveCharacter(new Character("g1", "mira", "Mira", "u1", AT));
        repo.insert(MiraNotes.profileFact("eyes", "blue", "Mira has blue eyes", AT));
        for (int i = 1; i < NOTES; i++) {
            String text = String.format("Mira keeps the token t%06dx", i);
            repo.insert(MiraNotes.profileFact(Detail.FREE.key(), text, text, AT.plusSeconds(i)));
        }
    }

    private record Read(List<String> attributes, long entries) {}

    /**
     * What "Mira's eyes are green, not blue" reads to decide, in its own transaction, and how many
     * index entries and table rows the server read for it.
     */
    private static Read correctionRead(Connection c) throws SQLException {
        c.setAutoCommit(false);
        try {
            JdbcRepository repo = new JdbcRepository(c, Dialect.POSTGRESQL, GuildLock.NONE);
            long before = entriesRead(c);
            List<Note> read =
                    repo.currentFacts(
                            "g1", "mira", Set.of(Detail.of("eyes")), FactStems.named("blue"));
            long entries = entriesRead(c) - before;
            repo.close();
            return new Read(read.stream().map(Note::attributeWire).toList(), entries);
        } finally {
            c.rollback();
            c.setAutoCommit(true);
        }
    }

    /** Index entries and sequentially scanned rows of both tables, read by this transaction. */
    private static long entriesRead(Connection c) throws SQLException {
        try (Statement st = c.createStatement();
                ResultSet rs =
                        st.executeQuery(
                                "SELECT sum(pg_stat_get_xact_tuples_returned(oid)) FROM pg_class"
                                        + " WHERE oid IN ('memories'::regclass, 'fact_stems'::regclass)"
                                        + " OR oid IN (SELECT indexrelid FROM pg_index"
                                        + " WHERE indrelid IN ('memories'::regclass, 'fact_stems'::regclass))")) {
            rs.next();
            return rs.getLong(1);
        }
    }

    private static boolean analyzed(Connection c, String table) throws SQLException {
        try (Statement st = c.createStatement();
                ResultSet rs =
                        st.executeQuery(
                                "SELECT count(*) FROM pg_stats WHERE schemaname = current_schema()"
                                        + " AND tablename = '"
                                        + table
                                        + "'")) {
            rs.next();
            return rs.getInt(1) > 0;
        }
    }

    private static long count(Connection c, String table) throws SQLException {
        try (Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("SELECT count(*) FROM " + table)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    private static void noAutovacuum(String url) throws SQLException {
        try (Connection c = DriverManager.getConnection(url);
                Statement st = c.createStatement()) {
            for (String table : TABLES)
                st.execute("ALTER TABLE " + table + " SET (autovacuum_enabled = false)");
        }
    }
}
