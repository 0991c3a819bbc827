package continuity.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.time.Instant;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The fast reading of stored times gives exactly what {@code Instant.parse} gives. */
class TimestampsTest {
    @Test
    void readsEveryStoredFormLikeInstantParse() {
        Random r = new Random(3);
        for (int i = 0; i < 200_000; i++) {
            long second = (long) (r.nextDouble() * 253_402_300_799L); // 1970 to the end of 9999
            int nanos =
                    switch (i % 4) {
                        case 0 -> 0;
                        case 1 -> r.nextInt(1000) * 1_000_000;
                        case 2 -> r.nextInt(1_000_000) * 1000;
                        default -> r.nextInt(1_000_000_000);
                    };
            String s = Instant.ofEpochSecond(second, nanos).toString();
            assertNotNull(Timestamps.canonical(s), "the canonical form is read directly: " + s);
            assertEquals(Instant.parse(s), Timestamps.parse(s), s);
        }
    }

    @Test
    void otherShapesAndBadOnesBehaveExactlyLikeInstantParse() {
        for (String s :
                new String[] {
                    "2026-01-01T10:00:00.5Z",
                    "2026-01-01T10:00:00.123456789Z",
                    "+10000-01-01T00:00:00Z",
                    "-0001-01-01T00:00:00Z",
                    "2024-02-29T23:59:59Z",
                    "2026-01-01T10:00:00.Z",
                    "2026-02-30T00:00:00Z",
                    "2026-13-01T00:00:00Z",
                    "2026-01-01T25:00:00Z",
                    "2026-01-01T23:59:60Z",
                    "2026-01-01 10:00:00Z",
                    "2026-01-01T10:00:00.1234567890Z",
                    "2026-01-01T10:00:00+01:00",
                    "nonsense",
                    ""
                }) {
            assertEquals(outcome(() -> Instant.parse(s)), outcome(() -> Timestamps.parse(s)), s);
        }
    }

    private static String outcome(java.util.function.Supplier<Instant> parse) {
        try {
            return "value " + parse.get();
        } catch (RuntimeException e) {
            return "throws " + e.getClass().getName();
        }
    }
}
