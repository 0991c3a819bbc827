package continuity.memory;

import continuity.chat.Lang;
import continuity.understand.Fold;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Thanks and greetings said to the bot ("@Continuity thanks!", "merci !", "hi"): a message the
 * reader found nothing in, that is only such words, gets a short friendly answer in its language
 * instead of the help. The words are data: {@code continuity/memory/small-talk.txt}.
 */
final class SmallTalk {
    /** What a message of small talk is. */
    enum Kind {
        THANKS,
        GREETINGS,
        FAREWELLS,
        EXTRA
    }

    /** A message of small talk: what it is and the language its words are in. */
    record Said(Kind kind, Lang lang) {
        /** The key of the answer in the replies bundle. */
        String key() {
            return "small_talk." + kind.name().toLowerCase(Locale.ROOT);
        }
    }

    private static final String RESOURCE = "/continuity/memory/small-talk.txt";

    /** Phrase (folded, one space between words) -> kind and language; longest phrases first. */
    private static final Map<String, Said> PHRASES = new HashMap<>();

    private static final List<String> LONGEST_FIRST;

    /** Mentions ({@code <@123>}, {@code @Continuity}), emoji codes ({@code :smile:}). */
    private static final Pattern NOISE =
            Pattern.compile("<[@#:!&a-z0-9_]*\\d+>|@\\S+|:[a-z0-9_+-]+:", Pattern.CASE_INSENSITIVE);

    /** Anything but letters, digits, apostrophes and spaces. */
    private static final Pattern NOT_A_WORD = Pattern.compile("[^\\p{L}\\p{N}' ]+");

    static {
        load();
        LONGEST_FIRST =
                PHRASES.keySet().stream()
                        .sorted(Comparator.comparingInt(String::length).reversed())
                        .toList();
    }

    private SmallTalk() {}

    /**
     * The small talk {@code content} is, if it is only that: thanks before greetings before
     * farewells, in the language of the first such words. Empty for anything else, and for a
     * message of filler words alone.
     */
    static Optional<Said> of(String content) {
        if (content == null) return Optional.empty();
        String text = NOISE.matcher(content).replaceAll(" ");
        text = Fold.key(NOT_A_WORD.matcher(Fold.key(text)).replaceAll(" "));
        // the bot's own name, as in "thanks continuity"
        text = (" " + text + " ").replace(" continuity ", " ").trim();
        if (text.isEmpty()) return Optional.empty();
        Map<Kind, Lang> found = new EnumMap<>(Kind.class);
        String rest = text;
        outer:
        while (!rest.isEmpty()) {
            for (String phrase : LONGEST_FIRST) {
                if (rest.equals(phrase) || rest.startsWith(phrase + " ")) {
                    Said s = PHRASES.get(phrase);
                    found.putIfAbsent(s.kind(), s.lang());
                    rest = rest.substring(phrase.length()).trim();
                    continue outer;
                }
            }
            return Optional.empty(); // a word that is not small talk
        }
        for (Kind k : List.of(Kind.THANKS, Kind.GREETINGS, Kind.FAREWELLS))
            if (found.containsKey(k)) return Optional.of(new Said(k, found.get(k)));
        return Optional.empty();
    }

    private static void load() {
        try (InputStream in = SmallTalk.class.getResourceAsStream(RESOURCE)) {
            if (in == null) throw new IllegalStateException("missing resource " + RESOURCE);
            BufferedReader r =
                    new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            Said current = null;
            for (String line; (line = r.readLine()) != null; ) {
                String t = line.strip();
                if (t.isEmpty() || t.startsWith("#")) continue;
                if (t.startsWith("[") && t.endsWith("]")) {
                    String[] kl = t.substring(1, t.length() - 1).trim().split("\\s+");
                    current =
                            new Said(
                                    Kind.valueOf(kl[0].toUpperCase(Locale.ROOT)),
                                    Lang.valueOf(kl[1].toUpperCase(Locale.ROOT)));
                    continue;
                }
                if (current == null) continue;
                for (String w : t.split(",")) {
                    String k = Fold.key(NOT_A_WORD.matcher(Fold.key(w)).replaceAll(" "));
                    // the first list that names a phrase keeps it ("merci" is thanks, not extra)
                    if (!k.isEmpty()) PHRASES.putIfAbsent(k, current);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
