package continuity.console;

import continuity.chat.SlashCommand;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Reads {@code /memory show character:Mira history:true} as Discord would send it. An option runs
 * from its {@code name:} to the next {@code name:}, so {@code text:Mira has green eyes} needs no
 * quotes; quotes ("..." or '...') keep a value literal, e.g. {@code text:"note: blue"}. {@code
 * true}/{@code false} become booleans.
 */
final class SlashSyntax {
    private static final Pattern OPTION = Pattern.compile("[a-z][a-z_]*:.*", Pattern.DOTALL);

    private SlashSyntax() {}

    static ConsoleInput parse(String line) {
        List<Token> tokens;
        try {
            tokens = tokens(line.substring(1));
        } catch (IllegalArgumentException e) {
            return new ConsoleInput.Invalid(e.getMessage());
        }
        if (tokens.isEmpty() || tokens.get(0).quoted || tokens.get(0).text.contains(":")) {
            return new ConsoleInput.Invalid(
                    "Start with the command, e.g. /"
                            + SlashCommand.MEMORY_SHOW.wire()
                            + " character:Mira");
        }
        String command = tokens.get(0).text.toLowerCase(Locale.ROOT);
        int i = 1;
        String sub = null;
        if (i < tokens.size()
                && !tokens.get(i).quoted
                && !OPTION.matcher(tokens.get(i).text).matches()) {
            sub = tokens.get(i++).text.toLowerCase(Locale.ROOT);
        }
        Map<String, Object> options = new LinkedHashMap<>();
        String key = null;
        StringBuilder value = new StringBuilder();
        for (; i < tokens.size(); i++) {
            Token t = tokens.get(i);
            if (!t.quoted && OPTION.matcher(t.text).matches()) {
                if (key != null) options.put(key, typed(value.toString()));
                int colon = t.text.indexOf(':');
                key = t.text.substring(0, colon);
                value = new StringBuilder(t.text.substring(colon + 1));
            } else if (key == null) {
                return new ConsoleInput.Invalid(
                        "\u201C"
                                + t.text
                                + "\u201D is not an option: write name:value, "
                                + "e.g. character:Mira");
            } else {
                if (!value.isEmpty()) value.append(' ');
                value.append(t.text);
            }
        }
        if (key != null) options.put(key, typed(value.toString()));
        return new ConsoleInput.Slash(command, sub, options);
    }

    private static Object typed(String v) {
        if (v.equals("true")) return true;
        if (v.equals("false")) return false;
        return v;
    }

    private record Token(String text, boolean quoted) {}

    private static final Pattern KEY_ONLY = Pattern.compile("[a-z][a-z_]*:");

    /**
     * Splits on spaces outside quotes. A quote opens only at the start of a word or right after
     * {@code name:}, so that apostrophes in text ("Mira's eyes") are plain letters.
     */
    private static List<Token> tokens(String s) {
        List<Token> out = new ArrayList<>();
        int i = 0, n = s.length();
        while (i < n) {
            while (i < n && Character.isWhitespace(s.charAt(i))) i++;
            if (i >= n) break;
            StringBuilder sb = new StringBuilder();
            boolean wholeQuoted = s.charAt(i) == '"' || s.charAt(i) == '\'';
            while (i < n && !Character.isWhitespace(s.charAt(i))) {
                char c = s.charAt(i);
                boolean opens = sb.isEmpty() || KEY_ONLY.matcher(sb).matches();
                if ((c == '"' || c == '\'') && opens) {
                    int end = s.indexOf(c, i + 1);
                    if (end < 0)
                        throw new IllegalArgumentException("A quote (" + c + ") is not closed.");
                    sb.append(s, i + 1, end);
                    i = end + 1;
                } else {
                    sb.append(c);
                    i++;
                }
            }
            out.add(new Token(sb.toString(), wholeQuoted));
        }
        return out;
    }
}
