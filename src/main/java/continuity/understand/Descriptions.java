package continuity.understand;

import continuity.chat.Lang;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The descriptive reader (issue 24): what an in-character post says a known character looks like
 * ("Mira's blue eyes", "*she brushes her black hair back*", « les yeux bleus de Mira », "the
 * blue-eyed Mira", "Mira, 27,"), for the canon check. It reads narration and actions only: whatever
 * is inside quotes is the character speaking and is blanked first; a sentence that hedges, lies,
 * dreams or tells a change, or a clause that compares or negates ("her eyes look almost blue in
 * this light", "she lied") gives nothing.
 *
 * <p>Whose a possessive ("her", "ses") or a pronoun is: the character its sentence is about (named
 * first, every other name before it after a preposition), or the one known character named before
 * it in the post (or the proxy's), or the one left once the post's own "she" and "he" (else the
 * characters' stored pronouns notes, when the caller gives them) say who is who; with two
 * candidates it gives nothing.
 *
 * <p>Rules and words are data: {@code /understand/descriptions/en.txt} and {@code fr.txt} (each
 * rule with {@code example:} and {@code not:} lines, checked by {@code DescriptionsTest}), and
 * {@code classes.tsv} with its files ({@code colours.tsv}, {@code lengths.tsv}) for the values the
 * check compares ({@link #contradicts}): only values of one class are compared. Detail words come
 * from {@link Lexicon}. It never changes the other readers.
 */
public final class Descriptions {
    /**
     * One descriptive mention: character as known, detail key, value as typed, where it is; {@code
     * changed} when the post tells a change of that detail ("she cuts her hair short"): then what
     * it says is the scene's change, never a contradiction of the old note.
     */
    public record Mention(
            String character,
            String detail,
            String value,
            int start,
            int end,
            String rule,
            boolean changed) {
        public Mention(
                String character, String detail, String value, int start, int end, String rule) {
            this(character, detail, value, start, end, rule, false);
        }
    }

    /**
     * A rule of a language file, with the examples that must give a mention and those that must
     * not. A {@code more} rule continues another one's match ("... and red hair"): its examples
     * must give two mentions.
     */
    public record Rule(
            Lang lang, String pattern, List<String> examples, List<String> not, boolean more) {}

    /** One value of a class ("blue"), with the keys close enough never to clash with it. */
    private record Key(String key, Set<String> near) {}

    /** A class of values the check compares, and the details it compares them for. */
    private record ValueClass(
            String name, Set<String> details, Map<String, Key> byWord, String present) {}

    private static final List<ValueClass> CLASSES = new ArrayList<>();

    /** detail ("*": any) -> class -> keys a post names for a passing state (states.tsv). */
    private static final Map<String, Map<String, Set<String>>> STATES = new HashMap<>();

    private static final Map<String, Key> COLOUR_OF_WORD = new HashMap<>();

    /** The words of the sides (sides.tsv), the details whose side is compared, the body's parts. */
    private static final Map<String, Key> SIDES = new HashMap<>();

    private static final Set<String> SIDE_DETAILS = new HashSet<>();

    /**
     * Details whose class is marked {@code value} in classes.tsv (a build, a hand): the first scan
     * looks for their values' words ("wiry", "lefty"), not for the detail's own words, which
     * narration uses for everything ("hand", "body", "build").
     */
    private static final Set<String> SCAN_BY_VALUE = new HashSet<>();

    /** The words of the class of builds (builds.tsv), read alone by {build} rules. */
    private static final Set<String> BUILD_WORDS = new HashSet<>();

    /** parts.tsv: a word for a part of the body, and the part it names. */
    private static final Map<String, String> PARTS = new HashMap<>();

    /** Details whose values are compared in some class (colours of eyes and hair, lengths...). */
    private static final Set<String> CLASS_DETAILS = new HashSet<>();

    private static final List<Lang> LANGS = List.of(Lang.EN, Lang.FR);

    /** One language's words, from its file. */
    private static final class Lex {
        final Map<String, Character> possessives = new HashMap<>();
        final Map<String, Character> subjects = new HashMap<>();
        final Map<String, Character> gendered = new HashMap<>();
        final Map<String, Character> objects = new HashMap<>(); // [object pronouns]
        final Map<String, Set<String>> changeWords = new HashMap<>(); // [change words]
        final Map<String, Set<String>> changed = new HashMap<>(); // [changed]
        final Map<String, String> changeObjects = new HashMap<>(); // [change objects]
        final Set<String> changeLinks = new HashSet<>(); // [change links]
        final Set<String> prepositions = new HashSet<>();
        final Set<String> people = new HashSet<>();
        final Set<String> plural = new HashSet<>(); // [plural people]
        final Set<String> pre = new HashSet<>();
        final Map<String, String> details = new HashMap<>(); // [detail words]
        final Map<String, String> styles = new HashMap<>(); // [style words]
        final Set<String> garments = new HashSet<>(); // [garments]
        final Set<String> heads = new HashSet<>(); // [head words]
        final Set<String> changeHeads = new HashSet<>(); // first words of [changed], [change words]
        final Map<String, Set<String>> sections = new HashMap<>();
    }

    private static final Map<Lang, Lex> LEX = new HashMap<>();

    /**
     * The words of a pronouns note ([pronoun notes] of every language): "she" 'f', "he" 'm', "they"
     * and « iel » 'o', "any" '*' (no one ruled out).
     */
    private static final Map<String, Character> PRONOUN_NOTES = new HashMap<>();

    private static final Set<String> ALL_POSSESSIVES = new HashSet<>();
    private static final Set<String> ALL_STOP = new HashSet<>();

    /** Every language's tattoo motifs ([motifs]): "anchor", « ancre ». */
    private static final Set<String> ALL_MOTIFS = new HashSet<>();

    private static final Set<String> NOT_DETAILS = new HashSet<>();
    private static final Set<String> IDIOMS = new HashSet<>();
    private static final Map<String, String> COMPOUNDS = new HashMap<>();
    private static final Map<String, Integer> NUMBERS = new HashMap<>();
    private static final List<Rule> RULES = new ArrayList<>();
    private static final List<Compiled> COMPILED = new ArrayList<>();
    private static final List<Compiled> MORE = new ArrayList<>();
    private static final Pattern HEDGE;
    private static final Pattern UNTRUE;
    private static final Pattern UNTRUE_AGE;
    private static final Pattern NEGATION;
    private static final Pattern CLAUSE_HEDGE;
    private static final Pattern LIGHT;
    private static final Pattern COMPARISON;

    /**
     * Words narration uses for a detail that the lexicon does not list ("locks" is hair), every
     * language's (a rule reads its own language's).
     */
    private static final Map<String, String> MORE_DETAILS = new HashMap<>();

    /**
     * "his bald head", « son crâne rasé »: a word of [head words] read as the hair, only with a
     * value that says the hair is gone ({@link #BARE}).
     */
    private static final String HEAD = "head";

    /** The keys of lengths.tsv a head word's value must name: "bald", "shaved". */
    private static final Set<String> BARE = Set.of("bald", "shaved");

    /** The words of the "moving" length ("whips", « volent »): hair long enough to move. */
    private static final Set<String> MOVING = new HashSet<>();

    /** [untrue unless determined]: untrue words that are a person after a determiner. */
    private static final Set<String> DETERMINED = new HashSet<>();

    /** [determiners] of every language ("the", "her", « la », « l' », « sa »). */
    private static final Set<String> DETERMINERS_ALL = new HashSet<>();

    /** [sequence]: an untrue word that then only tells what comes next ("before walking"). */
    private static final Set<String> SEQUENCE = new HashSet<>();

    /**
     * [untrue aside]: phrases in which a word of [untrue] or [hedges] says nothing of another time
     * ("for once", "once again"), folded, with a space on each side.
     */
    private static final List<String> ASIDE = new ArrayList<>();

    /** [hedge aside]: phrases in which a word of [clause hedges] is an action ("looks at"). */
    private static final List<String> HEDGE_ASIDE = new ArrayList<>();

    /** [name notes], [role notes] and [role articles] of every language (CharacterAliases). */
    static final Set<String> NAME_NOTES = new HashSet<>(),
            ROLE_NOTES = new HashSet<>(),
            ROLE_ARTICLES = new LinkedHashSet<>();

    /** [short form verbs]: stop words that are verbs after a short form ("bex is a lefty"). */
    private static final Set<String> SHORT_FORM_VERBS = new HashSet<>();

    /** [negation nouns]: negations that are nouns after a determiner or a number (« dix pas »). */
    private static final Set<String> NEGATION_NOUNS = new HashSet<>();

    /** [restrictive]: a word of [negations] -> the words after it that make it "only" (« que »). */
    private static final Map<String, Set<String>> RESTRICTIVE = new HashMap<>();

    /** [partial]: a shave of one side or half ("rasé d'un côté", "half-shaved"), not of all. */
    private static final Set<String> PARTIAL = new HashSet<>();

    /** Hair styles: a detail word that is part of its own value ("bob", "tresses"). */
    private static final Map<String, String> STYLES = new HashMap<>();

    static {
        for (String line : lines("/understand/descriptions/classes.tsv")) {
            String[] f = line.split("\t");
            Set<String> details = new HashSet<>();
            for (String d : f[1].split(",")) if (!d.isBlank()) details.add(d.strip());
            Map<String, Key> byWord = new HashMap<>();
            for (String row : lines("/understand/descriptions/" + f[2].strip())) {
                String[] r = row.split("\t");
                Set<String> near = new HashSet<>();
                for (String n : r[1].split(",")) if (!n.isBlank()) near.add(n.strip());
                Key k = new Key(r[0].strip(), near);
                for (String w : r[2].split(",")) {
                    String folded = Fold.key(w);
                    if (!folded.isEmpty()) byWord.putIfAbsent(folded, k);
                }
            }
            Set<String> flags = new HashSet<>();
            if (f.length > 3) for (String x : f[3].split("[ ,]+")) if (!x.isBlank()) flags.add(x);
            // "present=some": a mention of the detail that names no key of the class says the
            // detail is there ("his black beard" against "clean-shaven")
            String present = null;
            for (String x : flags) if (x.startsWith("present=")) present = x.substring(8);
            CLASSES.add(new ValueClass(f[0].strip(), details, byWord, present));
            CLASS_DETAILS.addAll(details);
            if (f[0].strip().equals("colour")) COLOUR_OF_WORD.putAll(byWord);
            if (flags.contains("value")) SCAN_BY_VALUE.addAll(details);
            if (f[0].strip().equals("build")) BUILD_WORDS.addAll(byWord.keySet());
            if (f[0].strip().equals("side")) {
                SIDES.putAll(byWord);
                SIDE_DETAILS.addAll(details);
            }
        }
        for (String line : lines("/understand/descriptions/parts.tsv")) {
            String[] f = line.split("\t");
            for (String w : f[1].split(","))
                if (!w.isBlank()) PARTS.put(Fold.key(w.strip()), f[0].strip());
        }
        for (String line : lines("/understand/descriptions/states.tsv")) {
            String[] f = line.split("\t");
            Set<String> keys = new HashSet<>();
            for (String k : f[2].split(",")) if (!k.isBlank()) keys.add(k.strip());
            STATES.computeIfAbsent(f[0].strip(), d -> new HashMap<>()).put(f[1].strip(), keys);
        }
        List<String> hedges = new ArrayList<>();
        List<String> untrue = new ArrayList<>();
        List<String> untrueAges = new ArrayList<>();
        List<String> negations = new ArrayList<>();
        List<String> clauseHedges = new ArrayList<>();
        List<String> light = new ArrayList<>();
        List<String> comparisons = new ArrayList<>();
        for (Lang lang : LANGS) {
            Map<String, List<String>> sections = new HashMap<>();
            String section = "";
            Rule rule = null;
            for (String line :
                    lines(
                            "/understand/descriptions/"
                                    + lang.name().toLowerCase(java.util.Locale.ROOT)
                                    + ".txt")) {
                if (line.startsWith("[") && line.endsWith("]")) {
                    section = line.substring(1, line.length() - 1);
                    continue;
                }
                if (section.equals("rules")) {
                    if (line.startsWith("rule:")) {
                        String pattern = line.substring(5).strip();
                        boolean more = pattern.startsWith("then:");
                        if (more) pattern = pattern.substring(5).strip();
                        rule = new Rule(lang, pattern, new ArrayList<>(), new ArrayList<>(), more);
                        RULES.add(rule);
                        (more ? MORE : COMPILED).add(compile(rule));
                    } else if (line.startsWith("example:") && rule != null) {
                        rule.examples().add(line.substring(8).strip());
                    } else if (line.startsWith("not:") && rule != null) {
                        rule.not().add(line.substring(4).strip());
                    }
                    continue;
                }
                for (String w : line.split(","))
                    if (!w.isBlank())
                        sections.computeIfAbsent(section, s -> new ArrayList<>()).add(w.strip());
            }
            Lex lex = new Lex();
            LEX.put(lang, lex);
            sections.forEach((k, v) -> lex.sections.put(k, folded(v)));
            gendered(sections.get("possessives"), lex.possessives);
            gendered(sections.get("subject pronouns"), lex.subjects);
            gendered(sections.get("gendered"), lex.gendered);
            gendered(sections.get("object pronouns"), lex.objects);
            gendered(sections.get("pronoun notes"), PRONOUN_NOTES);
            changes(sections.get("change words"), lex.changeWords);
            changes(sections.get("changed"), lex.changed);
            for (Map<String, Set<String>> m : List.of(lex.changeWords, lex.changed))
                for (String w : m.keySet()) lex.changeHeads.add(w.split(" ")[0]);
            pairs(sections.get("change objects"), lex.changeObjects);
            lex.changeLinks.addAll(folded(sections.get("change links")));
            lex.prepositions.addAll(folded(sections.get("prepositions")));
            lex.people.addAll(folded(sections.get("people")));
            lex.plural.addAll(folded(sections.get("plural people")));
            lex.pre.addAll(folded(sections.get("pre adjectives")));
            ALL_POSSESSIVES.addAll(lex.possessives.keySet());
            ALL_STOP.addAll(folded(sections.get("stop")));
            ALL_MOTIFS.addAll(folded(sections.getOrDefault("motifs", List.of())));
            NOT_DETAILS.addAll(folded(sections.get("not details")));
            for (String w : folded(sections.get("idioms"))) IDIOMS.add(w.replace("'", " "));
            pairs(sections.get("detail words"), lex.details);
            pairs(sections.get("style words"), lex.styles);
            lex.garments.addAll(folded(sections.get("garments")));
            lex.heads.addAll(folded(sections.get("head words")));
            PARTIAL.addAll(folded(sections.get("partial")));
            NEGATION_NOUNS.addAll(folded(sections.get("negation nouns")));
            SHORT_FORM_VERBS.addAll(folded(sections.get("short form verbs")));
            DETERMINED.addAll(folded(sections.get("untrue unless determined")));
            for (String w : folded(sections.get("determiners")))
                DETERMINERS_ALL.add(w.replace("'", "").strip());
            for (String w : sections.getOrDefault("sequence", List.of()))
                SEQUENCE.add(Fold.key(w).replace("'", " ").replaceAll("\\s+", " ").strip());
            for (String w : sections.getOrDefault("hedge aside", List.of()))
                HEDGE_ASIDE.add(" " + Fold.key(w).replaceAll("\\s+", " ").strip() + " ");
            for (String w : sections.getOrDefault("untrue aside", List.of()))
                ASIDE.add(" " + Fold.key(w).replaceAll("\\s+", " ").strip() + " ");
            NAME_NOTES.addAll(folded(sections.get("name notes")));
            ROLE_NOTES.addAll(folded(sections.get("role notes")));
            ROLE_ARTICLES.addAll(folded(sections.get("role articles")));
            MORE_DETAILS.putAll(lex.details);
            STYLES.putAll(lex.styles);
            pairs(sections.get("compounds"), COMPOUNDS);
            Map<String, String> numbers = new HashMap<>();
            pairs(sections.get("numbers"), numbers);
            numbers.forEach((k, v) -> NUMBERS.put(k, Integer.parseInt(v)));
            hedges.addAll(sections.getOrDefault("hedges", List.of()));
            untrue.addAll(sections.getOrDefault("untrue", List.of()));
            untrueAges.addAll(sections.getOrDefault("untrue ages", List.of()));
            negations.addAll(sections.getOrDefault("negations", List.of()));
            for (String x : sections.getOrDefault("restrictive", List.of())) {
                String[] ab = Fold.key(x).split(" ");
                if (ab.length == 2)
                    RESTRICTIVE.computeIfAbsent(ab[0], k -> new HashSet<>()).add(ab[1]);
            }
            clauseHedges.addAll(sections.getOrDefault("clause hedges", List.of()));
            light.addAll(sections.getOrDefault("light and likeness", List.of()));
            comparisons.addAll(sections.getOrDefault("comparisons", List.of()));
        }
        HEDGE = wordsPattern(hedges);
        UNTRUE = wordsPattern(untrue);
        UNTRUE_AGE = wordsPattern(untrueAges);
        NEGATION = wordsPattern(negations);
        CLAUSE_HEDGE = wordsPattern(clauseHedges);
        LIGHT = wordsPattern(light);
        COMPARISON = wordsPattern(comparisons);
    }

    private Descriptions() {}

    /** Every rule of every language, with its examples (for the tests and the docs). */
    public static List<Rule> rules() {
        return List.copyOf(RULES);
    }

    /**
     * The descriptive mentions of a post: {@code names} are the server's characters as stored,
     * {@code speaker} the character a proxy or webhook posts as (null for none).
     */
    public static List<Mention> read(String text, List<String> names, String speaker) {
        return read(text, names, speaker, null);
    }

    /** The same, with the characters' other names from their notes ({@link CharacterAliases}). */
    public static List<Mention> read(
            String text, List<String> names, Map<String, String> aliases, String speaker) {
        return post(text, names, aliases, speaker, null).mentions();
    }

    /**
     * The same, with the characters' stored pronouns: {@code pronouns} gives a character as stored
     * its pronouns notes' values ("she/her", « il », "they/them"), or null for none; it is asked
     * only when a possessive or a pronoun could be two characters, and a note's pronouns then rule
     * out the ones it cannot be ("her" is not Corvin's when Corvin is "he/him").
     */
    public static List<Mention> read(
            String text,
            List<String> names,
            String speaker,
            java.util.function.Function<String, List<String>> pronouns) {
        return post(text, names, speaker, pronouns).mentions();
    }

    /**
     * A change of a detail that a post tells ("*Mira cuts her hair short*", "her hair is short
     * now", « elle s'est coupé les cheveux »): whose (as stored) and which detail.
     */
    public record Change(String character, String detail) {}

    /**
     * What a post says: its mentions (a change's marked {@code changed}) and the changes it tells.
     */
    public record Read(List<Mention> mentions, List<Change> changes) {
        public static final Read NONE = new Read(List.of(), List.of());

        public boolean isEmpty() {
            return mentions.isEmpty() && changes.isEmpty();
        }
    }

    /**
     * The mentions of a post and the changes it tells ({@link #read(String, List, String,
     * java.util.function.Function)}).
     */
    public static Read post(
            String text,
            List<String> names,
            String speaker,
            java.util.function.Function<String, List<String>> pronouns) {
        return post(text, names, Map.of(), speaker, pronouns);
    }

    /**
     * The same, with the characters' other names from their notes ({@link CharacterAliases}: "Bee"
     * for Bettina, "the captain" for Vesh), each read as the character's name.
     */
    public static Read post(
            String text,
            List<String> names,
            Map<String, String> aliases,
            String speaker,
            java.util.function.Function<String, List<String>> pronouns) {
        if (text == null || text.isEmpty() || names.isEmpty()) return Read.NONE;
        String folded = Fold.keepLength(text);
        String plain = withoutDialogue(folded);
        List<Tok> toks = tokens(plain);
        Map<String, String> shortForms = shortForms(toks, plain, names);
        if (!shortForms.isEmpty()) {
            Map<String, String> more = new HashMap<>(shortForms);
            more.putAll(aliases);
            aliases = more;
        }
        Names prepared = names(names, aliases);
        List<String[]> nameToks = prepared.tokens();
        List<String> stored = prepared.stored();
        Map<String, List<Integer>> byFirst = prepared.byFirst();
        String speakerName = speaker == null ? null : prepared.byKey().get(Fold.key(speaker));
        // a post is read with the rules of its language
        Lang lang = LanguageGuess.of(plain);
        Ctx c = new Ctx(text, plain, toks, nameToks, stored, speakerName, byFirst, lang, pronouns);
        List<Mention> out = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (Compiled rule : COMPILED) {
            if (rule.rule().lang() != lang) continue;
            El first = rule.els().get(0);
            for (int i = 0; i < toks.size(); i++) {
                // most tokens cannot start most rules: a look at the token before any work
                if (!mayStart(c, first, i, lang)) continue;
                Bind b = new Bind();
                int end = match(c, rule, 0, i, b);
                if (end < 0) continue;
                List<Mention> got = mentions(c, rule, b, i, toks.get(end - 1).end);
                if (got.isEmpty()) continue;
                for (Mention m : got)
                    if (seen.add(m.character() + "|" + m.detail() + "|" + m.end())) out.add(m);
                // "... and red hair": the same character's next details
                String who = got.get(0).character();
                int at = end;
                boolean more = true;
                while (more) {
                    more = false;
                    for (Compiled next : MORE) {
                        if (next.rule().lang() != lang) continue;
                        Bind nb = new Bind();
                        nb.character = who;
                        nb.more = true;
                        nb.headPoss = b.possAt >= 0 ? toks.get(b.possAt).w : null;
                        int e = match(c, next, 0, at, nb);
                        if (e < 0) continue;
                        List<Mention> then = mentions(c, next, nb, at, toks.get(e - 1).end);
                        if (then.isEmpty()) continue;
                        for (Mention m : then)
                            if (seen.add(m.character() + "|" + m.detail() + "|" + m.end()))
                                out.add(m);
                        at = e;
                        more = true;
                        break;
                    }
                }
            }
        }
        // two rules reading one phrase ("sa tresse noire", "sa tresse"): the longer reading
        out.removeIf(
                m ->
                        out.stream()
                                .anyMatch(
                                        o ->
                                                o != m
                                                        && o.character().equals(m.character())
                                                        && o.detail().equals(m.detail())
                                                        && o.start() <= m.start()
                                                        && o.end() >= m.end()
                                                        && o.end() - o.start()
                                                                > m.end() - m.start()));
        // the learned reader's descriptive mode: more candidates, through the same gates
        if (LEARNED) learned(c, out, speakerName != null);
        out.sort(java.util.Comparator.comparingInt(Mention::start));
        // "she cut her hair last night. Her short hair ...": the scene's change, not a clash
        // the changes are looked for in dialogue too: its tokens when the post has any
        List<Change> changes =
                changes(c, out, plain.equals(folded) ? toks : tokens(folded), folded);
        if (changes.isEmpty()) return new Read(out, List.of());
        Set<Change> told = new HashSet<>(changes);
        List<Mention> marked = new ArrayList<>(out.size());
        for (Mention m : out)
            marked.add(
                    !m.changed() && told.contains(new Change(m.character(), m.detail()))
                            ? new Mention(
                                    m.character(),
                                    m.detail(),
                                    m.value(),
                                    m.start(),
                                    m.end(),
                                    m.rule(),
                                    true)
                            : m);
        return new Read(marked, changes);
    }

    /**
     * Whether the learned mention model ({@link continuity.understand.learned.MentionModel}) reads
     * beside the rules ({@code -Dcontinuity.learnedmentions=false}: the rules alone).
     */
    static final boolean LEARNED =
            !"false".equals(System.getProperty("continuity.learnedmentions"));

    /** The least probability of a learned value's every token (measured on dev and train). */
    static final double LEARNED_MIN =
            Double.parseDouble(System.getProperty("continuity.minmention", "0.5"));

    /**
     * The post with its dialogue blanked, as the rules read it, its letters as written (the learned
     * mention model reads it so: {@link continuity.understand.learned.MentionModel}).
     */
    public static String narration(String text) {
        String folded = Fold.keepLength(text);
        return narration(text, folded, withoutDialogue(folded));
    }

    private static String narration(String text, String folded, String plain) {
        if (plain.length() != text.length() || folded.length() != text.length()) return plain;
        char[] out = text.toCharArray();
        for (int i = 0; i < out.length; i++)
            if (plain.charAt(i) == ' ' && folded.charAt(i) != ' ') out[i] = ' ';
        return new String(out);
    }

    /**
     * The learned mention model's values, each a candidate only where the rules read nothing and it
     * passes the rules' own gates: a detail the check compares and a value of one of its classes,
     * the detail's word right beside the value in its clause ("blue eyes", « les yeux bleus »),
     * whose by the rules' own reading (a possessive before it, a name's "'s" before it, « de » and
     * a name after it, else the sentence's subject), and {@link #holds} (hedges, lies, dreams,
     * light, negations, questions, another time). Dialogue is blanked before the model reads.
     */
    private static void learned(Ctx c, List<Mention> out, boolean proxy) {
        continuity.understand.learned.MentionModel model =
                continuity.understand.learned.MentionModel.shipped();
        if (model == null) return;
        List<Tok> t = c.toks();
        String narration = narration(c.text(), Fold.keepLength(c.text()), c.plain());
        List<Mention> rules = List.copyOf(out);
        // the model reads only around a word of a detail the check compares that no rule read
        // (a learned value needs one beside it): most posts have none, and it costs
        List<continuity.understand.learned.MentionModel.Span> spans = new ArrayList<>();
        int from = -1, to = -1;
        for (int k = 0; k <= t.size(); k++) {
            if (k < t.size()) {
                String d = detailWord(c, t.get(k).w);
                if (d == null || !checked(d)) continue;
                Tok w = t.get(k);
                boolean read = false;
                for (Mention m : rules) read |= m.start() <= w.start && m.end() >= w.end;
                if (read || !classWordNear(t, k)) continue;
                int a = Math.max(0, k - WINDOW), b = Math.min(t.size() - 1, k + WINDOW);
                if (from >= 0 && a <= to) {
                    to = b;
                    continue;
                }
                if (from >= 0) readPart(model, c, narration, from, to, proxy, spans);
                from = a;
                to = b;
            } else if (from >= 0) readPart(model, c, narration, from, to, proxy, spans);
        }
        for (var s : spans) {
            if (s.probability() < LEARNED_MIN) continue;
            String detail = s.detail();
            if (!checked(detail)) continue;
            String value = c.text().substring(s.start(), s.end()).strip();
            if (value.isEmpty() || !classed(detail, value)) continue;
            // where the rules read something, their reading stands
            boolean read = false;
            for (Mention m : rules) read |= m.start() < s.end() && m.end() > s.start();
            if (read) continue;
            int vs = -1, ve = -1;
            for (int k = 0; k < t.size(); k++)
                if (t.get(k).end > s.start() && t.get(k).start < s.end()) {
                    if (vs < 0) vs = k;
                    ve = k + 1;
                }
            if (vs < 0) continue;
            int d = detailBeside(c, detail, vs, ve);
            if (d < 0) continue;
            int first = Math.min(vs, d), last = Math.max(ve - 1, d);
            String character = whoseLearned(c, first, last);
            if (character == null) continue;
            int start = t.get(first).start, end = t.get(last).end;
            Pair p = new Pair(detail, s.start(), s.end(), start, end, false);
            if (!holds(c, p, "age".equals(detail), start, end)) continue;
            out.add(
                    new Mention(
                            character,
                            detail,
                            value,
                            start,
                            end,
                            "learned",
                            changedBeside(c, s.start(), s.end())));
        }
    }

    /** How many tokens on each side of a detail word the mention model reads. */
    private static final int WINDOW = 6;

    /** The model's spans of the narration's tokens [from, to], at their place in the post. */
    private static void readPart(
            continuity.understand.learned.MentionModel model,
            Ctx c,
            String narration,
            int from,
            int to,
            boolean proxy,
            List<continuity.understand.learned.MentionModel.Span> out) {
        int start = c.toks().get(from).start, end = c.toks().get(to).end;
        for (var s : model.read(narration.substring(start, end), c.stored(), proxy))
            out.add(
                    new continuity.understand.learned.MentionModel.Span(
                            s.detail(), s.start() + start, s.end() + start, s.probability()));
    }

    /**
     * Whether a word of a class of values (or a part of one: "ice-blue") is at most four words from
     * token {@code k}: a learned value must name one ({@link #classed}).
     */
    private static boolean classWordNear(List<Tok> t, int k) {
        for (int i = Math.max(0, k - 4); i <= Math.min(t.size() - 1, k + 4); i++) {
            if (i == k) continue;
            String w = t.get(i).w;
            if (inClass(w)) return true;
            if (w.indexOf('-') > 0) for (String part : w.split("-")) if (inClass(part)) return true;
        }
        return false;
    }

    /** The detail a word names, as {@link #detailBeside} reads it, or null. */
    private static String detailWord(Ctx c, String w) {
        String d = c.lex().details.get(w);
        if (d == null && isWord(w) && !ALL_STOP.contains(w) && Lexicon.isKnown(w))
            d = Lexicon.canonical(w);
        return d;
    }

    /** Whether a value names a value of a class compared for the detail (or an age). */
    private static boolean classed(String detail, String value) {
        if ("age".equals(detail)) return age(value) != null;
        for (ValueClass vc : CLASSES)
            if (vc.details().contains(detail) && !keys(vc, value).isEmpty()) return true;
        return false;
    }

    /**
     * The token of a word of {@code detail} at most two words from the value's tokens [vs, ve),
     * with nothing between them that ends a clause; -1 when there is none.
     */
    private static int detailBeside(Ctx c, String detail, int vs, int ve) {
        List<Tok> t = c.toks();
        for (int k = Math.max(0, vs - 2); k < Math.min(t.size(), ve + 2); k++) {
            if (k >= vs && k < ve) continue;
            if (!detail.equals(detailWord(c, t.get(k).w))) continue;
            // "her red hair ribbon", "her white fur coat": a thing made of or for it, as the rules
            if (k + 1 < t.size()
                    && (c.lex().garments.contains(t.get(k + 1).w)
                            || c.lex()
                                    .sections
                                    .getOrDefault("not after detail", Set.of())
                                    .contains(t.get(k + 1).w))) continue;
            int from = Math.min(t.get(k).start, t.get(vs).start);
            int to = Math.max(t.get(k).end, t.get(ve - 1).end);
            boolean apart = false;
            for (int x = from; x < to; x++)
                apart |= ",.;:!?*()\n".indexOf(c.plain().charAt(x)) >= 0;
            if (!apart) return k;
        }
        return -1;
    }

    /**
     * Whose a learned description (tokens [first, last]) is, by the rules' reading: a possessive
     * right before it (or one word before), a known name's "'s" right before it, « de » and a known
     * name right after it, else, for a bare phrase right after a comma, the subject of its
     * sentence.
     */
    private static String whoseLearned(Ctx c, int first, int last) {
        List<Tok> t = c.toks();
        Person[] persons = persons(c);
        for (int k = first - 1; k >= Math.max(0, first - 2); k--) {
            if (t.get(k).w.equals(",")) break;
            if (c.lex().possessives.containsKey(t.get(k).w)) return possessor(c, k);
        }
        if (first >= 3
                && t.get(first - 1).w.equals("s")
                && t.get(first - 2).w.equals("'")
                && persons[first - 3] != null) return persons[first - 3].character();
        if (last + 2 < t.size()
                && (t.get(last + 1).w.equals("de") || t.get(last + 1).w.equals("d"))
                && persons[last + 2] != null
                && persons[last + 2].start() == last + 2) return persons[last + 2].character();
        // "*Anselm rises, black eyes narrowing*": a phrase with no determiner is the sentence
        // subject's; not "she glances at the silver hair", « regarde les cheveux roux »
        Set<String> determiners = c.lex().sections.getOrDefault("determiners", Set.of());
        if (first > 0 && determiners.contains(t.get(first - 1).w)) return null;
        return subject(c, first);
    }

    /**
     * The changes a post tells, with whose they are: each word of [changed] or [change words] that
     * {@link #changedDetails} finds, the character of the possessive after it ("cuts her hair") or
     * else of its sentence ("Mira, clean-shaven now", « Mira s'est coupé les cheveux », « elle les
     * a coupés »), and when neither says, every known character the post names (and the proxy's):
     * better unread than read against the old note. A value with "now" beside it ("her hair is
     * short now") tells its character's change too.
     */
    private static List<Change> changes(
            Ctx c, List<Mention> mentions, List<Tok> foldedToks, String folded) {
        Set<Change> out = new java.util.LinkedHashSet<>();
        for (Mention m : mentions) if (m.changed()) out.add(new Change(m.character(), m.detail()));
        List<Hit> hits = changeHits(folded, foldedToks, c.lang());
        if (hits.isEmpty()) return List.copyOf(out);
        List<Tok> t = c.toks();
        Map<Integer, Integer> tokenAt = new HashMap<>();
        for (int k = 0; k < t.size(); k++) tokenAt.put(t.get(k).start, k);
        for (Hit h : hits) {
            Set<String> who = new java.util.LinkedHashSet<>();
            Integer i = tokenAt.get(h.start());
            if (i != null) {
                String one = null;
                // the possessive after the change word, in its sentence: "cuts her hair"
                for (int k = i + 1; k < t.size() && k <= i + 5 && one == null; k++) {
                    if (sentenceFirst(c, k) != sentenceFirst(c, i)) break;
                    if (c.lex().possessives.containsKey(t.get(k).w)) one = possessor(c, k);
                }
                if (one == null) one = subject(c, i);
                if (one != null) who.add(one);
            }
            if (who.isEmpty()) {
                // whose is not sure: every known character of the post
                if (c.speaker() != null) who.add(c.speaker());
                for (Person x : persons(c)) if (x != null && x.known()) who.add(x.character());
            }
            for (String w : who) for (String d : h.details()) out.add(new Change(w, d));
        }
        return List.copyOf(out);
    }

    /**
     * The details a post tells a change of, quoted or not: a word of [changed] ("clean-shaven",
     * "freshly cut"), or a word of [change words] acting on a word of that detail at most five
     * words after it in its sentence, the word right after it a possessive, an article or a word of
     * [change links] ("shaved his head", « s'est coupé les cheveux », "hacks off her braid", "cut
     * it"), or a pronoun of [change objects] just before it (« elle les a coupés »). Not the word
     * as an adjective ("her cropped white hair", « ses cheveux coupés court »): a state.
     */
    static Set<String> changedDetails(String text, Lang lang) {
        Set<String> out = new HashSet<>();
        String folded = Fold.keepLength(text);
        for (Hit h : changeHits(folded, tokens(folded), lang)) out.addAll(h.details());
        return out;
    }

    /**
     * What comes right before an object pronoun of [change objects] that stands for the detail: a
     * subject pronoun, a reflexive one or a negation (« elle les a coupés », « elle se les est
     * coupés », « il ne les coupe pas »).
     */
    private static final Set<String> OBJECT_AFTER =
            Set.of(
                    "elle", "il", "iel", "je", "j", "on", "ne", "n", "se", "s", "me", "m", "te",
                    "t", "she", "he", "they", "i");

    /** A change told: the details it changes, where its word starts in the text. */
    private record Hit(Set<String> details, int start) {}

    /** The changes {@link #changedDetails} finds, each where its word is. */
    private static List<Hit> changeHits(String folded, List<Tok> t, Lang lang) {
        Lex lex = LEX.get(lang);
        List<Hit> out = new ArrayList<>();
        Set<String> verbs = lex.sections.getOrDefault("change verbs", Set.of());
        Set<String> links = lex.sections.getOrDefault("change verb links", Set.of());
        for (int i = 0; i < t.size(); i++) {
            // "His eyes go from brown to gold", « ses yeux virent au rouge »: the detail before
            // the verb, a colour or a word of [change verb links] after it
            if (verbs.contains(t.get(i).w) && i + 1 < t.size()) {
                String next = t.get(i + 1).w;
                if (links.contains(next) || inClass(next))
                    for (int k = Math.max(0, i - 3); k < i; k++) {
                        if (!sameSentence(folded, t.get(k).end, t.get(i).start)) continue;
                        String d = changedDetail(lex, t.get(k).w);
                        if (d != null && !"*".equals(d) && CLASS_DETAILS.contains(d))
                            out.add(new Hit(Set.of(d), t.get(k).start));
                    }
            }
            // most words start no change: one look before building phrases
            if (!lex.changeHeads.contains(t.get(i).w)) continue;
            for (int len = Math.min(3, t.size() - i); len >= 1; len--) {
                String p = phrase(t, i, len);
                if (p == null) continue;
                int start = t.get(i).start;
                Set<String> alone = lex.changed.get(p);
                // « rasée de près depuis ce maudit pari », "clean-shaven since the wedding": a
                // state that has held since before, not a change this post tells
                boolean standing =
                        i + len < t.size()
                                && lex.sections
                                        .getOrDefault("standing", Set.of())
                                        .contains(t.get(i + len).w);
                if (alone != null && !standing) out.add(new Hit(alone, start));
                Set<String> details = lex.changeWords.get(p);
                if (details == null) continue;
                Set<String> found = new HashSet<>();
                int after = i + len;
                // « elle les a coupés », « il ne les coupe pas »: the pronoun after its subject
                // (not the article of « les coupes sur la table »)
                for (int k = Math.max(1, i - 3); k < i; k++)
                    if ("*".equals(lex.changeObjects.get(t.get(k).w))
                            && OBJECT_AFTER.contains(t.get(k - 1).w)
                            && sameSentence(folded, t.get(k - 1).end, t.get(i).start))
                        found.addAll(details);
                if (after < t.size()) {
                    String next = t.get(after).w;
                    if (lex.possessives.containsKey(next)
                            || lex.changeLinks.contains(next)
                            || "*".equals(lex.changeObjects.get(next)))
                        for (int k = after; k < Math.min(t.size(), after + 5); k++) {
                            if (!sameSentence(folded, t.get(i).end, t.get(k).start)) break;
                            String d = changedDetail(lex, t.get(k).w);
                            if ("*".equals(d)) found.addAll(details); // "she cut it last night"
                            else if (d != null && details.contains(d)) found.add(d);
                        }
                }
                if (!found.isEmpty()) out.add(new Hit(Set.copyOf(found), start));
            }
        }
        return out;
    }

    private static boolean sameSentence(String s, int from, int to) {
        for (int x = from; x < to; x++) if (".!?*\n;".indexOf(s.charAt(x)) >= 0) return false;
        return true;
    }

    /** The detail a word names for a change ("head" is hair; "cheveux", "braid", "beard"). */
    private static String changedDetail(Lex lex, String w) {
        String d = lex.changeObjects.get(w);
        if (d == null) d = lex.details.get(w);
        if (d == null) d = lex.styles.get(w);
        if (d == null && isWord(w) && !ALL_STOP.contains(w) && Lexicon.isKnown(w))
            d = Lexicon.canonical(w);
        return d;
    }

    /**
     * A server's names as the matcher looks them up, kept (the same names come with every post).
     */
    private record Names(
            List<String[]> tokens,
            List<String> stored,
            Map<String, List<Integer>> byFirst,
            Map<String, String> byKey) {}

    private static final Map<List<Object>, Names> NAMES =
            new java.util.concurrent.ConcurrentHashMap<>();

    private static Names names(List<String> names, Map<String, String> aliases) {
        List<Object> key = aliases.isEmpty() ? List.copyOf(names) : List.of(names, aliases);
        Names kept = NAMES.get(key);
        if (kept != null) return kept;
        List<String[]> nameToks = new ArrayList<>();
        List<String> stored = new ArrayList<>();
        Map<String, List<Integer>> byFirst = new HashMap<>();
        Map<String, String> byKey = new HashMap<>();
        for (String n : names) {
            String[] w = nameTokens(n);
            if (w.length == 0) continue;
            byFirst.computeIfAbsent(w[0], k -> new ArrayList<>()).add(nameToks.size());
            // "Miras eyes": a one-word name's possessive typed without its apostrophe
            if (w.length == 1 && !w[0].endsWith("s"))
                byFirst.computeIfAbsent(w[0] + "s", k -> new ArrayList<>()).add(nameToks.size());
            nameToks.add(w);
            stored.add(n);
            byKey.put(Fold.key(n), n);
        }
        // "Dee squints" for Dee Parrish, « Aurèle » for Aurèle Pralong, "Massol" for Dr Massol: a
        // word of a longer name that no other character has and that is no title, as the reader
        // resolves names (NameParts)
        for (String n : names) {
            String[] w = nameTokens(n);
            if (w.length < 2) continue;
            for (String part : w) {
                if (part.length() < 3 || byKey.containsKey(part)) continue;
                if (!n.equals(NameParts.resolve(part, names))) continue;
                byFirst.computeIfAbsent(part, k -> new ArrayList<>()).add(nameToks.size());
                if (!part.endsWith("s"))
                    byFirst.computeIfAbsent(part + "s", k -> new ArrayList<>())
                            .add(nameToks.size());
                nameToks.add(new String[] {part});
                stored.add(n);
            }
        }
        // "Bee", "the captain": another name of a character, from its notes (CharacterAliases)
        for (Map.Entry<String, String> a : aliases.entrySet()) {
            String[] w = nameTokens(a.getKey());
            if (w.length == 0) continue;
            byFirst.computeIfAbsent(w[0], k -> new ArrayList<>()).add(nameToks.size());
            if (w.length == 1 && !w[0].endsWith("s"))
                byFirst.computeIfAbsent(w[0] + "s", k -> new ArrayList<>()).add(nameToks.size());
            nameToks.add(w);
            stored.add(a.getValue());
        }
        Names made = new Names(nameToks, stored, byFirst, byKey);
        if (NAMES.size() > 1_000) NAMES.clear();
        NAMES.put(List.copyOf(key), made);
        return made;
    }

    /**
     * The canon check's screening of an in-character post, as the core runs it: nothing unless the
     * post names a known character (or comes through a proxy named as one) and has no
     * out-of-character part; then the mentions of the details the check compares. Cheap for the
     * rest: one scan of the letters, one fold and a look for names.
     */
    public static List<Mention> screen(
            String content, String proxy, KnownNames known, List<OocMarker> markers) {
        return screenPost(content, proxy, known, markers, null).mentions();
    }

    /**
     * The same, with the changes of the details the check compares that the post tells ({@link
     * Change}), and the characters' stored pronouns ({@link #read(String, List, String,
     * java.util.function.Function)}), asked only of a post that names a character and a detail.
     */
    public static Read screenPost(
            String content,
            String proxy,
            KnownNames known,
            List<OocMarker> markers,
            java.util.function.Function<String, List<String>> pronouns) {
        return screenPost(content, proxy, known, () -> Map.of(), markers, pronouns);
    }

    /**
     * The same, with the characters' other names from their notes ({@link CharacterAliases}), asked
     * only of a post that names a detail the check compares.
     */
    public static Read screenPost(
            String content,
            String proxy,
            KnownNames known,
            java.util.function.Supplier<Map<String, String>> otherNames,
            List<OocMarker> markers,
            java.util.function.Function<String, List<String>> pronouns) {
        if (content == null || content.isEmpty() || known.isEmpty()) return Read.NONE;
        // most posts name no detail the check compares: a scan of their letters says so
        if (!mayDescribe(content)) return Read.NONE;
        String folded = Fold.key(content);
        boolean speaks = proxy != null && known.isKnown(proxy);
        Map<String, String> aliases = otherNames.get();
        if (!speaks
                && known.firstIn(folded).isEmpty()
                && !known.partIn(folded)
                && !namesWithoutApostrophe(folded, known)
                && !CharacterAliases.anyIn(folded, aliases)
                && shortForms(tokens(folded), folded, known.all()).isEmpty()) return Read.NONE;
        if (OutOfCharacter.mayHave(folded)
                && !OutOfCharacter.parts(Span.of(content), markers).isEmpty())
            return Read.NONE; // out of character: not the story
        List<Mention> out = new ArrayList<>();
        List<Change> changes = new ArrayList<>();
        Read r = post(content, known.all(), aliases, speaks ? proxy : null, pronouns);
        for (Mention m : r.mentions()) if (checked(m.detail()) && !m.changed()) out.add(m);
        for (Change x : r.changes()) if (checked(x.detail())) changes.add(x);
        return new Read(out, changes);
    }

    /**
     * The short forms of first names a post uses ("*Gwen crouches*" for Gwenllian Ashby, "*bex
     * grabs a sword*" for Bexley Thorne): a word of three letters or more opening a sentence,
     * followed by a word that is no stop word (its verb), that begins the first name of exactly one
     * character, is shorter than it and begins no other character's name word, and is no word the
     * reader knows (a stop word, a detail, a number, a value of a class): word -> the character as
     * stored.
     */
    static Map<String, String> shortForms(List<Tok> t, String plain, List<String> names) {
        Map<String, String> out = null;
        for (int i = 0; i + 1 < t.size(); i++) {
            String w = t.get(i).w;
            if (w.length() < 3 || !isWord(w) || w.contains("-")) continue;
            if (!atSentenceStart(plain, t.get(i).start)) continue;
            String next = t.get(i + 1).w;
            // « Bex s'accroupit »: the verb after its elided pronoun
            if (next.length() == 1 && i + 2 < t.size()) next = t.get(i + 2).w;
            if (!isWord(next)) continue;
            if (ALL_STOP.contains(next) && !SHORT_FORM_VERBS.contains(next)) continue;
            if (ALL_STOP.contains(w)
                    || Lexicon.isKnown(w)
                    || NUMBERS.containsKey(w)
                    || inClass(w)
                    || MORE_DETAILS.containsKey(w)
                    || STYLES.containsKey(w)) continue;
            String found = null;
            boolean clash = false;
            for (String n : names) {
                String[] parts = nameTokens(n);
                for (int k = 0; k < parts.length; k++) {
                    if (!parts[k].startsWith(w)) continue;
                    if (parts[k].length() == w.length() || k > 0 || found != null) clash = true;
                    else found = n;
                }
            }
            if (found == null || clash) continue;
            if (out == null) out = new HashMap<>();
            out.put(w, found);
        }
        return out == null ? Map.of() : out;
    }

    /**
     * "miras blue eyes": a word ending in s, a detail word among the next three, and the word
     * without its s a known name.
     */
    private static boolean namesWithoutApostrophe(String folded, KnownNames known) {
        String[] w = NON_WORD.split(folded);
        for (int i = 0; i < w.length; i++) {
            if (w[i].length() < 3 || !w[i].endsWith("s")) continue;
            boolean detail = false;
            for (int k = i + 1; k < w.length && k <= i + 3 && !detail; k++)
                detail = CHECKED_WORDS.contains(w[k]);
            if (detail && known.isKnown(w[i].substring(0, w[i].length() - 1))) return true;
        }
        return false;
    }

    private static final Pattern NON_WORD = Pattern.compile("[^\\p{L}\\p{N}]+");

    /**
     * Whether a text could describe a checked detail at all (a cheap first look, folding as it
     * goes): a word naming one ("eyes", "cheveux", "braid"), a compound ("blue-eyed"), or an age
     * (digits or number words before "years", "-year-old", « ans » or a comma).
     */
    static boolean mayDescribe(String text) {
        int n = text.length();
        long code = 0;
        int len = 0;
        boolean plain = true; // the word is only of a-z, so its code says it
        boolean dash = false;
        boolean number = false; // the last word was a number ("twenty")
        boolean years = false; // ... then "years": an age if "old" follows
        boolean ageLike = false; // the number so far has a word of thirteen or more
        for (int i = 0; i <= n; i++) {
            char ch = i < n ? text.charAt(i) : ' ';
            if (ch >= 'A' && ch <= 'Z') ch = (char) (ch + 32);
            else if (ch >= 128) ch = Fold.fold(ch);
            if (ch >= 'a' && ch <= 'z') {
                code = code * 27 + (ch - 'a' + 1);
                len++;
                continue;
            }
            if (ch >= '0' && ch <= '9') {
                // an age as the rules read it: "27,", "27-year-old", "27 years old", "27 ans"
                int j = i;
                while (j < n && text.charAt(j) >= '0' && text.charAt(j) <= '9') j++;
                if (j < n && text.charAt(j) == ',') return true;
                if (text.startsWith(" and ", j)) return true; // "Orla, 31 and tired"
                if (text.startsWith("-year", j)
                        || text.startsWith(" years old", j)
                        || text.startsWith(" year old", j)
                        || text.startsWith(" ans", j)) return true;
                i = j - 1;
                code = 0;
                len = 0;
                plain = true;
                number = years = false;
                continue;
            }
            if (java.lang.Character.isLetter(ch)) {
                plain = false;
                len++;
                continue;
            }
            int kind = 0;
            if (plain && len >= 2 && len <= MAX_WORD) {
                int at = java.util.Arrays.binarySearch(WORD_CODES, code);
                if (at >= 0) kind = WORD_KINDS[at];
            }
            // "thirty-one": "one" is a number only after a dash inside one
            if ((kind & ONE) != 0 && number && dash) kind |= NUMBER;
            if ((kind & CHECKED) != 0) return true;
            // "Orla, thirty-one and tired": an age-like number before "and"
            if (ageLike && number && (kind & JOIN) != 0) return true;
            if (dash && (kind & COMPOUND) != 0) return true;
            if (years && (kind & OLD) != 0) return true;
            years = number && (kind & YEARS) != 0;
            if (number && (kind & ANS) != 0) return true;
            // "Mira, twenty-seven," (not "when I was ten, ..."): an age-like number before a comma
            if ((kind & NUMBER) != 0 && ch == ',' && (number || (kind & AGE_LIKE) != 0))
                return true;
            if ((kind & NUMBER) != 0) {
                if (!number) ageLike = false;
                number = true;
                if ((kind & AGE_LIKE) != 0) ageLike = true;
            } else if ((kind & JOIN) == 0 && len > 0) number = false;
            dash = ch == '-' && len > 0;
            code = 0;
            len = 0;
            plain = true;
        }
        return false;
    }

    /** A word of 2 to 13 letters a-z as one number (base 27), or -1. */
    private static long code(String w) {
        if (w.length() < 2 || w.length() > MAX_WORD) return -1;
        long c = 0;
        for (int i = 0; i < w.length(); i++) {
            char ch = w.charAt(i);
            if (ch < 'a' || ch > 'z') return -1;
            c = c * 27 + (ch - 'a' + 1);
        }
        return c;
    }

    private static long[] codes(Set<String> words) {
        return words.stream()
                .mapToLong(Descriptions::code)
                .filter(c -> c >= 0)
                .sorted()
                .distinct()
                .toArray();
    }

    private static final int MAX_WORD = 13;

    /** Single words that name a checked detail ("eyes", "yeux", "hair", "braid", "age"...). */
    private static final Set<String> CHECKED_WORDS = new HashSet<>();

    /** First words of every detail word (a cheap look before asking the lexicon). */
    private static final Set<String> DETAIL_HEADS = new HashSet<>();

    /** Every word {@link #mayDescribe} looks for, as codes, sorted; and what each is. */
    private static final long[] WORD_CODES;

    private static final int[] WORD_KINDS;
    private static final int CHECKED = 1, COMPOUND = 2, NUMBER = 4, YEARS = 8, OLD = 16;
    private static final int ANS = 32, JOIN = 64, AGE_LIKE = 128, ONE = 256;

    static {
        for (String key : CLASS_DETAILS) {
            if (SCAN_BY_VALUE.contains(key)) continue;
            CHECKED_WORDS.add(key);
            for (String lang : new String[] {"en", "fr"})
                CHECKED_WORDS.add(Fold.key(Lexicon.noun(key, lang.equals("fr"))));
        }
        for (String w : lexiconWordsOfChecked()) CHECKED_WORDS.add(w);
        // a build or a hand: the words of its values, one word each ("left-handed" is a compound)
        for (ValueClass vc : CLASSES)
            if (SCAN_BY_VALUE.containsAll(vc.details()))
                for (String w : vc.byWord().keySet()) if (!w.contains("-")) CHECKED_WORDS.add(w);
        // one-word ones only: "crew cut" would make every "crew" worth a look; but "pixie cut"
        // by its first word, itself a value ("pixie": short)
        for (Map<String, String> m : List.of(MORE_DETAILS, STYLES))
            for (Map.Entry<String, String> e : m.entrySet()) {
                if (!CLASS_DETAILS.contains(e.getValue())) continue;
                String first = e.getKey().split(" ")[0];
                if (!e.getKey().contains(" ") || inClass(first)) CHECKED_WORDS.add(first);
                // "wire-rims": the scan reads the parts of a word with a dash, the last one says it
                if (!e.getKey().contains(" ") && e.getKey().contains("-"))
                    CHECKED_WORDS.add(e.getKey().substring(e.getKey().lastIndexOf('-') + 1));
            }
        CHECKED_WORDS.removeAll(ALL_STOP); // "des" of "couleur des yeux" says nothing
        // "she throws it with her left hand": the side is a stop word, the act is looked for
        for (Lex lex : LEX.values())
            for (String w : lex.sections.getOrDefault("handed", Set.of()))
                if (!w.contains(" ")) CHECKED_WORDS.add(w);
        // "the anchor on his right forearm": a tattoo by its motif
        for (String w : ALL_MOTIFS) if (!w.contains(" ")) CHECKED_WORDS.add(w);
        for (Lex lex : LEX.values())
            CHECKED_WORDS.removeAll(lex.sections.getOrDefault("not scanned", Set.of()));
        CHECKED_WORDS.remove("");

        for (String w : Lexicon.words()) {
            String head = w.split(" ")[0];
            DETAIL_HEADS.add(head);
            DETAIL_HEADS.add(head + "s");
        }
        for (String w : MORE_DETAILS.keySet()) DETAIL_HEADS.add(w.split(" ")[0]);
        for (String w : STYLES.keySet()) DETAIL_HEADS.add(w.split(" ")[0]);
        for (Lex lex : LEX.values()) {
            for (String w : lex.garments) DETAIL_HEADS.add(w.split(" ")[0]);
            DETAIL_HEADS.addAll(lex.heads);
        }
        // "his bald head": the first scan looks for the words of a bare head, not for "head"
        for (ValueClass vc : CLASSES)
            for (Map.Entry<String, Key> e : vc.byWord().entrySet()) {
                if (vc.name().equals("length") && e.getValue().key().equals("moving"))
                    MOVING.add(e.getKey());
                if (vc.name().equals("length") && BARE.contains(e.getValue().key()))
                    CHECKED_WORDS.add(e.getKey());
            }
        Set<String> numbers = new HashSet<>(NUMBERS.keySet());
        numbers.remove("un"); // "un", "une" and "one" are articles far more often than ages
        numbers.remove("une");
        numbers.remove("one");
        Map<Long, Integer> kinds = new java.util.TreeMap<>();
        Map<Set<String>, Integer> looked = new java.util.LinkedHashMap<>();
        looked.put(CHECKED_WORDS, CHECKED);
        looked.put(COMPOUNDS.keySet(), COMPOUND);
        looked.put(numbers, NUMBER);
        looked.put(Set.of("year", "years"), YEARS);
        looked.put(Set.of("old"), OLD);
        looked.put(Set.of("ans"), ANS);
        looked.put(Set.of("et", "and"), JOIN);
        looked.put(ageLike(numbers), AGE_LIKE);
        looked.put(Set.of("one", "un", "une"), ONE);
        looked.forEach(
                (words, kind) -> {
                    for (long c : codes(words)) kinds.merge(c, kind, (a, b) -> a | b);
                });
        WORD_CODES = kinds.keySet().stream().mapToLong(Long::longValue).toArray();
        WORD_KINDS = kinds.values().stream().mapToInt(Integer::intValue).toArray();
    }

    /** Number words of thirteen and more: ages more than counts ("thirty", « quarante »). */
    private static Set<String> ageLike(Set<String> numbers) {
        Set<String> out = new HashSet<>();
        for (String w : numbers) if (NUMBERS.get(w) >= 13 && NUMBERS.get(w) < 100) out.add(w);
        return out;
    }

    private static List<String> lexiconWordsOfChecked() {
        List<String> out = new ArrayList<>();
        for (String w : Lexicon.words())
            if (CLASS_DETAILS.contains(Lexicon.canonical(w))
                    && !SCAN_BY_VALUE.contains(Lexicon.canonical(w))) {
                for (String part : w.split(" ")) {
                    out.add(part);
                    if (part.endsWith("s")) out.add(part.substring(0, part.length() - 1));
                    else out.add(part + "s");
                }
            }
        return out;
    }

    /**
     * Whether the canon check compares this detail's values (colours of eyes and hair, lengths of
     * hair, ages).
     */
    public static boolean checked(String detail) {
        return "age".equals(detail) || CLASS_DETAILS.contains(detail);
    }

    /**
     * Whether a post's value of a detail definitely cannot hold with the stored one: in one class
     * of values compared for that detail, each names a value and none of one is the other's or
     * close to it (blue and green eyes; long and short hair), or two different ages. Anything else
     * (a value of no class, "tired" against "green", "dark brown" against "brown", "short" against
     * "black") is no contradiction.
     */
    public static boolean contradicts(String detail, String canon, String post) {
        if (detail == null || canon == null || post == null) return false;
        if ("age".equals(detail)) {
            Integer a = age(canon), b = age(post);
            return a != null && b != null && !a.equals(b);
        }
        for (ValueClass vc : CLASSES) {
            if (!vc.details().contains(detail)) continue;
            Set<String> x = keys(vc, canon), y = keys(vc, post);
            // "shaved sides", "half-shaved": not all of it ([partial]), so no length that says
            // the hair is gone ("her braids" against "black, shaved sides" may both hold)
            if (vc.name().equals("length")) {
                if (partial(canon)) x.removeAll(BARE);
                if (partial(post)) y.removeAll(BARE);
            }
            // "her red eyes": crying, not a colour of her eyes
            for (String d : List.of(detail, "*"))
                y.removeAll(STATES.getOrDefault(d, Map.of()).getOrDefault(vc.name(), Set.of()));
            // "his black beard" says there is one, whatever the note's word for none
            if (y.isEmpty() && vc.present() != null && !Fold.key(post).isBlank())
                y.add(vc.present());
            if (x.isEmpty() || y.isEmpty()) continue;
            // a scar on the left cheek and one on the right hand may be two: sides are compared
            // only on one part of the body
            if (vc.name().equals("side") && !sharePart(canon, post)) continue;
            // "the anchor on his right forearm" is a tattoo only when the note names an anchor:
            // a value that names a motif is compared with a note that names the same one
            if (vc.name().equals("side") && !sameMotif(canon, post)) continue;
            if (!close(vc, x, y)) return true;
        }
        return false;
    }

    /**
     * Whether a clause negates: a word of [negations] that is not one of [negation nouns] after a
     * determiner or a number (« recule de dix pas », « d'un pas lourd » are steps).
     */
    private static boolean negates(String clause) {
        Matcher m = NEGATION.matcher(clause);
        while (m.find()) {
            // « il ne regarde que ses cheveux bruns »: « ne ... que » says "only", not "not"
            Set<String> only = RESTRICTIVE.get(clause.substring(m.start(), m.end()));
            if (only != null && restrictive(clause, m.end(), only)) continue;
            if (!NEGATION_NOUNS.contains(clause.substring(m.start(), m.end()))) return true;
            int b = m.start() - 1;
            while (b >= 0 && (clause.charAt(b) == ' ' || clause.charAt(b) == '\'')) b--;
            int a = b;
            while (a >= 0 && java.lang.Character.isLetterOrDigit(clause.charAt(a))) a--;
            String before = clause.substring(a + 1, b + 1);
            // not "a": « il a pas » is a negation (English "a" is among the determiners)
            if (before.length() < 2
                    || !(DETERMINERS_ALL.contains(before)
                            || NUMBERS.containsKey(before)
                            || before.chars().allMatch(java.lang.Character::isDigit))) return true;
        }
        return false;
    }

    /**
     * Whether a word of {@code only} ([restrictive]: « que » after « ne ») comes after {@code from}
     * in the clause before any other word of [negations] (« ne ... pas que » still negates).
     */
    private static boolean restrictive(String clause, int from, Set<String> only) {
        for (String w : clause.substring(from).split("[^\\p{L}]+")) {
            if (w.isEmpty()) continue;
            if (only.contains(w)) return true;
            if (NEGATION.matcher(w).matches()) return false;
        }
        return false;
    }

    /** A clause without the phrases of [hedge aside] ("she looks at the scar on her arm"). */
    private static String withoutHedgeAsides(String clause) {
        if (HEDGE_ASIDE.isEmpty()) return clause;
        String padded = " " + clause.replaceAll("\\s+", " ") + " ";
        for (String phrase : HEDGE_ASIDE) padded = padded.replace(phrase, " ");
        return padded;
    }

    /**
     * Whether a post's value that names a tattoo's motif ([motifs]: "anchor", « ancre ») names one
     * the stored value names too; true when it names none.
     */
    private static boolean sameMotif(String canon, String post) {
        Set<String> x = new HashSet<>();
        for (String w : Fold.key(post).split("[^\\p{L}-]+")) if (ALL_MOTIFS.contains(w)) x.add(w);
        if (x.isEmpty()) return true;
        for (String w : Fold.key(canon).split("[^\\p{L}-]+")) if (x.contains(w)) return true;
        return false;
    }

    /** Whether a value names a shave of part of the head ([partial]: "shaved sides", "half"). */
    private static boolean partial(String value) {
        for (String w : Fold.key(value).split("[^\\p{L}-]+"))
            for (String part : w.split("-")) if (PARTIAL.contains(part)) return true;
        return false;
    }

    /** Whether two values name one part of the body (parts.tsv: "eyebrow", « sourcil »). */
    private static boolean sharePart(String a, String b) {
        Set<String> x = new HashSet<>();
        for (String w : Fold.key(a).split("[^\\p{L}-]+"))
            if (PARTS.containsKey(w)) x.add(PARTS.get(w));
        for (String w : Fold.key(b).split("[^\\p{L}-]+")) if (x.contains(PARTS.get(w))) return true;
        return false;
    }

    private static boolean close(ValueClass vc, Set<String> x, Set<String> y) {
        Map<String, Set<String>> near = new HashMap<>();
        for (Key k : vc.byWord().values()) near.put(k.key(), k.near());
        for (String p : y)
            for (String q : x)
                if (p.equals(q)
                        || near.getOrDefault(p, Set.of()).contains(q)
                        || near.getOrDefault(q, Set.of()).contains(p)) return true;
        return false;
    }

    /**
     * What a value is once folded, for telling a contradiction once: its age, else the keys it
     * names in every class ("blue" and "bleus" are one), else its folded words.
     */
    public static String valueKey(String detail, String value) {
        if ("age".equals(detail)) {
            Integer a = age(value);
            if (a != null) return a.toString();
        }
        Set<String> all = new TreeSet<>();
        for (ValueClass vc : CLASSES) all.addAll(keys(vc, value));
        if (!all.isEmpty()) return String.join(",", all);
        return Fold.key(value);
    }

    /** The colour keys a value names ("dark brown" -> brown; "tired" -> none). */
    static Set<String> colours(String value) {
        for (ValueClass vc : CLASSES) if (vc.name().equals("colour")) return keys(vc, value);
        return Set.of();
    }

    /** The keys of one class a value names ("dark brown" -> brown, not dark). */
    private static Set<String> keys(ValueClass vc, String value) {
        Set<String> out = new LinkedHashSet<>();
        String f = Fold.key(value);
        for (String w : f.split("[^\\p{L}-]+")) {
            Key k = vc.byWord().get(w);
            if (k == null && w.contains("-")) {
                // "ice-blue", "jet-black": the last part says the colour; "shoulder-length" is
                // listed whole
                for (String part : w.split("-")) {
                    Key p = vc.byWord().get(part);
                    if (p != null) k = p;
                }
            }
            if (k != null) out.add(k.key());
        }
        // "dark brown": the modifier is not a colour of its own beside a real one
        if (out.size() > 1) out.remove("dark");
        return out;
    }

    private static final Pattern AGE_VALUE =
            Pattern.compile(
                    "^(\\d{1,3}|[a-z]+(?:[- ](?:et[- ])?[a-z]+)*?)"
                            + "(?:[- ]?(?:years?[- ]old|years?|yrs?|yo|y/o|ans|an))?$");

    /**
     * A definite age ("27", "27 years old", "twenty-seven", « trente et un ans »); null for an
     * estimate or anything else.
     */
    private static Integer age(String value) {
        Matcher m = AGE_VALUE.matcher(Fold.key(value));
        if (!m.matches()) return null;
        String n = m.group(1);
        if (n.chars().allMatch(java.lang.Character::isDigit)) return Integer.parseInt(n);
        return number(List.of(n.split("[- ]")));
    }

    /**
     * The number that words say ("twenty-seven", "soixante-dix-sept", "quatre-vingts", "trente et
     * un"), or null: each word a number of [numbers] ("et" and "and" between them), falling in size
     * ("dix-sept"), "quatre-vingt" and "hundred" multiplying.
     */
    static Integer number(List<String> words) {
        int total = 0, last = Integer.MAX_VALUE;
        String prev = null;
        boolean any = false;
        for (String w : words) {
            if (w.isEmpty()) continue;
            if ((w.equals("et") || w.equals("and")) && any) continue;
            Integer v = NUMBERS.get(w);
            if (v == null) return null;
            if (v == 100) {
                total = (total == 0 ? 1 : total) * 100;
                last = 100;
            } else if (v == 20 && "quatre".equals(prev)) {
                total += 76; // quatre-vingt: the 4 already counted
                last = 20;
            } else {
                if (v >= last) return null;
                total += v;
                last = v;
            }
            prev = w;
            any = true;
        }
        return any && total > 0 && total < 200 ? total : null;
    }

    // the matcher

    private record Tok(String w, int start, int end) {}

    private record Ctx(
            String text,
            String plain,
            List<Tok> toks,
            List<String[]> names,
            List<String> stored,
            String speaker,
            Map<String, List<Integer>> byFirst,
            Lang lang,
            java.util.function.Function<String, List<String>> pronouns,
            Post post,
            Lex lex) {
        Ctx(
                String text,
                String plain,
                List<Tok> toks,
                List<String[]> names,
                List<String> stored,
                String speaker,
                Map<String, List<Integer>> byFirst,
                Lang lang,
                java.util.function.Function<String, List<String>> pronouns) {
            this(
                    text,
                    plain,
                    toks,
                    names,
                    stored,
                    speaker,
                    byFirst,
                    lang,
                    pronouns,
                    new Post(),
                    LEX.get(lang));
        }
    }

    /** What a post says of who is who, worked out once when a possessive needs it. */
    private static final class Post {
        int[] first; // by token: the first token of its sentence
        int[] flags; // by token: what it could start (mayStart)
        Person[] persons; // by token: who is named there (null: no one)
        Map<String, Character> genders; // character -> 'f' or 'm', as the post shows
        Boolean firstPerson; // the post says "I" or "my"
        Map<String, Set<Character>> stored; // character -> what its pronouns notes say, asked once
    }

    /**
     * Someone named at a token: a known character, or someone else ("the stranger", "Lord Edric").
     */
    private record Person(String character, int start, int end, boolean oblique, char gender) {
        boolean known() {
            return character != null;
        }
    }

    private static final Map<String, String[]> NAME_TOKENS =
            new java.util.concurrent.ConcurrentHashMap<>();

    /** A name's folded tokens, kept (a server's names are read again with every post). */
    private static String[] nameTokens(String name) {
        String[] w = NAME_TOKENS.get(name);
        if (w != null) return w;
        List<Tok> t = tokens(Fold.keepLength(name));
        w = new String[t.size()];
        for (int i = 0; i < w.length; i++) w[i] = t.get(i).w;
        if (NAME_TOKENS.size() > 100_000) NAME_TOKENS.clear();
        NAME_TOKENS.put(name, w);
        return w;
    }

    /** A detail and its value, read by one rule. */
    /**
     * A detail and its value, read by one rule; {@code cut} to {@code resume} is a noun inside the
     * value's span that is not part of it (« longs [cheveux] noirs »), else both -1.
     */
    private record Pair(
            String detail,
            int valueStart,
            int valueEnd,
            int start,
            int end,
            boolean attributive,
            int cut,
            int resume) {
        Pair(String detail, int valueStart, int valueEnd, int start, int end, boolean attributive) {
            this(detail, valueStart, valueEnd, start, end, attributive, -1, -1);
        }
    }

    private static final class Bind {
        String character;
        int possAt = -1;
        boolean more; // a "then:" rule, continuing another one's match
        String headPoss; // the possessive of the rule it continues
        // the pair being read
        int vs = -1, ve = -1; // value tokens [vs, ve)
        int ds = -1, de = -1; // detail tokens [ds, de)
        int ps = -1, pe = -1; // a French adjective before the noun that is a value
        String detail;
        boolean style;
        boolean garment;
        boolean age;
        final List<Pair> pairs = new ArrayList<>();
        final List<Boolean> ages = new ArrayList<>();

        int[] save() {
            return new int[] {
                possAt, vs, ve, ds, de, ps, pe, style ? 1 : 0, age ? 1 : 0, pairs.size()
            };
        }

        String savedCharacter, savedDetail;

        void restore(int[] s, String character, String detail) {
            possAt = s[0];
            vs = s[1];
            ve = s[2];
            ds = s[3];
            de = s[4];
            ps = s[5];
            pe = s[6];
            style = s[7] == 1;
            age = s[8] == 1;
            while (pairs.size() > s[9]) {
                pairs.remove(pairs.size() - 1);
                ages.remove(ages.size() - 1);
            }
            this.character = character;
            this.detail = detail;
        }

        /** Closes the pair when it has both a detail and a value. */
        void close(List<Tok> t) {
            if (detail == null || (vs < 0 && !style)) return;
            int a = style ? (vs < 0 ? ds : Math.min(vs, ds)) : vs;
            int b = style ? Math.max(ve, de) : ve;
            if (ps >= 0) a = Math.min(a, ps);
            boolean attributive =
                    vs < 0 || ve == ds || de == vs || (ps >= 0 && pe == ds && vs == de);
            int lo = Math.min(a, ds < 0 ? a : ds), hi = Math.max(b, de);
            // a French adjective before a noun that is not a style: the noun is not in the value
            boolean cutNoun = !style && ps >= 0 && vs >= de;
            pairs.add(
                    new Pair(
                            detail,
                            t.get(a).start,
                            t.get(b - 1).end,
                            t.get(lo).start,
                            t.get(hi - 1).end,
                            attributive,
                            cutNoun ? t.get(ds).start : -1,
                            cutNoun ? t.get(vs).start : -1));
            ages.add(age);
            vs = ve = ds = de = ps = pe = -1;
            detail = null;
            style = false;
            garment = false;
            age = false;
        }
    }

    private enum Kind {
        AS,
        ME,
        NAME,
        NAME_POSS,
        POSS,
        VALUE,
        COLOUR,
        PRE,
        DETAIL,
        STYLE,
        COMPOUND,
        AGE,
        AGE_COMPOUND,
        COMMA,
        SUBJECT,
        WHO,
        BEFORE,
        PAUSE,
        NOUN,
        PLACE,
        HAND,
        BUILD,
        MOTIF,
        DOER,
        ANY,
        WORDS,
        SECTION,
        ALT
    }

    private record El(Kind kind, Set<String> words, String section, List<El> alts, boolean opt) {}

    private record Compiled(Rule rule, List<El> els) {
        /** A rule that reads the hand a character favours from what it does ({hand}). */
        boolean hand() {
            for (El e : els) if (e.kind() == Kind.HAND) return true;
            return false;
        }
    }

    private static Compiled compile(Rule r) {
        List<El> els = new ArrayList<>();
        for (String part : r.pattern().split("\\s+")) {
            boolean opt = part.length() > 1 && part.endsWith("?");
            if (opt) part = part.substring(0, part.length() - 1);
            if (part.startsWith("{") && part.contains("|")) {
                List<El> alts = new ArrayList<>();
                for (String a : part.split("\\|")) alts.add(element(a, false));
                els.add(new El(Kind.ALT, null, null, alts, opt));
            } else els.add(element(part, opt));
        }
        return new Compiled(r, els);
    }

    private static El element(String part, boolean opt) {
        Kind k =
                switch (part) {
                    case "{name}" -> Kind.NAME;
                    case "{name's}" -> Kind.NAME_POSS;
                    case "{poss}" -> Kind.POSS;
                    case "{value}" -> Kind.VALUE;
                    case "{colour}" -> Kind.COLOUR;
                    case "{pre}" -> Kind.PRE;
                    case "{detail}" -> Kind.DETAIL;
                    case "{style}" -> Kind.STYLE;
                    case "{compound}" -> Kind.COMPOUND;
                    case "{age}" -> Kind.AGE;
                    case "{age}-year-old" -> Kind.AGE_COMPOUND;
                    case "," -> Kind.COMMA;
                    case "{subject}" -> Kind.SUBJECT;
                    case "{who}" -> Kind.WHO;
                    case "{before}" -> Kind.BEFORE;
                    case "{pause}" -> Kind.PAUSE;
                    case "{noun}" -> Kind.NOUN;
                    case "{place}" -> Kind.PLACE;
                    case "{hand}" -> Kind.HAND;
                    case "{build}" -> Kind.BUILD;
                    case "{motif}" -> Kind.MOTIF;
                    case "{doer}" -> Kind.DOER;
                    case "{any}" -> Kind.ANY;
                    case "{me}" -> Kind.ME;
                    default -> part.startsWith("{@") ? Kind.SECTION : Kind.WORDS;
                };
        if (part.startsWith("{as:"))
            return new El(Kind.AS, null, part.substring(4, part.length() - 1), null, opt);
        if (k == Kind.SECTION)
            return new El(k, null, part.substring(2, part.length() - 1), null, opt);
        if (k == Kind.WORDS) return new El(k, Set.of(Fold.key(part).split("\\|")), null, null, opt);
        return new El(k, null, null, null, opt);
    }

    /** Matches elements from {@code e} at token {@code i}; the end token, or -1. */
    private static int match(Ctx c, Compiled rule, int e, int i, Bind b) {
        if (e == rule.els().size()) return i;
        El el = rule.els().get(e);
        int[] s = b.save();
        String who = b.character, detail = b.detail;
        int r = one(c, rule, el, e, i, b);
        if (r >= 0) return r;
        b.restore(s, who, detail);
        if (el.opt()) return match(c, rule, e + 1, i, b);
        return -1;
    }

    /**
     * Matches the rest of {@code rule} from its element after {@code e} and token {@code next},
     * with what {@code bind} sets in {@code b}; when the rest does not match, {@code b} is as
     * before.
     */
    private static int bound(Ctx c, Compiled rule, int e, int next, Bind b, Runnable bind) {
        int[] s = b.save();
        String who = b.character, detail = b.detail;
        bind.run();
        int r = match(c, rule, e + 1, next, b);
        if (r < 0) b.restore(s, who, detail);
        return r;
    }

    private static int one(Ctx c, Compiled rule, El el, int e, int i, Bind b) {
        List<Tok> t = c.toks();
        Lang lang = rule.rule().lang();
        switch (el.kind()) {
            case PLACE -> {
                // "left forearm", « poignet gauche »: a side and a part of the body, the value of
                // a detail whose side is compared (a scar, a tattoo)
                if (i + 1 >= t.size() || (b.detail != null && !SIDE_DETAILS.contains(b.detail)))
                    return -1;
                String x = t.get(i).w, y = t.get(i + 1).w;
                if (!((SIDES.containsKey(x) && PARTS.containsKey(y))
                        || (PARTS.containsKey(x) && SIDES.containsKey(y)))) return -1;
                return bound(
                        c,
                        rule,
                        e,
                        i + 2,
                        b,
                        () -> {
                            // after a tattoo's {motif}, the value runs from the motif
                            if (b.vs < 0) b.vs = i;
                            b.ve = i + 2;
                            b.close(t);
                        });
            }
            case HAND -> {
                // "left hand", « main gauche »: the hand a character favours, when a rule says
                // it does something only that hand does ([handed])
                if (i + 1 >= t.size()) return -1;
                String x = t.get(i).w, y = t.get(i + 1).w;
                boolean sideFirst = SIDES.containsKey(x) && "hand".equals(PARTS.get(y));
                if (!sideFirst && !("hand".equals(PARTS.get(x)) && SIDES.containsKey(y))) return -1;
                return bound(
                        c,
                        rule,
                        e,
                        i + 2,
                        b,
                        () -> {
                            b.detail = "handedness";
                            b.vs = sideFirst ? i : i + 1;
                            b.ve = b.vs + 1;
                            b.ds = sideFirst ? i + 1 : i;
                            b.de = b.ds + 1;
                            b.close(t);
                        });
            }
            case BUILD -> {
                // "Wiry little Bram", « Théodule, maigre comme un clou »: a word of a build alone
                // (builds.tsv), value and detail in one; a likeness after it only says how much
                if (i >= t.size() || !BUILD_WORDS.contains(t.get(i).w)) return -1;
                return bound(
                        c,
                        rule,
                        e,
                        i + 1,
                        b,
                        () -> {
                            b.detail = "build";
                            b.vs = i;
                            b.ve = i + 1;
                            b.ds = i + 1;
                            b.de = i + 1;
                            b.close(t);
                        });
            }
            case MOTIF -> {
                // "the anchor on his right forearm": a tattoo told by its motif ([motifs]), in the
                // value, compared only with a note that names the same motif
                if (i >= t.size()
                        || !LEX.get(lang)
                                .sections
                                .getOrDefault("motifs", Set.of())
                                .contains(t.get(i).w)) return -1;
                return bound(
                        c,
                        rule,
                        e,
                        i + 1,
                        b,
                        () -> {
                            b.detail = "tattoo";
                            b.vs = i;
                            b.ds = i;
                            b.de = i + 1;
                        });
            }
            case ANY -> {
                // one word of the same clause, whatever it is ("signs the form with ...")
                if (i >= t.size() || i == 0 || sentenceFirst(c, i) != sentenceFirst(c, i - 1))
                    return -1;
                String w = t.get(i).w;
                if (w.equals(",") || !isWord(w)) return -1;
                return match(c, rule, e + 1, i + 1, b);
            }
            case AS -> {
                // "shoving his bleached curtains out of his eyes": one word the rule's place says
                // is that detail, never a stop word, a garment, another detail's word or a word of
                // [not as detail] ("her red blood out of her eyes")
                if (i >= t.size()) return -1;
                String w = t.get(i).w;
                Lex lex = LEX.get(lang);
                if (!isWord(w)
                        || ALL_STOP.contains(w)
                        || ALL_POSSESSIVES.contains(w)
                        || lex.garments.contains(w)
                        || DETAIL_HEADS.contains(w)
                        || lex.sections.getOrDefault("not as detail", Set.of()).contains(w))
                    return -1;
                return bound(
                        c,
                        rule,
                        e,
                        i + 1,
                        b,
                        () -> {
                            b.detail = el.section();
                            b.ds = i;
                            b.de = i + 1;
                            if (b.vs >= 0) b.close(t);
                        });
            }
            case ME -> {
                // « les griffures qui me barrent l'avant-bras gauche »: a first person object
                // ([first person objects]) says whose the part after it is, the character a proxy
                // posts as, in its *actions* only
                if (i >= t.size()
                        || !LEX.get(lang)
                                .sections
                                .getOrDefault("first person objects", Set.of())
                                .contains(t.get(i).w)) return -1;
                String who = firstPerson(c, i);
                if (who == null || (b.character != null && !b.character.equals(who))) return -1;
                String before = b.character;
                b.character = who;
                int r = match(c, rule, e + 1, i + 1, b);
                if (r >= 0) return r;
                b.character = before;
                return -1;
            }
            case DOER -> {
                if (b.character == null) {
                    String who = doer(c, i);
                    if (who == null) return -1;
                    b.character = who;
                }
                return match(c, rule, e + 1, i, b);
            }
            case ALT -> {
                for (El a : el.alts()) {
                    int[] s = b.save();
                    String who = b.character, detail = b.detail;
                    int r = one(c, rule, a, e, i, b);
                    if (r >= 0) return r;
                    b.restore(s, who, detail);
                }
                return -1;
            }
            case NAME, NAME_POSS -> {
                if (i >= t.size()) return -1;
                List<Integer> candidates = c.byFirst().get(t.get(i).w);
                if (candidates == null) return -1;
                for (int n : candidates) {
                    String[] w = c.names().get(n);
                    int j = i;
                    boolean ok = true, bare = false;
                    for (int k = 0; k < w.length; k++) {
                        String s = j < t.size() ? t.get(j).w : null;
                        if (w[k].equals(s)) {
                            j++;
                            continue;
                        }
                        // "Miras": the possessive typed without its apostrophe
                        if (k == w.length - 1 && (w[k] + "s").equals(s)) {
                            bare = true;
                            j++;
                            continue;
                        }
                        ok = false;
                        break;
                    }
                    if (!ok) continue;
                    if (el.kind() == Kind.NAME && bare) continue;
                    if (el.kind() == Kind.NAME_POSS && !bare) {
                        if (j >= t.size() || !t.get(j).w.equals("'")) continue;
                        j++;
                        if (j < t.size() && t.get(j).w.equals("s")) j++;
                    }
                    if (b.character != null && !b.character.equals(c.stored().get(n))) continue;
                    String before = b.character;
                    b.character = c.stored().get(n);
                    int r = match(c, rule, e + 1, j, b);
                    if (r >= 0) return r;
                    b.character = before;
                }
                return -1;
            }
            case POSS -> {
                if (i >= t.size() || !LEX.get(lang).possessives.containsKey(t.get(i).w)) return -1;
                if (b.more) {
                    // "her blue eyes and her red hair": the same possessive, the same character;
                    // after "Mira's blue eyes and", only one that says no gender
                    String w = t.get(i).w;
                    if (b.headPoss != null
                            ? !b.headPoss.equals(w)
                            : LEX.get(lang).possessives.get(w) != 'n') return -1;
                } else if (b.character == null) {
                    // a second possessive of the rule is the first one again ("shoving his
                    // bleached curtains out of his eyes"), never someone else's
                    if (b.possAt >= 0 && b.possAt != i) {
                        if (!t.get(b.possAt).w.equals(t.get(i).w)) return -1;
                        return match(c, rule, e + 1, i + 1, b);
                    }
                    b.possAt = i;
                }
                return match(c, rule, e + 1, i + 1, b);
            }
            case VALUE, COLOUR -> {
                for (int len = Math.min(4, t.size() - i); len >= 1; len--) {
                    if (!valueWords(c, t, i, len, lang)) continue;
                    if (el.kind() == Kind.COLOUR && !anyColour(t, i, len)) continue;
                    // « sa combinaison craque »: after a French garment, only a colour is sure to
                    // be its adjective
                    if (b.garment && lang == Lang.FR && !anyColour(t, i, len)) continue;
                    int n = len;
                    int r =
                            bound(
                                    c,
                                    rule,
                                    e,
                                    i + n,
                                    b,
                                    () -> {
                                        b.vs = i;
                                        b.ve = i + n;
                                        b.close(t);
                                    });
                    if (r >= 0) return r;
                }
                return -1;
            }
            case PRE -> {
                if (i >= t.size() || !LEX.get(lang).pre.contains(t.get(i).w)) return -1;
                if (inClass(t.get(i).w)) {
                    b.ps = i;
                    b.pe = i + 1;
                }
                return match(c, rule, e + 1, i + 1, b);
            }
            case DETAIL, STYLE -> {
                if (i >= t.size() || !DETAIL_HEADS.contains(t.get(i).w)) return -1;
                // "boucles d'oreilles": a longer phrase that names no detail
                for (int len = Math.min(3, t.size() - i); len >= 2; len--)
                    if (NOT_DETAILS.contains(phrase(t, i, len))) return -1;
                Lex lex = LEX.get(lang);
                // a style may run to four words (« barbe de trois jours »)
                for (int len = Math.min(4, t.size() - i); len >= 1; len--) {
                    String phrase = phrase(t, i, len);
                    if (len == 4 && !lex.styles.containsKey(phrase)) continue;
                    if (phrase == null) continue;
                    String style = lex.styles.get(phrase);
                    // "his charcoal trench coat": an outfit, the garment in the value, never alone
                    if (style == null
                            && el.kind() == Kind.DETAIL
                            && lex.garments.contains(phrase)
                            && b.vs >= 0 != (lang == Lang.FR)) style = "outfit";
                    b.garment = "outfit".equals(style);
                    if (el.kind() == Kind.STYLE && style == null) continue;
                    String more = style != null ? style : lex.details.get(phrase);
                    if (more == null && el.kind() == Kind.DETAIL && lex.heads.contains(phrase))
                        more = HEAD;
                    // "her white fur coat", "his red hair ribbon": the detail word names what a
                    // thing is made of or for, not the character's
                    if (style == null
                            && i + len < t.size()
                            && (lex.garments.contains(t.get(i + len).w)
                                    || lex.sections
                                            .getOrDefault("not after detail", Set.of())
                                            .contains(t.get(i + len).w))) continue;
                    String head = t.get(i).w;
                    if (more == null
                            && (ALL_STOP.contains(head)
                                    || ALL_POSSESSIVES.contains(head)
                                    || NOT_DETAILS.contains(phrase)
                                    || !Lexicon.isKnown(phrase))) continue;
                    int n = len;
                    String named = more != null ? more : Lexicon.canonical(phrase);
                    boolean styled = style != null;
                    int r =
                            bound(
                                    c,
                                    rule,
                                    e,
                                    i + n,
                                    b,
                                    () -> {
                                        b.detail = named;
                                        b.ds = i;
                                        b.de = i + n;
                                        b.style = styled;
                                        if (b.style && el.kind() == Kind.STYLE) b.close(t);
                                        else if (b.vs >= 0) b.close(t);
                                    });
                    if (r >= 0) return r;
                }
                return -1;
            }
            case COMPOUND -> {
                if (i >= t.size()) return -1;
                String w = t.get(i).w;
                int dash = w.lastIndexOf('-');
                if (dash <= 0) return -1;
                String key = COMPOUNDS.get(w.substring(dash + 1));
                if (key == null) return -1;
                b.detail = Lexicon.canonical(key);
                b.ds = i;
                b.de = i + 1;
                b.vs = i;
                b.ve = i + 1;
                b.close(t);
                // the value is the part before the dash
                Pair p = b.pairs.remove(b.pairs.size() - 1);
                b.pairs.add(
                        new Pair(
                                p.detail(),
                                t.get(i).start,
                                t.get(i).start + dash,
                                p.start(),
                                p.end(),
                                true));
                return match(c, rule, e + 1, i + 1, b);
            }
            case AGE -> {
                int end = ageEnd(t, i);
                if (end < 0) return -1;
                b.detail = "age";
                b.ds = i;
                b.de = end;
                b.vs = i;
                b.ve = end;
                b.age = true;
                b.close(t);
                return match(c, rule, e + 1, end, b);
            }
            case AGE_COMPOUND -> {
                if (i >= t.size()) return -1;
                String w = t.get(i).w;
                Matcher m = YEAR_OLD.matcher(w);
                if (!m.matches() || ageOf(m.group(1)) == null) return -1;
                // "the 27-year-old's mother": someone else's age
                if (i + 1 < t.size() && t.get(i + 1).w.equals("'")) return -1;
                b.detail = "age";
                b.ds = i;
                b.de = i + 1;
                b.vs = i;
                b.ve = i + 1;
                b.age = true;
                b.close(t);
                Pair p = b.pairs.remove(b.pairs.size() - 1);
                b.pairs.add(
                        new Pair(
                                "age",
                                t.get(i).start,
                                t.get(i).start + m.group(1).length(),
                                p.start(),
                                p.end(),
                                true));
                return match(c, rule, e + 1, i + 1, b);
            }
            case COMMA -> {
                if (i >= t.size() || !t.get(i).w.equals(",")) return -1;
                return match(c, rule, e + 1, i + 1, b);
            }
            case SUBJECT -> {
                if (b.character == null) {
                    String who = subject(c, i);
                    if (who == null) return -1;
                    b.character = who;
                }
                return match(c, rule, e + 1, i, b);
            }
            case WHO -> {
                if (i >= t.size() || b.character != null) return -1;
                // a known name: as {name}
                El name = new El(Kind.NAME, null, null, null, false);
                int[] s = b.save();
                String before = b.character, detail = b.detail;
                int r = one(c, rule, name, e, i, b);
                if (r >= 0) return r;
                b.restore(s, before, detail);
                if (sentenceFirst(c, i) != i) return -1;
                Character pronoun = c.lex().subjects.get(t.get(i).w);
                if (pronoun != null) {
                    String who = earlier(c, i, gender(pronoun));
                    if (who == null) return -1;
                    b.character = who;
                    return match(c, rule, e + 1, i + 1, b);
                }
                // "*tucks a strand of red hair behind her ear*" through a proxy
                if (c.speaker() == null
                        || firstPersonPost(c)
                        || persons(c)[i] != null
                        || java.lang.Character.isUpperCase(c.text().charAt(t.get(i).start)))
                    return -1;
                b.character = c.speaker();
                return match(c, rule, e + 1, i, b);
            }
            case BEFORE -> {
                // "*Mira lowers the spyglass. Black hair, grey eyes.*": a sentence of
                // descriptions alone after one that opens with the only name of the post
                if (i <= 0 || i >= t.size() || b.character != null) return -1;
                if (sentenceFirst(c, i) != i) return -1;
                if (!java.lang.Character.isUpperCase(c.text().charAt(t.get(i).start))) return -1;
                String who = onlyOneBefore(c, i);
                if (who == null) return -1;
                b.character = who;
                return match(c, rule, e + 1, i, b);
            }
            case NOUN -> {
                // "the blue-eyed courier": one word that is not a value of the description
                if (i >= t.size() || !valueWords(c, t, i, 1, lang)) return -1;
                return match(c, rule, e + 1, i + 1, b);
            }
            case PAUSE -> {
                if (i < t.size() && !t.get(i).w.equals(",") && sentenceFirst(c, i) != i) return -1;
                return match(c, rule, e + 1, i, b);
            }
            case WORDS -> {
                if (i >= t.size() || !el.words().contains(t.get(i).w)) return -1;
                return match(c, rule, e + 1, i + 1, b);
            }
            case SECTION -> {
                Set<String> words = LEX.get(lang).sections.getOrDefault(el.section(), Set.of());
                for (int len = Math.min(3, t.size() - i); len >= 1; len--) {
                    String p = phrase(t, i, len);
                    if (p == null || !words.contains(p)) continue;
                    int r = match(c, rule, e + 1, i + len, b);
                    if (r >= 0) return r;
                }
                return -1;
            }
        }
        return -1;
    }

    /** What follows a value said of a passing state: "white with snow", « rouges de larmes ». */
    private static final Set<String> STATE_AFTER = Set.of("with", "from", "de", "d");

    /** After « de », these say a manner or an owner, not a state (« d'un air vexé »). */
    private static final Set<String> DETERMINERS =
            Set.of(
                    "un", "une", "le", "la", "les", "l", "ce", "cet", "cette", "ces", "son", "sa",
                    "ses", "leur", "leurs", "mon", "ma", "mes");

    /**
     * Whether a value ending at {@code end} is followed by what it is a state of ("with snow", « de
     * larmes »; not « de Mira »).
     */
    private static boolean stateAfter(Ctx c, int end) {
        List<Tok> t = c.toks();
        for (int k = 0; k < t.size(); k++) {
            if (t.get(k).start < end) continue;
            if (!STATE_AFTER.contains(t.get(k).w)) return false;
            if (!c.plain().substring(end, t.get(k).start).isBlank()) return false;
            if (k + 1 >= t.size()) return false;
            if (persons(c)[k + 1] != null && persons(c)[k + 1].known()) return false;
            String w = t.get(k).w;
            return w.equals("with") || w.equals("from") || !DETERMINERS.contains(t.get(k + 1).w);
        }
        return false;
    }

    /**
     * Whether element {@code el} could match at token {@code i} (false only when it surely cannot):
     * a cheap look before matching a rule there.
     */
    private static boolean mayStart(Ctx c, El el, int i, Lang lang) {
        if (el.opt()) return true;
        int f = flags(c)[i];
        return switch (el.kind()) {
            case NAME, NAME_POSS -> (f & T_NAME) != 0;
            case POSS -> (f & T_POSS) != 0;
            case WORDS -> el.words().contains(c.toks().get(i).w);
            case DETAIL, STYLE -> (f & T_DETAIL) != 0;
            case COMMA -> (f & T_COMMA) != 0;
            case PRE -> (f & T_PRE) != 0;
            case COMPOUND, AGE_COMPOUND -> (f & T_DASH) != 0;
            case AGE -> (f & T_AGE) != 0;
            case VALUE, COLOUR -> (f & T_VALUE) != 0;
            case ALT -> {
                for (El a : el.alts()) if (mayStart(c, a, i, lang)) yield true;
                yield false;
            }
            case WHO -> (f & (T_NAME | T_FIRST)) != 0;
            case BEFORE -> (f & T_FIRST) != 0;
            default -> true;
        };
    }

    private static final int T_NAME = 1, T_POSS = 2, T_DETAIL = 4, T_COMMA = 8, T_PRE = 16;
    private static final int T_DASH = 32, T_AGE = 64, T_VALUE = 128, T_FIRST = 256;

    /** What each token could start, worked out once per post. */
    private static int[] flags(Ctx c) {
        Post post = c.post();
        if (post.flags != null) return post.flags;
        List<Tok> t = c.toks();
        int[] out = new int[t.size()];
        Lex lex = c.lex();
        for (int i = 0; i < out.length; i++) {
            String w = t.get(i).w;
            int f = 0;
            if (c.byFirst().containsKey(w)) f |= T_NAME;
            if (lex.possessives.containsKey(w)) f |= T_POSS;
            if (DETAIL_HEADS.contains(w)) f |= T_DETAIL;
            if (w.equals(",")) f |= T_COMMA;
            if (lex.pre.contains(w)) f |= T_PRE;
            int dash = w.indexOf('-');
            if (dash > 0) f |= T_DASH;
            if (java.lang.Character.isDigit(w.charAt(0))
                    || NUMBERS.containsKey(dash < 0 ? w : w.substring(0, dash))) f |= T_AGE;
            if (isWord(w) && !ALL_STOP.contains(w)) f |= T_VALUE;
            if (sentenceFirst(c, i) == i) f |= T_FIRST;
            out[i] = f;
        }
        post.flags = out;
        return out;
    }

    private static final Pattern YEAR_OLD = Pattern.compile("^(.+?)-years?-old$");

    /** The end of an age at token {@code i} ("27", "twenty-seven", "trente et un"), or -1. */
    private static int ageEnd(List<Tok> t, int i) {
        if (i >= t.size()) return -1;
        String w = t.get(i).w;
        if (w.matches("\\d{1,3}")) return i + 1;
        if (ageOf(w) == null) return -1;
        // "twenty seven", "trente et un": the longest run that still says a number
        int best = i + 1;
        List<String> words = new ArrayList<>(List.of(w.split("-")));
        for (int j = i + 1; j < t.size() && j < i + 4; j++) {
            words.addAll(List.of(t.get(j).w.split("-")));
            if (number(words) != null && !t.get(j).w.equals("et") && !t.get(j).w.equals("and"))
                best = j + 1;
            else if (number(words) == null) break;
        }
        return best;
    }

    /** An age of digits or number words ("27", "twenty-seven"), or null. */
    private static Integer ageOf(String w) {
        if (w.matches("\\d{1,3}")) return Integer.parseInt(w);
        if (w.equals("un") || w.equals("une") || w.equals("one")) return null; // articles
        return number(List.of(w.split("-")));
    }

    private static String phrase(List<Tok> t, int i, int len) {
        StringBuilder sb = new StringBuilder();
        for (int k = i; k < i + len; k++) {
            if (!isWord(t.get(k).w)) return null;
            sb.append(k > i ? " " : "").append(t.get(k).w);
        }
        return sb.toString();
    }

    private static boolean inClass(String w) {
        for (ValueClass vc : CLASSES) if (vc.byWord().containsKey(w)) return true;
        return false;
    }

    private static boolean anyColour(List<Tok> t, int i, int len) {
        for (int k = i; k < i + len; k++)
            for (String part : t.get(k).w.split("-"))
                if (COLOUR_OF_WORD.containsKey(part)) return true;
        return false;
    }

    private static boolean valueWords(Ctx c, List<Tok> t, int i, int len, Lang lang) {
        // four words only with a comma or "and" inside ("a deep, stormy grey")
        boolean joined = false;
        for (int k = i + 1; k < i + len - 1; k++) {
            String w = t.get(k).w;
            if (w.equals(",") || w.equals("and") || w.equals("et")) joined = true;
        }
        if (len == 4 && !joined) return false;
        for (int k = i; k < i + len; k++) {
            String w = t.get(k).w;
            // "long and black": two values joined inside one, the last a colour or a length
            if (k > i
                    && k < i + len - 1
                    && (w.equals("and") || w.equals("et"))
                    && inClass(t.get(i + len - 1).w)) continue;
            // "deep, stormy grey": a comma inside, when the value ends on a colour or a length
            if (k > i
                    && k < i + len - 1
                    && w.equals(",")
                    && inClass(t.get(i + len - 1).w)
                    && !t.get(k - 1).w.equals(",")) continue;
            // the post's language's little words (« or » is gold in French, "or" in English)
            Set<String> stop = c.lex().sections.getOrDefault("stop", ALL_STOP);
            if (!isWord(w) || stop.contains(w) || c.lex().possessives.containsKey(w)) return false;
            if ((Lexicon.isKnown(w) || MORE_DETAILS.containsKey(w) || STYLES.containsKey(w))
                    && !COLOUR_OF_WORD.containsKey(w)) return false;
            if (firstWordOfName(c, w)) return false;
            // « ses taches de rousseur disparaissant », « ses cheveux noirs tombent »: a verb
            // ends the value
            if (lang == Lang.FR
                    && (w.endsWith("ant") || w.endsWith("ants") || w.endsWith("ent"))
                    && !inClass(w)) return false;
        }
        return true;
    }

    private static boolean isWord(String w) {
        return !w.isEmpty() && (java.lang.Character.isLetterOrDigit(w.charAt(0)));
    }

    private static List<Mention> mentions(Ctx c, Compiled rule, Bind b, int at, int matchEnd) {
        if (b.pairs.isEmpty()) return List.of();
        String character = b.character;
        if (character == null && b.possAt >= 0) character = possessor(c, b.possAt);
        if (character == null) return List.of();
        List<Mention> out = new ArrayList<>();
        int matchStart = c.toks().get(at).start;
        for (int k = 0; k < b.pairs.size(); k++) {
            Pair p = b.pairs.get(k);
            if (!holds(c, p, b.ages.get(k), matchStart, matchEnd)) continue;
            if (rule.hand() && !favoured(c, p)) continue;
            String value = c.text().substring(p.valueStart(), p.valueEnd()).strip();
            if (value.isEmpty()) continue;
            String detail = p.detail();
            boolean bare = bare(value);
            // "his bald head", « son crâne rasé »: the hair, gone; "his tired head": nothing
            if (HEAD.equals(detail)) {
                if (!bare) continue;
                detail = "hair";
            }
            // "rasé d'un côté", "half-shaved", "shaved at the sides": not all of it; « ses
            // cheveux violets, rasés sur le côté »: the colour alone
            if (bare && partialAfter(c, p.valueStart(), p.valueEnd())) {
                value = withoutBare(value);
                if (value == null) continue;
                bare = false;
                if (HEAD.equals(p.detail())) continue;
            }
            // "Mira lowers the spyglass. Short hair, ...": capital only as the sentence's first
            if (atSentenceStart(c.plain(), p.valueStart())
                    && java.lang.Character.isUpperCase(value.charAt(0))
                    && (value.length() == 1 || !java.lang.Character.isUpperCase(value.charAt(1))))
                value = java.lang.Character.toLowerCase(value.charAt(0)) + value.substring(1);
            // « les longs cheveux noirs »: the adjectives on both sides, not the noun between
            if (p.cut() > p.valueStart() && p.resume() > p.cut())
                value =
                        c.text().substring(p.valueStart(), p.cut()).strip()
                                + " "
                                + c.text().substring(p.resume(), p.valueEnd()).strip();
            int start = Math.min(matchStart, p.start());
            int end = Math.max(p.end(), start);
            // "Sparrow's copper hair whips across her face": hair that moves of itself is long
            // enough to move (the "moving" words of lengths.tsv, right after the detail)
            // (only when the value names no length of its own: "her long hair sways" is long)
            int moves =
                    p.valueEnd() <= p.end() && !namesLength(value)
                            ? moving(c, detail, p.end())
                            : -1;
            if (moves > 0) {
                value = c.text().substring(p.valueStart(), moves).strip();
                end = moves;
            }
            out.add(
                    new Mention(
                            character,
                            detail,
                            value,
                            start,
                            end,
                            rule.rule().pattern(),
                            changedBeside(c, p.valueStart(), p.valueEnd())));
        }
        return out;
    }

    /** Whether a value names a length of lengths.tsv ("long", « courts »). */
    private static boolean namesLength(String value) {
        for (ValueClass vc : CLASSES)
            if (vc.name().equals("length") && !keys(vc, value).isEmpty()) return true;
        return false;
    }

    /**
     * Where the word of hair that moves of itself ends ("whips", « volent »: the "moving" words of
     * lengths.tsv) when it comes right after a mention of hair or a beard ending at {@code at}, in
     * its clause; -1 otherwise.
     */
    private static int moving(Ctx c, String detail, int at) {
        if (!detail.equals("hair") && !detail.equals("beard")) return -1;
        for (Tok k : c.toks()) {
            if (k.start() < at) continue;
            if (!c.plain().substring(at, k.start()).isBlank()) return -1;
            return MOVING.contains(k.w()) ? k.end() : -1;
        }
        return -1;
    }

    /**
     * The first part of a value of several ("violets, rasés", "black and shaved") that does not say
     * the hair is gone, or null.
     */
    private static String withoutBare(String value) {
        for (String part : value.split(",|\\s+(?:and|et)\\s+")) {
            String v = part.strip();
            if (!v.isEmpty() && !bare(v)) return v;
        }
        return null;
    }

    /** Whether a value says the hair is gone: a key of {@link #BARE} ("bald", « rasé »). */
    private static boolean bare(String value) {
        for (ValueClass vc : CLASSES)
            if (vc.name().equals("length"))
                for (String k : keys(vc, value)) if (BARE.contains(k)) return true;
        return false;
    }

    /**
     * Whether a word of [partial] is in the value or among the four words after it in its clause
     * ("half-shaved", "shaved on one side", « rasé d'un côté »).
     */
    private static boolean partialAfter(Ctx c, int valueStart, int valueEnd) {
        String plain = c.plain();
        int end = Math.min(clauseEnd(plain, valueEnd), plain.length());
        int words = 0;
        for (Tok k : c.toks()) {
            if (k.end() <= valueStart) continue;
            if (k.start() >= end) break;
            if (k.start() >= valueEnd && ++words > 4) break;
            for (String part : k.w().split("-")) if (PARTIAL.contains(part)) return true;
        }
        return false;
    }

    /**
     * Whether a sentence hedges or says something untrue of now (a word of {@code words}: [hedges]
     * or [untrue]), a word of [sequence] that only tells what is done next aside ("before walking
     * out", « avant d'entrer », « avant que »), and the words of a comparison that begins after the
     * description ({@code after}: "her dark hair pinned up, like it might still kick",
     * [comparisons]) aside: they are the comparison's.
     */
    private static boolean untrue(Pattern words, String sentence, int after) {
        Matcher m = words.matcher(sentence);
        int like = -1; // a comparison after the description: "..., like it might still kick"
        Matcher c = COMPARISON.matcher(sentence);
        if (c.find(after)) like = c.start();
        while (m.find()) {
            if (sequence(sentence, m.start(), m.end())) continue;
            if (determined(sentence, m.start(), m.end())) continue;
            if (aside(sentence, m.start(), m.end())) continue;
            if (like >= 0 && m.start() > like) continue;
            return true;
        }
        return false;
    }

    /**
     * Whether the untrue word at {@code start} is one of [untrue unless determined] right after a
     * word of [determiners]: a person, not another time (« sourit à l'enfant », « la petite
     * Seynabou », "his older brother"; « enfant, elle était blonde » stays untrue).
     */
    private static boolean determined(String s, int start, int end) {
        if (!DETERMINED.contains(s.substring(start, end))) return false;
        int b = start;
        while (b > 0 && (s.charAt(b - 1) == ' ' || s.charAt(b - 1) == '\'')) b--;
        int a = b;
        while (a > 0 && java.lang.Character.isLetter(s.charAt(a - 1))) a--;
        return a < b && DETERMINERS_ALL.contains(s.substring(a, b));
    }

    /**
     * Whether the word at {@code start} is inside a phrase of [untrue aside] ("neat for once"), the
     * phrase whole words of the sentence.
     */
    private static boolean aside(String s, int start, int end) {
        if (ASIDE.isEmpty()) return false;
        String padded = " " + s.replaceAll("[^\\p{L}\\p{N}']", " ") + " ";
        for (String phrase : ASIDE) {
            int from = Math.max(0, start + 1 - phrase.length() + 1);
            int at = padded.indexOf(phrase, from);
            while (at >= 0 && at <= start + 1) {
                // the phrase (padded by one space each side) covers the word (padded offset +1)
                if (at < start + 1 && at + phrase.length() > end + 1) return true;
                at = padded.indexOf(phrase, at + 1);
            }
        }
        return false;
    }

    /**
     * Whether the untrue word at {@code start} is one of [sequence] with the word after it that
     * makes it so: a phrase of the section ("avant de"), "word *ing" (the word, then an -ing form:
     * "before pulling"), or "word pronoun *s" (a verb of the present: "before he does").
     */
    private static boolean sequence(String s, int start, int end) {
        String word = s.substring(start, end);
        int a = end;
        while (a < s.length() && (s.charAt(a) == ' ' || s.charAt(a) == '\'')) a++;
        int b = a;
        while (b < s.length() && java.lang.Character.isLetter(s.charAt(b))) b++;
        String next = s.substring(a, b);
        if (next.isEmpty()) return false;
        if (SEQUENCE.contains(word + " " + next)
                || (next.endsWith("ing") && SEQUENCE.contains(word + " *ing"))) return true;
        // "before he does something": a pronoun and a verb of the present ("*s", four letters or
        // more, so never "was" nor "has")
        int c = b;
        while (c < s.length() && s.charAt(c) == ' ') c++;
        int d = c;
        while (d < s.length() && java.lang.Character.isLetter(s.charAt(d))) d++;
        String third = s.substring(c, d);
        return third.length() >= 4
                && third.endsWith("s")
                && SEQUENCE.contains(word + " " + next + " *s");
    }

    /**
     * Whether a word of [change beside] comes right before or after a value ("her hair is short
     * now", "her now-short hair", « courts désormais »): the post tells it changed.
     */
    private static boolean changedBeside(Ctx c, int valueStart, int valueEnd) {
        Set<String> beside = c.lex().sections.getOrDefault("change beside", Set.of());
        if (beside.isEmpty()) return false;
        String plain = c.plain();
        // the word before: "her now-short hair"
        int k = valueStart;
        while (k > 0 && (plain.charAt(k - 1) == ' ' || plain.charAt(k - 1) == '-')) k--;
        int b = k;
        while (b > 0 && java.lang.Character.isLetter(plain.charAt(b - 1))) b--;
        if (b < k && beside.contains(plain.substring(b, k))) return true;
        String v = plain.substring(valueStart, valueEnd);
        int dash = v.indexOf('-');
        if (dash > 0 && beside.contains(v.substring(0, dash))) return true;
        // the word or two after: "short now", « courts désormais », « blonde à nouveau »
        int a = valueEnd;
        while (a < plain.length() && (plain.charAt(a) == ' ' || plain.charAt(a) == ',')) a++;
        int e = a;
        while (e < plain.length() && java.lang.Character.isLetter(plain.charAt(e))) e++;
        if (e == a) return false;
        String one = plain.substring(a, e);
        if (beside.contains(one)) return true;
        int a2 = e;
        while (a2 < plain.length() && plain.charAt(a2) == ' ') a2++;
        int e2 = a2;
        while (e2 < plain.length() && java.lang.Character.isLetter(plain.charAt(e2))) e2++;
        return e2 > a2 && beside.contains(one + " " + plain.substring(a2, e2));
    }

    /**
     * Whether a detail and value read are said as true of now: not in a sentence that hedges, lies
     * or tells a change (or, for an age, another time), not in a clause that negates before it or
     * where it only looks so, not with light in its clause unless the value is the detail's own
     * adjective ("her brown eyes reflect the screen").
     */
    private static boolean holds(Ctx c, Pair p, boolean age, int matchStart, int matchEnd) {
        String plain = c.plain();
        int from = Math.min(matchStart, p.start());
        int to = Math.max(p.end(), p.valueEnd());
        int se = sentenceEnd(plain, to);
        int ss = sentenceStart(plain, from);
        String sentence = plain.substring(ss, se);
        int after = Math.max(0, Math.min(sentence.length(), Math.max(matchEnd, to) - ss));
        if (untrue(HEDGE, sentence, after) || untrue(UNTRUE, sentence, after)) return false;
        // "her once-black hair": the value's own parts, but a part of the body is one word
        // (« avant-bras » is no « avant »)
        StringBuilder split = new StringBuilder();
        for (String w : plain.substring(p.valueStart(), p.valueEnd()).split(" "))
            split.append(PARTS.containsKey(w) ? w : w.replace('-', ' ')).append(' ');
        String parts = split.toString();
        if (HEDGE.matcher(parts).find() || UNTRUE.matcher(parts).find()) return false;
        // "Mira has blue eyes, right?": a question says nothing for sure
        if (se < plain.length() && plain.charAt(se) == '?') return false;
        if (age && UNTRUE_AGE.matcher(ageClause(c, sentence, from - ss, to - ss)).find())
            return false;
        int cs = clauseStart(plain, p.start());
        // a negation before the end of the description, in its clause ("her eyes, never blue";
        // not "her dark brown eyes never leaving the newcomer")
        int ce = Math.min(clauseEnd(plain, to), Math.max(matchEnd, to));
        if (negates(plain.substring(cs, Math.max(cs, ce)))) return false;
        // "her eyes look blue": the clause the description is in, up to its end
        int whole = clauseEnd(plain, Math.max(matchEnd, to));
        String clause = plain.substring(cs, Math.max(cs, whole));
        if (CLAUSE_HEDGE.matcher(withoutHedgeAsides(clause)).find()) return false;
        String value = plain.substring(p.valueStart(), p.valueEnd());
        if (LIGHT.matcher(value).find()) return false;
        // "a black eye": a bruise, not a colour
        String said =
                plain.substring(p.start(), p.end()).replaceAll("[^\\p{L}\\p{N}]+", " ").strip();
        for (String idiom : IDIOMS) if (said.endsWith(idiom)) return false;
        // "her hair is white with snow", « les yeux rouges de larmes »: a colour of a passing
        // state (not « ses cheveux noyés d'eau », no colour; not « bleus pleins de larmes »)
        String[] words = value.strip().split("[^\\p{L}\\p{N}-]+");
        if (p.valueStart() > p.start()
                && words.length > 0
                && inClass(words[words.length - 1])
                && stateAfter(c, p.valueEnd())) return false;
        // "Mira, 27, grins like a fox": light and likeness say nothing of an age, nor of the side
        // a mark is on ("the anchor on his right forearm, as if checking it's still there")
        if (p.attributive() || age || SIDE_DETAILS.contains(p.detail())) return true;
        // "in the firelight, her eyes are amber": light anywhere in the sentence
        return !LIGHT.matcher(sentence).find();
    }

    /**
     * The part of a sentence an age is said in, for its words of another time: up to a word of
     * [clause links] followed by a subject pronoun, which begins a clause of its own (« J'ai
     * dix-neuf ans et je n'ai pas marché depuis la Saint-Jean »: « depuis » is the walking's).
     */
    private static String ageClause(Ctx c, String sentence, int from, int to) {
        Set<String> links = c.lex().sections.getOrDefault("clause links", Set.of());
        int start = 0, end = sentence.length();
        Matcher w = WORD.matcher(sentence);
        String prev = null;
        int prevStart = -1;
        while (w.find()) {
            String word = w.group();
            if (prev != null && links.contains(prev) && c.lex().subjects.containsKey(word)) {
                if (prevStart >= to) {
                    end = prevStart;
                    break;
                }
                if (w.end() <= from) start = prevStart;
            }
            prev = word;
            prevStart = w.start();
        }
        return sentence.substring(start, Math.max(start, end));
    }

    private static final Pattern WORD = Pattern.compile("\\p{L}+");

    // who is who

    /**
     * The character a possessive at token {@code p} stands for, or null: see the class comment and
     * the "Whose" note of en.txt.
     */
    private static String possessor(Ctx c, int p) {
        List<Tok> t = c.toks();
        Lex lex = c.lex();
        char g = gender(lex.possessives.get(t.get(p).w));
        if (g == FIRST) return firstPerson(c, p); // "*I brush my black hair back*"
        int s = sentenceFirst(c, p);
        Person[] persons = persons(c);
        // "watching Renn push his glasses", "Baptistin qui tortille sa moustache": the one seen,
        // or the one a relative right after the name stands for
        String seenOrRelative = seenOrRelative(c, s, p, g);
        if (seenOrRelative != null) return seenOrRelative.isEmpty() ? null : seenOrRelative;
        // someone else between the sentence's start and the possessive: a relative ("who pushes
        // his hair back") or a pronoun that is not the sentence's subject
        int lastPerson = -1;
        for (int k = s; k < p; k++) if (persons[k] != null) lastPerson = k;
        for (int k = Math.max(s, lastPerson + 1); k < p; k++) {
            String w = t.get(k).w;
            if (RELATIVES.contains(w)) return null;
            // « contre elle », "with him": after a preposition a pronoun is no subject
            if (k > s
                    && lex.subjects.containsKey(w)
                    && !lex.prepositions.contains(t.get(k - 1).w)
                    && !sameSubject(c, s, k, g)) return null;
        }
        List<Person> here = new ArrayList<>();
        for (int k = s; k < p; k++)
            if (persons[k] != null && persons[k].start() == k) here.add(persons[k]);
        // "He pushes her hair back": the possessive is someone else's
        Character opener = s < t.size() ? lex.subjects.get(t.get(s).w) : null;
        if (opener != null && gender(opener) != 'n' && g != 'n' && gender(opener) != g) return null;
        // « Je m'assois, ses yeux bleus sur moi » : "I" opens it, so "ses" is someone else's
        if (opener != null && gender(opener) == FIRST) return null;
        String subject = sentenceSubject(c, s, here);
        if (!here.isEmpty() || subject != null) {
            // "him" is not whose "her" is; anyone else we do not know may be
            here.removeIf(x -> !x.known() && g != 'n' && x.gender() != 'n' && x.gender() != g);
            for (Person x : here) if (!x.known()) return null;
            if (subject == null) return null;
            // « Ysolde prend la main de Pim en rejetant sa tresse » : a gerund's possessive is
            // the sentence subject's, whoever else the sentence names
            if (gerund(c, p)) return conflicts(c, subject, g) ? null : subject;
            // « Lyna fixe Maeva de ses yeux verts »: « de » right after the object names what
            // the subject does it with (a name takes no « de ses yeux » of its own)
            int object =
                    c.lang() == Lang.FR
                                    && p >= 2
                                    && t.get(p - 1).w.equals("de")
                                    && persons[p - 2] != null
                                    && persons[p - 2].known()
                            ? persons[p - 2].start()
                            : -1;
            // "Belcourt leans in, close enough that Dov can see the scar through her eyebrow":
            // the one who sees is not the one seen
            here.removeIf(x -> !subject.equals(x.character()) && perceiver(c, x, p));
            for (Person x : here)
                if (!x.oblique()
                        && !subject.equals(x.character())
                        && x.start() != s
                        && x.start() != object) return null; // "Mira watches Corvin brush his hair"
            if (conflicts(c, subject, g)) return null;
            // "Honoria murmurs behind her fan, studying the drunk's face and his blue eyes": a
            // pronoun of the other gender before the possessive, and no one else named, says the
            // possessive is someone the post does not name
            if (g == 'f' || g == 'm') {
                boolean named = false;
                for (Person x : here) if (!subject.equals(x.character())) named = true;
                if (!named)
                    for (int k = s; k < p; k++) {
                        Character x = lex.gendered.get(t.get(k).w);
                        if (x != null && (x == 'f' || x == 'm') && x != g) return null;
                    }
            }
            boolean others = false;
            for (Person x : here)
                if (!subject.equals(x.character()) && !conflicts(c, x.character(), g))
                    others = true;
            // "Mira glares at Corvin, her eyes narrowing": a clause of its own after a comma,
            // with someone else before it: hers only if the post says Mira is "she"
            // "Mira glares at Corvin, her eyes narrowing": a clause of its own after a comma, with
            // someone else before it who could be "she" too (the post does not show them "he"):
            // nobody's, though the post shows Mira is "she"
            boolean clause = p > 0 && t.get(p - 1).w.equals(",");
            return clause && others ? null : subject;
        }
        if (opener == null) {
            // "With a flick of her red hair, Mira turns": the name that opens the next clause
            String ahead = cataphora(c, p);
            if (ahead != null) return conflicts(c, ahead, g) ? null : ahead;
        }
        return earlier(c, s, opener != null ? gender(opener) : g);
    }

    /**
     * Whose a possessive at token {@code p} is when its sentence (from token {@code s}) says it
     * plainly: the known character right after a verb of seeing ([perception]: "*Dov watches Renn
     * push his glasses up*", not when a comma comes between), or the one a relative right after a
     * known name stands for ([relative subjects]: « Baptistin qui tortille sa moustache »), with no
     * one else, no pronoun and no comma between them and the possessive. Null when the sentence
     * says neither, "" when the one it says cannot be the possessive's gender.
     */
    private static String seenOrRelative(Ctx c, int s, int p, char g) {
        List<Tok> t = c.toks();
        Lex lex = c.lex();
        Person[] persons = persons(c);
        Set<String> seeing = lex.sections.getOrDefault("perception", Set.of());
        Set<String> relatives = lex.sections.getOrDefault("relative subjects", Set.of());
        for (int k = p - 1; k > s; k--) {
            String w = t.get(k).w;
            if (w.equals(",") || lex.subjects.containsKey(w)) {
                // "Baptistin, qui ...": the comma right before the relative is its own
                if (!(w.equals(",") && k + 1 < p && relatives.contains(t.get(k + 1).w)))
                    return null;
                continue;
            }
            if (lex.sections.getOrDefault("clause links", Set.of()).contains(w)) return null;
            Person x = persons[k];
            if (x != null) {
                if (!x.known() || k != x.end() - 1) return null;
                int after = x.end();
                if (after < p && t.get(after).w.equals(",")) after++;
                boolean relative = after < p && relatives.contains(t.get(after).w);
                boolean seen = x.start() > s && seeing.contains(t.get(x.start() - 1).w);
                if (!relative && !seen) return null;
                return conflicts(c, x.character(), g) ? "" : x.character();
            }
        }
        return null;
    }

    /**
     * Whether a person is the one who sees what a possessive at token {@code p} is part of: a verb
     * of [perception] at most two words after the name ("Dov can see"), before the possessive.
     */
    private static boolean perceiver(Ctx c, Person x, int p) {
        Set<String> seeing = c.lex().sections.getOrDefault("perception", Set.of());
        List<Tok> t = c.toks();
        for (int k = x.end(); k < Math.min(p, x.end() + 3); k++)
            if (seeing.contains(t.get(k).w)) return true;
        return false;
    }

    /**
     * Whether a subject pronoun at token {@code k} stands for the sentence's subject, so a
     * possessive of its gender after it is still the subject's ("*Ashby laughs so hard she has to
     * sit down, her fair hair coming loose*"): the sentence opens with a known name, names no one
     * else before the pronoun, the pronoun has the possessive's gender, and no verb of seeing comes
     * before it ("*Mira watches as she pushes her hair back*" may be anyone); or a word of
     * [openers] opens the sentence before the pronoun ("*Then he pushes his sleeve up*": whose "he"
     * is, is whose "his" is; not "*When he speaks again his voice is deep*").
     */
    private static boolean sameSubject(Ctx c, int s, int k, char g) {
        if (g != 'f' && g != 'm') return false;
        Lex lex = c.lex();
        List<Tok> t = c.toks();
        if (gender(lex.subjects.get(t.get(k).w)) != g) return false;
        Person[] persons = persons(c);
        // "Then he pushes his sleeve up": a word before the pronoun that opens the sentence
        if (k == s + 1
                && persons[s] == null
                && lex.sections.getOrDefault("openers", Set.of()).contains(t.get(s).w)) return true;
        if (persons[s] == null || !persons[s].known() || persons[s].start() != s) return false;
        if (conflicts(c, persons[s].character(), g)) return false;
        Set<String> seeing = lex.sections.getOrDefault("perception", Set.of());
        for (int i = persons[s].end(); i < k; i++) {
            if (persons[i] != null || seeing.contains(t.get(i).w)) return false;
            if (RELATIVES.contains(t.get(i).w)) return false;
        }
        return true;
    }

    /**
     * The one known character a pronoun or possessive at the start of the sentence that begins at
     * token {@code s} stands for: the one named before it in the post (or the proxy's), or the one
     * left once the post's own pronouns say who is who; null with two, or when someone else is
     * named after them.
     */
    private static String earlier(Ctx c, int s, char g) {
        if (g == FIRST) return firstPerson(c, s);
        Person[] persons = persons(c);
        Set<String> named = new LinkedHashSet<>();
        // in a post that says "I", "she" is never the proxy's own character
        if (c.speaker() != null && !firstPersonPost(c)) named.add(c.speaker());
        int lastKnown = -1;
        for (int k = 0; k < s; k++) {
            Person x = persons[k];
            if (x == null) continue;
            if (x.known()) {
                named.add(x.character());
                lastKnown = k;
            }
        }
        if (named.isEmpty()) return null;
        for (int k = lastKnown + 1; k < s; k++) {
            Person x = persons[k];
            if (x != null && !x.known() && !(g != 'n' && x.gender() != 'n' && x.gender() != g))
                return null;
        }
        if (g != 'n') named.removeIf(n -> conflicts(c, n, g));
        if (named.size() != 1) return null;
        String who = named.iterator().next();
        // "her" in a post that also says "he" (or "his" beside "she"): someone else is there,
        // unless the post shows this character is the one meant
        if (g != 'n' && knownGender(c, who) != g && saysOther(c, g)) return null;
        return who;
    }

    /**
     * Whether the possessive at token {@code p} follows a gerund: a word of [gerund] and a word
     * ending in « -ant » (« en rejetant sa tresse »), whose subject is always the sentence's.
     */
    private static boolean gerund(Ctx c, int p) {
        if (p < 2) return false;
        List<Tok> t = c.toks();
        String verb = t.get(p - 1).w;
        return verb.length() > 4
                && verb.endsWith("ant")
                && c.lex().sections.getOrDefault("gerund", Set.of()).contains(t.get(p - 2).w);
    }

    /** "With a flick of her red hair, Mira turns": the known name opening the next clause. */
    private static String cataphora(Ctx c, int p) {
        List<Tok> t = c.toks();
        int k = p;
        while (k < t.size() && !t.get(k).w.equals(",")) {
            if (sentenceFirst(c, k) != sentenceFirst(c, p)) return null;
            k++;
        }
        if (k + 1 >= t.size() || sentenceFirst(c, k + 1) != sentenceFirst(c, p)) return null;
        Person x = persons(c)[k + 1];
        return x != null && x.known() ? x.character() : null;
    }

    /**
     * The known character a sentence is about: the one its first words name, else (a proxy's action
     * that names no one first: "*spins, lilac hair flying*") the proxy's character, else the one
     * named first with every name before it after a preposition.
     */
    private static String sentenceSubject(Ctx c, int s, List<Person> here) {
        Person[] persons = persons(c);
        if (s < persons.length && persons[s] != null) return persons[s].character();
        if (c.speaker() != null
                && !firstPersonPost(c)
                && s < c.toks().size()
                && !c.lex().subjects.containsKey(c.toks().get(s).w)
                && !java.lang.Character.isUpperCase(c.text().charAt(c.toks().get(s).start)))
            return c.speaker();
        // "She fixes Toya with ...", « Elle fixe Toya de ses yeux »: the pronoun's, never the
        // object's
        Character pronoun = s < c.toks().size() ? c.lex().subjects.get(c.toks().get(s).w) : null;
        if (pronoun != null)
            return gender(pronoun) == FIRST ? null : earlier(c, s, gender(pronoun));
        for (Person x : here) {
            if (!x.known()) return null;
            if (!x.oblique()) return x.character();
        }
        return null;
    }

    /**
     * The subject of the sentence that token {@code at} is in, for a bare phrase that describes it
     * ("*Anselm rises from the throne, black eyes narrowing*"): a known name opening the sentence,
     * a pronoun opening it that stands for one, or the proxy's character in an action that names no
     * one; with no other name, no one else and no other pronoun between them.
     */
    private static String subject(Ctx c, int at) {
        List<Tok> t = c.toks();
        if (at >= t.size()) return null;
        int s = sentenceFirst(c, at);
        if (s >= at) return null;
        Person[] persons = persons(c);
        String who = null;
        int after;
        Character pronoun = c.lex().subjects.get(t.get(s).w);
        if (persons[s] != null) {
            if (!persons[s].known()) return null;
            who = persons[s].character();
            after = persons[s].end();
        } else if (pronoun != null) {
            who = earlier(c, s, gender(pronoun));
            after = s + 1;
        } else if (c.speaker() != null
                && !firstPersonPost(c)
                && !java.lang.Character.isUpperCase(c.text().charAt(t.get(s).start))) {
            who = c.speaker();
            after = s;
        } else return null;
        if (who == null) return null;
        for (int i = after; i < at; i++) {
            Tok k = t.get(i);
            if (persons[i] != null) return null;
            if (java.lang.Character.isUpperCase(c.text().charAt(k.start))) return null;
            if (c.lex().subjects.containsKey(k.w) || RELATIVES.contains(k.w)) return null;
            if (firstWordOfName(c, k.w)) return null;
        }
        return who;
    }

    /**
     * Whether a hand a sentence says something is done with is the one its character favours: not
     * when the sentence says the other hand is hurt or the act is hard ([handed unless]: "a cast",
     * « maladroitement », "trying to"), nor when it names a hand the character favours itself («
     * gaucher comme toujours, dégaine de la main droite »: the rule of that word reads it).
     */
    private static boolean favoured(Ctx c, Pair p) {
        String plain = c.plain();
        String sentence =
                " "
                        + plain.substring(
                                        sentenceStart(plain, p.start()),
                                        sentenceEnd(plain, p.end()))
                                .replaceAll("[^\\p{L}\\p{N}-]+", " ")
                        + " ";
        for (String w : c.lex().sections.getOrDefault("handed unless", Set.of()))
            if (sentence.contains(" " + w.replace("'", " ") + " ")) return false;
        for (ValueClass vc : CLASSES)
            if (vc.details().contains("handedness"))
                for (String w : sentence.strip().split(" "))
                    if (vc.byWord().containsKey(w) && !SIDES.containsKey(w)) return false;
        return true;
    }

    /**
     * Who does what the verb at token {@code at} says ("*Quayle se plaque contre la porte, dégaine
     * de la main gauche*"): the character the sentence opens with (a known name, a pronoun that
     * stands for one, or a proxy's own character in an action that opens with its verb), whoever
     * else it names as an object; null when a relative or another pronoun opens a clause of its own
     * before the verb, or when a name comes right before it ("*Mira watches Corvin sign the
     * form*").
     */
    private static String doer(Ctx c, int at) {
        List<Tok> t = c.toks();
        if (at >= t.size()) return null;
        int s = sentenceFirst(c, at);
        Person[] persons = persons(c);
        // « Mira regarde Daisy le lancer »: a name before the verb, object pronouns between
        int before = at - 1;
        while (before > s && c.lex().objects.containsKey(t.get(before).w)) before--;
        if (before > s
                && persons[before] != null
                && persons[before].start() != s
                && !c.lex().objects.containsKey(t.get(before).w)) return null;
        for (int k = s + 1; k < at; k++) {
            String w = t.get(k).w;
            if (RELATIVES.contains(w) || c.lex().subjects.containsKey(w)) return null;
        }
        boolean capital = java.lang.Character.isUpperCase(c.text().charAt(t.get(s).start));
        if (s == at)
            return c.speaker() != null && !firstPersonPost(c) && !capital ? c.speaker() : null;
        if (persons[s] != null) return persons[s].known() ? persons[s].character() : null;
        Character pronoun = c.lex().subjects.get(t.get(s).w);
        if (pronoun != null) return earlier(c, s, gender(pronoun));
        if (c.speaker() != null && !firstPersonPost(c) && !capital) return c.speaker();
        return null;
    }

    private static char gender(Character g) {
        return g == null ? 'n' : g;
    }

    /** Several people ("them", "the strangers"): never whose a "her" or "his" is. */
    private static final char PLURAL = 'p';

    /** The first person ("my", "I", « mes », « je »), as the data files mark it ("my = 1"). */
    private static final char FIRST = '1';

    /**
     * Whose "my" or "I" at token {@code i} is: the character a proxy or webhook posts as, in its
     * *action* only ("*I brush my black hair back*"); outside an action it is the character
     * speaking, and in anyone else's post nobody's.
     */
    private static String firstPerson(Ctx c, int i) {
        if (c.speaker() == null || i >= c.toks().size()) return null;
        return inAction(c.text(), c.toks().get(i).start) ? c.speaker() : null;
    }

    /**
     * Whether a place of the text is inside an *action* or _action_ (an odd number of stars, or of
     * underscores outside a word, before it).
     */
    private static boolean inAction(String text, int at) {
        int stars = 0, lines = 0;
        for (int k = 0; k < at; k++) {
            char ch = text.charAt(k);
            if (ch == '*') stars++;
            else if (ch == '_'
                    && (k == 0
                            || k + 1 >= text.length()
                            || !java.lang.Character.isLetterOrDigit(text.charAt(k - 1))
                            || !java.lang.Character.isLetterOrDigit(text.charAt(k + 1)))) lines++;
        }
        return stars % 2 == 1 || lines % 2 == 1;
    }

    /**
     * Whether the post tells its actions in the first person ("*I sit down*"; not a "my" said
     * outside them): then "she" is never the proxy's own character.
     */
    private static boolean firstPersonPost(Ctx c) {
        Post post = c.post();
        if (post.firstPerson == null) {
            boolean any = false;
            for (Tok k : c.toks()) {
                Character x = c.lex().subjects.get(k.w);
                if (x == null) x = c.lex().possessives.get(k.w);
                // "*spins, lilac hair flying* who ate my milk??": "my" said, not told
                if (x != null && x == FIRST && inAction(c.text(), k.start)) {
                    any = true;
                    break;
                }
            }
            post.firstPerson = any;
        }
        return post.firstPerson;
    }

    /**
     * The one known character a sentence of descriptions alone at token {@code i} is about: the
     * sentence before it opens with their name, and the post names no one else (no other character,
     * nobody unknown, no other proxy).
     */
    private static String onlyOneBefore(Ctx c, int i) {
        Person[] persons = persons(c);
        int s0 = sentenceFirst(c, i - 1);
        Person x = persons[s0];
        if (x == null || !x.known() || x.start() != s0) return null;
        String who = x.character();
        if (c.speaker() != null && !c.speaker().equals(who)) return null;
        for (Person y : persons) if (y != null && !who.equals(y.character())) return null;
        return who;
    }

    /**
     * Whether this character cannot be what a pronoun of gender {@code g} stands for: the post
     * shows them of another ("Corvin pushes his hair back" before "her"), or, when it shows
     * nothing, their pronouns notes name no pronoun of that gender ("he/him", "they/them" for
     * "her").
     */
    private static boolean conflicts(Ctx c, String character, char g) {
        if (g == 'n') return false;
        char x = genderOf(c, character);
        if (x != 'n') return x != g;
        Set<Character> stored = storedGenders(c, character);
        return !stored.isEmpty() && !stored.contains(g);
    }

    /**
     * The gender a character is for this post: the one the post shows, else the only one their
     * pronouns notes name ("she/her": 'f'; "she/they": none); 'n' when neither says.
     */
    private static char knownGender(Ctx c, String character) {
        char x = genderOf(c, character);
        if (x != 'n') return x;
        Set<Character> stored = storedGenders(c, character);
        return stored.size() == 1 ? stored.iterator().next() : 'n';
    }

    /**
     * The genders a character's pronouns notes name ([pronoun notes] of en.txt and fr.txt:
     * "she/her" {f}, "he/they" {m, o}, « iel » {o}); empty when none is stored, when no word of a
     * note is known, or when a note says any ("any/all"). Asked of the lookup once per post and
     * character.
     */
    private static Set<Character> storedGenders(Ctx c, String character) {
        if (c.pronouns() == null || character == null) return Set.of();
        Post post = c.post();
        if (post.stored == null) post.stored = new HashMap<>();
        Set<Character> kept = post.stored.get(character);
        if (kept != null) return kept;
        Set<Character> out = new HashSet<>();
        List<String> values = c.pronouns().apply(character);
        if (values != null)
            for (String v : values) {
                if (v == null) continue;
                boolean known = false;
                for (String w : NON_WORD.split(Fold.key(v))) {
                    Character g = PRONOUN_NOTES.get(w);
                    if (g == null) continue;
                    if (g == '*') {
                        out.clear();
                        post.stored.put(character, Set.of());
                        return Set.of();
                    }
                    out.add(g);
                    known = true;
                }
                // a note none of whose words is known ("ze/hir" aside, a typo): it says nothing
                // sure, so nobody is ruled out
                if (!known) {
                    post.stored.put(character, Set.of());
                    return Set.of();
                }
            }
        Set<Character> made = Set.copyOf(out);
        post.stored.put(character, made);
        return made;
    }

    /** Whether the post says a pronoun of the other gender than {@code g} ("he" beside "her"). */
    private static boolean saysOther(Ctx c, char g) {
        for (Tok k : c.toks()) {
            Character x = c.lex().gendered.get(k.w);
            if (x != null && x != g) return true;
        }
        return false;
    }

    /**
     * 'f' or 'm' when the post shows it: a sentence opening with the character's name (or a proxy's
     * action naming no one) that names no one else and says only "she", "her"... or only "he",
     * "his"...; 'n' otherwise.
     */
    private static char genderOf(Ctx c, String character) {
        Post post = c.post();
        if (post.genders == null) {
            post.genders = new HashMap<>();
            Map<String, Character> votes = new HashMap<>();
            List<Tok> t = c.toks();
            Person[] persons = persons(c);
            int i = 0;
            while (i < t.size()) {
                int s = i, e = i;
                while (e < t.size() && sentenceFirst(c, e) == s) e++;
                String who = null;
                boolean alone = true;
                for (int k = s; k < e; k++) {
                    Person x = persons[k];
                    if (x == null) continue;
                    if (k == s && x.known()) who = x.character();
                    else if (who == null || !who.equals(x.character())) alone = false;
                }
                if (who == null
                        && c.speaker() != null
                        && persons[s] == null
                        && !java.lang.Character.isUpperCase(c.text().charAt(t.get(s).start)))
                    who = c.speaker();
                if (who != null && alone) {
                    char said = 'n';
                    boolean mixed = false;
                    for (int k = s; k < e; k++) {
                        Character x = c.lex().gendered.get(t.get(k).w);
                        if (x == null) continue;
                        if (said == 'n') said = x;
                        else if (said != x) mixed = true;
                    }
                    if (said != 'n' && !mixed) {
                        Character before = votes.putIfAbsent(who, said);
                        if (before != null && before != said) votes.put(who, 'x');
                    }
                }
                i = Math.max(e, i + 1);
            }
            votes.forEach((k, v) -> post.genders.put(k, v == 'x' ? 'n' : v));
        }
        return post.genders.getOrDefault(character, 'n');
    }

    /**
     * Who is named at each token: a known character (oblique when a preposition comes before it),
     * or someone else: a capitalised word that is not a known name, not opening a sentence, not
     * after a possessive or another such word ("son Colt Dragoon"), or a word for a person ("the
     * stranger", "le capitaine") that is not in apposition to a name ("Mira, the courier").
     */
    private static Person[] persons(Ctx c) {
        Post post = c.post();
        if (post.persons != null) return post.persons;
        List<Tok> t = c.toks();
        Person[] out = new Person[t.size()];
        Lex lex = c.lex();
        for (int i = 0; i < t.size(); i++) {
            List<Integer> candidates = c.byFirst().get(t.get(i).w);
            int bestEnd = -1;
            String best = null;
            if (candidates != null)
                for (int n : candidates) {
                    String[] w = c.names().get(n);
                    int j = i;
                    boolean ok = true;
                    for (int k = 0; k < w.length && ok; k++) {
                        String s = j < t.size() ? t.get(j).w : null;
                        ok =
                                w[k].equals(s)
                                        || (k == w.length - 1
                                                && (w[k] + "s").equals(s)
                                                && java.lang.Character.isUpperCase(
                                                        c.text().charAt(t.get(j).start)));
                        j++;
                    }
                    if (ok && j > bestEnd) {
                        bestEnd = j;
                        best = c.stored().get(n);
                    }
                }
            if (best != null) {
                boolean oblique = i > 0 && lex.prepositions.contains(t.get(i - 1).w);
                Person x = new Person(best, i, bestEnd, oblique, 'n');
                for (int k = i; k < bestEnd; k++) out[k] = x;
                i = bestEnd - 1;
                continue;
            }
            String w = t.get(i).w;
            boolean upper = java.lang.Character.isUpperCase(c.text().charAt(t.get(i).start));
            boolean someone = false;
            boolean thing = i > 0 && ARTICLES.contains(t.get(i - 1).w); // "the Velvet Lantern"
            if (upper
                    && !thing
                    && isWord(w)
                    && !w.equals("i")
                    && !atSentenceStart(c.plain(), t.get(i).start)) {
                String prev = i > 0 ? t.get(i - 1).w : "";
                boolean prevUpper =
                        i > 0
                                && isWord(prev)
                                && java.lang.Character.isUpperCase(
                                        c.text().charAt(t.get(i - 1).start));
                someone =
                        !ALL_POSSESSIVES.contains(prev)
                                && !prevUpper
                                && !lex.subjects.containsKey(w)
                                && !lex.gendered.containsKey(w);
            }
            if (!someone
                    && (lex.people.contains(w)
                            || (personWord(w)
                                    && !ALL_STOP.contains(w)
                                    && !ALL_POSSESSIVES.contains(w)
                                    && !ofAKind(c, i)))
                    && !apposition(c, i)
                    && !titleOf(c, i)) someone = true;
            char g = gender(lex.gendered.get(w));
            // "toward them": several people, never whose a "her" or "his" is
            if (someone && g == 'n' && lex.plural.contains(w)) g = PLURAL;
            // « Mira la regarde, ses yeux bleus » : an object pronoun after a name is someone else
            if (!someone
                    && lex.objects.containsKey(w)
                    && i > 0
                    && !atSentenceStart(c.plain(), t.get(i).start)
                    && ((out[i - 1] != null && out[i - 1].known())
                            || lex.subjects.containsKey(t.get(i - 1).w))) {
                someone = true;
                g = gender(lex.objects.get(w));
            }
            // "Mira looks at her, ...": "her" as an object is someone else
            if (!someone && lex.possessives.containsKey(w) && g != 'n' && objectAt(c, i)) {
                someone = true;
            }
            if (someone) out[i] = new Person(null, i, i + 1, false, g);
        }
        post.persons = out;
        return out;
    }

    /**
     * Whether an occupation or rank at token {@code i} says the kind of a thing, not someone: right
     * after a word of [kind before] with no determiner (« une casquette de marin », « son tablier
     * de cuisinier »).
     */
    private static boolean ofAKind(Ctx c, int i) {
        if (i == 0) return false;
        Set<String> before = c.lex().sections.getOrDefault("kind before", Set.of());
        return before.contains(c.toks().get(i - 1).w);
    }

    /**
     * Whether a possessive word at token {@code i} is an object pronoun ("at her,", "hands her the
     * map"): nothing after it in its sentence, or a comma, a preposition or an article.
     */
    private static boolean objectAt(Ctx c, int i) {
        List<Tok> t = c.toks();
        if (i + 1 >= t.size() || sentenceFirst(c, i + 1) != sentenceFirst(c, i)) return true;
        String next = t.get(i + 1).w;
        return next.equals(",")
                || ARTICLES.contains(next)
                || c.lex().prepositions.contains(next)
                || next.equals("and");
    }

    /** An occupation, rank or species of understand/values.tsv ("the barkeep", "le capitaine"). */
    private static boolean personWord(String w) {
        Boolean kept = PERSON_WORDS.get(w);
        if (kept != null) return kept;
        boolean is =
                FAMILY.contains(Lexicon.canonical(w))
                        || ValueClasses.isValueOf("occupation", w)
                        || ValueClasses.isValueOf("rank", w)
                        || ValueClasses.isValueOf("species", w);
        if (PERSON_WORDS.size() > 100_000) PERSON_WORDS.clear();
        PERSON_WORDS.put(w, is);
        return is;
    }

    /** Words asked of {@link #personWord}, with the answer (asking costs a fold and a lookup). */
    private static final Map<String, Boolean> PERSON_WORDS =
            new java.util.concurrent.ConcurrentHashMap<>();

    /**
     * « La reine Nalia », "the old captain Mira", "Commander Adeyemi": a word for a person right
     * before a known name (or a title of understand/en.txt and fr.txt before one) is the name's own
     * title, not someone else.
     */
    private static boolean titleOf(Ctx c, int i) {
        List<Tok> t = c.toks();
        return i + 1 < t.size() && c.byFirst().containsKey(t.get(i + 1).w);
    }

    /** Whether a word opens a known name ("the" of a role, "the captain", never counts). */
    private static boolean firstWordOfName(Ctx c, String w) {
        if (ROLE_ARTICLES.contains(w)) return false;
        for (String[] n : c.names()) if (n[0].equals(w)) return true;
        return false;
    }

    /** "Mira, the courier," / "Mira, a tired courier": the word is the name's own. */
    private static boolean apposition(Ctx c, int i) {
        List<Tok> t = c.toks();
        for (int k = i - 1; k >= 0 && k >= i - 4; k--) {
            if (t.get(k).w.equals(",")) {
                if (k == 0) return false;
                List<Integer> n = c.byFirst().get(t.get(k - 1).w);
                if (n != null) return true;
                for (String[] w : c.names())
                    if (w[w.length - 1].equals(t.get(k - 1).w)) return true;
                return false;
            }
            if (atSentenceStart(c.plain(), t.get(k).start)) return false;
        }
        return false;
    }

    /** The first token of the sentence token {@code at} is in. */
    private static int sentenceFirst(Ctx c, int at) {
        Post post = c.post();
        List<Tok> t = c.toks();
        if (post.first == null) {
            int[] first = new int[t.size()];
            int s = 0;
            for (int k = 0; k < t.size(); k++) {
                if (k > 0) {
                    String between = c.plain().substring(t.get(k - 1).end, t.get(k).start);
                    for (int x = 0; x < between.length(); x++)
                        if (".!?*\n;".indexOf(between.charAt(x)) >= 0) s = k;
                }
                first[k] = s;
            }
            post.first = first;
        }
        return post.first[Math.max(0, Math.min(at, t.size() - 1))];
    }

    /** Lexicon details that are someone: a pet, family. */
    private static final Set<String> FAMILY =
            Set.of("pet", "sibling", "parent", "child", "partner");

    private static final Set<String> RELATIVES = Set.of("who", "whom", "whose", "qui", "dont");

    /** A capitalised word after one of these is a thing or a place unless it names a person. */
    private static final Set<String> ARTICLES =
            Set.of("the", "a", "an", "le", "la", "l", "les", "un", "une", "du", "des");

    private static boolean atSentenceStart(String s, int at) {
        for (int i = at - 1; i >= 0; i--) {
            char ch = s.charAt(i);
            if (java.lang.Character.isWhitespace(ch) || ch == '"' || ch == '(') continue;
            return ".!?*\n:;".indexOf(ch) >= 0;
        }
        return true;
    }

    private static final String CLAUSE_MARKS = ".!?*\n;,:()\u2014\u2013";

    private static int clauseStart(String s, int at) {
        for (int i = at - 1; i >= 0; i--) if (CLAUSE_MARKS.indexOf(s.charAt(i)) >= 0) return i + 1;
        return 0;
    }

    private static int clauseEnd(String s, int at) {
        for (int i = Math.max(0, at); i < s.length(); i++)
            if (CLAUSE_MARKS.indexOf(s.charAt(i)) >= 0) return i;
        return s.length();
    }

    private static int sentenceStart(String s, int at) {
        for (int i = at - 1; i >= 0; i--) if (".!?*\n;".indexOf(s.charAt(i)) >= 0) return i + 1;
        return 0;
    }

    private static int sentenceEnd(String s, int at) {
        for (int i = Math.max(0, at); i < s.length(); i++)
            if (".!?*\n;".indexOf(s.charAt(i)) >= 0) return i;
        return s.length();
    }

    // text

    /**
     * Words (hyphens inside), apostrophes and commas; a French elision is one token without its
     * apostrophe ("d'Élodie" is "d", "elodie").
     */
    private static final Pattern TOKEN =
            Pattern.compile(
                    "(?<![\\p{L}\\p{N}])(?:qu|[dlnsjmtc])'(?=\\p{L})"
                            + "|[\\p{L}\\p{N}]+(?:-[\\p{L}\\p{N}]+)*|'|,|[\u2014\u2013]");

    private static List<Tok> tokens(String folded) {
        List<Tok> out = new ArrayList<>();
        Matcher m = TOKEN.matcher(folded);
        while (m.find()) {
            String w = m.group();
            if (w.length() > 1 && w.endsWith("'")) w = w.substring(0, w.length() - 1);
            if (w.equals("\u2014") || w.equals("\u2013")) w = ","; // a dash sets a phrase apart
            out.add(new Tok(w, m.start(), m.end()));
        }
        return out;
    }

    /**
     * The folded text with what is inside quotes blanked (same length): "..." and « ... », and
     * '...' when the quote opens after a space or a mark and closes before one.
     */
    static String withoutDialogue(String folded) {
        char[] c = folded.toCharArray();
        // "> ..." at the start of a line quotes someone (Discord's block quote)
        for (int i = 0; i < c.length; i++) {
            if (c[i] != '>' || (i > 0 && c[i - 1] != '\n')) continue;
            for (int k = i; k < c.length && c[k] != '\n'; k++) c[k] = ' ';
        }
        blank(c, '"', '"');
        blank(c, '\u00AB', '\u00BB');
        // single quotes: an opening one after a space or mark, a closing one before one
        int open = -1;
        for (int i = 0; i < c.length; i++) {
            if (c[i] != '\'') continue;
            boolean before = i == 0 || !java.lang.Character.isLetterOrDigit(c[i - 1]);
            boolean after = i + 1 >= c.length || !java.lang.Character.isLetterOrDigit(c[i + 1]);
            if (open < 0 && before && !after) open = i;
            else if (open >= 0 && after && !before) {
                for (int k = open; k <= i; k++) if (c[k] != '\n') c[k] = ' ';
                open = -1;
            }
        }
        return new String(c);
    }

    private static void blank(char[] c, char open, char close) {
        int from = -1;
        for (int i = 0; i < c.length; i++) {
            if (from < 0 && c[i] == open) from = i;
            else if (from >= 0 && c[i] == close) {
                for (int k = from; k <= i; k++) if (c[k] != '\n') c[k] = ' ';
                from = -1;
            }
        }
        // an unclosed quote runs to the end: still dialogue
        if (from >= 0) for (int k = from; k < c.length; k++) if (c[k] != '\n') c[k] = ' ';
    }

    private static Pattern wordsPattern(List<String> words) {
        List<String> alts = new ArrayList<>();
        for (String w : words) {
            String k = Fold.key(w);
            if (k.isEmpty()) continue;
            alts.add(Pattern.quote(k).replace(" ", "\\E\\s+\\Q"));
        }
        alts.sort((a, b) -> b.length() - a.length());
        // the first part of a compound is not the word (« avant-bras » is no « avant »; the value
        // itself is looked at in parts: "her once-black hair", see holds)
        return Pattern.compile(
                "(?<![\\p{L}\\p{N}])(?:"
                        + String.join("|", alts)
                        + ")(?![\\p{L}\\p{N}]|-[\\p{L}\\p{N}])");
    }

    private static Set<String> folded(List<String> words) {
        Set<String> out = new HashSet<>();
        if (words != null) for (String w : words) out.add(Fold.key(w));
        return out;
    }

    /** "her = f, his = m, their": words, with the gender each says ('n' for none). */
    private static void gendered(List<String> entries, Map<String, Character> into) {
        if (entries == null) return;
        for (String e : entries) {
            String[] kv = e.split("=");
            char g = kv.length == 2 ? kv[1].strip().charAt(0) : 'n';
            into.put(Fold.key(kv[0]), g);
        }
    }

    /** "word = a|b" entries: a word and the details it changes. */
    private static void changes(List<String> entries, Map<String, Set<String>> into) {
        if (entries == null) return;
        for (String c : entries) {
            String[] kv = c.split("=");
            if (kv.length != 2) continue;
            Set<String> details = new HashSet<>();
            for (String d : kv[1].split("\\|")) if (!d.isBlank()) details.add(Fold.key(d));
            into.put(Fold.key(kv[0]), details);
        }
    }

    /** "word = key" entries. */
    private static void pairs(List<String> entries, Map<String, String> into) {
        if (entries == null) return;
        for (String c : entries) {
            String[] kv = c.split("=");
            if (kv.length == 2) into.put(Fold.key(kv[0]), Fold.key(kv[1]));
        }
    }

    private static List<String> lines(String resource) {
        try (InputStream in = Descriptions.class.getResourceAsStream(resource)) {
            if (in == null) throw new IllegalStateException("missing resource " + resource);
            List<String> out = new ArrayList<>();
            try (BufferedReader r =
                    new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
                String line;
                while ((line = r.readLine()) != null) {
                    String s = line.strip();
                    if (s.isEmpty() || s.startsWith("#")) continue;
                    out.add(line.contains("\t") ? line : s);
                }
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
