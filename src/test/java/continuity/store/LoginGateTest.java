package continuity.store;

import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.testing.Postgres;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * Two processes' logins in one bucket are at least 5 s apart; a third process's login in another
 * bucket does not wait.
 */
class LoginGateTest {
    @Test
    void loginsOfOneBucketAreSpacedAcrossProcessesAndOtherBucketsAreNot() throws Exception {
        PostgresTarget db = PostgresTarget.of(Postgres.url());
        try (LoginGate a = LoginGate.open(db);
                LoginGate b = LoginGate.open(db);
                LoginGate c = LoginGate.open(db)) {
            long t0 = System.nanoTime();
            AutoCloseable first = a.enter(0);
            AtomicLong secondEntered = new AtomicLong();
            Thread other =
                    new Thread(
                            () -> {
                                try (AutoCloseable second = b.enter(0)) {
                                    secondEntered.set(System.nanoTime());
                                } catch (Exception e) {
                                    throw new IllegalStateException(e);
                                }
                            });
            other.start();
            long otherBucket;
            try (AutoCloseable meanwhile = c.enterNow(1)) {
                otherBucket = System.nanoTime();
            }
            first.close(); // holds bucket 0 until 5 s after it was entered
            other.join(20_000);
            double apart = (secondEntered.get() - t0) / 1e9;
            assertTrue(
                    apart >= 4.9,
                    "the second login of bucket 0 came " + apart + " s after the first");
            assertTrue((otherBucket - t0) / 1e9 < 2, "bucket 1 did not wait for bucket 0");
        }
    }
}
