package continuity.understand.learned;

import continuity.understand.Detail;
import continuity.understand.Fold;
import continuity.understand.Lexicon;
import continuity.understand.ScopeCue;
import continuity.understand.ValueClasses;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import opennlp.tools.ml.model.MaxentModel;

/**
 * The learned proposer: the intent classifier and the tagger, trained on the labelled corpus
 * ({@code corpus/}, {@code train} command), shipped in the jar. It proposes; {@link
 * continuity.understand.Readings} decides what of it stands.
 */
public final class LearnedReader {
    private final MaxentModel tagger;
    private final MaxentModel intent;
    private final Vocabulary vocabulary;
    private final DetailOfValue detailModel;

    /**
     * The weight of "outside" against the span tags when choosing a token's tag: below 1, the
     * tagger marks a span on less evidence (measured on the dev split, README).
     */
    static final double O_WEIGHT =
            Double.parseDouble(System.getProperty("continuity.oweight", "1.0"));

    public LearnedReader(MaxentModel tagger, MaxentModel intent) {
        this(tagger, intent, null);
    }

    /** {@code detail}: the model of a value's detail, or null (then a value's words name none). */
    public LearnedReader(MaxentModel tagger, MaxentModel intent, MaxentModel detail) {
        this.tagger = tagger;
        this.intent = intent;
        this.detailModel = detail == null ? null : new DetailOfValue(detail);
        this.vocabulary = Vocabulary.of(tagger);
    }

    private static final class Holder {
        static final LearnedReader SHIPPED = load();

        private static LearnedReader load() {
            MaxentModel t = Models.shipped(Models.TAGGER);
            MaxentModel i = Models.shipped(Models.INTENT);
            MaxentModel d = Models.shipped(Models.DETAIL);
            return t == null || i == null ? null : new LearnedReader(t, i, d);
        }
    }

    /** The models shipped in the jar, loaded once; empty when the build has none. */
    public static Optional<LearnedReader> shipped() {
        return Optional.ofNullable(Holder.SHIPPED);
    }

    /** Models written by the {@code train} command into a folder (to measure before shipping). */
    public static LearnedReader from(java.nio.file.Path dir) throws java.io.IOException {
        try (var t = java.nio.file.Files.newInputStream(dir.resolve("tagger.bin"));
                var i = java.nio.file.Files.newInputStream(dir.resolve("intent.bin"))) {
            java.nio.file.Path d = dir.resolve("detail.bin");
            MaxentModel detail = null;
            if (java.nio.file.Files.exists(d))
                try (var in = java.nio.file.Files.newInputStream(d)) {
                    detail = Models.read(in);
                }
            return new LearnedReader(Models.read(t), Models.read(i), detail);
        }
    }

    /** How many tag sequences the beam keeps while tagging a message left to right. */
    static final int BEAM = 4;

    private record Path(String[] tags, double[] score, double logProb) {}

    /**
     * The tags of a prepared message: a beam search over tag sequences, each token's tag scored by
     * the tagger given the two tags before it; an inside tag only continues a span of its type.
     */
    /** A message made ready for these models: the words they do not know are unknown words. */
    public Features.Prepared prepare(
            String message,
            Door door,
            List<String> characters,
            continuity.understand.Reading grammar) {
        return new Features.Prepared(message, door, characters, grammar, vocabulary);
    }

    public Tagged tag(Features.Prepared p) {
        return tag(p, O_WEIGHT);
    }

    Tagged tag(Features.Prepared p, double oWeight) {
        int n = p.size();
        List<Path> beam = new ArrayList<>();
        beam.add(new Path(new String[0], new double[0], 0));
        for (int i = 0; i < n; i++) {
            List<Path> next = new ArrayList<>();
            for (Path path : beam) {
                String prev = i > 0 ? path.tags[i - 1] : "<s>";
                String prev2 = i > 1 ? path.tags[i - 2] : "<s>";
                double[] probs = tagger.eval(Features.tag(p, i, prev, prev2));
                for (int k = 0; k < probs.length; k++) {
                    String o = tagger.getOutcome(k);
                    if (o.startsWith("I-") && !prev.endsWith("-" + o.substring(2))) continue;
                    double pr = o.equals(Labels.O) ? probs[k] * oWeight : probs[k];
                    if (pr < 1e-4) continue;
                    String[] tags = java.util.Arrays.copyOf(path.tags, i + 1);
                    double[] score = java.util.Arrays.copyOf(path.score, i + 1);
                    tags[i] = o;
                    score[i] = probs[k];
                    next.add(new Path(tags, score, path.logProb + Math.log(pr)));
                }
            }
            next.sort((a, b) -> Double.compare(b.logProb, a.logProb));
            beam = next.subList(0, Math.min(BEAM, next.size()));
        }
        Path best = beam.get(0);
        return new Tagged(best.tags, best.score);
    }

