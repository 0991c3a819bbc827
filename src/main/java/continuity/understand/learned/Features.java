package continuity.understand.learned;

import continuity.understand.FactClaim;
import continuity.understand.Fold;
import continuity.understand.Lexicon;
import continuity.understand.Reading;
import continuity.understand.ValueClasses;
import java.util.ArrayList;
import java.util.List;

/**
 * The features the tagger and the intent classifier see: each token's folded form and its
 * neighbours', suffixes and prefixes, word shape, whether it (alone or with a neighbour) is a
 * listed detail word or a value of a known class, whether it is a known character's name, the door,
 * and, for the tagger, the two tags before it.
 */
public final class Features {
    /** A message made ready for feature extraction (computed once per message). */
    public static final class Prepared {
        final List<Token> tokens;
        final String[] folded;
        final String[] shape;
        final String[] lex;
        final String[] valueClass;
        final boolean[] name;
        final boolean[] unknown;
        final String door;
        final String[] grammar;
        final String grammarSaid;

        public Prepared(String message, Door door, List<String> characters) {
            this(message, door, characters, null);
        }

        /**
         * {@code read}: the grammar's reading of the message (null: none); the tokens of its values
         * and old values, and what it read, are features too, so that the models learn where the
         * grammar is right and where it runs on or misses.
         */
        public Prepared(String message, Door door, List<String> characters, Reading read) {
            this(message, door, characters, read, Vocabulary.ALL);
        }

        /**
         * As above; {@code vocabulary} says which words the models know by themselves: any other
         * word is seen as unknown, by its shape, suffixes and context only.
         */
        public Prepared(
                String message,
                Door door,
                List<String> characters,
                Reading read,
                Vocabulary vocabulary) {
            this.tokens = Tokenizer.tokens(message);
            int n = tokens.size();
            this.door = door.feature();
            folded = new String[n];
            shape = new String[n];
            lex = new String[n];
            valueClass = new String[n];
            name = new boolean[n];
            unknown = new boolean[n];
            for (int i = 0; i < n; i++) {
                folded[i] = tokens.get(i).folded();
                unknown[i] = !vocabulary.knows(folded[i]);
                shape[i] = shape(tokens.get(i).text());
                name[i] = Names.match(tokens.get(i).text(), characters) != null;
            }
            grammar = new String[n];
            grammarSaid = said(read);
            if (read != null) {
                String fm = Fold.keepLength(message);
                for (FactClaim c : read.facts()) {
                    mark(fm, c.value(), "VAL");
                    mark(fm, c.oldValue(), "OLD");
                }
            }
            for (int i = 0; i < n; i++) {
                String w = folded[i];
                if (!Character.isLetterOrDigit(w.isEmpty() ? ' ' : w.charAt(0))) continue;
                if (i + 1 < n && Lexicon.isKnown(w + " " + folded[i + 1])) {
                    lex[i] = lex[i + 1] = Lexicon.canonical(w + " " + folded[i + 1]);
                } else if (lex[i] == null && w.length() > 2 && Lexicon.isKnown(w)) {
                    lex[i] = Lexicon.canonical(w);
                }
                String vc = ValueClasses.classify(w);
                if (vc == null && i + 1 < n) {
                    String two = ValueClasses.classify(w + " " + folded[i + 1]);
                    if (two != null) valueClass[i + 1] = two;
                    vc = two;
                }
                if (vc != null) valueClass[i] = vc;
            }
        }

        private void mark(String foldedMessage, String words, String type) {
            if (words == null || words.isBlank()) return;
            int at = foldedMessage.indexOf(Fold.keepLength(words));
            if (at < 0) return;
            int end = at + words.length();
            for (int i = 0; i < tokens.size(); i++)
                if (tokens.get(i).start() < end && tokens.get(i).end() > at && grammar[i] == null)
                    grammar[i] = type;
        }

        private static String said(Reading r) {
            if (r == null) return "none";
            if (!r.facts().isEmpty()) return "facts";
            if (r.preference() != null) return "preference";
            if (!r.questions().isEmpty()) return "question";
            if (r.action() != null || r.request()) return "request";
            if (r.scopeAnswer() != null) return "answer";
            return "silent";
        }

        public List<Token> tokens() {
            return tokens;
        }

        public int size() {
            return tokens.size();
        }

        public boolean isName(int i) {
            return name[i];
        }

        public String folded(int i) {
            return folded[i];
        }
    }

    private Features() {}

    /** Whether the tagger sees the grammar's spans (measured both ways on the dev split). */
    static final boolean STACK_TAGS =
            Boolean.parseBoolean(System.getProperty("continuity.stacktags", "false"));

