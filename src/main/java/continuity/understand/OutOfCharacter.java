package continuity.understand;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds the out-of-character parts of a message: {@code (( ... ))} anywhere; a whole message
 * wrapped in {@code ( )}, {@code [ ]} or {@code { }}; {@code OOC:} / {@code HRP:} (French "hors
 * RP"), the game master's {@code GM:} / {@code MJ:} / {@code GM note:}, and {@code //} up to the
 * end of the line; a leading tag {@code [GM]}, {@code [MJ]}, {@code (ooc)}, {@code [hrp]}, or a
 * message opening with the word {@code ooc} / {@code hrp}: the rest of the line.
 */
public final class OutOfCharacter {
    private static final Pattern DOUBLE_PARENS =
            Pattern.compile("\\(\\((.*?)\\)\\)", Pattern.DOTALL);

    /** Who speaks out of character: the player (OOC, HRP) or the game master (GM, MJ). */
    private static final String WHO = "(?:ooc|hrp|gm note|gm|note mj|note du mj|mj note|mj)";

    private static final Pattern LABEL =
            Pattern.compile("(?:^|\\s)" + WHO + "\\s*[:\\-]\\s*([^\\n]+)");

    /** A leading tag: "[GM] ...", "[MJ] ...", "(ooc) ...", "[hrp] ...": the rest of the line. */
    private static final Pattern TAG = leadingTag(WHO);

    /**
     * A message that opens with the word itself, as players type it without a colon ("ooc hollis is
     * 23 btw", "hrp célian est roux, pas châtain", "HRP – la voix d'Ori"): the rest of the line.
     * Only the player's words: "gm" and "mj" open plain chat too ("gm everyone").
     */
    private static final Pattern OPENING_WORD =
            Pattern.compile("^\\s*(?:ooc|hrp)\\s+[\\-\u2013\u2014]?\\s*([^\\n]+)");

    /** A game master's leading tag ("[GM] ...", "[MJ] ..."): the rest of the line. */
    private static final Pattern GM_TAG = leadingTag("(?:gm|mj)");

    /** A leading tag of {@code who} in brackets or parentheses: the rest of the line. */
    private static Pattern leadingTag(String who) {
        return Pattern.compile("^\\s*[\\[(]" + who + "[\\])]\\s*[:\\-]?\\s*([^\\n]+)");
    }

    private static final Pattern SLASHES = Pattern.compile("(?:^|\\s)//\\s*([^\\n]+)");

    private OutOfCharacter() {}

    /** Whether the message could hold an out-of-character part at all (a cheap first look). */
    public static boolean mayHave(String folded) {
        return folded.indexOf('(') >= 0
                || folded.indexOf('[') >= 0
                || folded.indexOf('{') >= 0
                || folded.contains("//")
                || folded.contains("ooc")
                || folded.contains("hrp")
                || folded.contains("gm")
                || folded.contains("mj");
    }

    /** The built-in markers first, then the server's own ({@code extra}). */
    public static List<Span> parts(Span message, List<OocMarker> extra) {
        List<Span> out = parts(message);
        if (!out.isEmpty() || extra.isEmpty()) return out;
        List<Span> own = new ArrayList<>();
        for (OocMarker m : extra) {
            int[] r = m.find(message.folded());
            if (r != null && r[1] > r[0]) own.add(message.sub(r[0], r[1]));
        }
        return own;
    }

    /**
     * The words after a game master's leading tag, when that tag is what makes the message out of
     * character ({@code (( ))} anywhere comes first); else null.
     */
    static String gmTagged(String folded) {
        if (DOUBLE_PARENS.matcher(folded).find()) return null;
        Matcher m = GM_TAG.matcher(folded);
        return m.find() ? m.group(1) : null;
    }

    public static List<Span> parts(Span message) {
        List<Span> out = new ArrayList<>();
        String f = message.folded();
        Matcher m = DOUBLE_PARENS.matcher(f);
        while (m.find()) out.add(message.sub(m.start(1), m.end(1)));
        if (!out.isEmpty()) return out;
        m = TAG.matcher(f);
        if (m.find()) {
            out.add(message.sub(m.start(1), m.end(1)));
            return out;
        }
        String t = f.strip();
        int lead = f.indexOf(t.isEmpty() ? " " : t.substring(0, 1));
        if (t.length() >= 2) {
            char a = t.charAt(0), z = t.charAt(t.length() - 1);
            if ((a == '(' && z == ')') || (a == '[' && z == ']') || (a == '{' && z == '}')) {
                out.add(message.sub(lead + 1, lead + t.length() - 1));
                return out;
            }
        }
        m = LABEL.matcher(f);
        if (m.find()) {
            out.add(message.sub(m.start(1), m.end(1)));
            return out;
        }
        m = OPENING_WORD.matcher(f);
        if (m.find()) {
            out.add(message.sub(m.start(1), m.end(1)));
            return out;
        }
        m = SLASHES.matcher(f);
        if (m.find()) out.add(message.sub(m.start(1), m.end(1)));
        return out;
    }
}
