package continuity.understand;

import continuity.chat.Lang;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Each language's words, read from {@code /understand/<lang>.txt}: fillers, clause prefixes,
 * hedges, joiners, requests, and the endings that make a word feminine or plural ("rousse" is
 * "roux"). Adding a language is mostly adding its file (and its {@link Lang}).
 */
public final class Words {
    public enum Section {
        FILLERS,
        PREFIXES,
        HEDGES,
        JOINERS,
        REQUESTS,
        ENDINGS,
        UNDO,
        FORGET,
        QUESTIONS,
        ASKED_INSIDE,
        PAST,
        HYPOTHESES,
        HYPOTHESIS_OPENERS,
        CHANGE_CUES,
        CHANGE_WORDS,
        CONTRASTS,
        REAL_LIFE,
        AGAIN,
        COLOURS,
        OPINIONS,
        INTENSIFIERS,
        NAMING,
        MARK_PLACES,
        WORN_AT_NECK,
        TITLES,
        VALUE_ENDS,
        VOCATIVES,
        RESTATED,
        NARRATED,
        NOTED,
        CHATTER,
        UNSAID,
        SAID_TAGS,
        OWN_SUBJECT,
        NOT_NAMES
    }

    private static final Map<Lang, Map<Section, List<String>>> BY_LANG = new EnumMap<>(Lang.class);

    static {
        for (Lang lang : Lang.values()) BY_LANG.put(lang, load(resource(lang)));
    }

    private Words() {}

    /** The words of one section, every language together (a message may mix them). */
    public static List<String> all(Section s) {
        List<String> out = new ArrayList<>();
        for (Map<Section, List<String>> m : BY_LANG.values()) {
            for (String w : m.getOrDefault(s, List.of())) if (!out.contains(w)) out.add(w);
        }
        return out;
    }

    /** Whether a typed answer says "yes, try again" (the AGAIN words, any language). */
    public static boolean saysAgain(String answer) {
        String said = Fold.key(answer).replaceAll("[!.?\\s]+$", "").strip();
        return all(Section.AGAIN).contains(said);
    }

    /**
     * The word endings of every language that mark gender or number, as {from, to} pairs, longest
     * first: {"ousse", "oux"} makes "rousse" "roux", {"ere", "er"} "gauchere" "gaucher".
     */
    public static List<String[]> endings() {
        List<String[]> out = new ArrayList<>();
        for (String pair : all(Section.ENDINGS)) {
            String[] p = pair.split(">", 2);
            if (p.length == 2 && !p[0].isBlank())
                out.add(new String[] {p[0].strip(), p[1].strip()});
        }
        out.sort(Comparator.comparingInt((String[] p) -> p[0].length()).reversed());
        return out;
    }

    /** The words of one section in one language. */
    public static List<String> of(Lang lang, Section s) {
        List<String> out = new ArrayList<>();
        for (String w : BY_LANG.get(lang).getOrDefault(s, List.of()))
            out.add(w.startsWith("*") ? w.substring(1) : w);
        return out;
    }

    /**
     * A pattern that finds any word of {@code section} (every language) as whole words: no letter
     * just before or after it.
     */
    public static Pattern wholeWords(Section section) {
        return Pattern.compile("(?<![\\p{L}])(?:" + alternation(all(section)) + ")(?![\\p{L}])");
    }

    /** A regex alternation of the words, longest first, each quoted; the '*' marks are dropped. */
    public static String alternation(List<String> words) {
        List<String> sorted = new ArrayList<>();
        for (String w : words) sorted.add(w.startsWith("*") ? w.substring(1) : w);
        sorted.sort(Comparator.comparingInt(String::length).reversed());
        StringBuilder sb = new StringBuilder();
        for (String w : sorted) {
            if (sb.length() > 0) sb.append('|');
            sb.append(Pattern.quote(w).replace(" ", "\\E\\s+\\Q"));
        }
        return sb.toString();
    }

    static Map<Section, List<String>> load(String resource) {
        Map<Section, List<String>> out = new LinkedHashMap<>();
        eachLine(
                resource,
                (section, t) -> {
                    if (exampleLine(t)) return;
                    List<String> list = out.computeIfAbsent(section, k -> new ArrayList<>());
                    for (String w : t.split(",")) {
                        String k = Fold.key(w);
                        if (!k.isEmpty()) list.add(k);
                    }
                });
        return out;
    }

    private static boolean exampleLine(String t) {
        return t.startsWith("example:") || t.startsWith("not:");
    }

    /**
     * The {@code example:} (or {@code not:}) lines of one section in one language: messages in
     * which the section's words must (must not) fire; run by the rule examples test.
     */
    public static List<String> examples(Lang lang, Section s, String key) {
        List<String> out = new ArrayList<>();
        eachLine(
                resource(lang),
                (section, t) -> {
                    if (section == s && t.startsWith(key + ":"))
                        out.add(t.substring(key.length() + 1).strip());
                });
        return out;
    }

    private static String resource(Lang lang) {
        return "/understand/" + lang.name().toLowerCase(java.util.Locale.ROOT) + ".txt";
    }

    /**
     * Each line of a words file that belongs to a {@code [section]}, stripped, with its section;
     * comments and blank lines left out (a missing file has none).
     */
    private static void eachLine(
            String resource, java.util.function.BiConsumer<Section, String> line) {
        try (InputStream in = Words.class.getResourceAsStream(resource)) {
            if (in == null) return;
            BufferedReader r =
                    new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            Section current = null;
            for (String l; (l = r.readLine()) != null; ) {
                String t = l.strip();
                if (t.isEmpty() || t.startsWith("#")) continue;
                if (t.startsWith("[") && t.endsWith("]"))
                    current =
                            Section.valueOf(
                                    t.substring(1, t.length() - 1)
                                            .toUpperCase(java.util.Locale.ROOT));
                else if (current != null) line.accept(current, t);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Lines of a tab-separated resource, comments and blank lines left out. */
    public static List<String[]> table(String resource) {
        List<String[]> out = new ArrayList<>();
        try (InputStream in = Words.class.getResourceAsStream(resource)) {
            if (in == null) throw new IllegalStateException("missing resource " + resource);
            BufferedReader r =
                    new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line; (line = r.readLine()) != null; ) {
                if (line.isBlank() || line.startsWith("#")) continue;
                out.add(line.split("\t"));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }
}
