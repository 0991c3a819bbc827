package continuity.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import continuity.memory.Character;
import continuity.memory.GuildNames;
import continuity.memory.Names;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The real-chat corpora of {@code ../shared/corpora}, read at set-up (never copied into the repo):
 * per file, the characters it registers and the chat messages it posts.
 */
record Corpus(String name, List<Remember> remembers, List<Message> messages) {
    private static final ObjectMapper JSON = new ObjectMapper();

    record Remember(String user, String name, String character, String text) {}

    record Message(String user, String name, String content, String webhook) {}

    /** The character names this file registers, as the core keeps them for screening. */
    GuildNames names(List<String> extra) {
        List<Character> cs = new ArrayList<>();
        for (String n : extra) cs.add(new Character(name, Names.key(n), n, "u9", Instant.EPOCH));
        for (Remember r : remembers) {
            cs.add(
                    new Character(
                            name,
                            Names.key(r.character()),
                            Names.clean(r.character()),
                            r.user(),
                            Instant.EPOCH));
        }
        return new GuildNames(cs);
    }

    static Path defaultDir() {
        return Path.of("..", "shared", "corpora");
    }

    static List<Corpus> load(Path dir) {
        if (!Files.isDirectory(dir)) {
            throw new IllegalArgumentException(
                    "no corpora at "
                            + dir.toAbsolutePath()
                            + ": run from the repository root next to ../shared, or pass --corpora DIR");
        }
        List<Corpus> out = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".jsonl")).sorted().toList())
                out.add(read(f));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (out.isEmpty())
            throw new IllegalArgumentException("no .jsonl corpora in " + dir.toAbsolutePath());
        return out;
    }

    private static Corpus read(Path file) throws IOException {
        String name = file.getFileName().toString().replace(".jsonl", "");
        List<Remember> remembers = new ArrayList<>();
        List<Message> messages = new ArrayList<>();
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String line;
            while ((line = in.readLine()) != null) {
                if (line.isBlank()) continue;
                JsonNode n = JSON.readTree(line);
                String type = n.path("type").asText("");
                String user = n.path("user").asText("u1");
                String who = n.path("name").asText("alice");
                if (type.equals("message")) {
                    messages.add(
                            new Message(
                                    user,
                                    who,
                                    n.path("content").asText(""),
                                    n.hasNonNull("webhook") ? n.get("webhook").asText() : null));
                } else if (type.equals("slash")
                        && "remember".equals(n.path("subcommand").asText())) {
                    JsonNode o = n.path("options");
                    remembers.add(
                            new Remember(
                                    user,
                                    who,
                                    o.path("character").asText(),
                                    o.path("text").asText()));
                }
            }
        }
        return new Corpus(name, remembers, messages);
    }

    static int messageCount(List<Corpus> all) {
        return all.stream().mapToInt(c -> c.messages().size()).sum();
    }

    static Map<String, Object> describe(List<Corpus> all) {
        return Map.of(
                "files",
                all.size(),
                "messages",
                messageCount(all),
                "registered_characters",
                all.stream().mapToInt(c -> c.remembers().size()).sum());
    }
}