    public record Tagged(String[] tags, double[] score) {}

    public Intent intentOf(Features.Prepared p, double[] out) {
        double[] probs = intent.eval(Features.intent(p));
        int best = 0;
        for (int k = 1; k < probs.length; k++) if (probs[k] > probs[best]) best = k;
        out[0] = probs[best];
        return Intent.valueOf(intent.getOutcome(best));
    }

    /** A span of one type: tokens [from, to) and the lowest tag probability in it. */
    record Span(String type, int from, int to, double score) {
        int distance(Span o) {
            if (o.to <= from) return from - o.to;
            if (to <= o.from) return o.from - to;
            return 0;
        }
    }

    public Proposal propose(String message, Door door, List<String> characters, String speaker) {
        return propose(message, door, characters, speaker, null);
    }

    /** As above, with the grammar's reading of the message as features. */
    public Proposal propose(
            String message,
            Door door,
            List<String> characters,
            String speaker,
            continuity.understand.Reading grammar) {
        Features.Prepared p = prepare(message, door, characters, grammar);
        if (p.size() == 0) return Proposal.NONE;
        double[] is = new double[1];
        Intent in = intentOf(p, is);
        Tagged t = tag(p);
        List<Span> spans = spans(p, t);
        List<Proposal.Claim> claims = new ArrayList<>();
        List<String> asked = new ArrayList<>();
        ScopeCue cue = null;
        boolean change = false;
        for (Span s : spans) {
            if (s.type.equals(Labels.SCOPE) && cue == null) cue = scope(text(message, p, s));
            if (s.type.equals(Labels.CHG)) change = true;
        }
        List<Span> olds =
                new ArrayList<>(spans.stream().filter(s -> s.type.equals(Labels.OLD)).toList());
        List<Span> details = spans.stream().filter(s -> s.type.equals(Labels.DET)).toList();
        for (Span d : details) asked.add(detail(text(message, p, d)));
        for (Span v : spans) {
            if (!v.type.equals(Labels.VAL)) continue;
            String value = text(message, p, v);
            Span d = nearest(sameSegment(p, details, v), v);
            String detail = d == null ? null : detail(text(message, p, d));
            if (detail == null) detail = ValueClasses.classify(Fold.key(value));
            if (detail == null) detail = RelationWords.before(p, v.from);
            if (detail == null && NumberWords.isNumber(Fold.key(value)) && ageBeside(p, v))
                detail = "age";
            if (detail == null && detailModel != null) {
                detail = detailModel.of(p, v.from, v.to);
            }
            // "a café cat, a fat orange boy named Marmalade": the cat's name, not a nickname
            if (d == null && (detail == null || OWN_NAMES.contains(detail))) {
                String kind = NamingKind.before(p, v.from);
                if (kind != null) detail = kind;
            }
            if (detail == null) {
                d = acrossComma(p, spans, details, v);
                if (d != null) detail = detail(text(message, p, d));
            }
            // an age no word names stands by the name or the words of an age
            if (d == null && "age".equals(detail) && !ageBeside(p, v)) detail = null;
            Span o = nearest(olds, v);
            if (o != null) olds.remove(o);
            String who = character(p, characters, v, door, speaker);
            // "talia's sister has blue eyes", "le cheval de talia est noir": a relative's (or an
            // animal's) own detail is nothing of the character
            if (who != null && relativeBetween(p, v, detail)) who = null;
            // a look-alike of a name ("M̸i̵r̷a's eyes are red, not blue", Cyrillic "Рере's"): the
            // core must not give its detail to the character whose note holds the old value
            if (who == null && d != null && ownedByLookAlike(p, d.from)) continue;
            double sc = v.score;
            if (d != null) sc = Math.min(sc, d.score);
            claims.add(
                    new Proposal.Claim(
                            who,
                            Detail.of(detail == null || detail.isBlank() ? null : detail),
                            value,
                            o == null ? null : text(message, p, o),
                            cue,
                            change,
                            sc));
        }
        List<String> values = new ArrayList<>(), cues = new ArrayList<>();
        for (Span s : spans) {
            if (s.type.equals(Labels.VAL) || s.type.equals(Labels.OLD))
                values.add(text(message, p, s));
            if (s.type.equals(Labels.SCOPE) || s.type.equals(Labels.CHG))
                cues.add(text(message, p, s));
        }
        return new Proposal(in, is[0], claims, asked, values, cues);
    }

