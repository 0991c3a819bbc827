package continuity.testing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import continuity.memory.Limits;
import continuity.replay.Replay;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Runs a replay script in this JVM on a real SQLite file and returns the parsed output lines. */
public final class ReplayRun {
    private static final ObjectMapper JSON = new ObjectMapper();

    private ReplayRun() {}

    public static List<JsonNode> run(Path db, String script) {
        return run(db, script, Limits.DEFAULTS);
    }

    public static List<JsonNode> run(Path db, String script, Limits limits) {
        return run(db.toString(), script, limits);
    }

    /** {@code db}: a file path (SQLite) or a PostgreSQL JDBC URL. */
    public static List<JsonNode> run(String db, String script, Limits limits) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
                Replay replay = new Replay(db, limits, out)) {
            replay.play(new BufferedReader(new StringReader(script)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<JsonNode> lines = new ArrayList<>();
        for (String l : bytes.toString(StandardCharsets.UTF_8).split("\n")) {
            if (l.isBlank()) continue;
            try {
                lines.add(JSON.readTree(l));
            } catch (IOException e) {
                throw new AssertionError("replay printed a line that is not JSON: " + l, e);
            }
        }
        return lines;
    }
}