    static String shape(String t) {
        StringBuilder sb = new StringBuilder();
        char last = 0;
        for (int i = 0; i < t.length() && sb.length() < 4; i++) {
            char c = t.charAt(i);
            char k =
                    Character.isUpperCase(c)
                            ? 'X'
                            : Character.isLowerCase(c)
                                    ? 'x'
                                    : Character.isDigit(c)
                                            ? 'd'
                                            : Character.isLetter(c)
                                                    ? 'l'
                                                    : Character.isSurrogate(c) ? 'e' : 'p';
            if (k != last) sb.append(k);
            last = k;
        }
        return sb.toString();
    }

    /** Token {@code i} as the models see it: a known name, an unknown word, or its folded form. */
    static String w(Prepared p, int i) {
        if (i < 0) return "<s>";
        if (i >= p.size()) return "</s>";
        return p.name[i] ? "<name>" : p.unknown[i] ? "<unk>" : p.folded[i];
    }

    /**
     * The words around token {@code i}, alone and in pairs with it: the taggers' first features.
     */
    static void window(Prepared p, int i, List<String> f) {
        String w = w(p, i);
        f.add("w=" + w);
        f.add("w-1=" + w(p, i - 1));
        f.add("w+1=" + w(p, i + 1));
        f.add("w-2=" + w(p, i - 2));
        f.add("w+2=" + w(p, i + 2));
        f.add("w-1w=" + w(p, i - 1) + "|" + w);
        f.add("ww+1=" + w + "|" + w(p, i + 1));
    }

    /** The tagger's context for token {@code i}, given the tags already chosen before it. */
    public static String[] tag(Prepared p, int i, String prev, String prev2) {
        List<String> f = new ArrayList<>(32);
        String w = w(p, i);
        window(p, i, f);
        f.add("w-2w-1=" + w(p, i - 2) + "|" + w(p, i - 1));
        f.add("sh=" + p.shape[i]);
        String raw = p.folded[i];
        if (raw.length() > 3) {
            f.add("suf3=" + raw.substring(raw.length() - 3));
            f.add("pre3=" + raw.substring(0, 3));
        }
        if (raw.length() > 2) f.add("suf2=" + raw.substring(raw.length() - 2));
        if (p.lex[i] != null) {
            f.add("lex");
            f.add("lexkey=" + p.lex[i]);
        }
        for (int k = Math.max(0, i - 3); k < i; k++)
            if (NEGATIONS.contains(p.folded[k])) {
                f.add("neg-before");
                break;
            }
        for (int k = i + 1; k < Math.min(p.size(), i + 3); k++)
            if (NEGATIONS.contains(p.folded[k])) {
                f.add("neg-after");
                break;
            }
        // what stands a little before: a detail's words or a character's name, with the word just
        // before this one ("eyes are _", "Vey is a _")
        for (int k = i - 1; k >= Math.max(0, i - 4); k--)
            if (p.lex[k] != null && !p.lex[k].equals(p.lex[i])) {
                f.add("lexL=" + (i - k));
                f.add("lexL|w-1=" + w(p, i - 1));
                f.add("lexL|w-2=" + w(p, i - 2));
                break;
            }
        for (int k = i - 1; k >= Math.max(0, i - 4); k--)
            if (p.name[k]) {
                f.add("nameL=" + (i - k));
                f.add("nameL|w-1=" + w(p, i - 1));
                break;
            }
        for (int k = i + 1; k < Math.min(p.size(), i + 4); k++)
            if (p.lex[k] != null && !p.lex[k].equals(p.lex[i])) {
                f.add("lexR=" + (k - i));
                break;
            }
        if (i > 0 && p.lex[i - 1] != null) f.add("lex-1");
        if (i + 1 < p.size() && p.lex[i + 1] != null) f.add("lex+1");
        if (p.valueClass[i] != null) f.add("vc=" + p.valueClass[i]);
        if (i > 0 && p.valueClass[i - 1] != null) f.add("vc-1");
        if (i + 1 < p.size() && p.valueClass[i + 1] != null) f.add("vc+1");
        if (STACK_TAGS && p.grammar[i] != null) {
            f.add("g=" + p.grammar[i]);
            f.add("g=" + p.grammar[i] + "|t-1=" + prev);
        }
        if (STACK_TAGS && i > 0 && p.grammar[i - 1] != null) f.add("g-1=" + p.grammar[i - 1]);
        if (STACK_TAGS && i + 1 < p.size() && p.grammar[i + 1] != null)
            f.add("g+1=" + p.grammar[i + 1]);
        if (STACK_TAGS) f.add("gsaid=" + p.grammarSaid);
        if (p.name[i]) f.add("name");
        if (i > 0 && p.name[i - 1]) f.add("name-1");
        f.add("door=" + p.door);
        f.add("t-1=" + prev);
        f.add("t-2t-1=" + prev2 + "|" + prev);
        f.add("t-1w=" + prev + "|" + w);
        if (i == 0) f.add("first");
        if (i == p.size() - 1) f.add("last");
        if (SEGMENTS > 0) segment(p, i, prev, f);
        return f.toArray(String[]::new);
    }

