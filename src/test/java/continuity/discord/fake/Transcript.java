package continuity.discord.fake;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Every REST request the bot made to the fake, in order, and the JSON-lines file the whole test run
 * accumulates ({@code target/fake-discord/requests.jsonl}, emptied once per JVM, appended by each
 * fixture on close): only what the bot sent. The fake's self-tests write to {@code
 * self-test-requests.jsonl} beside it.
 */
final class Transcript {
    static final Path FILE = Path.of("target", "fake-discord", "requests.jsonl");

    /** The fake's own self-tests, which send invalid requests on purpose, record here instead. */
    static final Path SELF_TEST_FILE =
            Path.of("target", "fake-discord", "self-test-requests.jsonl");

    private final List<RecordedRequest> entries = new ArrayList<>();

    synchronized void add(RecordedRequest e) {
        entries.add(e);
    }

    synchronized List<RecordedRequest> entries() {
        return List.copyOf(entries);
    }

    /** The last {@code n} requests, one a line, for failure messages. */
    synchronized String tail(int n) {
        StringBuilder sb = new StringBuilder();
        int from = Math.max(0, entries.size() - n);
        if (from > 0) {
            sb.append("  ... ").append(from).append(" earlier requests\n");
        }
        for (int i = from; i < entries.size(); i++) {
            sb.append("  ").append(entries.get(i)).append('\n');
        }
        return sb.toString();
    }

    /**
     * Appends this fixture's requests to the run's file (emptied once per test run, whichever fork
     * writes first).
     */
    synchronized void appendTo(Path file) {
        StringBuilder sb = new StringBuilder();
        for (RecordedRequest e : entries) {
            sb.append(Json.write(e.toJson())).append('\n');
        }
        try {
            continuity.testing.RunFile.append(file, sb.toString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
