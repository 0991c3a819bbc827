package continuity.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The documentation the tests keep true: README.md, then the pages of docs/ (by name). The README
 * opens with one screen and links the rest, moved into docs/ by topic; a test that reads "the
 * README" reads them all.
 */
public final class Docs {
    private Docs() {}

    /** README.md and every docs/*.md page, README first. */
    public static List<Path> pages() {
        List<Path> out = new ArrayList<>();
        out.add(Path.of("README.md"));
        try (Stream<Path> s = Files.list(Path.of("docs"))) {
            s.filter(p -> p.toString().endsWith(".md")).sorted().forEach(out::add);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    /** The lines of every page, one after the other. */
    public static List<String> lines() {
        List<String> out = new ArrayList<>();
        for (Path p : pages()) out.addAll(lines(p));
        return out;
    }

    public static List<String> lines(Path page) {
        try {
            return Files.readAllLines(page, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
