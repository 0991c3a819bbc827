package continuity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The newcomer's map stays true (the README and its docs/ pages): the package table names every
 * package of the shipped code (and no other), every package says its job in a package-info.java,
 * and every class and test the README's "behaviour -> class -> test" table names exists.
 */
class ReadmeMapTest {
    private static final Path MAIN = Path.of("src/main/java/continuity");
    private static final Path TESTS = Path.of("src/test/java");
    private static final Pattern CODE = Pattern.compile("`([^`]+)`");

    /** Packages allowed to lack a package-info.java for now: none. */
    private static final Set<String> PACKAGE_INFO_PENDING = Set.of();

    private static List<String> rowsAfter(String header) throws IOException {
        // the README and the docs/ pages it links
        List<String> lines = continuity.testing.Docs.lines();
        int at = -1;
        for (int i = 0; i < lines.size(); i++) if (lines.get(i).trim().equals(header)) at = i;
        assertTrue(at >= 0, "neither README.md nor docs/ has the table " + header);
        List<String> rows = new ArrayList<>();
        for (int i = at + 2; i < lines.size() && lines.get(i).trim().startsWith("|"); i++)
            rows.add(lines.get(i).trim());
        assertFalse(rows.isEmpty(), "the table " + header + " is empty");
        return rows;
    }

    private static List<String> cell(String row, int column) {
        String[] cells = row.split("\\|");
        List<String> names = new ArrayList<>();
        Matcher m = CODE.matcher(cells[column + 1]);
        while (m.find()) names.add(m.group(1));
        return names;
    }

    private static Set<String> shippedPackages() throws IOException {
        Set<String> packages = new TreeSet<>();
        packages.add("continuity");
        try (Stream<Path> dirs = Files.list(MAIN)) {
            dirs.filter(Files::isDirectory)
                    .filter(ReadmeMapTest::hasJava)
                    .forEach(d -> packages.add(d.getFileName().toString()));
        }
        return packages;
    }

    private static boolean hasJava(Path dir) {
        try (Stream<Path> files = Files.walk(dir)) {
            return files.anyMatch(f -> f.toString().endsWith(".java"));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void theReadmeNamesEveryPackageOfTheShippedCode() throws IOException {
        Set<String> listed = new TreeSet<>();
        for (String row : rowsAfter("| package | job |")) listed.addAll(cell(row, 0).subList(0, 1));
        assertEquals(
                shippedPackages(),
                listed,
                "README.md's package table against src/main/java/continuity");
    }

    @Test
    void everyPackageSaysItsJob() throws IOException {
        for (String p : shippedPackages()) {
            if (PACKAGE_INFO_PENDING.contains(p)) continue;
            Path info =
                    (p.equals("continuity") ? MAIN : MAIN.resolve(p)).resolve("package-info.java");
            assertTrue(Files.exists(info), "no " + info);
            String text = Files.readString(info, StandardCharsets.UTF_8);
            assertTrue(
                    text.contains("Entry point") && text.contains("Tests"),
                    info + " names its entry point and its tests");
        }
    }

    @Test
    void everyClassAndTestOfTheBehaviourTableExists() throws IOException {
        List<String> rows = rowsAfter("| behaviour | class | test |");
        StringBuilder behaviours = new StringBuilder();
        for (String row : rows) {
            behaviours.append(row.split("\\|")[1]);
            List<String> classes = cell(row, 1), tests = cell(row, 2);
            assertFalse(classes.isEmpty() || tests.isEmpty(), "a class and a test for: " + row);
            for (String c : classes) {
                Path file = MAIN.resolve(c.replace('.', '/') + ".java");
                assertTrue(
                        Files.exists(file),
                        c + " (" + file + ") named in README.md does not exist");
            }
            for (String t : tests) {
                try (Stream<Path> files = Files.walk(TESTS)) {
                    assertTrue(
                            files.anyMatch(f -> f.getFileName().toString().equals(t + ".java")),
                            t + " named in README.md is not a test");
                }
            }
        }
        for (String b :
                List.of(
                        "supersession",
                        "scopes",
                        "disputes",
                        "questions",
                        "in-character silence",
                        "proxies",
                        "privacy")) {
            assertTrue(behaviours.toString().contains(b), "the behaviour table has a row for " + b);
        }
    }
}