    /**
     * Which of the segment features the tagger sees (0: none, 1: the segment's shape, 2: also
     * conjunctions with the word); measured on the dev split (docs/understanding.md).
     */
    static final int SEGMENTS = Integer.getInteger("continuity.segments", 0);

    /** The marks that cut a message into segments: an introduction's list is one per segment. */
    private static final java.util.Set<String> CUTS =
            java.util.Set.of(",", ".", ";", ":", "!", "?", "(", ")", "-", "\u2014", "\u2013");

    static boolean cut(Prepared p, int i) {
        return CUTS.contains(p.folded[i]) || p.shape[i].equals("e");
    }

    /**
     * Where token {@code i} stands in its segment (the words between two cuts: "fen harrow, petty
     * officer, sonar operator on HMS X. 29, from Stornoway"): its place from the segment's edges,
     * the segment's first word, length, whether it holds a number or a listed detail word, and how
     * many cuts stand between it and the last character's name before it.
     */
    private static void segment(Prepared p, int i, String prev, List<String> f) {
        if (cut(p, i)) {
            f.add("seg=cut");
            return;
        }
        int s = i, e = i;
        while (s > 0 && !cut(p, s - 1)) s--;
        while (e + 1 < p.size() && !cut(p, e + 1)) e++;
        String pos = String.valueOf(Math.min(i - s, 3));
        f.add("segpos=" + pos);
        f.add("segend=" + Math.min(e - i, 3));
        f.add("seglen=" + Math.min(e - s + 1, 6));
        f.add("segpos|t-1=" + pos + "|" + prev);
        if (i > s) f.add("segfirst=" + w(p, s));
        boolean num = false;
        String lexKey = null;
        for (int k = s; k <= e; k++) {
            num |= p.shape[k].startsWith("d");
            if (k != i && p.lex[k] != null && !p.lex[k].equals(p.lex[i])) lexKey = p.lex[k];
        }
        if (num) f.add("segnum");
        f.add("seglex=" + (lexKey == null ? "-" : "y"));
        int cuts = 0;
        String after = "none";
        for (int k = i - 1; k >= 0; k--) {
            if (p.name[k]) {
                after = String.valueOf(Math.min(cuts, 4));
                break;
            }
            if (cut(p, k) && (k == 0 || !cut(p, k - 1))) cuts++;
        }
        f.add("segname=" + after);
        f.add("segname|lex=" + after + "|" + (lexKey != null));
        f.add("t-1w+1=" + prev + "|" + w(p, i + 1));
        if (SEGMENTS > 1) {
            f.add("segfirst|w=" + w(p, s) + "|" + w(p, i));
            f.add("segname|w=" + after + "|" + w(p, i));
            f.add("segname|sh=" + after + "|" + p.shape[i] + "|" + pos);
            if (lexKey != null) f.add("seglexkey=" + lexKey);
        }
    }

    private static final java.util.Set<String> NEGATIONS =
            java.util.Set.of("not", "no", "pas", "non", "isnt", "n't", "nope", "plus", "instead");

    /** The intent classifier's context for a whole message. */
    public static String[] intent(Prepared p) {
        List<String> f = new ArrayList<>(64);
        f.add("door=" + p.door);
        f.add("gsaid=" + p.grammarSaid);
        f.add("gsaid+door=" + p.grammarSaid + "|" + p.door);
        boolean named = false, lex = false, vc = false, q = false, neg = false, num = false;
        for (int i = 0; i < p.size(); i++) {
            String w = w(p, i);
            f.add("w=" + w);
            f.add("dw=" + p.door + "|" + w);
            if (i + 1 < p.size()) f.add("b=" + w + "|" + w(p, i + 1));
            named |= p.name[i];
            if (p.lex[i] != null) {
                lex = true;
                f.add("lexkey=" + p.lex[i]);
            }
            vc |= p.valueClass[i] != null;
            q |= w.equals("?");
            neg |= NEGATIONS.contains(w);
            num |= p.shape[i].equals("d");
        }
        f.add("first=" + w(p, 0));
        f.add("first2=" + w(p, 0) + "|" + w(p, 1));
        f.add("last=" + w(p, p.size() - 1));
        if (named) f.add("named");
        if (lex) f.add("haslex");
        if (vc) f.add("hasvc");
        if (q) f.add("question");
        if (neg) f.add("negation");
        if (num) f.add("number");
        f.add("len=" + Math.min(p.size() / 5, 6));
        f.add("door+named=" + p.door + "|" + named + "|" + lex);
        return f.toArray(String[]::new);
    }
}
