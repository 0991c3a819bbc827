package continuity.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.opentest4j.TestAbortedException;

/** A test that cannot run says so in one line, naming itself and the reason. */
class SkipTest {
    @Test
    void aSkipIsOneLineWithTheReason() {
        PrintStream err = System.err;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        System.setErr(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        try {
            assertThrows(
                    TestAbortedException.class,
                    () -> Skip.unless(false, "../shared/corpora is absent"));
            Skip.unless(true, "never printed");
        } finally {
            System.setErr(err);
        }
        assertEquals(
                "SKIPPED SkipTest.lambda$aSkipIsOneLineWithTheReason$0: ../shared/corpora is absent\n",
                bytes.toString(StandardCharsets.UTF_8));
    }
}
