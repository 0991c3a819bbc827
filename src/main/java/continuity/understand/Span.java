package continuity.understand;

import java.text.Normalizer;

/**
 * A piece of a message kept twice, as written and folded (lower case, no accents), with the same
 * indices, so that patterns run on the folded text and values are cut from the written one.
 */
public record Span(String written, String folded) {

    public static Span of(String text) {
        String nfc = Normalizer.normalize(text == null ? "" : text, Normalizer.Form.NFC);
        return new Span(nfc, Fold.keepLength(nfc));
    }

    public Span sub(int start, int end) {
        return new Span(written.substring(start, end), folded.substring(start, end));
    }

    /** Blanks [start, end) in both texts. */
    public Span blank(int start, int end) {
        return new Span(blank(written, start, end), blank(folded, start, end));
    }

    private static String blank(String s, int start, int end) {
        StringBuilder sb = new StringBuilder(s);
        for (int i = start; i < end; i++) sb.setCharAt(i, ' ');
        return sb.toString();
    }

    /** Takes the folded text's blanks (used after a folded-only rewrite such as cue removal). */
    public Span withFolded(String newFolded) {
        StringBuilder sb = new StringBuilder(written);
        for (int i = 0; i < newFolded.length(); i++) {
            if (newFolded.charAt(i) == ' ' && folded.charAt(i) != ' ') sb.setCharAt(i, ' ');
        }
        return new Span(sb.toString(), newFolded);
    }

    /** White space runs made one space, and the ends trimmed of spaces and the given characters. */
    public Span tidy(String trimChars) {
        StringBuilder w = new StringBuilder(), f = new StringBuilder();
        boolean space = false;
        for (int i = 0; i < folded.length(); i++) {
            char c = folded.charAt(i);
            if (Character.isWhitespace(c)) {
                space = true;
                continue;
            }
            if (space && f.length() > 0) {
                w.append(' ');
                f.append(' ');
            }
            space = false;
            w.append(written.charAt(i));
            f.append(c);
        }
        int s = 0, e = f.length();
        while (s < e && (f.charAt(s) == ' ' || trimChars.indexOf(f.charAt(s)) >= 0)) s++;
        while (e > s && (f.charAt(e - 1) == ' ' || trimChars.indexOf(f.charAt(e - 1)) >= 0)) e--;
        return new Span(w.substring(s, e), f.substring(s, e));
    }

    /**
     * [start, end) replaced by {@code text} in both forms (the written form takes the text as
     * given): used for function words ("isnt" -> "isn't"), never for a value's own words.
     */
    public Span replace(int start, int end, String text) {
        return new Span(
                written.substring(0, start) + text + written.substring(end),
                folded.substring(0, start) + Fold.keepLength(text) + folded.substring(end));
    }

    public boolean isEmpty() {
        return folded.isBlank();
    }
}
