package continuity.understand.learned;

import java.util.ArrayList;
import java.util.List;

/**
 * Cuts a message into tokens for the tagger: words (letters and digits, with an inner hyphen or a
 * height's {@code '}, an apostrophe inside a name: "Thex'ara", "O'Brien"), a possessive {@code 's}
 * apart from its name ("kade's" is "kade" + "'s"), a French elision apart from its word ("d'Élodie"
 * is "d'" + "Élodie"), and every other visible character (punctuation, each emoji) as a token of
 * its own. Spaces are dropped; offsets point into the message as written, so a span of tokens is a
 * substring of the message.
 */
public final class Tokenizer {
    private Tokenizer() {}

    public static List<Token> tokens(String s) {
        List<Token> out = new ArrayList<>();
        int i = 0, n = s.length();
        while (i < n) {
            int cp = s.codePointAt(i);
            int w = Character.charCount(cp);
            if (Character.isWhitespace(cp) || Character.isSpaceChar(cp)) {
                i += w;
                continue;
            }
            if (Character.isLetterOrDigit(cp)) {
                int j = i + w;
                while (j < n) {
                    int c = s.codePointAt(j);
                    if (Character.isLetterOrDigit(c)
                            || Character.getType(c) == Character.NON_SPACING_MARK) {
                        j += Character.charCount(c);
                    } else if ((c == '-' || c == '.' || c == ',')
                            && j + 1 < n
                            && Character.isLetterOrDigit(s.codePointAt(j + 1))
                            && (c == '-' || Character.isDigit(s.codePointAt(j - 1)))) {
                        j++; // half-elf, 1.80, 1,80
                    } else if (isApostrophe(c)
                            && j + 1 < n
                            && Character.isDigit(s.codePointAt(j - 1))
                            && Character.isDigit(s.codePointAt(j + 1))) {
                        j++; // 5'9
                    } else if (isApostrophe(c)
                            && j + 1 < n
                            && Character.isLetter(s.codePointAt(j + 1))
                            && !isElision(s.substring(i, j))
                            && !isContraction(letters(s, j + 1))) {
                        j++; // Thex'ara, O'Brien, aujourd'hui: one word
                    } else break;
                }
                // a French elision: "d'", "l'", "qu'", "j'", "n'", "s'", "c'", "m'", "t'"
                if (j < n
                        && isApostrophe(s.charAt(j))
                        && isElision(s.substring(i, j))
                        && j + 1 < n
                        && Character.isLetter(s.codePointAt(j + 1))) {
                    out.add(new Token(s.substring(i, j + 1), i, j + 1));
                    i = j + 1;
                    continue;
                }
                out.add(new Token(s.substring(i, j), i, j));
                // a possessive: 's or s' after a word
                if (j + 1 < n
                        && isApostrophe(s.charAt(j))
                        && (s.charAt(j + 1) == 's' || s.charAt(j + 1) == 'S')
                        && (j + 2 == n || !Character.isLetterOrDigit(s.codePointAt(j + 2)))) {
                    out.add(new Token(s.substring(j, j + 2), j, j + 2));
                    i = j + 2;
                    continue;
                }
                // "it's", "she's", "don't", "im": the contraction stays a token of its own
                if (j + 1 < n
                        && isApostrophe(s.charAt(j))
                        && Character.isLetter(s.codePointAt(j + 1))) {
                    int k = j + 1 + letters(s, j + 1).length();
                    out.add(new Token(s.substring(j, k), j, k));
                    i = k;
                    continue;
                }
                i = j;
                continue;
            }
            // an emoji with its modifiers and joiners is one token
            int j = i + w;
            while (j < n) {
                int c = s.codePointAt(j);
                if (c == 0x200D || c == 0xFE0F || (c >= 0x1F3FB && c <= 0x1F3FF)) {
                    j += Character.charCount(c);
                    if (c == 0x200D && j < n) j += Character.charCount(s.codePointAt(j));
                } else break;
            }
            out.add(new Token(s.substring(i, j), i, j));
            i = j;
        }
        return out;
    }

    static boolean isApostrophe(int c) {
        return c == '\'' || c == '\u2019' || c == '\u02BC';
    }

    /** The letters of {@code s} from {@code at} on. */
    private static String letters(String s, int at) {
        int k = at;
        while (k < s.length() && Character.isLetter(s.codePointAt(k)))
            k += Character.charCount(s.codePointAt(k));
        return s.substring(at, k);
    }

    /** What follows the apostrophe of an English contraction or possessive. */
    private static boolean isContraction(String tail) {
        return switch (tail.toLowerCase(java.util.Locale.ROOT)) {
            case "s", "t", "re", "ve", "ll", "d", "m" -> true;
            default -> false;
        };
    }

    private static boolean isElision(String w) {
        return switch (w.toLowerCase(java.util.Locale.ROOT)) {
            case "d", "l", "qu", "j", "n", "s", "c", "m", "t", "jusqu", "lorsqu", "puisqu" -> true;
            default -> false;
        };
    }
}
