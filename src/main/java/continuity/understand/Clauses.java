package continuity.understand;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The second stage: a normalised text cut into clauses. Sentences end at . ! ? ; and line breaks;
 * "also", "and", "btw", "et", "aussi", "mais" start a new clause when a subject follows them ("...,
 * and she's 31 not 28"); commas cut a list of details ("Mira is 19, human, she's a courier"),
 * except before a contrast (", not blue", ", pas bruns"), which stays with its clause. Each clause
 * says how it was joined to the one before it.
 */
public final class Clauses {
    /** How a clause follows the one before it. */
    public enum Joint {
        START,
        SENTENCE,
        COMMA,
        JOINER,
        PRONOUN
    }

    /** {@code question}: the sentence it ends ended with a question mark. */
    public record Clause(Span text, Joint joint, boolean question) {}

    private static final Pattern SENTENCE_END =
            Pattern.compile(
                    "(?<![0-9])[.!?;]+(?=\\s|$)|(?<=[0-9])[!?;]+(?=\\s|$)"
                            // "8 ans, pas 9. plus petite": a number's period before a word ends
                            // the sentence ("1. Mira" at a line's start is a list's number)
                            + "|(?<=[ \\t][0-9]{1,6})\\.(?=[ \\t]+\\p{L})"
                            + "|\\n+|\\s:\\s|:\\s(?=\\p{L})|\\s\\?");
    private static final String SUBJECT_START =
            "(?:she|he|they|it|i|elle|il|iel|j'|je|c'est|ce sont|her|his|their|my|ses|sa|son|mes|ma|mon"
                    + "|les|le|la|l'|you|you've|tu|vous|on|we|nous|\\p{L}[\\p{L}\\-]*'s|\\p{L}[\\p{L}\\-]* (?:is|isn't|has|was|wears|est|a|porte|n'est|n'a)(?![\\p{L}])"
                    // "what colour are Mira's eyes and how old is she?": a second question
                    + "|(?:what|what's|which|who|whose|where|when|how|why|quel|quelle|quels|quelles"
                    + "|qui|comment|combien|quand|d'ou|c'est quoi)(?![\\p{L}']))";
    private static final Pattern JOINER =
            Pattern.compile(
                    "(?:,\\s*|\\s)(?:"
                            + Words.alternation(Words.all(Words.Section.JOINERS))
                            + ")\\s+(?="
                            + SUBJECT_START
                            + ")");

    /** "esme isn't 24 she's 19": a pronoun and its verb start a clause of their own. */
    private static final Pattern PRONOUN_CLAUSE =
            Pattern.compile(
                    "\\s(?=(?:she|he|they)(?:'s|'re| is| has| was| are)\\s"
                            + "|(?:elle|il|iel) (?:est|a|en a|porte|fait|s'appelle|vient|n'est|n'a)\\s)");

    private static final Pattern CONTRAST_START =
            Pattern.compile(
                    "^(?:and |but |et |mais )?(?:not|instead of|rather than|no longer"
                            + "|pas|non|et non|plutot que|au lieu de|au lieu d'|au lieu du|au lieu des)(?![\\p{L}])");

    private Clauses() {}

    public static List<Clause> split(Span text) {
        List<Clause> out = new ArrayList<>();
        String f = text.folded();
        Joint next = Joint.START;
        for (int[] sentence : cut(f, SENTENCE_END, 0, f.length())) {
            Joint j1 = next;
            String after = f.substring(sentence[1], Math.min(f.length(), sentence[1] + 3));
            boolean q = after.contains("?");
            int firstOfSentence = out.size();
            List<int[]> parts = cut(f, JOINER, sentence[0], sentence[1]);
            if (parts.size() > 1) Fired.words(Words.Section.JOINERS);
            for (int[] part : parts) {
                Joint j2 = j1;
                List<int[]> pron = cut(f, PRONOUN_CLAUSE, part[0], part[1]);
                // "esme elle a quel âge": a name standing alone before its pronoun is the pronoun's
                // subject
                if (pron.size() > 1
                        && !f.substring(pron.get(0)[0], pron.get(0)[1]).strip().contains(" ")) {
                    pron.set(1, new int[] {pron.get(0)[0], pron.get(1)[1]});
                    pron.remove(0);
                }
                for (int[] p : pron) {
                    Joint j3 = j2;
                    for (int[] piece : commas(text, p[0], p[1])) {
                        Span s = text.sub(piece[0], piece[1]).tidy(" ,;:-");
                        if (!s.isEmpty())
                            out.add(new Clause(s, out.isEmpty() ? Joint.START : j3, false));
                        j3 = Joint.COMMA;
                    }
                    j2 = Joint.PRONOUN;
                }
                j1 = Joint.JOINER;
            }
            // the question mark ends the last clause of its sentence, not the ones before it
            if (q && out.size() > firstOfSentence) {
                Clause last = out.get(out.size() - 1);
                out.set(out.size() - 1, new Clause(last.text(), last.joint(), true));
            }
            next = Joint.SENTENCE;
        }
        return out;
    }

    /** Cuts [from, to) at each comma, joining back a piece that starts with a contrast. */
    private static List<int[]> commas(Span text, int from, int to) {
        List<int[]> raw = new ArrayList<>();
        int start = from;
        String f = text.folded();
        for (int i = from; i < to; i++) {
            if (f.charAt(i) == ','
                    && !(i + 1 < to
                            && Character.isDigit(f.charAt(i + 1))
                            && i > 0
                            && Character.isDigit(f.charAt(i - 1)))) {
                raw.add(new int[] {start, i});
                start = i + 1;
            }
        }
        raw.add(new int[] {start, to});
        List<int[]> out = new ArrayList<>();
        for (int[] r : raw) {
            String piece = f.substring(r[0], r[1]).strip();
            if (!out.isEmpty() && CONTRAST_START.matcher(piece).find()) {
                out.get(out.size() - 1)[1] = r[1];
            } else {
                out.add(r);
            }
        }
        return out;
    }

    private static List<int[]> cut(String f, Pattern p, int from, int to) {
        List<int[]> out = new ArrayList<>();
        Matcher m = p.matcher(f);
        m.region(from, to);
        int start = from;
        while (m.find()) {
            if (m.start() > start) out.add(new int[] {start, m.start()});
            start = m.end();
        }
        if (to > start) out.add(new int[] {start, to});
        return out;
    }
}
