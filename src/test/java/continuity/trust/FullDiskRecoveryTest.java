package continuity.trust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import continuity.testing.Jvm;
import continuity.testing.Skip;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A really full disk during commits, then freed, in one running bot ({@code
 * continuity.stress.FullDiskWriter} on a 4 MiB tmpfs mounted in a private mount namespace). Every
 * reply is held against the database afterwards: a change confirmed is stored, a change refused is
 * absent, and once the space is freed the next events work without a restart. Needs root (mount);
 * elsewhere it prints its SKIPPED line.
 */
class FullDiskRecoveryTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir Path dir;

    @Test
    void afterAFailedCommitTheConnectionIsReopenedAndEveryReplyTellsTheTruth() throws Exception {
        Path small = Files.createDirectories(dir.resolve("small"));
        Skip.unless(
                canMountPrivately(small),
                "cannot mount a small tmpfs in a private mount namespace here (needs root and unshare): the full-disk recovery is not tested");
        Path out = Files.createDirectories(dir.resolve("out"));
        String script =
                String.join(
                        "\n",
                        "set -u",
                        "mount -t tmpfs -o size=4m tmpfs \"$SMALL\" || exit 90",
                        "$JAVA -cp \"$CP\" continuity.stress.FullDiskWriter --db \"$SMALL/bot.sqlite\""
                                + " --filler \"$SMALL/filler\" --log \"$OUT/events.jsonl\""
                                + " >\"$OUT/writer.out\" 2>\"$OUT/writer.err\"",
                        "echo $? >\"$OUT/writer.code\"",
                        "cp \"$SMALL\"/bot.sqlite* \"$OUT/\"");
        ProcessBuilder pb =
                new ProcessBuilder(
                                "unshare",
                                "--mount",
                                "--propagation",
                                "private",
                                "sh",
                                "-c",
                                script)
                        .redirectErrorStream(true)
                        .redirectOutput(dir.resolve("script.txt").toFile());
        pb.environment()
                .putAll(
                        Map.of(
                                "SMALL", small.toString(),
                                "OUT", out.toString(),
                                "JAVA", String.join(" ", Jvm.java()),
                                "CP", classPath()));
        Process p = pb.start();
        assertTrue(p.waitFor(300, TimeUnit.SECONDS), "the script finished");
        assertEquals(0, p.exitValue(), Files.readString(dir.resolve("script.txt")));
        assertEquals(
                "0",
                Files.readString(out.resolve("writer.code")).strip(),
                Files.readString(out.resolve("writer.err")));

        List<JsonNode> events = new ArrayList<>();
        for (String line : Files.readAllLines(out.resolve("events.jsonl")))
            events.add(JSON.readTree(line));
        long refusedWhileFull =
                events.stream()
                        .filter(e -> e.get("phase").asText().equals("full") && refused(e))
                        .count();
        assertTrue(
                refusedWhileFull > 0,
                "the disk really filled and commits failed: "
                        + Files.readString(out.resolve("writer.err")));

        String lastEyes = "brown";
        int checked = 0, undone = 0;
        List<String> kept = new ArrayList<>(), absent = new ArrayList<>();
        try (Connection db =
                DriverManager.getConnection("jdbc:sqlite:" + out.resolve("bot.sqlite"))) {
            for (JsonNode e : events) {
                String[] what = e.get("what").asText().split(" ");
                String phase = e.get("phase").asText();
                boolean refused = refused(e);
                String kinds = e.get("replies").toString();
                if (phase.equals("freed") || phase.equals("before") || phase.equals("setup"))
                    assertTrue(!refused, "with room on the disk, every event works: " + e);
                switch (what[0]) {
                    case "correct" -> {
                        if (!refused) {
                            assertEquals(
                                    "replaced",
                                    e.get("replies").get(0).get("kind").asText(),
                                    "the correction of what is current replaces it: " + e);
                            lastEyes = what[1];
                        }
                        assertEquals(
                                refused ? 0 : 1,
                                count(db, "SELECT COUNT(*) FROM memories WHERE value = ?", what[1]),
                                (refused ? "refused, yet stored: " : "confirmed, yet absent: ")
                                        + kinds);
                    }
                    case "remember" -> {
                        if (!refused) kept.add(what[1]);
                        else absent.add(what[1]);
                    }
                    case "undo" -> {
                        // an undone new note is forgotten: its words are erased
                        if (!refused) {
                            kept.remove(what[1]);
                            absent.add(what[1]);
                            undone++;
                        }
                    }
                    case "backup" -> {
                        assertEquals("failed", e.get("result").asText(), "no room for a copy");
                        assertEquals(
                                0, e.get("left").size(), "a failed backup leaves nothing: " + e);
                    }
                    default -> {}
                }
                checked++;
            }
            for (String token : kept)
                assertEquals(
                        1,
                        count(
                                db,
                                "SELECT COUNT(*) FROM memories WHERE status = 'active' AND text LIKE ?",
                                "%token " + token + " in %"),
                        "confirmed, yet absent: " + token);
            for (String token : absent)
                assertEquals(
                        0,
                        count(
                                db,
                                "SELECT COUNT(*) FROM memories WHERE text LIKE ?",
                                "%token " + token + " in %"),
                        "refused or undone, yet stored: " + token);
            assertEquals(
                    undone,
                    count(db, "SELECT COUNT(*) FROM memories WHERE status = ?", "forgotten"),
                    "every Undo confirmed, and only those, forgot its note");
            assertEquals(
                    List.of(lastEyes),
                    values(
                            db,
                            "SELECT value FROM memories WHERE attribute = 'eyes' AND status = 'active'"),
                    "one current eye colour, the last one confirmed");
        }
        Figures.record(
                "full disk",
                checked
                        + " replies checked against the database, "
                        + refusedWhileFull
                        + " refused while the disk was full, every event after it was freed confirmed");
    }

    private static boolean refused(JsonNode e) {
        for (JsonNode r : e.get("replies")) if (r.get("kind").asText().equals("error")) return true;
        return false;
    }

    private static long count(Connection db, String sql, String arg) throws Exception {
        try (PreparedStatement ps = db.prepareStatement(sql)) {
            ps.setString(1, arg);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }

    private static List<String> values(Connection db, String sql) throws Exception {
        List<String> out = new ArrayList<>();
        try (PreparedStatement ps = db.prepareStatement(sql);
                ResultSet rs = ps.executeQuery()) {
            while (rs.next()) out.add(rs.getString(1));
        }
        return out;
    }

    private static String classPath() {
        return System.getProperty(
                "surefire.test.class.path", System.getProperty("java.class.path"));
    }

    static boolean canMountPrivately(Path where) {
        if (!"root".equals(System.getProperty("user.name"))) return false;
        try {
            Process p =
                    new ProcessBuilder(
                                    "unshare",
                                    "--mount",
                                    "--propagation",
                                    "private",
                                    "mount",
                                    "-t",
                                    "tmpfs",
                                    "-o",
                                    "size=64k",
                                    "tmpfs",
                                    where.toString())
                            .redirectErrorStream(true)
                            .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                            .start();
            return p.waitFor(20, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException | InterruptedException e) {
            return false;
        }
    }
}
