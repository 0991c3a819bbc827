package continuity.trust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Kills the bot with SIGKILL while it applies corrections, and restarts it, in a loop. The normal
 * test run does a bounded loop ({@code crash.kills}, default 10) on the compiled classes; {@code
 * mvn -B -Pcrash-loop verify} runs 200 kills against the packaged jar (see README, "Crash safety").
 */
@Tag("crash")
class CrashSafetyTest {
    @Test
    void everyConfirmedCorrectionSurvivesSigkill(@TempDir Path dir) throws Exception {
        int kills = Integer.getInteger("crash.kills", 10);
        long seed = Long.getLong("crash.seed", System.nanoTime() % 1_000_000);
        String jar = System.getProperty("crash.jar");
        List<String> launcher =
                jar == null || jar.isBlank()
                        ? CrashHarness.fromClasspath()
                        : CrashHarness.fromJar(Path.of(jar));
        CrashHarness.Report r =
                new CrashHarness(
                                launcher,
                                dir.resolve("crash.sqlite"),
                                seed,
                                Integer.getInteger("crash.maxDelayMs", 1200))
                        .run(kills);
        String summary =
                r.summary() + " (seed " + seed + (jar == null ? ", classes" : ", " + jar) + ")";
        System.out.println(summary);
        Figures.record("crash", summary);
        String problems =
                String.join("\n", r.problems().subList(0, Math.min(20, r.problems().size())));
        assertEquals(
                List.of(), r.problems().subList(0, Math.min(20, r.problems().size())), problems);
        assertEquals(kills, r.survived(), problems);
        assertEquals(0, r.notesLost(), problems);
        assertEquals(0, r.violations(), problems);
        assertEquals(0, r.internalErrors(), problems);
        assertTrue(
                r.confirmedEvents() > 0,
                "the bot confirmed nothing before being killed: " + summary);
    }

    /**
     * The same loop on PostgreSQL (bounded: {@code crash.pg.kills}, default 5): the bot is killed,
     * the server is not.
     */
    @Test
    void everyConfirmedCorrectionSurvivesSigkillOnPostgresql(@TempDir Path dir) throws Exception {
        String url = continuity.testing.Postgres.url();
        int kills = Integer.getInteger("crash.pg.kills", 5);
        long seed = Long.getLong("crash.seed", System.nanoTime() % 1_000_000);
        String jar = System.getProperty("crash.jar");
        List<String> launcher =
                jar == null || jar.isBlank()
                        ? CrashHarness.fromClasspath()
                        : CrashHarness.fromJar(Path.of(jar));
        CrashHarness.Report r =
                new CrashHarness(
                                launcher,
                                dir,
                                url,
                                seed,
                                Integer.getInteger("crash.maxDelayMs", 1200))
                        .run(kills);
        String summary =
                r.summary()
                        + " on PostgreSQL (seed "
                        + seed
                        + (jar == null ? ", classes" : ", " + jar)
                        + ")";
        System.out.println(summary);
        Figures.record("crash-postgresql", summary);
        String problems =
                String.join("\n", r.problems().subList(0, Math.min(20, r.problems().size())));
        assertEquals(
                List.of(), r.problems().subList(0, Math.min(20, r.problems().size())), problems);
        assertEquals(kills, r.survived(), problems);
        assertEquals(0, r.notesLost(), problems);
        assertEquals(0, r.violations(), problems);
        assertEquals(0, r.internalErrors(), problems);
        assertTrue(
                r.confirmedEvents() > 0,
                "the bot confirmed nothing before being killed: " + summary);
    }
}