    private static List<Span> spans(Features.Prepared p, Tagged t) {
        List<Span> out = new ArrayList<>();
        int i = 0;
        while (i < p.size()) {
            String type = Labels.type(t.tags()[i]);
            if (type == null) {
                i++;
                continue;
            }
            int j = i + 1;
            double sc = t.score()[i];
            while (j < p.size() && t.tags()[j].equals("I-" + type))
                sc = Math.min(sc, t.score()[j++]);
            int[] c =
                    type.equals(Labels.VAL) || type.equals(Labels.OLD)
                            ? SpanEdges.clean(p.tokens(), i, j)
                            : new int[] {i, j};
            if (c[0] < c[1]) out.add(new Span(type, c[0], c[1], sc));
            i = j;
        }
        return out;
    }

    private static String text(String message, Features.Prepared p, Span s) {
        return message.substring(p.tokens().get(s.from).start(), p.tokens().get(s.to - 1).end());
    }

    /** Words that end one detail's part of a message and begin the next: a comma, "and", "+". */
    private static final java.util.Set<String> SEGMENT_ENDS =
            java.util.Set.of(",", ";", "+", "and", "et", "!", ".", "|", "&");

    /**
     * The detail spans with no segment end between them and the value ("Oriel, 16, weapon is a
     * wand": the weapon is not 16). A detail inside the value's own words counts too.
     */
    static List<Span> sameSegment(Features.Prepared p, List<Span> details, Span v) {
        List<Span> out = new ArrayList<>();
        for (Span d : details) {
            int from = Math.min(d.to, v.to), to = Math.max(d.from, v.from);
            boolean cut = false;
            for (int i = from; i < to && !cut; i++) cut = SEGMENT_ENDS.contains(p.folded(i));
            if (!cut) out.add(d);
        }
        return out;
    }

    /**
     * "Paraska has amulet, bear tooth on red thread": a detail span that comes right before the
     * value (no value or detail span between them), in the segment just before the value's, whose
     * own segment holds no value, names the value's detail across the comma.
     */
    static Span acrossComma(Features.Prepared p, List<Span> spans, List<Span> details, Span v) {
        Span before = null;
        for (Span s : spans) {
            if (s.from >= v.from) break;
            if (s.type.equals(Labels.VAL) || s.type.equals(Labels.DET) || s.type.equals(Labels.OLD))
                before = s;
        }
        if (before == null || !before.type.equals(Labels.DET) || !details.contains(before))
            return null;
        int ends = 0;
        for (int i = before.to; i < v.from; i++) if (SEGMENT_ENDS.contains(p.folded(i))) ends++;
        if (ends != 1 || v.from - before.to > 4) return null;
        for (Span s : spans)
            if (s != v
                    && s.type.equals(Labels.VAL)
                    && sameSegment(p, List.of(before), s).size() > 0) return null;
        return before;
    }

    private static Span nearest(List<Span> candidates, Span v) {
        Span best = null;
        for (Span c : candidates) {
            // the same clause: before the value is the usual order, so it wins a tie
            if (best == null || c.distance(v) < best.distance(v)) best = c;
        }
        return best == null || best.distance(v) > 8 ? null : best;
    }

    /** A detail's words as a key: a listed detail, else the words themselves, folded. */
    public static String detail(String words) {
        String f =
                Fold.key(words)
                        .replaceAll(
                                "^(?:his|her|their|its|the|a|an|le|la|les|l'|son|sa|ses|leur)\\s+",
                                "");
        f = f.replaceAll("'s\\b", "").replaceAll("[^\\p{L}\\p{N}' -]", "").trim();
        if (f.isEmpty()) return null;
        if (!Lexicon.isKnown(f)) {
            String rel = RelationWords.named(f);
            if (rel != null) return rel;
            String edged = DetailEdges.listed(f);
            if (edged != null) return Lexicon.canonical(edged);
        }
        return Lexicon.canonical(f);
    }

    private static final java.util.Set<String> COLOURS =
            java.util.Set.copyOf(
                    continuity.understand.Words.all(continuity.understand.Words.Section.COLOURS));

