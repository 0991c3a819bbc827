package continuity.memory;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The character a proxy's display name stands for. Proxy bots decorate names: an emoji ("Mira 🌙"),
 * a system tag ("Mira | alice"), pronouns ("Mira (she/her)"), invisible or blank characters. The
 * name as written is tried first; then the name without its decorations, each part on either side
 * of a tag; the first that is a character of the server is the one meant. A name that is no
 * character yet is taken without its decorations, so that a new character is "Mira", not "Mira 🌙".
 * The separators and brackets are data ({@code /continuity/names/proxy-decorations.txt}).
 */
final class ProxyNames {
    private static final List<String> SEPARATORS = new ArrayList<>();
    private static final List<String[]> BRACKETS = new ArrayList<>();

    static {
        String section = "";
        try (InputStream in =
                        ProxyNames.class.getResourceAsStream(
                                "/continuity/names/proxy-decorations.txt");
                BufferedReader r =
                        new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            for (String line; (line = r.readLine()) != null; ) {
                line = line.strip();
                if (line.isEmpty() || line.startsWith("#")) continue;
                if (line.startsWith("[")) {
                    section = line;
                    continue;
                }
                for (String item : line.split(",\\s*")) {
                    String w = item.strip();
                    if (w.isEmpty()) continue;
                    if (section.equals("[separators]")) SEPARATORS.add(" " + w + " ");
                    else if (section.equals("[brackets]") && w.codePointCount(0, w.length()) == 2)
                        BRACKETS.add(
                                new String[] {
                                    w.substring(0, w.offsetByCodePoints(0, 1)),
                                    w.substring(w.offsetByCodePoints(0, 1))
                                });
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private ProxyNames() {}

    /**
     * The name to read the message as written by: an existing character's name when the proxy's
     * name, as written or undecorated, is one; else the undecorated name (the written one when
     * nothing is left without decorations).
     */
    static String resolve(String proxyName, GuildNames known) {
        if (proxyName == null || proxyName.isBlank()) return proxyName;
        String written = Names.clean(proxyName);
        Optional<String> same = known.nameOf(Names.key(written));
        if (same.isPresent()) return same.get();
        List<String> cores = cores(written);
        for (String c : cores) {
            Optional<String> hit = known.nameOf(Names.key(c));
            if (hit.isPresent()) return hit.get();
        }
        return cores.isEmpty() ? written : cores.get(0);
    }

    /** The name without its decorations: the whole, then each side of a tag, best first. */
    static List<String> cores(String written) {
        String s = written;
        for (String[] b : BRACKETS) s = withoutBracketed(s, b[0], b[1]);
        Set<String> out = new LinkedHashSet<>();
        add(out, s);
        for (String sep : SEPARATORS) {
            int at = s.indexOf(sep);
            if (at < 0) continue;
            add(out, s.substring(0, at));
            add(out, s.substring(at + sep.length()));
        }
        // the whole undecorated name comes after its parts when it still holds a tag
        List<String> list = new ArrayList<>(out);
        if (list.size() > 1 && hasSeparator(list.get(0))) list.add(list.remove(0));
        return list;
    }

    private static boolean hasSeparator(String s) {
        for (String sep : SEPARATORS) if (s.contains(sep.strip())) return true;
        return false;
    }

    private static void add(Set<String> out, String part) {
        String t = trimmed(part);
        if (!t.isEmpty()) out.add(t);
    }

    private static String withoutBracketed(String s, String open, String close) {
        StringBuilder sb = new StringBuilder();
        int i = 0;
        while (i < s.length()) {
            int a = s.indexOf(open, i);
            int b = a < 0 ? -1 : s.indexOf(close, a + open.length());
            if (a < 0 || b < 0) {
                sb.append(s, i, s.length());
                break;
            }
            sb.append(s, i, a).append(' ');
            i = b + close.length();
        }
        return sb.toString().replaceAll(" {2,}", " ").strip();
    }

    /** Without the emoji, symbols, marks and punctuation at either end. */
    private static String trimmed(String s) {
        int from = 0, to = s.length();
        while (from < to) {
            int cp = s.codePointAt(from);
            if (java.lang.Character.isLetterOrDigit(cp)) break;
            from += java.lang.Character.charCount(cp);
        }
        while (to > from) {
            int cp = s.codePointBefore(to);
            if (java.lang.Character.isLetterOrDigit(cp)) break;
            to -= java.lang.Character.charCount(cp);
        }
        return s.substring(from, to).strip();
    }
}
