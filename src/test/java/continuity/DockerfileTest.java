package continuity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * No Docker engine runs where the tests run, so the image cannot be built here: this checks what
 * the Dockerfile promises (multi-stage, JRE 17, non-root, /data volume, token from the environment,
 * a health check the jar answers) and that everything it copies exists.
 */
class DockerfileTest {
    private record Instruction(String keyword, String args) {}

    private static List<Instruction> instructions() throws Exception {
        List<Instruction> out = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        for (String raw : Files.readAllLines(Path.of("Dockerfile"))) {
            String line = raw.strip();
            if (current.isEmpty() && (line.isEmpty() || line.startsWith("#"))) continue;
            if (line.endsWith("\\")) {
                current.append(line, 0, line.length() - 1).append(' ');
                continue;
            }
            current.append(line);
            String full = current.toString().strip();
            current.setLength(0);
            int space = full.indexOf(' ');
            out.add(
                    new Instruction(
                            full.substring(0, space).toUpperCase(Locale.ROOT),
                            full.substring(space + 1).strip()));
        }
        return out;
    }

    private static List<Instruction> lastStage(List<Instruction> all) {
        int from = 0;
        for (int i = 0; i < all.size(); i++) if (all.get(i).keyword().equals("FROM")) from = i;
        return all.subList(from, all.size());
    }

    @Test
    void buildsWithMavenAndRunsOnAJava17RuntimeAsNonRoot() throws Exception {
        List<Instruction> all = instructions();
        List<Instruction> froms = all.stream().filter(i -> i.keyword().equals("FROM")).toList();
        assertEquals(2, froms.size(), "two stages: build and runtime");
        assertTrue(froms.get(0).args().matches("maven:[^ ]*17[^ ]* AS build"), froms.get(0).args());
        assertTrue(
                froms.get(1).args().matches("eclipse-temurin:17-jre[^ ]*"),
                "a JRE 17 runtime: " + froms.get(1).args());
        for (Instruction f : froms)
            assertFalse(f.args().contains(":latest"), "images are pinned to a tag: " + f);

        List<Instruction> runtime = lastStage(all);
        Instruction user =
                runtime.stream()
                        .filter(i -> i.keyword().equals("USER"))
                        .reduce((a, b) -> b)
                        .orElseThrow();
        assertFalse(
                user.args().startsWith("root") || user.args().startsWith("0"),
                "runs as non-root: " + user);
        assertTrue(
                runtime.stream()
                        .anyMatch(
                                i ->
                                        i.keyword().equals("COPY")
                                                && i.args()
                                                        .equals(
                                                                "--from=build /src/target/continuity.jar /app/continuity.jar")));
        assertTrue(
                Files.readString(Path.of("pom.xml")).contains("<finalName>continuity</finalName>"),
                "the build stage copies target/continuity.jar, which the pom names");
    }

    @Test
    void keepsTheDatabaseOnAVolumeAndTheTokenOutOfTheImage() throws Exception {
        List<Instruction> runtime = lastStage(instructions());
        assertTrue(
                runtime.stream()
                        .anyMatch(
                                i ->
                                        i.keyword().equals("VOLUME")
                                                && i.args().contains("\"/data\"")));
        assertTrue(
                runtime.stream()
                        .anyMatch(
                                i ->
                                        i.keyword().equals("ENV")
                                                && i.args().contains("CONTINUITY_DB=/data/")),
                "the database path points into the volume");
        for (Instruction i : instructions()) {
            if (i.keyword().equals("ENV") || i.keyword().equals("ARG")) {
                assertFalse(
                        i.args().toUpperCase(Locale.ROOT).contains("TOKEN"),
                        "no token baked into the image: " + i);
            }
        }
    }

    @Test
    void theHealthCheckAndEntrypointUseTheJarsOwnCommands() throws Exception {
        List<Instruction> runtime = lastStage(instructions());
        Instruction health =
                runtime.stream()
                        .filter(i -> i.keyword().equals("HEALTHCHECK"))
                        .findFirst()
                        .orElseThrow();
        String cmd = health.args().substring(health.args().indexOf("CMD ") + 4);
        JsonNode exec = new ObjectMapper().readTree(cmd);
        assertTrue(exec.isArray(), "exec form, no shell needed: " + cmd);
        assertEquals("health", exec.get(exec.size() - 1).asText());
        assertTrue(Main.USAGE.contains("continuity.jar health"), "the jar has the health command");
        Instruction entry =
                runtime.stream()
                        .filter(i -> i.keyword().equals("ENTRYPOINT"))
                        .findFirst()
                        .orElseThrow();
        JsonNode entryExec = new ObjectMapper().readTree(entry.args());
        assertEquals("java", entryExec.get(0).asText());
        assertEquals("/app/continuity.jar", entryExec.get(entryExec.size() - 1).asText());
    }

    @Test
    void everythingCopiedExistsAndTheContextLeavesOutBuildsAndDatabases() throws Exception {
        for (Instruction i : instructions()) {
            if (!i.keyword().equals("COPY") || i.args().startsWith("--from")) continue;
            String[] parts = i.args().split("\\s+");
            for (int p = 0; p < parts.length - 1; p++) {
                assertTrue(
                        Files.exists(Path.of(parts[p])),
                        "COPY source missing from the repository: " + parts[p]);
            }
        }
        List<String> ignored = Files.readAllLines(Path.of(".dockerignore"));
        for (String must : List.of("target", ".git", "*.sqlite")) {
            assertTrue(ignored.contains(must), ".dockerignore should leave out " + must);
        }
    }
}