    private static boolean onlyColours(Features.Prepared p, Span v) {
        for (int i = v.from; i < v.to; i++) {
            String w = p.folded(i);
            if (!COLOURS.contains(w) && !w.equals("and") && !w.equals("et") && !w.equals("-"))
                return false;
        }
        return true;
    }

    /** The details that name the character itself. */
    private static final java.util.Set<String> OWN_NAMES = java.util.Set.of("nickname", "name");

    /** Details that are another being: their own details are not the character's. */
    private static final java.util.Set<String> RELATIVES =
            java.util.Set.of("sibling", "parent", "child", "partner", "pet");

    /**
     * Whether someone's relative's word stands near the value and the claim is not about that
     * relative: "talia's sister has blue eyes", « le cheval de Talia est noir »; a relative's word
     * that is nobody's ("a new scar, from a wolf: three lines") takes nothing away.
     */
    static boolean relativeBetween(Features.Prepared p, Span v, String detail) {
        // "talia's horse is black": the horse's colour, not a pet called Black
        if (detail != null && RELATIVES.contains(detail)) return onlyColours(p, v);
        for (int i = Math.max(0, v.from - 6); i < v.from; i++) {
            String w = p.folded(i);
            if (w.length() > 2
                    && Lexicon.isKnown(w)
                    && RELATIVES.contains(Lexicon.canonical(w))
                    && someones(p, i)) return true;
        }
        return false;
    }

    /** Words that make the noun after them someone's: "her", "talia's", « sa », « leur ». */
    private static final java.util.Set<String> OWNERS =
            java.util.Set.of(
                    "'s", "s'", "her", "his", "their", "my", "your", "our", "its", "sa", "son",
                    "ses", "leur", "leurs", "mon", "ma", "mes", "ton", "ta", "tes", "notre",
                    "votre");

    /**
     * Whether the noun at {@code i} is someone's: an owner's word or a name just before it (one
     * word may stand between: "her little sister"), or « de » / "of" and a name after it.
     */
    private static boolean someones(Features.Prepared p, int i) {
        for (int k = i - 1; k >= Math.max(0, i - 2); k--)
            if (OWNERS.contains(p.folded(k)) || p.isName(k)) return true;
        if (i + 2 < p.size()) {
            String after = p.folded(i + 1);
            if ((after.equals("de") || after.equals("d'") || after.equals("of")) && p.isName(i + 2))
                return true;
        }
        return false;
    }

    /** Whether the value is one number written in digits ("27"). */
    private static boolean digits(Features.Prepared p, Span v) {
        return v.to - v.from == 1 && p.folded(v.from).matches("[0-9]{1,3}");
    }

    /** Verbs before "Anselm's seneschal" that make it what the subject is. */
    private static final java.util.Set<String> COPULAS =
            java.util.Set.of("is", "'s", "was", "be", "being", "became", "becomes", "as", "now");

    static String character(
            Features.Prepared p, List<String> characters, Span v, Door door, String speaker) {
        String before = null, after = null;
        boolean number = NumberWords.isNumber(p.folded(v.from)) && v.to - v.from == 1;
        for (int i = v.from - 1; i >= 0 && before == null; i--) {
            // "she is Anselm's seneschal": the name whose value this is owns it, not the subject
            // ("rosita's 27": a number with no verb before the name is the name's own age; "Mira's
            // blue eyes in that fanart" stays no one's)
            if (i == v.from - 2
                    && p.folded(i + 1).equals("'s")
                    && !(digits(p, v) && (i == 0 || !COPULAS.contains(p.folded(i - 1))))) continue;
            if (p.isName(i)) before = Names.match(p.tokens().get(i).text(), characters);
            // "Ilse has a daughter, Maartje, 12": a name the server does not know stands between,
            // the value is that one's
            else if (number && someoneElse(p, i)) break;
        }
        for (int i = v.to; i < p.size() && after == null; i++)
            if (p.isName(i)) after = Names.match(p.tokens().get(i).text(), characters);
        if (before != null) return before;
        if (after != null) return after;
        // the learned proposer never guesses a character the message does not name
        return door == Door.PROXY ? speaker : null;
    }

