package continuity.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import continuity.memory.Character;
import continuity.memory.GuildNames;
import continuity.memory.Names;
import continuity.understand.KnownNames;
import continuity.understand.Reader;
import java.io.BufferedReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * A regression check for speed work on the understanding layer: prints what {@link Reader#read}
 * makes of every message in the given JSON-lines files, plain, out of character, addressed to the
 * bot and with a question open, with and without known characters. Run it before and after a change
 * and diff the outputs: an optimisation must not change a single line.
 *
 * <p>{@code ReadingDump DIR_OR_FILE...}
 */
public final class ReadingDump {
    private ReadingDump() {}

    public static void main(String[] args) throws Exception {
        ObjectMapper json = new ObjectMapper();
        List<String> texts = new ArrayList<>();
        List<String> names =
                new ArrayList<>(
                        List.of("Mira", "Caroline", "Melanie", "Aldric", "Élodie", "Jean Luc"));
        for (String a : args) {
            List<Path> files;
            try (Stream<Path> s =
                    Files.isDirectory(Path.of(a))
                            ? Files.list(Path.of(a))
                            : Stream.of(Path.of(a))) {
                files = s.filter(p -> p.toString().endsWith(".jsonl")).sorted().toList();
            }
            for (Path f : files) {
                try (BufferedReader in = Files.newBufferedReader(f, StandardCharsets.UTF_8)) {
                    String line;
                    while ((line = in.readLine()) != null) {
                        JsonNode n;
                        try {
                            n = json.readTree(line);
                        } catch (Exception e) {
                            continue;
                        }
                        if (n == null) continue;
                        if (n.hasNonNull("content")) texts.add(n.get("content").asText());
                        if (n.hasNonNull("webhook")) names.add(n.get("webhook").asText());
                        JsonNode o = n.path("options");
                        if (o.hasNonNull("character")) names.add(o.get("character").asText());
                        if (o.hasNonNull("text")) texts.add(o.get("text").asText());
                    }
                }
            }
        }
        List<Character> cs = new ArrayList<>();
        for (String n : names)
            cs.add(new Character("g", Names.key(n), Names.clean(n), "u1", Instant.EPOCH));
        KnownNames known = new GuildNames(cs);
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        int i = 0;
        for (String t : texts) {
            for (KnownNames kn : new KnownNames[] {known, KnownNames.NONE}) {
                out.println(i + " plain " + Reader.read(t, null, false, false, kn, false));
                out.println(i + " proxy " + Reader.read(t, "Mira", false, false, kn, false));
                out.println(
                        i + " ooc " + Reader.read("((" + t + "))", null, false, false, kn, false));
                out.println(i + " mention " + Reader.read(t, null, true, false, kn, false));
                out.println(i + " open " + Reader.read(t, null, false, false, kn, true));
            }
            i++;
        }
        out.flush();
    }
}
