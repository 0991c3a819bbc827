package continuity.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.testing.Postgres;
import continuity.understand.Detail;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * What only the PostgreSQL store does: health, change notifications between stores, and their loss
 * and return.
 */
class PostgresStoreTest {
    @Test
    void healthSaysWhetherTheDatabaseIsMigratedAndWritable() throws Exception {
        String url = Postgres.url();
        Health.Status fresh = PostgresHealth.check(PostgresTarget.of(url));
        assertFalse(fresh.healthy(), "nothing migrated yet: " + fresh.summary());
        assertTrue(fresh.summary().contains("no Continuity schema"), fresh.summary());
        PostgresStore.open(PostgresTarget.of(url)).close();
        Health.Status ok = PostgresHealth.check(PostgresTarget.of(url));
        assertTrue(ok.healthy(), ok.summary());
        assertTrue(ok.summary().contains("schema version 15"), ok.summary());
        try (Connection c = DriverManager.getConnection(url);
                Statement st = c.createStatement()) {
            st.execute(
                    "ALTER DATABASE " + c.getCatalog() + " SET default_transaction_read_only = on");
        }
        Health.Status readOnly = PostgresHealth.check(PostgresTarget.of(url));
        assertFalse(readOnly.healthy(), "a database that refuses writes is unhealthy");
        assertTrue(readOnly.summary().contains("does not accept a write"), readOnly.summary());
        Health.Status nowhere =
                PostgresHealth.check(
                        PostgresTarget.of("jdbc:postgresql://127.0.0.1:1/none?user=x"));
        assertFalse(nowhere.healthy());
    }

    @Test
    void aStoreHearsTheOtherStoresChangesAndIsToldToForgetAllAfterItsConnectionCameBack()
            throws Exception {
        String url = Postgres.url();
        try (PostgresStore a = PostgresStore.open(PostgresTarget.of(url));
                PostgresStore b = PostgresStore.open(PostgresTarget.of(url))) {
            List<String> heardByB = new CopyOnWriteArrayList<>();
            List<String> heardByA = new CopyOnWriteArrayList<>();
            b.onChangesElsewhere(g -> heardByB.add(String.valueOf(g)));
            a.onChangesElsewhere(g -> heardByA.add(String.valueOf(g)));
            assertTrue(b.listening(10_000) && a.listening(10_000));
            a.inTransaction(
                    r -> {
                        r.setOocMarkers(
                                "g7",
                                "<< >>",
                                "u1",
                                java.time.Instant.parse("2026-01-01T00:00:00Z"));
                        return null;
                    });
            a.inTransaction(r -> r.oocMarkers("g8")); // reads only: nothing announced
            awaitSize(heardByB, 1);
            Thread.sleep(300);
            assertEquals(List.of("g7"), heardByB, "B hears A's write, once, for that server only");
            assertEquals(List.of(), heardByA, "A does not hear itself");

            try (continuity.testing.CapturedLog log =
                    continuity.testing.CapturedLog.of(ChangeListener.class.getName())) {
                b.breakListener();
                awaitSize(heardByB, 2);
                assertEquals(
                        1,
                        log.messages(ch.qos.logback.classic.Level.WARN).size(),
                        "the loss is logged once");
            }
            assertEquals(
                    "null",
                    heardByB.get(1),
                    "after its listening connection came back, B is told everything may have changed");
            assertTrue(b.listening(10_000));
            a.inTransaction(
                    r -> {
                        r.setOocMarkers(
                                "g9",
                                "!ooc",
                                "u1",
                                java.time.Instant.parse("2026-01-01T00:00:00Z"));
                        return null;
                    });
            awaitSize(heardByB, 3);
            assertEquals("g9", heardByB.get(2), "and it hears again");
        }
    }

    @Test
    void aTransactionThatMeetsAConflictTwiceIsRetriedOnceThenReportedWithNothingWritten() {
        try (PostgresStore store = PostgresStore.open(PostgresTarget.of(Postgres.url()))) {
            java.time.Instant at = java.time.Instant.parse("2026-12-01T20:00:00Z");
            continuity.memory.Note note =
                    continuity.memory.Note.newFact(
                            "g1",
                            "Mira",
                            "mira",
                            Detail.of("eyes"),
                            "green",
                            "Mira has green eyes",
                            new continuity.memory.Note.Where(
                                    continuity.memory.Scope.PROFILE, null, null),
                            continuity.memory.Status.ACTIVE,
                            new continuity.memory.Note.Source("u1", "c1", "m1", at),
                            continuity.chat.Lang.EN);
            java.util.concurrent.atomic.AtomicInteger attempts =
                    new java.util.concurrent.atomic.AtomicInteger();
            continuity.memory.ConcurrentChange reported =
                    org.junit.jupiter.api.Assertions.assertThrows(
                            continuity.memory.ConcurrentChange.class,
                            () ->
                                    store.inTransaction(
                                            repo -> {
                                                attempts.incrementAndGet();
                                                repo.insert(note);
                                                repo.insert(note); // a real unique violation
                                                return null;
                                            }));
            assertEquals(2, attempts.get(), "run again once, not more");
            assertTrue(reported.getMessage().contains("23505"), reported.getMessage());
            assertEquals(
                    List.of(),
                    store.inTransaction(repo -> repo.notesIn("g1")),
                    "nothing of either attempt is written");
            // a failure that another transaction did not cause is not run again
            attempts.set(0);
            org.junit.jupiter.api.Assertions.assertThrows(
                    IllegalStateException.class,
                    () ->
                            store.inTransaction(
                                    repo -> {
                                        attempts.incrementAndGet();
                                        repo.insert(note);
                                        throw new IllegalStateException("a bug");
                                    }));
            assertEquals(1, attempts.get());
            assertEquals(List.of(), store.inTransaction(repo -> repo.notesIn("g1")));
        }
    }

    private static void awaitSize(List<?> list, int n) throws InterruptedException {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (list.size() < n && System.nanoTime() < until) Thread.sleep(20);
        assertTrue(list.size() >= n, "expected " + n + " notifications, got " + list);
    }
}