    /**
     * Whether the detail at {@code i} follows the possessive of a word no one writes as a name in
     * English or French: letters of another alphabet, or marks drawn over its letters that compose
     * no accented letter. An unknown Latin name there ("Miss Ashby's eyes") may still be a known
     * character's, found by the old value.
     */
    static boolean ownedByLookAlike(Features.Prepared p, int i) {
        if (i < 2 || !p.folded(i - 1).equals("'s")) return false;
        String owner =
                java.text.Normalizer.normalize(
                        p.tokens().get(i - 2).text(), java.text.Normalizer.Form.NFC);
        return owner.codePoints()
                .anyMatch(
                        cp -> {
                            int type = java.lang.Character.getType(cp);
                            if (type == java.lang.Character.NON_SPACING_MARK
                                    || type == java.lang.Character.ENCLOSING_MARK) return true;
                            return java.lang.Character.isLetter(cp)
                                    && java.lang.Character.UnicodeScript.of(cp)
                                            != java.lang.Character.UnicodeScript.LATIN;
                        });
    }

    private static boolean isCapitalised(Features.Prepared p, int i) {
        String t = p.tokens().get(i).text();
        return !t.isEmpty() && java.lang.Character.isUpperCase(t.codePointAt(0));
    }

    /** A capitalised word that is no known name and does not begin a sentence: another person. */
    private static boolean someoneElse(Features.Prepared p, int i) {
        String t = p.tokens().get(i).text();
        if (!isCapitalised(p, i) || t.length() < 2) return false;
        if (t.chars().allMatch(c -> !java.lang.Character.isLowerCase(c))) return false;
        if (i == 0) return false;
        String prev = p.tokens().get(i - 1).text();
        return !prev.matches("[.!?:(\\[/\"«*]+|@?[Cc]ontinuity|OOC|HRP|ooc|hrp")
                && !Lexicon.isKnown(p.folded(i));
    }

    /**
     * A bare number is an age only where it stands by the name or the words of an age: "Oriel, 16",
     * "dez is 21", « Pim a 16 ans », "12 years old"; a number elsewhere ("a 7" tattooed, "1945") is
     * no age.
     */
    static boolean ageBeside(Features.Prepared p, Span v) {
        if (v.to < p.size()) {
            String next = p.folded(v.to);
            if (AGE_AFTER.contains(next)) return true;
        }
        if (listedAge(p, v)) return true;
        for (int i = v.from - 1; i >= Math.max(0, v.from - 4); i--) {
            if (p.isName(i) || SUBJECTS.contains(p.folded(i))) return true;
            // "Kiyo Lan, 29": a surname after the name
            if (i > 0 && p.isName(i - 1) && isCapitalised(p, i)) return true;
            if (!AGE_BETWEEN.contains(p.folded(i))) return false;
        }
        return false;
    }

    /**
     * "nell farthing, 19, courier", "retired CID, 64.": a number of a person's years standing alone
     * between a list's commas, after a known name with nobody else named between them.
     */
    private static boolean listedAge(Features.Prepared p, Span v) {
        if (!digits(p, v) || v.from == 0) return false;
        int n = Integer.parseInt(p.folded(v.from));
        if (n < 1 || n > 150) return false;
        if (!LIST_MARKS.contains(p.folded(v.from - 1))) return false;
        if (v.to < p.size() && !LIST_MARKS.contains(p.folded(v.to))) return false;
        for (int i = v.from - 1; i >= 0; i--) {
            if (p.isName(i)) return true;
            if (someoneElse(p, i)) return false;
        }
        return false;
    }

    private static final java.util.Set<String> LIST_MARKS =
            java.util.Set.of(",", ".", ";", ":", "(", ")", "-", "\u2013", "|", "/");

    private static final java.util.Set<String> SUBJECTS =
            java.util.Set.of("she", "he", "they", "il", "elle", "iel", "i", "je", "j'ai");

    private static final java.util.Set<String> AGE_AFTER =
            java.util.Set.of("ans", "an", "years", "year", "yo", "y/o", "yrs", "yr");
    private static final java.util.Set<String> AGE_BETWEEN =
            java.util.Set.of(
                    ",",
                    "is",
                    "'s",
                    "s",
                    "est",
                    "a",
                    "has",
                    "turned",
                    "turns",
                    "now",
                    "was",
                    ":",
                    "-",
                    "'m",
                    "am",
                    "ai",
                    "actually",
                    "really",
                    "just",
                    "only",
                    "maintenant");

    private static ScopeCue scope(String words) {
        String f = Fold.key(words);
        Optional<ScopeCue.Found> found = ScopeCue.find(f);
        if (found.isPresent()) return found.get().cue();
        return ScopeWords.classify(f);
    }
}
